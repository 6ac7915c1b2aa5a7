// Every FAQ of the site, grouped by the page it belongs to (the /faq hub). A page's FAQ is content/faqs/<id>.yml, named
// after its registry id; the pages with a `faqHub` title are listed, in registry order.
import { linkTo, pageList, type PageId } from './registry'
import type { FaqContent, FaqItem, InternalLink } from './types'

export type FaqGroup = { id: PageId; title: string; page: string; link: InternalLink; items: FaqItem[] }

const modules = import.meta.glob<FaqContent>('./faqs/*.yml', { eager: true, import: 'default' })

/** The FAQ module of a page, by its registry id; the build fails when a listed page has none. */
function faqOf(id: PageId) {
  const faq = modules[`./faqs/${id}.yml`]
  if (!faq) throw new Error(`content/faqs/${id}.yml: missing, but the registry lists ${id} on the /faq hub`)
  return faq
}

export const faqGroups: FaqGroup[] = pageList.flatMap((page) =>
  page.faqHub
    ? [
        {
          id: page.id,
          title: page.faqHub,
          page: page.name,
          link: linkTo(page.id, 'faq'),
          items: faqOf(page.id).items,
        },
      ]
    : [],
)
