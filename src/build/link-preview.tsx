// A page's link-preview image (Open Graph and Twitter card, 1200×630): the logo, the page's title and the brand's
// tagline and booking call, in the site's colors. No page renders it: scripts/og-image.mjs draws it at build time with
// satori, which lays out this element tree (flexbox only: every element with children is `display: flex`) and turns
// its text into paths.
import { LogoArt } from '@/components/ui/logo-art'
import { BRAND } from '@/content/brand'
import { COLORS } from '@/styles/colors'

export const LINK_PREVIEW = { width: 1200, height: 630 }

/** The fonts satori is given, by family (the display face for headings, as on the site), each with an `Ext` family
 * for its latin-ext glyphs that the stacks below fall back to. */
export const PREVIEW_FONTS = { display: 'Plus Jakarta Sans', text: 'Inter' }
const stack = (first: string, second: string) => `'${first}', '${first} Ext', '${second}', '${second} Ext'`
const DISPLAY = stack(PREVIEW_FONTS.display, PREVIEW_FONTS.text)
const TEXT = stack(PREVIEW_FONTS.text, PREVIEW_FONTS.display)

const MAX_TITLE = 100

/** The page's title without the brand after it, cut at a word within three lines. */
export function previewTitle(title: string) {
  const plain = title.replace(new RegExp(`\\s*\\|\\s*${BRAND.name}(\\s+Blog)?\\s*$`, 'i'), '').replace(/\s+/g, ' ')
  const text = plain.trim() || BRAND.name
  if (text.length <= MAX_TITLE) return text
  const cut = text.slice(0, MAX_TITLE - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.\-–—|]+$/, '') || cut}…`
}

/** Headline size by length, so the balanced headline stays within three lines between the logo and the footer. */
const titleSize = (title: string) => (title.length <= 32 ? 72 : title.length <= 60 ? 64 : title.length <= 85 ? 56 : 50)

const circle = (size: number, place: { top: number; right: number }, opacity: number) => (
  <div
    style={{
      position: 'absolute',
      width: size,
      height: size,
      borderRadius: size,
      backgroundColor: COLORS.secondary[900],
      opacity,
      ...place,
    }}
  />
)

export function LinkPreview({ title }: { title: string }) {
  const text = previewTitle(title)
  const size = titleSize(text)
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: LINK_PREVIEW.width,
        height: LINK_PREVIEW.height,
        boxSizing: 'border-box',
        padding: 72,
        backgroundColor: COLORS.secondary[950],
        fontFamily: TEXT,
        fontWeight: 500,
      }}
    >
      {/* Absolutely placed boxes paint above the flow, so the content below is position: relative. */}
      {circle(520, { top: -290, right: -170 }, 0.6)}
      {circle(250, { top: 70, right: -125 }, 0.35)}
      <div style={{ position: 'relative', display: 'flex', width: 288, height: 64 }}>
        <LogoArt variant="dark" />
      </div>
      <div style={{ position: 'relative', display: 'flex', flexGrow: 1, alignItems: 'center', paddingBottom: 8 }}>
        <div
          style={{
            display: 'block',
            maxWidth: 940,
            fontFamily: DISPLAY,
            fontWeight: 800,
            fontSize: size,
            lineHeight: 1.12,
            letterSpacing: size >= 64 ? -1.5 : -1,
            color: '#ffffff',
            // satori wraps far too narrow with lineClamp and balance together, so previewTitle caps the length.
            textWrap: 'balance',
          }}
        >
          {text}
        </div>
      </div>
      <div
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: 28,
          borderTop: `1px solid ${COLORS.ink[300]}38`,
          fontSize: 23,
          color: COLORS.ink[300],
        }}
      >
        <div style={{ display: 'flex' }}>{BRAND.tagline}</div>
        <div
          style={{
            display: 'flex',
            padding: '13px 26px',
            borderRadius: 999,
            backgroundColor: COLORS.primary[700],
            fontSize: 22,
            color: '#ffffff',
          }}
        >
          Book a free consultation
        </div>
      </div>
    </div>
  )
}
