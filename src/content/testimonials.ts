// Owner-supplied (content/settings/testimonials.yml, see site.ts): what clients say, in the testimonials carousel.
// Samples until the owner supplies real clients' words, with their permission.
import { testimonials } from 'virtual:settings'
import type { Testimonial } from './types'

/** What clients say (the testimonials carousel). */
export const TESTIMONIALS: Testimonial[] = testimonials.testimonials
