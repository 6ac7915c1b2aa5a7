// Build-time link-preview (Open Graph / Twitter card) image renderer.
//
// renderOgImage({ title, eyebrow }) → PNG Buffer, 1200×630.
// Layout is done by satori (plain object trees, no JSX) which turns text into
// SVG paths; @resvg/resvg-js rasterises the SVG. Everything is local: fonts
// come from the @fontsource packages in node_modules, the mark from
// public/favicon.svg. Nothing is fetched over the network.

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

const require = createRequire(import.meta.url)
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const COLORS = {
  bg: '#0d1b3e',
  circle: '#172f6e',
  white: '#ffffff',
  green: '#6ddfa6',
  muted: '#c3c9d4',
  pill: '#0b7046',
}

const DISPLAY_FONT = "'Plus Jakarta Sans', 'Plus Jakarta Sans Ext', Inter, 'Inter Ext'"
const TEXT_FONT = "Inter, 'Inter Ext', 'Plus Jakarta Sans', 'Plus Jakarta Sans Ext'"
const MARGIN = 72
const TITLE_MAX_WIDTH = 940
const TAGLINE = 'Outsourced bookkeeping, payroll & AP/AR for US businesses'
const CTA = 'Book a free consultation'

// ---------------------------------------------------------------------------
// Assets (loaded once per process)

/** @param {string} pkg @param {string} file */
function fontsourceFile(pkg, file) {
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file)
}

/** @typedef {import('satori').Font} Font */
/** @type {Promise<{ fonts: Font[], markDataUri: string }> | undefined} */
let assetsPromise

function loadAssets() {
  return (assetsPromise ??= (async () => {
    /** @type {Array<[string, string, string, Font['weight']]>} */
    const fontSpecs = [
      // Latin first, latin-ext as a fallback for accented names etc.
      ['Plus Jakarta Sans', '@fontsource/plus-jakarta-sans', 'plus-jakarta-sans', 800],
      ['Inter', '@fontsource/inter', 'inter', 500],
    ]
    /** @type {Font[]} */
    const fonts = []
    for (const subset of ['latin', 'latin-ext']) {
      for (const [name, pkg, prefix, weight] of fontSpecs) {
        const data = await readFile(fontsourceFile(pkg, `${prefix}-${subset}-${weight}-normal.woff`))
        // Distinct family names per subset: with two faces under one name satori
        // drew tofu for latin-ext glyphs (e.g. Ł), so latin-ext is an explicit fallback.
        fonts.push({ name: subset === 'latin' ? name : `${name} Ext`, data, weight, style: 'normal' })
      }
    }
    const mark = await readFile(join(ROOT, 'public', 'favicon.svg'))
    const markDataUri = `data:image/svg+xml;base64,${mark.toString('base64')}`
    return { fonts, markDataUri }
  })())
}

// ---------------------------------------------------------------------------
// Helpers

const SUFFIX_RE = /\s*\|\s*LedgerPod(?:\s+Blog)?\s*$/i

/** Strip a trailing " | LedgerPod" / " | LedgerPod Blog" from a page title. */
export function cleanOgTitle(/** @type {string | undefined} */ title) {
  return String(title ?? '')
    .replace(SUFFIX_RE, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const MAX_TITLE_CHARS = 100

/** Cut very long titles at a word boundary so they stay within 3 lines. */
function truncateTitle(/** @type {string} */ title) {
  if (title.length <= MAX_TITLE_CHARS) return title
  const cut = title.slice(0, MAX_TITLE_CHARS - 1)
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.\-–—|]+$/, '')
  return `${atWord || cut}…`
}

/**
 * Headline font size by length, chosen so the balanced headline (max width
 * TITLE_MAX_WIDTH) stays within 3 lines and the block fits between the brand
 * row and the footer: ≤32 chars → 72px (1–2 lines), ≤60 → 64px (2 lines),
 * ≤85 → 56px, longer (truncated at 100) → 50px (3 lines).
 * @param {string} title
 */
function titleFontSize(title) {
  const n = title.length
  if (n <= 32) return 72
  if (n <= 60) return 64
  if (n <= 85) return 56
  return 50
}

/**
 * Tiny element factory for satori's React-like object trees.
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {unknown} [children]
 * @param {Record<string, unknown>} [extra]
 * @returns {import('react').ReactElement} what satori takes for a React element
 */
function h(type, style, children, extra = {}) {
  return /** @type {import('react').ReactElement} */ ({ type, props: { style, children, ...extra } })
}

