// The page's widths and motion, stated once: Tailwind's theme (tailwind.config.ts) turns them into breakpoints and the
// splash's timing, which app.css and index.html read from there, and the components and tests read them here.

/** Widths in px; tailwind.config.ts turns them into rem breakpoints. */
export const BREAKPOINTS = {
  /**
   * "Get Started" in the header shows from here, where it fits beside the logo, "For CPA firms" and the menu button in
   * one row (shown from 400 px, it pushed the buttons to a second row up to 469 px: most large phones, 412 to 430).
   */
  xs: 480,
  /** The mobile menu gives way to the desktop menu. */
  menu: 768,
  /** The software section's stats show all five from here. */
  softwareStats: 968,
  /** The home stats show all five from here. */
  homeStats: 1010,
} as const

/** The splash on a session's first load: the hold, the logo's slide, then the overlay's, and how far they slide. */
export const SPLASH = {
  delayMs: 2000,
  logoSlideMs: 900,
  overlaySlideMs: 600,
  distancePx: 1200,
} as const

/** From the first paint to the splash's removal. */
export const SPLASH_TOTAL_MS = SPLASH.delayMs + SPLASH.logoSlideMs + SPLASH.overlaySlideMs

export const SMOOTH_SCROLL_SECONDS = 1.5
