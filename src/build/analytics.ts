// The analytics a build sends events to, resolved when the site is built (vite.config.ts defines it, the headers allow
// its origin): the owner's settings (content/settings/analytics.yml, checked against settings-schema.ts, which names
// the field on a bad site id or address), or the ANALYTICS_* build variables of a preview or test build. The browser
// side, what is sent and when, is analytics-client.ts.
import * as v from 'valibot'
import { ANALYTICS_SERVICES } from '@/content/analytics'
import { analyticsSettingsSchema, type Settings } from '@/content/settings-schema'
import type { Analytics } from '@/content/types'

type AnalyticsSettings = Settings<'analytics'>

/** The build variables that replace the settings file, by the field each stands for. */
const VARIABLES = { provider: 'ANALYTICS_PROVIDER', site: 'ANALYTICS_SITE', collector: 'ANALYTICS_COLLECTOR' } as const

/** The settings the ANALYTICS_* build variables give, checked like the file; throws naming the variable. */
function fromVariables(env: Record<string, string | undefined>): AnalyticsSettings {
  const result = v.safeParse(analyticsSettingsSchema, {
    provider: env[VARIABLES.provider],
    site: env[VARIABLES.site] ?? '',
    collector: env[VARIABLES.collector] ?? '',
  })
  if (result.success) return result.output
  const [issue] = result.issues
  const field = issue.path?.[0]?.key as keyof typeof VARIABLES | undefined
  throw new Error(`${VARIABLES[field ?? 'provider']} (build variable): expected ${issue.message}`)
}

/**
 * The analytics a build sends to, or null (off): the settings file's, or the build variables' when ANALYTICS_PROVIDER
 * is set (ANALYTICS_PROVIDER=none switches a build's analytics off). Without a collector, the provider's cloud.
 */
export function resolveAnalytics(settings: AnalyticsSettings, env: Record<string, string | undefined>) {
  const { provider, site, collector } = env[VARIABLES.provider] === undefined ? settings : fromVariables(env)
  if (provider === 'none') return null
  const { cloud, api } = ANALYTICS_SERVICES[provider]
  return { provider, site, endpoint: `${(collector || cloud).replace(/\/+$/, '')}${api}` } satisfies Analytics
}

/** The origin events go to: the one origin the Content-Security-Policy adds to `connect-src`. */
export const collectorOrigin = (analytics: Analytics) => new URL(analytics.endpoint).origin
