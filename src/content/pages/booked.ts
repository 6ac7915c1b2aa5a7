// /booked: where a scheduler configured to redirect after a booking sends the visitor. Not for search engines.
import { BRAND } from '@/content/site'
import type { BookedPageContent } from '@/content/types'
import { linkTo } from '@/content/registry'
import { afterBooking, bookedConfirmation } from '@/content/after-booking'

export const bookedPage = {
  meta: {
    title: `Your Free Consultation Is Booked | ${BRAND.name}`,
    description: `Your free consultation with a ${BRAND.name} senior accountant is booked: what happens before, on and after the call.`,
    keywords: [
      `${BRAND.name} consultation booked`,
      'bookkeeping consultation confirmation',
      'prepare for a bookkeeping consultation',
      'free finance consultation next steps',
    ],
  },
  hero: {
    eyebrow: 'Booking confirmed',
    title: 'Your Free Consultation Is Booked',
    lead: [
      bookedConfirmation,
      'If nothing arrives within a few minutes, check your spam folder, or write to us and we will send it again.',
    ],
    cta: { label: 'Read our guides', link: linkTo('blog') },
    secondaryCta: { label: 'Back to the home page', link: linkTo('home') },
  },
  next: afterBooking,
} satisfies BookedPageContent
