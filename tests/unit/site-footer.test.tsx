import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COPYRIGHT_YEAR } from '../../src/content/constants'
import { FOOTER_GROUPS, SOCIAL } from '../../src/content/site'
import { renderApp } from './render-app'

const titles = FOOTER_GROUPS.map((group) => group.title)

async function setup() {
  const app = await renderApp('/')
  const footer = screen.getByRole('contentinfo')
  const toggle = (name: string) => within(footer).getByRole('button', { name })
  return { ...app, footer, toggle }
}

describe('SiteFooter', () => {
  it('has the four link groups of SPEC.md', () => {
    expect(titles).toEqual(['Services', 'Industries', 'Resources', 'Company'])
  })

  it('shows each group as a toggle button controlling its links (the phone accordion)', async () => {
    const { toggle } = await setup()
    for (const group of FOOTER_GROUPS) {
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

    await user.click(toggle('Industries'))
    expect(expanded()).toEqual(['Industries'])
    await user.click(toggle('Company'))
    expect(expanded()).toEqual(['Company'])
    await user.click(toggle('Company'))
    expect(expanded()).toEqual([])
    await user.click(toggle('Services'))
    expect(expanded()).toEqual(['Services'])
  })

  it('opens the social profiles in a new tab without giving them the opener', async () => {
    const { footer } = await setup()
    const list = within(footer).getByRole('list', { name: /social/i })
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(5)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL.map((social) => social.href))
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener')
      expect(link).toHaveAccessibleName()
    }
  })

  it("offers 'Meet an expert' and the copyright line", async () => {
    const { footer } = await setup()
    expect(within(footer).getByRole('link', { name: /meet an expert/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\//),
    )
    expect(within(footer).getByText(new RegExp(`©\\s*${COPYRIGHT_YEAR}`))).toBeInTheDocument()
    expect(COPYRIGHT_YEAR).toBe(2025)
  })
})
