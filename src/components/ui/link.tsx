import { Link as RouterLink, type LinkComponent } from '@tanstack/react-router'

/**
 * The router's Link, marked as the current page (`aria-current="page"`) only where it names that page exactly: its
 * path, and its hash if it has one. The router's own default marks a link to /blog current on every article, and a
 * link to /pricing#compare current on /pricing. (The router compares a hash only with the address's: a link without
 * one would never match.)
 */
export const Link: LinkComponent<'a'> = (props) => (
  <RouterLink activeOptions={{ exact: true, includeHash: props.hash !== undefined }} {...props} />
)
