/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { blogCollection } from './scripts/blog.mjs'
import { contentFiles, readSettings } from './scripts/content-files.mjs'
import { faqHubData } from './scripts/faq-hub-data.mjs'
import { iconSprite } from './scripts/icon-sprite.mjs'
import { isPreview, siteUrl } from './scripts/site-url.mjs'
import { loadSource, sourceAlias } from './scripts/source-module.mjs'
import type { Settings } from './src/content/settings-schema'
import type { SchedulerConfig } from './src/content/types'

// The scheduler /book embeds and the analytics events go to, read from their settings files (the config cannot import
// the content modules that do).
const SCHEDULER = (await readSettings(import.meta.dirname, 'scheduler')) as SchedulerConfig
const ANALYTICS = (await readSettings(import.meta.dirname, 'analytics')) as Settings<'analytics'>
const [{ resolveScheduler }, { resolveAnalytics }] = (await Promise.all(
  ['scheduler', 'analytics'].map((name) => loadSource(`${import.meta.dirname}/src/lib/${name}.ts`, [contentFiles()])),
)) as [typeof import('./src/lib/scheduler'), typeof import('./src/lib/analytics')]

export default defineConfig({
  resolve: { alias: sourceAlias },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders split too, so the blog articles stay out of the entry chunk.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    contentFiles(),
    faqHubData(),
    blogCollection(),
    iconSprite(),
  ],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(siteUrl()),
    'import.meta.env.SITE_PREVIEW': JSON.stringify(isPreview()),
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
        // Two shared chunks instead of a dozen tiny ones: the framework (changes only with the dependencies, so it
        // stays cached across deploys) and the site's sections, UI primitives, helpers and the content most pages
        // show (the site configuration, the registry, shared lists and sections).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
            },
            {
              name: 'sections',
              test: /[\\/]src[\\/](components[\\/](ui|sections)[\\/]|lib[\\/](?!estimate-search|estimate-link|scheduler|booking-page|analytics)|content[\\/](constants|estimator|phrases|registry|sections|site|testimonials)\.ts)/,
            },
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
