// The site's menus, derived from the page registry: the header's entries and dropdowns, the footer's groups and the
// not-found page's suggestions. A link's target is always its page's typed path; its label is only a label.
import { FOOTER_GROUPS, pageList, type PageEntry, type PageId } from '@/content/registry'
import type { InternalLink, RoutePath } from '@/names'

type Page = PageEntry & { id: PageId }

export type NavLink = { label: string; to: RoutePath }
export type MenuEntry = {
  label: string
  path: RoutePath
  /** Its dropdown's entries, empty for a plain link. */
  children: NavLink[]
  /** The dropdown's closing link to the overview page itself. */
  overviewLabel: string
}
export type FooterGroup = { title: string; links: { label: string; link: InternalLink }[] }

/** The header's entries: the pages with a menu label and no parent, each with the menu pages under it. */
export function menuFrom(pages: readonly Page[]): MenuEntry[] {
  return pages
    .filter((page) => page.menu !== undefined && page.parent === undefined)
    .map((page) => ({
      label: page.menu!,
      path: page.path,
      children: pages
        .filter((child) => child.parent === page.id && child.menu !== undefined)
        .map((child) => ({ label: child.menu!, to: child.path })),
      overviewLabel: page.footer?.labels[0] ?? page.name,
    }))
}

/** The footer's groups, each with its pages' footer labels in registry order. */
export function footerFrom(pages: readonly Page[]): FooterGroup[] {
  return Object.entries(FOOTER_GROUPS).map(([group, title]) => ({
    title,
    links: pages.flatMap(({ path, footer }) =>
      footer?.group === group
        ? footer.labels.map((label) => ({ label, link: { to: path, ...(footer.hash && { hash: footer.hash }) } }))
        : [],
    ),
  }))
}

export const navEntries = menuFrom(pageList)
export const footerGroups = footerFrom(pageList)
/** The footer's bottom line: the privacy notice and the terms of use. */
export const legalLinks: NavLink[] = pageList
  .filter((page) => page.footer?.group === 'legal')
  .map((page) => ({ label: page.footer!.labels[0] ?? page.name, to: page.path }))
/**
 * The site map: every page for visitors, once, in the footer's groups (a page without a footer link in its parent's);
 * the rest under `others`. The booking pages are left out: the site map's own booking button leads there, saying
 * where it was pressed.
 */
export function siteMapFrom(pages: readonly Page[], others: string): FooterGroup[] {
  const listed = pages.filter((page) => page.index !== false && page.kind !== 'booking')
  // A page without a footer link of its own is listed in its parent's group (a template under /resources).
  const groupOf = (page: Page) =>
    page.footer?.group ?? (page.parent && pages.find((parent) => parent.id === page.parent)?.footer?.group)
  const inGroup = (group?: string) => listed.filter((page) => groupOf(page) === group)
  const groups = Object.entries(FOOTER_GROUPS).map(([group, title]) => ({ title, pages: inGroup(group) }))
  const rest = listed.filter((page) => !groupOf(page) || groupOf(page) === 'legal')
  return [...groups, { title: others, pages: rest }].map(({ title, pages }) => ({
    title,
    links: pages.map((page) => ({ label: page.name, link: { to: page.path } })),
  }))
}
