import type { FileRoutesByTo } from '../routeTree.gen'

/** Every path the router knows, as TanStack Router's link type checks it. */
export type RoutePath = keyof FileRoutesByTo

/** A typed internal link target, optionally to a section by its id. */
export type InternalLink = { to: RoutePath; hash?: string; params?: Record<string, string> }
