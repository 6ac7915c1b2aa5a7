/** Absolute URL of a site path, from the SITE_URL build variable. */
export const absoluteUrl = (path: string) => `${import.meta.env.SITE_URL}${path === '/' ? '/' : path}`

/** Where a page's link-preview image is written by the build (scripts/og-image.mjs) and found by its head. */
export const ogImagePath = (name: string) => `/og/${name}.png`
