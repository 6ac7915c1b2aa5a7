// Prerender entry: renders one path to the markup and head tags that scripts/prerender.mjs writes into index.html.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createHead, transformHtmlTemplate, UnheadProvider } from '@unhead/react/server'
import { createAppRouter } from './router'
import { blogPosts } from './content/shared'

/** Every path the site prerenders: the router's static routes plus one per blog article. */
export function prerenderPaths() {
  const router = createAppRouter()
  const staticPaths = Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
  return [...new Set(staticPaths), ...blogPosts.map((post) => `/blog/${post.slug}`)]
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
