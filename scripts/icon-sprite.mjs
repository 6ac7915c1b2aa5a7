// Vite plugin: `virtual:icon-sprite` is the URL of the site's SVG sprite, one cached file with every icon, brand mark
// and logo the pages draw (`<svg><use href="…#id"/></svg>`). It is rendered at build time from
// src/build/sprite-symbols.tsx, so the browser bundle carries symbol names and never their paths. The dev
// server renders it on each request, so edits show up at once; unit tests get the URL only.
import { resolve } from 'node:path'
import { runSource, virtualModule } from './source-module.mjs'

const SOURCE = 'src/build/sprite-symbols.tsx'
const DEV_URL = '/@icon-sprite.svg'
/** Attributes of an icon's <svg> that describe the element on the page, not its drawing. */
const PAGE_ATTRIBUTES = new Set(['xmlns', 'aria-hidden', 'data-slot', 'class', 'role', 'aria-label', 'focusable'])

/** The sprite document and the source files it was rendered from. */
export async function renderSprite(/** @type {string} */ root) {
  const [{ module, dependencies }, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    runSource(resolve(root, SOURCE)),
    import('react'),
    import('react-dom/server'),
  ])
  const symbols = Object.entries(module.spriteSymbols()).map(([id, element]) => {
    const markup = renderToStaticMarkup(createElement(() => element))
    const [, attributes, body] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup) ?? []
    if (body === undefined) throw new Error(`${SOURCE}: symbol "${id}" does not render one <svg> element`)
    const kept = [...attributes.matchAll(/\s([\w:-]+)="([^"]*)"/g)].filter(([, name]) => !PAGE_ATTRIBUTES.has(name))
    if (!kept.some(([, name]) => name === 'viewBox')) throw new Error(`${SOURCE}: symbol "${id}" has no viewBox`)
    return `<symbol id="${id}"${kept.map(([all]) => all).join('')}>${body}</symbol>`
  })
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`, dependencies }
}

/** @returns {import('vite').Plugin} */
export const iconSprite = () => ({
  ...virtualModule('icon-sprite', 'virtual:icon-sprite', async function ({ root, build }) {
    if (!build) return `export default ${JSON.stringify(DEV_URL)}`
    const { svg, dependencies } = await renderSprite(root)
    for (const dependency of dependencies) this.addWatchFile(dependency)
    const ref = this.emitFile({ type: 'asset', name: 'sprite.svg', source: svg })
    return `export default import.meta.ROLLUP_FILE_URL_${ref}`
  }),
  configureServer(server) {
    server.middlewares.use(DEV_URL, (_req, res, next) => {
      renderSprite(server.config.root).then(({ svg }) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(svg)
      }, next)
    })
  },
})
