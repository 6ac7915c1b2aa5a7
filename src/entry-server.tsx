// Prerender entry: renders one path to the markup and head tags that scripts/prerender.mjs writes into index.html.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createHead, transformHtmlTemplate, UnheadProvider } from '@unhead/react/server'
import { createAppRouter } from './router'
import { blogPosts } from './content/shared'
import { pageList } from './content/registry'
import { articleImageName } from './lib/page-head'

/** Every page the site prerenders, with the name of its link-preview image: the registry's pages and the articles. */
export function prerenderPages() {
  return [
    ...pageList.map((page) => ({ path: page.path as string, imageName: page.id as string })),
    ...blogPosts.map((post) => ({ path: `/blog/${post.slug}`, imageName: articleImageName(post.slug) })),
  ]
}

export async function render(path: string, template: string) {
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
