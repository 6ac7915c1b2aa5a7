// The site search on the built site (`npm run bench:search`): what /search fetches for a first query, and how soon
// results show after the last keystroke once warm. Per build (bench/sites.ts), in a fresh context:
//
//   first query KB   every /pagefind/ response (headers and body as sent) from opening /search?q=<first query> until
//                    its results show: Pagefind's script, its WebAssembly, entry, metadata, the index chunks the words
//                    need and the fragments of the results shown.
//   warm ms          BENCH_SEARCH_QUERIES typed into the field, one key each 120 ms, after the first query: from the
//                    last keystroke (its input event) to the count of results in the status line; median and worst.
//
// Nothing is asserted: the target (first results within 300 ms of typing once warm, issue 39) is read off the table.
import { median, note, record } from './report'
import { test } from './sites'

const QUERIES = (process.env.BENCH_SEARCH_QUERIES ?? '1099,Xero,sales tax,encryption,catch-up,month-end close').split(
  ',',
)
const FIRST = 'payroll'

declare global {
  interface Window {
    __typed: number
    __shown: number[]
  }
}

test('the site search: bytes of a first query, time to results once warm', async ({ sites, browser }) => {
  note('first query: bytes of /pagefind/ responses until the first results show; warm: last keystroke to results.')
  for (const site of sites) {
    const context = await browser.newContext()
    const page = await context.newPage()
    let bytes = 0
    page.on('requestfinished', async (request) => {
      if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return
      const sizes = await request.sizes()
      bytes += sizes.responseBodySize + sizes.responseHeadersSize
    })
    const status = page.getByRole('status')
    await page.goto(`${site.origin}/search?q=${FIRST}`)
    await status.filter({ hasText: `for “${FIRST}”` }).waitFor()
    await page.waitForLoadState('networkidle')
    const first = bytes
    const field = page.getByRole('searchbox')
    const times: number[] = []
    for (const query of QUERIES) {
      await field.fill('')
      await page.evaluate(() => {
        window.__shown = []
        const line = document.querySelector('[role=status]')!
        new MutationObserver(() => {
          if (/results? for|No results/.test(line.textContent ?? '')) window.__shown.push(performance.now())
        }).observe(line, { childList: true, subtree: true, characterData: true })
        document.addEventListener('input', () => (window.__typed = performance.now()), { capture: true })
      })
      await field.pressSequentially(query, { delay: 120 })
      await status.filter({ hasText: `for “${query}”` }).waitFor()
      times.push(await page.evaluate(() => Math.max(...window.__shown) - window.__typed))
    }
    record(site, '/search', {
      'first query KB': Math.round(first / 100) / 10,
      'warm ms (median)': Math.round(median(times) ?? 0),
      'warm ms (worst)': Math.round(Math.max(...times)),
      'fetched KB (all queries)': Math.round(bytes / 100) / 10,
    })
    await context.close()
  }
})
