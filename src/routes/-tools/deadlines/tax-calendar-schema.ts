// /deadlines's structured data, besides the WebPage and BreadcrumbList every page has (lib/page-head.ts): a Dataset,
// the type search engines document for data a page publishes (Google's Dataset structured data), here the
// deadlines of two years with a DataDownload per feed, each in text/calendar. Not an ItemList of Events: a deadline
// is not an event anyone attends. It matters only in the prerendered HTML, so the browser gets a no-op.
import { defineDataset, useSchemaOrg } from '@unhead/schema-org/react'
import type { PageMeta } from '@/content/types'
import { DEADLINE_VIEW_NAMES, DEADLINE_VIEWS, TAX_RULES_REVIEW, TAX_SOURCES } from '@/content/tax-deadlines'
import { feedPath } from '@/lib/tax-deadlines'
import { absoluteUrl } from '@/lib/urls'

function useDataset(years: number[], page: { meta: PageMeta; hero: { title: string } }) {
  useSchemaOrg([
    defineDataset({
      name: page.hero.title,
      description: page.meta.description,
      url: absoluteUrl('/deadlines'),
      keywords: page.meta.keywords,
      creator: { '@id': absoluteUrl('/#identity') },
      isAccessibleForFree: true,
      temporalCoverage: `${years[0]}-01-01/${years.at(-1)}-12-31`,
      spatialCoverage: 'United States',
      dateModified: TAX_RULES_REVIEW.checked,
      isBasedOn: [...new Set(Object.values(TAX_SOURCES).map((source) => source.url))],
      distribution: DEADLINE_VIEWS.map((view) => ({
        '@type': 'DataDownload',
        name: DEADLINE_VIEW_NAMES[view],
        encodingFormat: 'text/calendar',
        contentUrl: absoluteUrl(feedPath(view)),
      })),
    }),
  ])
}

const noop = () => {}

/** The page's Dataset node (prerender only). */
export const useCalendarSchema: typeof useDataset = import.meta.env.SSR ? useDataset : noop
