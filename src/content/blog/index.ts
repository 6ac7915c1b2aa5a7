// The three articles: teaser (shared with the home page) joined with the body, newest first.
import { blogPosts } from '../shared'
import type { BlogArticle, BlogTeaser } from '../types'
import { catchUpBookkeepingGuide } from './catch-up-bookkeeping-guide'
import { monthEndCloseChecklist } from './month-end-close-checklist'
import { offshoreBookkeepingDataSecurity } from './offshore-bookkeeping-data-security'

const bodies: BlogArticle[] = [monthEndCloseChecklist, catchUpBookkeepingGuide, offshoreBookkeepingDataSecurity]

export type Article = BlogTeaser & BlogArticle & { words: number; readingMinutes: number; keywords: string[] }

const keywords: Record<string, string[]> = {
  'month-end-close-checklist': [
    'month-end close checklist',
    'small business month-end close',
    'bank reconciliation',
    'accruals',
    'closing the books',
    'QuickBooks Online close',
  ],
  'catch-up-bookkeeping-guide': [
    'catch-up bookkeeping',
    'behind on bookkeeping',
    'bookkeeping cleanup',
    'tax season bookkeeping',
    'reconcile past months',
  ],
  'offshore-bookkeeping-data-security': [
    'offshore bookkeeping security',
    'outsourced accounting data security',
    '256-bit encryption',
    'two-factor authentication',
    'ISO 27001',
  ],
}

const WORDS_PER_MINUTE = 220

export const articles: Article[] = blogPosts
  .map((teaser) => {
    const body = bodies.find((b) => b.slug === teaser.slug)
    if (!body) throw new Error(`No article body for ${teaser.slug}`)
    const text = body.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.list ?? [])]).join(' ')
    const words = text.split(/\s+/).filter(Boolean).length
    return {
      ...teaser,
      ...body,
      keywords: keywords[teaser.slug] ?? [],
      words,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    }
  })
  .sort((a, b) => b.date.localeCompare(a.date))

export const findArticle = (slug: string) => articles.find((a) => a.slug === slug)
