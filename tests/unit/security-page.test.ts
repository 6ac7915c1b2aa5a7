// /security holds the whole inventory: every practice of practices.yml and every safeguard of claims.yml has its own
// anchor there, so a page can link to any of them, and no anchor is given twice.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAFEGUARDS, SECURITY } from '../../src/content/claims'
import { PRACTICES } from '../../src/content/practices'
import { securityPage } from '../../src/content/pages/security'
import { PRACTICE_LABELS } from '../../src/content/settings-schema'
import { securityTxt, securityTxtExpires } from '../../src/lib/security-txt'

const items = securityPage.groups.flatMap((group) => group.items)
const ids = [
  securityPage.baseline.id,
  securityPage.request.id,
  ...securityPage.groups.map((g) => g.id),
  ...items.map((i) => i.id),
]
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

describe('/security', () => {
  it('gives every practice of the inventory its own anchor, named after it', () => {
    for (const name of Object.keys(PRACTICE_LABELS)) expect(ids, name).toContain(kebab(name))
  })

  it('gives every safeguard its own anchor, with its tools', () => {
    for (const safeguard of SAFEGUARDS) {
      const item = items.find((i) => i.id === safeguard.id)
      expect(item?.tools, safeguard.id).toEqual(safeguard.tools)
    }
  })

  it('gives no anchor twice', () => {
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('lists every document shared on request, and the tools that hold client data', () => {
    expect(securityPage.request.documents).toHaveLength(SECURITY.documents.length)
    const held = items.find((item) => item.list?.some((line) => line.startsWith(`${SECURITY.storage[0]!.name}:`)))
    expect(held?.list).toHaveLength(SECURITY.storage.length)
  })
})

describe('a practice of the owner’s own (practices.yml `more`)', () => {
  afterEach(() => {
    vi.doUnmock('@/content/practices')
    vi.resetModules()
  })
  const withMore = async (more: (typeof PRACTICES)['more']) => {
    vi.resetModules()
    vi.doMock('@/content/practices', async (original) => {
      const module = await original<typeof import('../../src/content/practices')>()
      return { ...module, PRACTICES: { ...module.PRACTICES, more } }
    })
    return (await import('../../src/content/pages/security')).securityPage
  }
  const insurance = {
    id: 'insurance',
    group: 'working-together',
    title: 'Insurance',
    text: 'We carry professional liability and cyber insurance, and share the certificates on request.',
    short: 'we carry professional liability insurance',
    sample: true,
  } as const

  it('is stated in the group it names, under its title and its own anchor, with no code changed', async () => {
    const page = await withMore([insurance])
    const group = page.groups.find((g) => g.id === insurance.group)!
    expect(group.items.at(-1)).toEqual({ id: insurance.id, title: insurance.title, paragraphs: [insurance.text] })
  })

  it('fails the build, naming the file, when its anchor is one the page has', async () => {
    await expect(withMore([{ ...insurance, id: SAFEGUARDS[0]!.id }])).rejects.toThrow(
      `src/content/settings/practices.yml › more: the anchor “${SAFEGUARDS[0]!.id}” is already on /security`,
    )
  })
})

describe('security.txt (RFC 9116)', () => {
  const text = securityTxt('https://www.example.com')
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1]

  it('names the contact, the canonical address and the policy page', () => {
    expect(field('Contact')).toBe(`mailto:${SECURITY.contact}`)
    expect(field('Canonical')).toBe('https://www.example.com/.well-known/security.txt')
    expect(field('Policy')).toBe('https://www.example.com/security')
  })

  it('expires less than a year after the page was last reviewed', () => {
    const expires = new Date(field('Expires')!)
    const reviewed = new Date(`${SECURITY.lastReviewed}T00:00:00Z`)
    expect(expires.getTime()).toBe(securityTxtExpires(SECURITY.lastReviewed).getTime())
    expect(expires > reviewed).toBe(true)
    expect(expires.getTime() - reviewed.getTime()).toBeLessThan(365 * 24 * 60 * 60 * 1000)
  })
})
