// Brand marks for the sprite (sprite-symbols.tsx, rendered at build time: no page's JavaScript carries them), from
// simple-icons (CC0): its icons are on a 24-unit grid, with each brand's color.
import {
  siAdp,
  siExpensify,
  siFacebook,
  siGusto,
  siInstagram,
  siQuickbooks,
  siSage,
  siStripe,
  siWhatsapp,
  siXero,
  siYoutube,
  siZoho,
} from 'simple-icons'
import type { SocialMark, SoftwareMark } from '@/names'

/** Social network marks, drawn in currentColor. */
export const socialMarks: Record<SocialMark, string> = {
  // Not in simple-icons (LinkedIn asked for its removal): the common "in" glyph on the same grid.
  linkedin:
    'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  facebook: siFacebook.path,
  whatsapp: siWhatsapp.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
}

/** Accounting software logos, in their brand colors. */
export const softwareMarks: Record<SoftwareMark, { hex: string; path: string }> = {
  quickbooks: siQuickbooks,
  xero: siXero,
  gusto: siGusto,
  adp: siAdp,
  zoho: siZoho,
  sage: siSage,
  expensify: siExpensify,
  stripe: siStripe,
}
