// The page registry is the one list of pages: it matches the router's routes, every menu and FAQ group derives from
// it, and a label is only a label.
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { faqGroups } from '../../src/content/faq-index'
import { MONTHLY_SERVICES } from '../../src/content/estimator'
import { REPORTS } from '../../src/content/pages/reports'
import { typicalWork } from '../../src/content/phrases'
import { FOOTER_GROUPS, PAGES, pageList } from '../../src/content/registry'
import { footerFrom, footerGroups, menuFrom, navEntries } from '../../src/lib/nav'
import { createAppRouter } from '../../src/router'

/** Index routes are keyed '/services/'; links say '/services'. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
const routePaths = Object.keys(createAppRouter().routesByPath).map(normalise)
const registryPaths = pageList.map((page) => page.path as string)

describe('the registry and the router', () => {
  it('lists every static route once, and only routes', () => {
    expect([...registryPaths].sort()).toEqual(routePaths.filter((path) => !path.includes('$')).sort())
    expect(new Set(registryPaths).size).toBe(registryPaths.length)
  })

  it('gives each page a distinct name', () => {
    const names = pageList.map((page) => page.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('menus derive from the registry', () => {
  it('every header and footer link is a page of the registry', () => {
    const links = [
      ...navEntries.flatMap((entry) => [entry.path, ...entry.children.map((child) => child.to)]),
      ...footerGroups.flatMap((group) => group.links.map((l) => l.link.to)),
    ]
    for (const to of links) expect(registryPaths, to).toContain(to)
  })

  it('renaming a dropdown label changes the menu text only: the link stays', () => {
    const renamed = pageList.map((page) =>
      page.id === 'payroll-service' ? { ...page, menu: 'Payroll & Taxes' } : page,
    )
    const before = menuFrom(pageList).flatMap((entry) => entry.children)
    const after = menuFrom(renamed).flatMap((entry) => entry.children)
    expect(after.map((child) => child.to)).toEqual(before.map((child) => child.to))
    expect(after.find((child) => child.to === PAGES['payroll-service'].path)?.label).toBe('Payroll & Taxes')
  })

  it('renaming a footer label changes the footer text only', () => {
    const renamed = pageList.map((page) =>
      page.id === 'pricing' ? { ...page, footer: { ...page.footer!, labels: ['Prices'] } } : page,
    )
    const links = footerFrom(renamed).flatMap((group) => group.links)
    expect(links.find((l) => l.label === 'Prices')?.link.to).toBe(PAGES.pricing.path)
  })

  it('a footer group lists its pages in registry order', () => {
    for (const [group, title] of Object.entries(FOOTER_GROUPS)) {
      const expected = pageList.filter((page) => page.footer?.group === group).flatMap((page) => page.footer!.labels)
      expect(footerGroups.find((g) => g.title === title)!.links.map((l) => l.label)).toEqual(expected)
    }
  })
})

describe('the /faq hub derives from the registry', () => {
  const files = readdirSync('src/content/faqs').map((file) => file.replace(/\.yml$/, ''))

  it('lists every page with a FAQ file, in registry order, under its name', () => {
    expect(faqGroups.map((group) => group.id)).toEqual(
      pageList.filter((page) => files.includes(page.id)).map((page) => page.id),
    )
    expect(faqGroups).toHaveLength(files.length)
    for (const group of faqGroups) expect(group.title).toBe(PAGES[group.id].name)
  })

  it('links each group to its page, whose FAQ it is', () => {
    for (const group of faqGroups) expect(group.link.to).toBe(PAGES[group.id].path)
  })
})

describe('the sample reports', () => {
  it('name one report for every service and industry page, and for no other', () => {
    const listed = pageList.filter((page) => page.kind === 'service' || page.kind === 'industry').map((page) => page.id)
    expect(Object.keys(REPORTS).sort()).toEqual(listed.sort())
  })
})

describe('the typical hours', () => {
  it('say they cover every monthly service, the work the launch check holds the estimator to', () => {
    const named = typicalWork.split(/, | and /)
    expect(named.map((name) => name.toLowerCase().replace('/', '-')).sort()).toEqual([...MONTHLY_SERVICES].sort())
  })
})
