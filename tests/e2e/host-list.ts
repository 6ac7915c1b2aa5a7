// The host runtimes the hosting spec runs on, one Playwright project each (playwright.config.ts, tests/e2e/hosts.ts).
export const HOSTS = ['nginx', 'workerd'] as const
export type Host = (typeof HOSTS)[number]
