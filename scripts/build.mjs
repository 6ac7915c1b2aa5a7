// Production build: client bundle, server bundle of the prerender entry, then one HTML file per route.
// `node scripts/build.mjs [folder]` builds into another folder than dist/ (the tests build variants side by side).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { subsetFonts } from './subset-fonts.mjs'

const dist = process.argv[2] ?? 'dist'
const server = `${dist}-server`
const run = (/** @type {string[]} */ ...args) => execFileSync(process.execPath, args, { stdio: 'inherit' })
const vite = (/** @type {string[]} */ ...args) => run('node_modules/vite/bin/vite.js', ...args)

await subsetFonts()
rmSync(dist, { recursive: true, force: true })
rmSync(server, { recursive: true, force: true })
vite('build', '--outDir', dist)
vite('build', '--ssr', 'src/entry-server.tsx', '--outDir', server, '--emptyOutDir')
run('scripts/prerender.mjs', dist, server)
// Last: the hosts' security headers, whose CSP hashes every inline script of the HTML written above.
run('scripts/headers.mjs', dist)
