// @ts-check
// The router's route tree (src/routeTree.gen.ts), generated from the files in src/routes/ by TanStack Router's own
// generator with the options the Vite plugin uses (vite.config.ts reads them here). Not kept in git: the build, the dev
// server and the unit tests generate it through the plugin, and `npm run typecheck` and `npm run lint` run this first,
// so a new route file is a typed link target with no other edit.
import { pathToFileURL } from 'node:url'
import { getConfig } from '@tanstack/router-plugin'
import { Generator } from '@tanstack/router-generator'

/** The router plugin's options (vite.config.ts). @type {Partial<import('@tanstack/router-plugin').Config>} */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  // Loaders split too, so the blog articles stay out of the entry chunk.
  codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
}

/** Writes src/routeTree.gen.ts for the project at `root` (only when it changed). @param {string} root */
export async function generateRouteTree(root) {
  await new Generator({ config: getConfig(ROUTER_OPTIONS, root), root }).run()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await generateRouteTree(process.cwd())
}
