import type { Plugin } from 'vite'
import type { Article, BlogTeaser } from '../src/content/types'

export const POSTS_DIR: string
export const PER_PAGE: number
export function readCollection(
  dir: string,
  rules: {
    schema: unknown
    fields: Record<string, { text: string; optional?: boolean }>
    variables: Record<string, string>
    paths: string[]
  },
): Promise<{ articles: Article[]; teasers: BlogTeaser[]; files: string[] }>
export function blogCollection(): Plugin
