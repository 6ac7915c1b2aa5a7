// The scheduler a build embeds, checked at build time: the owner's configuration (content/settings/scheduler.yml) or
// the SCHEDULER_* build variables, and the pages whose policy may frame it. vite.config.ts defines the result for
// /book's code (lib/scheduler.ts), scripts/headers.mjs writes the headers from it; a bad value fails the build, naming
// its field.
import { pageList } from '@/content/registry'
import type { SchedulerConfig, SchedulerProvider } from '@/content/types'
import { LOOPBACK_HOSTS } from '@/names'
import { frameOrigin, PROVIDERS, type Scheduler } from '@/lib/scheduler'

/** Where a scheduler's two settings are written, for the build's error messages. */
type Fields = { provider: string; url: string }

/**
 * The scheduler a configuration names, or null when its address is empty (no scheduler: /book offers e-mail and
 * phone). Throws, naming the field and what was expected, when the provider is unknown or the address is not https on
 * the provider's own origin (a loopback http address is accepted for a local stand-in).
 */
export function checkScheduler(config: Pick<SchedulerConfig, 'provider' | 'url'>, fields: Fields): Scheduler | null {
  if (config.url.trim() === '') return null
  const provider = PROVIDERS[config.provider] as (typeof PROVIDERS)[SchedulerProvider] | undefined
  if (!provider) {
    const known = Object.keys(PROVIDERS).map((id) => `'${id}'`)
    throw new Error(`${fields.provider}: expected ${known.join(' or ')}, got ${JSON.stringify(config.provider)}`)
  }
  const expected = `an https address on ${provider.hosts.join(' or ')} such as ${provider.example}`
  let url: URL
  try {
    url = new URL(config.url.trim())
  } catch {
    throw new Error(`${fields.url}: expected ${expected}, got ${JSON.stringify(config.url)}`)
  }
  const standIn = url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)
  if (!standIn && (url.protocol !== 'https:' || !(provider.hosts as readonly string[]).includes(url.hostname))) {
    throw new Error(`${fields.url}: expected ${expected}, got ${JSON.stringify(config.url)}`)
  }
  if (url.pathname.replace(/\/+$/, '') === '' || url.username || url.password || url.hash) {
    throw new Error(`${fields.url}: expected the address of one booking page, such as ${provider.example}, got ${url}`)
  }
  return { provider: config.provider, url: url.href }
}

/** Where the site configuration names the scheduler. */
export const SCHEDULER_FIELDS: Fields = {
  provider: 'src/content/settings/scheduler.yml › provider',
  url: 'src/content/settings/scheduler.yml › url',
}

/**
 * The scheduler a build embeds: the site configuration's, or the SCHEDULER_PROVIDER and SCHEDULER_URL build variables
 * when SCHEDULER_URL is set (a preview or test build against another scheduler, such as the tests' stand-in).
 */
export function resolveScheduler(config: SchedulerConfig, env: Record<string, string | undefined>) {
  if (env.SCHEDULER_URL === undefined) return checkScheduler(config, SCHEDULER_FIELDS)
  return checkScheduler(
    { provider: (env.SCHEDULER_PROVIDER ?? config.provider) as SchedulerProvider, url: env.SCHEDULER_URL },
    { provider: 'SCHEDULER_PROVIDER (build variable)', url: 'SCHEDULER_URL (build variable)' },
  )
}

/**
 * The pages whose Content-Security-Policy allows the scheduler's frame (the registry's booking pages) and its origin,
 * or undefined without a scheduler: every page then has the same policy.
 */
export function framedPages(scheduler: Scheduler | null) {
  if (!scheduler) return undefined
  const paths: string[] = pageList.filter((page) => page.kind === 'booking').map((page) => page.path)
  return { paths, origin: frameOrigin(scheduler) }
}
