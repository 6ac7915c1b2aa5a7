// The privacy-first analytics the owner may switch on (content/settings/analytics.yml, off as shipped; kept apart from
// site.yml so only the build, the launch check and the privacy notice read it): each provider's cloud service and the
// address its documented events API listens on, and what the privacy notice says the provider keeps.
import { analytics } from 'virtual:settings'
import type { AnalyticsProvider } from './types'

export const ANALYTICS_SETTINGS = { ...analytics }

export const ANALYTICS_SERVICES = {
  plausible: {
    name: 'Plausible Analytics',
    /** Plausible's cloud; a self-hosted Community Edition server speaks the same API. */
    cloud: 'https://plausible.io',
    selfHosted: 'Plausible Community Edition',
    /** The Events API (plausible.io/docs/events-api). */
    api: '/api/event',
    /** How the provider counts a visitor without a cookie, and how long that lasts. */
    visitors:
      'counts visitors with a code it computes from the IP address and browser of a request and a random value it replaces every day and deletes after 24 hours, so your visits on different days cannot be linked; it does not store the IP address',
  },
  umami: {
    name: 'Umami',
    /** Umami Cloud; a self-hosted Umami server speaks the same API. */
    cloud: 'https://cloud.umami.is',
    selfHosted: 'Umami',
    /** Its documented collection endpoint (umami.is/docs/api/sending-stats). */
    api: '/api/send',
    visitors:
      'counts visitors with a code it computes from the IP address and browser of a request and a value that changes every month, so your visits within one calendar month count as one visitor’s; it does not store the IP address',
  },
} as const satisfies Record<AnalyticsProvider, Record<string, string>>
