import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COPYRIGHT_YEAR } from '../../src/content/constants'
import { PAGES } from '../../src/content/registry'
import { COMPANY, CONTACT, OFFICES, SOCIAL } from '../../src/content/site'
import { topicOf } from '../../src/lib/booking'
import { footerGroups } from '../../src/lib/nav'
import { LAYOUT_TEST, renderApp } from './render-app'

const titles = footerGroups.map((group) => group.title)

async function setup() {
  const app = await renderApp('/')
  const footer = screen.getByRole('contentinfo')
  const toggle = (name: string) => within(footer).getByRole('button', { name })
  return { ...app, footer, toggle }
}

describe('SiteFooter', LAYOUT_TEST, () => {
  it('shows each group as a toggle button controlling its links (the phone accordion)', async () => {
    const { toggle } = await setup()
    for (const group of footerGroups) {
      const button = toggle(group.title)
      expect(button).toHaveAttribute('aria-expanded')
      const panel = document.getElementById(button.getAttribute('aria-controls')!)
      expect(panel, group.title).not.toBeNull()
      const hrefs = within(panel!)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(group.links.map(({ link }) => `${link.to}${link.hash ? `#${link.hash}` : ''}`))
    }
  })

  it('keeps one group open at a time', async () => {
    const { user, toggle } = await setup()
    const expanded = () => titles.filter((title) => toggle(title).getAttribute('aria-expanded') === 'true')
    expect(expanded().length).toBeLessThanOrEqual(1)

    const [first, second, last] = [titles[0]!, titles[1]!, titles.at(-1)!]
    await user.click(toggle(second))
    expect(expanded()).toEqual([second])
    await user.click(toggle(last))
    expect(expanded()).toEqual([last])
    await user.click(toggle(last))
    expect(expanded()).toEqual([])
    await user.click(toggle(first))
    expect(expanded()).toEqual([first])
  })

  it('opens the social profiles in a new tab without giving them the opener', async () => {
    const { footer } = await setup()
    const list = within(footer).getByRole('list', { name: /social/i })
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(SOCIAL.length)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL.map((social) => social.href))
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener')
      expect(link).toHaveAccessibleName()
    }
  })

  it("offers 'Meet an expert', a booking of the page's topic, and the copyright line", async () => {
    const { footer } = await setup()
    const href =
      within(footer)
        .getByRole('link', { name: /meet an expert/i })
        .getAttribute('href') ?? ''
    const { pathname, searchParams } = new URL(href, 'http://localhost')
    expect(pathname).toBe(PAGES.book.path)
    expect(searchParams.get('topic')).toBe(topicOf(PAGES.home.path))
    // The spec's 2025 is the first year; the last is the year the page was rendered (at build, for the prerender).
    expect(
      within(footer).getByText(new RegExp(`©\\s*${COPYRIGHT_YEAR}–${new Date().getFullYear()}\\s`)),
    ).toBeInTheDocument()
    expect(COPYRIGHT_YEAR).toBe(2025)
  })

  it('marks the contact lines once while any is a sample, and the company name while it is', async () => {
    const { footer } = await setup()
    const marks = (element: HTMLElement) => within(element).queryAllByText('Sample').length
    const contacts = within(footer).getByRole('list', { name: 'Contact' })
    const sample = CONTACT.general.sample || OFFICES.some((office) => office.branches.some((branch) => branch.sample))
    // One mark over the list (in its frame, not on each line).
    expect(marks(contacts)).toBe(0)
    expect(marks(contacts.parentElement!)).toBe(sample ? 1 : 0)
    const copyright = within(footer).getByText(COMPANY.legalName, { exact: false })
    expect(marks(copyright)).toBe(COMPANY.sample ? 1 : 0)
  })
})
