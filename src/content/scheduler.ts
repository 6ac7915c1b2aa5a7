// The owner's online scheduler, embedded on /book (content/settings/scheduler.yml; kept apart from site.yml so only
// the build, /book and the privacy notice, which names the calendar only when there is one, read it). `provider`:
// 'calendly' or 'cal' (Cal.com). `url`: the booking page of the event visitors book, as the provider shows it
// (https://calendly.com/<you>/<event> or https://cal.com/<you>/<event>). Empty: no scheduler, and /book offers e-mail
// and phone. The build fails, naming this field, on an address that is not https on the provider's own origin.
// docs/bookings.md says how to set up the event so each booking shows its topic and the page it came from.
import { scheduler } from 'virtual:settings'
import type { SchedulerConfig } from './types'

export const SCHEDULER: SchedulerConfig = { ...scheduler }
