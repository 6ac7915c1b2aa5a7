// Content modules as the build evaluates them. A page's FAQ and the site settings are YAML files that only the site's
// Vite plugin reads (scripts/content-files.mjs), and the /faq hub finds the files with import.meta.glob, so specs load
// content through Vite's module runner instead of a plain import.
import { contentFiles } from '../../scripts/content-files.mjs'
import { loadSource } from '../../scripts/source-module.mjs'

/** A content module (a path from the project's root), evaluated by Vite with the site's FAQ plugin. */
export const loadContent = <T>(file: string): Promise<T> => loadSource(file, [contentFiles()]) as Promise<T>

/** Every page content module the specs read, in one load. */
export const pageContent = await loadContent<typeof import('./page-content')>('tests/e2e/page-content.ts')
