// Every FAQ of the site, grouped by the page it belongs to (the /faq hub). A page's FAQ is content/faqs/<id>.yml, named
// after its registry id; every page with one is listed, in registry order, under the page's name.
import { linkTo, pageList, type PageId } from './registry'
import type { FaqContent, FaqItem, InternalLink } from './types'

/** A page's FAQ on the hub: the page's id, its name as the group's title, the link to its FAQ, the questions. */
export type FaqGroup = { id: PageId; title: string; link: InternalLink; items: FaqItem[] }

const modules = import.meta.glob<FaqContent>('./faqs/*.yml', { eager: true, import: 'default' })

const pageIds = new Set<string>(pageList.map((page) => page.id))
for (const file of Object.keys(modules)) {
  const id = file.slice('./faqs/'.length, -'.yml'.length)
  if (!pageIds.has(id)) throw new Error(`content/faqs/${id}.yml: no page of the registry has the id "${id}"`)
}

export const faqGroups: FaqGroup[] = pageList.flatMap((page) => {
  const faq = modules[`./faqs/${page.id}.yml`]
  return faq ? [{ id: page.id, title: page.name, link: linkTo(page.id, 'faq'), items: faq.items }] : []
})
