// @ts-check
// Cloudflare (Workers static assets, wrangler.jsonc): the few requests the asset server alone would answer wrongly.
// It runs only for the paths wrangler.jsonc's `run_worker_first` lists; every other request is a plain asset.
//   /about/, /about.html   the asset server redirects to /about with 307 (temporary): this makes it 301 (permanent),
//                          as nginx and Netlify answer, with the same headers (those of `_headers`).
//   /404, /404.html        the not-found page as a page of its own (200, or a redirect to /404): this answers 404
//                          with it, as for any unknown path.

/** @typedef {{ fetch: (request: Request) => Promise<Response> }} Fetcher */

export default {
  /** @param {Request} request @param {{ ASSETS: Fetcher }} env */
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.pathname === '/404' || url.pathname === '/404.html') {
      // A path no file can have (a folder named 404.html): the asset server's own 404 answer.
      return env.ASSETS.fetch(new Request(new URL('/404.html/-', url), request))
    }
    const response = await env.ASSETS.fetch(request)
    if (response.status !== 307) return response
    return new Response(null, { status: 301, headers: response.headers })
  },
}
