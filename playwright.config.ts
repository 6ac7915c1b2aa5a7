// End-to-end tests in Debian's Chromium against the built, prerendered site served like a static host.
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
import { HOSTS, type Host } from './tests/e2e/host-list'
import { COLLECTOR_ORIGIN, COLLECTOR_PORT, STAND_IN_ORIGIN, STAND_IN_PORT } from './tests/e2e/site-variants'

// E2E_PORT lets two checkouts run their suites side by side; the dev server listens on the next port, the stand-in
// scheduler three above it and the stand-in analytics collector four above.
const port = process.env.E2E_PORT ?? '4173'
const devPort = String(Number(port) + 1)
const baseURL = `http://127.0.0.1:${port}`
const devURL = `http://127.0.0.1:${devPort}`
const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } }

/** The hosting spec once per host runtime (tests/e2e/hosts.ts), and nowhere else. */
const hosting = /hosting\.spec\.ts$/
const hostProjects = HOSTS.map((host) => ({ name: `host-${host}`, use: { ...desktop, host }, testMatch: hosting }))

export default defineConfig<object, { host: Host }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The list shows each test's time; slowest.ts then names the ten slowest against their timeouts; CI adds a JSON copy
  // (PLAYWRIGHT_JSON_OUTPUT_NAME) that .ci/run counts.
  reporter: [
    ['list'],
    ['./tests/e2e/slowest.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL,
    reducedMotion: 'no-preference',
    // Recording a trace snapshots the page at every action, which doubles the time of a keyboard walk: CI records one
    // only when it runs a failed test again, locally every test keeps one when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktop, testIgnore: [/\.dev\.spec\.ts$/, hosting] },
    ...hostProjects,
    // The same site from `vite dev` (no prerender, React's development build): *.dev.spec.ts.
    { name: 'dev', use: { ...desktop, baseURL: devURL }, testMatch: /\.dev\.spec\.ts$/ },
  ],
  webServer: [
    {
      // `npm run test:e2e` builds first; this only serves dist/.
      command: 'node scripts/serve.mjs',
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      env: { PORT: port },
    },
    {
      // The stand-in for the online scheduler the variants embed on /book, on a second local origin.
      command: `node tests/e2e/scheduler-stand-in.mjs ${STAND_IN_PORT}`,
      url: STAND_IN_ORIGIN,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The stand-in for the analytics collector the analytics variants send events to, on another local origin.
      command: `node tests/e2e/collector-stand-in.mjs ${COLLECTOR_PORT}`,
      url: `${COLLECTOR_ORIGIN}/records`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npm run dev -- --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: devURL,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
