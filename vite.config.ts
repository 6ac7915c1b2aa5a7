/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { blogCollection } from './scripts/blog.mjs'
import { contentFiles, readSettings } from './scripts/content-files.mjs'
import { faqHubData } from './scripts/faq-hub-data.mjs'
import { ROUTER_OPTIONS } from './scripts/route-tree.mjs'
import { iconSprite } from './scripts/icon-sprite.mjs'
import { pictures } from './scripts/pictures.mjs'
import { buildDate, buildYear, isPreview, siteUrl } from './scripts/site-url.mjs'
import { loadSource, sourceAlias } from './scripts/source-module.mjs'
import type { Settings } from './src/content/settings-schema'
import type { SchedulerConfig } from './src/content/types'

// The scheduler /book embeds and the analytics events go to, read from their settings files (the config cannot import
// the content modules that do).
const SCHEDULER = (await readSettings(import.meta.dirname, 'scheduler')) as SchedulerConfig
const ANALYTICS = (await readSettings(import.meta.dirname, 'analytics')) as Settings<'analytics'>
const [{ resolveScheduler }, { resolveAnalytics }] = (await Promise.all(
  ['scheduler-config', 'analytics'].map((name) =>
    loadSource(`${import.meta.dirname}/src/build/${name}.ts`, [contentFiles()]),
  ),
)) as [typeof import('./src/build/scheduler-config'), typeof import('./src/build/analytics')]
const { SPLASH_TOTAL_MS } = (await loadSource(
  `${import.meta.dirname}/src/styles/tokens.ts`,
)) as typeof import('./src/styles/tokens')

// The site's code that pages share (see codeSplitting below): the UI and section components, the helpers, the
// top-level content modules and the names of things (src/names.ts).
const SHARED_SITE_CODE =
  /[\\/]src[\\/](components[\\/](ui|sections)|lib)[\\/]|[\\/]src[\\/]content[\\/][^\\/]+\.ts$|[\\/]src[\\/]names\.ts$/
// What every visit loads: the app (its entry, the layout) and the home page's route (a module's id may end in a query,
// such as TanStack Router's ?tsr-split=component).
const HOME_ROOTS = /[\\/]src[\\/](entry-client|app-client|routes[\\/](__root|index))\.tsx($|\?)/
type ModuleInfoOf = (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null
const homeUse = new Map<string, boolean>()
/** Whether a chain of static imports leads from the app or the home page's route to a module. */
function usedByHome(id: string, getModuleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  const known = homeUse.get(id)
  if (known !== undefined) return known
  if (HOME_ROOTS.test(id)) return true
  if (seen.has(id)) return false
  seen.add(id)
  const used = (getModuleInfo(id)?.importers ?? []).some((importer) => usedByHome(importer, getModuleInfo, seen))
  // Only a positive answer is final: a negative one may stem from a cycle cut short above.
  if (used) homeUse.set(id, true)
  return used
}
const ROUTE = /[\\/]src[\\/]routes[\\/]/
const laterUse = new Map<string, boolean>()
/**
 * Whether a module is part of what the app or the home page loads later, on its way (lib/deferred.tsx: the footer) or
 * when pressed (a dropdown's panel): a chain of static imports leads to it from a module, not a route, that one of
 * theirs imports dynamically.
 */
function usedLaterByHome(id: string, getModuleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  const known = laterUse.get(id)
  if (known !== undefined) return known
  if (seen.has(id)) return false
  seen.add(id)
  const used = (getModuleInfo(id)?.importers ?? []).some(
    (importer) =>
      (!ROUTE.test(importer) &&
        (getModuleInfo(importer)?.dynamicImporters ?? []).some((of) => usedByHome(of, getModuleInfo))) ||
      usedLaterByHome(importer, getModuleInfo, seen),
  )
  if (used) laterUse.set(id, true)
  return used
}

export default defineConfig({
  resolve: {
    alias: {
      ...sourceAlias,
      // TanStack Store asks for the shim of useSyncExternalStore, for React before 18; React 19 has the hook, and
      // Headless UI already loads the package's plain entry, which uses it: one module instead of three (0.5 KiB
      // gzipped off every page).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    contentFiles(),
    faqHubData(),
    blogCollection(),
    iconSprite(),
    pictures(),
  ],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(siteUrl()),
    'import.meta.env.SITE_PREVIEW': JSON.stringify(isPreview()),
    // The year /deadlines lists with the next: the prerender and the browser read the same one.
    'import.meta.env.BUILD_YEAR': JSON.stringify(buildYear()),
    // The day /deadlines counts its next deadlines from before its script runs ("as of").
    'import.meta.env.BUILD_DATE': JSON.stringify(buildDate()),
    // index.html's splash script removes the splash after it (%SPLASH_TOTAL_MS%).
    'import.meta.env.SPLASH_TOTAL_MS': JSON.stringify(SPLASH_TOTAL_MS),
    // Checked here, so a malformed scheduler address fails the build (and the dev server) with its field.
    'import.meta.env.SCHEDULER': JSON.stringify(resolveScheduler(SCHEDULER, process.env)),
    // Null (off) as shipped: the code that sends events is then left out of the build altogether.
    'import.meta.env.ANALYTICS': JSON.stringify(resolveAnalytics(ANALYTICS, process.env)),
  },
  build: {
    manifest: true,
    // Illustrations load as files (cached, not inlined into JS and HTML).
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Three shared chunks instead of a dozen tiny ones: the framework (changes only with the dependencies, so it
        // stays cached across deploys), and, by one rule, the site's code that two or more pages share: the UI and
        // section components, the helpers and the top-level content modules (the site configuration, registry,
        // constants, phrases, shared sections), split in two by who imports it: `sections`, what the app and the home
        // page use (every first visit loads it), and `pages-shared`, what only other pages share (the pricing blocks,
        // the FAQ and checklist sections, the estimate helpers), which the home page then does not load. A module only
        // one page needs stays in that page's chunk. The groups claim modules in order of priority (a group takes
        // the modules its modules import along with them, and of a settings file, scripts/content-files.mjs, only
        // the fields they read: each field is a module, so the texts only other pages show stay out of `sections`).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: (id, chunking) => (usedByHome(id, (of) => chunking.getModuleInfo(of)) ? 'sections' : null),
              test: SHARED_SITE_CODE,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: (id, chunking) => (usedLaterByHome(id, (of) => chunking.getModuleInfo(of)) ? 'later' : null),
              test: SHARED_SITE_CODE,
              minShareCount: 2,
              priority: 1,
            },
            { name: 'pages-shared', test: SHARED_SITE_CODE, minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
})
