// Owner-supplied (content/settings/testimonials.yml, see site.ts): what clients say, in the testimonials carousel.
// Samples until the owner supplies real clients' words, with their permission.
import settings from 'virtual:settings/testimonials'
import type { Testimonial } from './types'

/** What clients say (the testimonials carousel). */
export const TESTIMONIALS: Testimonial[] = settings.testimonials
