// The page's widths and motion, stated once: Tailwind's theme (tailwind.config.ts) turns them into breakpoints and the
// splash's timing, which app.css and index.html read from there, and the components and tests read them here.

/** Widths in px; tailwind.config.ts turns them into rem breakpoints. */
export const BREAKPOINTS = {
  /**
   * The mobile menu gives way to the desktop menu, and 'For CPA firms' and 'Get Started' join the header's booking
   * button (below it they are in the menu, and the bar holds the logo, the booking button and the menu button).
   */
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

/**
 * Items a phone (below `sm`) shows of a long list (a FAQ, the reports, /about's capabilities) before its 'Show all'
 * button (components/ui/phone-fold.tsx): the page stays short, each item one press away.
 */
export const PHONE_LIST_SHOWS = 4
