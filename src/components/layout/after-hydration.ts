// The layout's parts that hydrate after the page (lib/deferred.tsx), in one chunk: one request for all of them.
export { SiteFooter } from './site-footer'
export { SkipLink } from './skip-link'
export { SmoothScroll } from './smooth-scroll'
export { Splash } from './splash'
