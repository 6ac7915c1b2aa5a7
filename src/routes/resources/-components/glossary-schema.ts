// The glossary's structured data, besides the WebPage and BreadcrumbList every page has (lib/page-head.ts): a
// DefinedTermSet of every term, each a DefinedTerm with its definition and its own address (the term's anchor). It
// matters only in the prerendered HTML, so the browser gets a no-op.
import { useSchemaOrg } from '@unhead/schema-org/react'
import { PAGES } from '@/content/registry'
import { termId } from '@/content/resources/glossary'
import type { GlossaryPageContent } from '@/content/types'
import { absoluteUrl } from '@/lib/urls'

function useTermSet(page: GlossaryPageContent) {
  const url = absoluteUrl(PAGES.glossary.path)
  const set = `${url}#terms`
  useSchemaOrg([
    {
      '@type': 'DefinedTermSet',
      '@id': set,
      name: page.hero.title,
      description: page.meta.description,
      url,
      hasDefinedTerm: page.terms.map((term) => ({
        '@type': 'DefinedTerm',
        '@id': `${url}#${termId(term.term)}`,
        name: term.term,
        description: term.definition,
        url: `${url}#${termId(term.term)}`,
        inDefinedTermSet: { '@id': set },
      })),
    },
  ])
}

const noop = () => {}

/** The page's DefinedTermSet (prerender only). */
export const useGlossarySchema: typeof useTermSet = import.meta.env.SSR ? useTermSet : noop
