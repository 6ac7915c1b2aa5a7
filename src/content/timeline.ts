// Owner-supplied (content/settings/timeline.yml, see site.ts): the company's history on About ("Our Team's Journey"),
// a sample until the owner confirms it. A module of its own so only About loads it; it opens with the founding year.
import { timeline } from 'virtual:settings'
import type { Milestone } from './types'

/** The company's history (About, "Our Team's Journey"); the first milestone is the founding year. */
export const TIMELINE: { milestones: Milestone[]; sample: boolean } = { ...timeline }
