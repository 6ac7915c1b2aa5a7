// Production build: client bundle, server bundle of the prerender entry, then one HTML file per route.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { subsetFonts } from './subset-fonts.mjs'

const vite = (/** @type {string[]} */ ...args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', ...args], { stdio: 'inherit' })

await subsetFonts()
rmSync('dist', { recursive: true, force: true })
rmSync('dist-server', { recursive: true, force: true })
vite('build')
vite('build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--emptyOutDir')
execFileSync(process.execPath, ['scripts/prerender.mjs'], { stdio: 'inherit' })
// Last: the hosts' security headers, whose CSP hashes every inline script of the HTML written above.
execFileSync(process.execPath, ['scripts/headers.mjs'], { stdio: 'inherit' })
