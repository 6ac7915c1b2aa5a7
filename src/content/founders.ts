// Owner-supplied (content/settings/founders.yml, see site.ts): the founding team on the About page. Samples until the
// owner supplies the real people.
import { founders } from 'virtual:settings'
import type { TeamMember } from './types'

/** The founding team (About). */
export const FOUNDERS: TeamMember[] = founders.founders
