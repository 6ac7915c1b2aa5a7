// Prerender entry: renders one path to the markup and head tags that scripts/prerender.mjs writes into index.html.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createHead, transformHtmlTemplate, UnheadProvider } from '@unhead/react/server'
import { createAppRouter } from './router'
import { pageCount } from 'virtual:blog'
import { listings, teasers } from 'virtual:blog/feed'
import { pageList, type PageKind } from './content/registry'
import { blogOverview } from './content/pages/overviews'
import { BRAND } from './content/site'
import { articleImageName } from './lib/page-head'
import { loadDeferred } from './lib/deferred'

/**
 * Every page the site prerenders, with the name of its link-preview image, what kind of page it is (a registry page's
 * kind, an article, or one of the blog's listing pages), its registry id (a registry page), the date it last changed
 * where it says so (an article, a topic's or an author's page), and `index: false` for a page search engines should
 * not list: the registry's pages, the blog's further pages, the articles, and each topic's and author's pages.
 */
export function prerenderPages(): {
  path: string
  imageName: string
  kind: PageKind | 'article' | 'listing'
  id?: string
  date?: string
  index?: false
}[] {
  return [
    ...pageList.map((page) => ({
      path: page.path,
      imageName: page.id,
      kind: page.kind,
      id: page.id,
      ...(page.index === false && { index: false as const }),
    })),
    ...Array.from({ length: pageCount - 1 }, (_, i) => ({
      path: `/blog/page/${i + 2}`,
      imageName: 'blog',
      kind: 'listing' as const,
    })),
    ...teasers.map((post) => ({
      path: `/blog/${post.slug}`,
      imageName: articleImageName(post.slug),
      kind: 'article' as const,
      date: post.updated ?? post.date,
    })),
    // A topic's and an author's pages list articles (the site search leaves lists out) and share the blog's image.
    ...listings.map(({ path, date }) => ({ path, imageName: 'blog', kind: 'listing' as const, date })),
  ]
}

export { securityTxt } from './lib/security-txt'

/** What the blog's feed lists: every article, newest first, the site's name and the blog's description. */
export const feed = { brand: BRAND.name, description: blogOverview.meta.description, teasers }

export async function render(path: string, template: string) {
  await loadDeferred()
  const head = createHead()
  const request = new Request(new URL(path, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter: createAppRouter })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <UnheadProvider value={head}>
          <RouterServer router={router} />
        </UnheadProvider>
      ),
    }),
  )
  const markup = (await response.text()).replace(/^<!DOCTYPE html>/i, '')
  const page = template.replace('<!--app-html-->', () => markup)
  return { status: response.status, html: transformHtmlTemplate(head, page) }
}
