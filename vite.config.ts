/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { faqHubData } from './scripts/faq-hub-data.mjs'
import { iconSprite } from './scripts/icon-sprite.mjs'
import { siteUrl } from './scripts/site-url.mjs'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders split too, so the blog articles stay out of the entry chunk.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    faqHubData(),
    iconSprite(),
  ],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(siteUrl()),
  },
  // Illustrations load as files (cached, not inlined into JS and HTML).
  build: { manifest: true, assetsInlineLimit: 0 },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
})
