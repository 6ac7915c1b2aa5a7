// Owner-supplied (content/settings/founders.yml, see site.ts): the founding team on the About page. Samples until the
// owner supplies the real people.
import settings from 'virtual:settings/founders'
import type { TeamMember } from './types'

/** The founding team (About). */
export const FOUNDERS: TeamMember[] = settings.founders
