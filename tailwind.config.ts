import type { Config } from 'tailwindcss'
import { BREAKPOINTS, SPLASH } from './src/styles/tokens'
import { COLORS } from './src/styles/colors'
import { FONT_STACKS } from './scripts/subset-fonts.mjs'

// Breakpoints in rem so they sort with Tailwind's own; the px values, and the splash's timing that app.css reads with
// theme(), live in src/styles/tokens.ts.
const rem = (px: number) => `${px / 16}rem`
const ms = (n: number) => `${n}ms`

export default {
  // Where Tailwind looks for classes is in the stylesheets (app.css, and each tool page's own under src/routes/-tools).
  theme: {
    extend: {
      screens: {
        menu: rem(BREAKPOINTS.menu),
        soft: rem(BREAKPOINTS.softwareStats),
        stats: rem(BREAKPOINTS.homeStats),
      },
      colors: COLORS,
      transitionDuration: { 'splash-logo': ms(SPLASH.logoSlideMs), 'splash-overlay': ms(SPLASH.overlaySlideMs) },
      transitionDelay: { 'splash-logo': ms(SPLASH.delayMs), 'splash-overlay': ms(SPLASH.delayMs + SPLASH.logoSlideMs) },
      translate: { splash: `${SPLASH.distancePx}px` },
      // The web fonts, then their metric-matched fallbacks (scripts/subset-fonts.mjs).
      fontFamily: FONT_STACKS,
      borderRadius: {
        card: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(16 24 40 / 0.05), 0 8px 24px -8px rgb(16 24 40 / 0.12)',
        lift: '0 2px 4px rgb(16 24 40 / 0.06), 0 20px 40px -12px rgb(16 24 40 / 0.22)',
      },
      maxWidth: {
        site: '80rem',
        prose: '42rem',
      },
    },
  },
} satisfies Config
