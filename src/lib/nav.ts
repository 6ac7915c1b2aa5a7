import { NAV } from '../content/site'
import type { NavItem } from '../content/types'
import type { RoutePath } from './routes'
import { slugify } from './slug'

export type NavLink = { label: string; to: RoutePath }

/** A dropdown entry links to its parent path plus the slug of its label (SPEC.md); the unit tests prove each is a route. */
export function dropdownLinks(item: NavItem): NavLink[] {
  return (item.dropdown ?? []).map((label) => ({ label, to: `${item.path}/${slugify(label)}` as RoutePath }))
}

export const navEntries = NAV.map((item) => ({ ...item, children: dropdownLinks(item) }))
