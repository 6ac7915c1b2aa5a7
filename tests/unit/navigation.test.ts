// Every internal link of the header, mobile menu and footer is a route the router knows.
import { describe, expect, it } from 'vitest'
import { BOOKING, FOOTER_GROUPS, NAV } from '../../src/content/site'
import { navEntries } from '../../src/lib/nav'
import { createAppRouter } from '../../src/router'

const router = createAppRouter()
/** Index routes are keyed '/services/'; links say '/services'. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
const routePaths = new Set(Object.keys(router.routesByPath).map(normalise))

describe('navigation targets are real routes', () => {
  it('has the 13 routes of SPEC.md plus the menu parents and the blog', () => {
    for (const path of [
      '/',
      '/about',
      '/services/bookkeeping-service',
      '/services/payroll-service',
      '/services/receivable--payable',
      '/services/catch-up-bookkeeping',
      '/industry/stone-distributors--suppliers',
      '/industry/stone-fabricators',
      '/industry/architects--designers',
      '/industry/launchpad-startups',
      '/industry/launchpad-smbs',
      '/contact',
      '/for-cpa-firms',
      '/services',
      '/industry',
      '/blog',
    ]) {
      expect(routePaths, path).toContain(path)
    }
  })

  it('lists the desktop entries of SPEC.md in order', () => {
    expect(NAV.map((item) => [item.path, item.label])).toEqual([
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/industry', 'Industry'],
      ['/blog', 'Blog'],
      ['/about', 'About Us'],
      ['/contact', 'Contact Us'],
    ])
  })

  it.each(navEntries.map((item) => [item.label, item] as const))('menu entry %s and its dropdown', (_label, item) => {
    expect(routePaths).toContain(normalise(item.path))
    for (const child of item.children) {
      expect(child.to.startsWith(`${item.path}/`), child.to).toBe(true)
      expect(routePaths, `${child.label} → ${child.to}`).toContain(normalise(child.to))
    }
  })

  it.each(FOOTER_GROUPS.map((group) => [group.title, group] as const))('footer group %s', (_title, group) => {
    expect(group.links.length).toBeGreaterThan(0)
    for (const { label, link } of group.links) {
      expect(routePaths, `${label} → ${link.to}`).toContain(normalise(link.to))
    }
  })

  it('the footer groups are those of SPEC.md', () => {
    expect(FOOTER_GROUPS.map((group) => group.title)).toEqual(['Services', 'Industries', 'Resources', 'Company'])
  })

  it('the booking destination is a route', () => {
    expect(routePaths).toContain(normalise(BOOKING.to))
  })
})