/** @param {number} size @param {Record<string, number>} pos @param {number} opacity */
function circle(size, pos, opacity) {
  return h('div', {
    position: 'absolute',
    width: size,
    height: size,
    borderRadius: size,
    backgroundColor: COLORS.circle,
    opacity,
    ...pos,
  })
}

/** @param {{ title: string, eyebrow: string, markDataUri: string }} content */
function buildTree({ title, eyebrow, markDataUri }) {
  const fontSize = titleFontSize(title)

  const brand = h('div', { position: 'relative', display: 'flex', alignItems: 'center' }, [
    h('img', { width: 64, height: 64 }, undefined, {
      src: markDataUri,
      width: 64,
      height: 64,
    }),
    h(
      'div',
      {
        display: 'flex',
        marginLeft: 20,
        fontFamily: DISPLAY_FONT,
        fontWeight: 800,
        fontSize: 44,
        letterSpacing: -0.5,
        color: COLORS.white,
      },
      [h('span', {}, 'Ledger'), h('span', { color: COLORS.green }, 'Pod')],
    ),
  ])

  const headline = h(
    'div',
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      justifyContent: 'center',
      paddingBottom: 8,
    },
    [
      eyebrow
        ? h(
            'div',
            {
              display: 'flex',
              maxWidth: TITLE_MAX_WIDTH,
              marginBottom: 22,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              fontFamily: TEXT_FONT,
              fontWeight: 500,
              fontSize: 26,
              letterSpacing: 3.5,
              textTransform: 'uppercase',
              color: COLORS.green,
            },
            eyebrow,
          )
        : null,
      h(
        'div',
        {
          display: 'block',
          maxWidth: TITLE_MAX_WIDTH,
          fontFamily: DISPLAY_FONT,
          fontWeight: 800,
          fontSize,
          lineHeight: 1.12,
          letterSpacing: fontSize >= 64 ? -1.5 : -1,
          color: COLORS.white,
          // Note: satori mis-measures when lineClamp is combined with
          // textWrap 'balance' (wraps far too narrow), so length is capped
          // in JS instead (truncateTitle).
          textWrap: 'balance',
        },
        title,
      ),
    ].filter(Boolean),
  )

  const footer = h(
    'div',
    {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingTop: 28,
      borderTop: '1px solid rgba(195, 201, 212, 0.22)',
    },
    [
      h(
        'div',
        {
          display: 'flex',
          fontFamily: TEXT_FONT,
          fontWeight: 500,
          fontSize: 23,
          color: COLORS.muted,
        },
        TAGLINE,
      ),
      h(
        'div',
        {
          display: 'flex',
          flexShrink: 0,
          marginLeft: 24,
          padding: '13px 26px',
          borderRadius: 999,
          backgroundColor: COLORS.pill,
          fontFamily: TEXT_FONT,
          fontWeight: 500,
          fontSize: 22,
          color: COLORS.white,
        },
        CTA,
      ),
    ],
  )

  return h(
    'div',
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: OG_WIDTH,
      height: OG_HEIGHT,
      boxSizing: 'border-box',
      padding: MARGIN,
      backgroundColor: COLORS.bg,
      fontFamily: TEXT_FONT,
    },
    [
      // Decorative circles in the top-right corner, kept above the headline
      // band. Absolutely positioned boxes paint above in-flow ones (as in
      // CSS), so the content layers below get position: relative.
      circle(520, { top: -290, right: -170 }, 0.6),
      circle(250, { top: 70, right: -125 }, 0.35),
      brand,
      headline,
      footer,
    ],
  )
}

// ---------------------------------------------------------------------------

/**
 * Render a 1200×630 PNG link-preview image.
 * @param {{ title: string, eyebrow?: string }} opts
 * @returns {Promise<Buffer>}
 */
export async function renderOgImage({ title, eyebrow }) {
  const { fonts, markDataUri } = await loadAssets()
  const cleanTitle = truncateTitle(cleanOgTitle(title) || 'LedgerPod')
  const cleanEyebrow = eyebrow ? String(eyebrow).trim() : ''

  const svg = await satori(buildTree({ title: cleanTitle, eyebrow: cleanEyebrow, markDataUri }), {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts,
  })

  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: OG_WIDTH },
    // All text is already converted to paths by satori.
    font: { loadSystemFonts: false },
  })
  return resvg.render().asPng()
}
