// @ts-check
// A stand-in for the online schedulers /book embeds, served from a second local origin: the real providers cannot be
// reached from the build machines. It speaks each provider's published message protocol to the page that frames it:
//   Calendly (any path): developer.calendly.com/api-docs/overview/embedding, "Notifying the parent window":
//     { event: 'calendly.event_type_viewed' }, { event: 'calendly.page_height', payload: { height: '<n>px' } } and,
//     when a time is confirmed, { event: 'calendly.event_scheduled', payload: { event: { uri }, invitee: { uri } } }.
//   Cal.com (paths ending in /embed): its embed-core package: the page stays hidden and posts
//     { originator: 'CAL', type: '__iframeReady' } until the parent answers { originator: 'CAL', method:
//     'parentKnowsIframeReady' }; then 'linkReady', '__dimensionChanged' { iframeHeight, iframeWidth } and, when a time
//     is confirmed, 'bookingSuccessfulV2' { uid, title, startTime, endTime, status }.
// Both post with target origin '*', as the providers do. The page lists the query parameters it was opened with, and
// its height depends on its width (the slots wrap), so a test can check the prefill and the frame's sizing.
// `node tests/e2e/scheduler-stand-in.mjs [port]` runs it by hand (default 4176); tests call `startSchedulerStandIn()`.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { listenOnLoopback } from '../../scripts/free-port.mjs'

/** Escapes text for HTML. @param {string} text */
const escape = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const SLOTS = ['9:00 am', '9:30 am', '10:00 am', '11:00 am', '1:00 pm', '2:30 pm', '3:00 pm', '4:30 pm']
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

/** The protocol half of the page: how it reports its height, that it loaded and that a call was booked. */
const PROTOCOLS = {
  calendly: `
    const post = (event, payload = {}) => parent.postMessage({ event, payload }, '*')
    post('calendly.event_type_viewed')
    const report = () => post('calendly.page_height', { height: document.body.getBoundingClientRect().height + 'px' })
    new ResizeObserver(report).observe(document.body)
    const booked = () => post('calendly.event_scheduled', {
      event: { uri: 'https://api.calendly.com/scheduled_events/STAND-IN' },
      invitee: { uri: 'https://api.calendly.com/scheduled_events/STAND-IN/invitees/STAND-IN' },
    })`,
  cal: `
    document.body.style.visibility = 'hidden'
    const post = (type, data = {}) =>
      parent.postMessage({ originator: 'CAL', type, namespace: '', fullType: 'CAL::' + type, data }, '*')
    window.addEventListener('message', (e) => {
      if (e.data?.originator !== 'CAL' || e.data.method !== 'parentKnowsIframeReady') return
      document.body.style.visibility = 'visible'
      post('linkReady')
    })
    let first = true
    const report = () => {
      const box = document.body.getBoundingClientRect()
      post('__dimensionChanged', { iframeHeight: Math.ceil(box.height), iframeWidth: Math.ceil(box.width), isFirstTime: first })
      first = false
    }
    new ResizeObserver(report).observe(document.body)
    post('__iframeReady', { isPrerendering: false })
    const booked = () => post('bookingSuccessfulV2', {
      uid: 'STAND-IN', title: 'Free consultation', startTime: '2026-12-01T14:00:00Z', endTime: '2026-12-01T14:30:00Z',
      status: 'ACCEPTED', paymentRequired: false, isRecurring: false,
    })`,
}

/** @param {URL} url */
function page(url) {
  const provider = url.pathname.endsWith('/embed') ? 'cal' : 'calendly'
  const params = [...url.searchParams].map(
    ([key, value]) => `<div><dt>${escape(key)}</dt><dd data-param="${escape(key)}">${escape(value)}</dd></div>`,
  )
  const days = DAYS.map(
    (day) =>
      `<section><h2>${day}</h2><div class="slots">${SLOTS.map((slot) => `<button type="button">${slot}</button>`).join('')}</div></section>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stand-in scheduler</title>
<style>
  html, body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #111; background: #fff; }
  main { padding: 16px; }
  .slots { display: flex; flex-wrap: wrap; gap: 8px; }
  .slots button { width: 120px; min-height: 44px; }
  dl div { display: flex; gap: 8px; flex-wrap: wrap; } dt { font-weight: 700; } dd { margin: 0; overflow-wrap: anywhere; }
</style></head>
<body><main>
  <h1>Stand-in scheduler (${provider === 'cal' ? 'Cal.com' : 'Calendly'} protocol)</h1>
  <dl>${params.join('')}</dl>
  ${days.join('')}
  <p><button type="button" id="confirm">Confirm the booking</button></p>
  <p id="done" hidden>Booked.</p>
</main>
<script>
  ${PROTOCOLS[provider]}
  document.getElementById('confirm').addEventListener('click', () => {
    document.getElementById('done').hidden = false
    booked()
  })
</script>
</body></html>`
}

/**
 * Starts the stand-in on 127.0.0.1. `silent: true` serves a page that never speaks (a scheduler that is down or
 * blocked, as far as the parent page can tell).
 * @param {{ port?: number }} [options]
 */
export function startSchedulerStandIn({ port = 0 } = {}) {
  const state = { silent: false, requests: /** @type {string[]} */ ([]) }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    state.requests.push(url.pathname + url.search)
    const html = state.silent ? '<!doctype html><title>Silent</title><p>Nothing here speaks.</p>' : page(url)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(html)
  })
  return listenOnLoopback(server, port).then((listening) => ({ ...listening, state }))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { origin } = await startSchedulerStandIn({ port: Number(process.argv[2] ?? 4176) })
  console.log(`stand-in scheduler on ${origin}: Calendly protocol on any path, Cal.com's on paths ending in /embed`)
}
