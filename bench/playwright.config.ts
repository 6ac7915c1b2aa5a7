// The benchmarks and screenshots, as Playwright projects over the built site (bench/sites.ts serves the builds):
//   npm run bench        Lighthouse on every route          npm run bench:real   real throttling
//   npm run shots        screenshots of every route         npm run bench:scale  builds with hundreds of articles
//   npm run bench:search the site search's bytes and time
// Each prints its table at the end (bench/report.ts). One worker: runs must not compete for the CPU they measure.
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/bench',
  workers: 1,
  timeout: 60 * 60_000,
  reporter: [['list'], ['./report.ts']],
  use: { browserName: 'chromium', launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } },
  projects: ['lighthouse', 'real', 'shots', 'scale', 'search', 'screens'].map((name) => ({
    name,
    testMatch: `${name}.bench.ts`,
  })),
})
