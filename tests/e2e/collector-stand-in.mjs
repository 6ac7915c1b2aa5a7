// @ts-check
// A stand-in for the analytics collectors the site can send events to, on a second local origin (the real providers
// cannot be reached from the build machines). It speaks each provider's documented events API and checks what it
// receives as that API does:
//   Plausible, POST /api/event (plausible.io/docs/events-api): a JSON body (any content type, as Plausible's own
//     tracker sends text/plain) with `name`, an absolute `url` and `domain`; optional `referrer` and `props` (at most
//     30, scalar values). Answers 202.
//   Umami, POST /api/send (umami.is/docs/api/sending-stats, and its source's request schema): a JSON body
//     { type: 'event', payload: { website (a UUID), hostname, language, referrer, screen, title, url, name?, data? } };
//     an event without a name is a page view. Answers the preflight of its JSON request like Umami (any origin).
// It records each event by the browser's User-Agent (each test names its own, so tests can run side by side), in one
// shape for both: { provider, name, path, props, referrer, site }, or { rejected } with why it would be refused.
// GET /records?ua=<part of the user agent> reads them back.
// `node tests/e2e/collector-stand-in.mjs [port]` runs it by hand (default 4177); playwright.config.ts starts it.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { listenOnLoopback } from '../../scripts/free-port.mjs'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const CORS = { 'access-control-allow-origin': '*' }

/**
 * @typedef {{ provider: string, name: string, path: string, props: Record<string, unknown>, referrer: string,
 *   site: string }} Received
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value)

/** Plausible's event, or why Plausible would refuse it. @param {any} body @returns {Received | string} */
function plausible(body) {
  if (!isObject(body) || typeof body.name !== 'string' || !body.name) return 'no name'
  if (typeof body.domain !== 'string' || !body.domain) return 'no domain'
  if (typeof body.url !== 'string' || !URL.canParse(body.url)) return 'no absolute url'
  const props = body.props ?? {}
  if (!isObject(props) || Object.keys(props).length > 30) return 'props: at most 30'
  if (Object.values(props).some((value) => value !== null && typeof value === 'object')) return 'props: scalar values'
  const url = new URL(body.url)
  const referrer = typeof body.referrer === 'string' ? body.referrer : ''
  return { provider: 'plausible', name: body.name, path: url.pathname + url.search, props, referrer, site: body.domain }
}

/** Umami's event, or why Umami would refuse it. @param {any} body @returns {Received | string} */
function umami(body) {
  if (!isObject(body) || body.type !== 'event' || !isObject(body.payload)) return 'not { type: event, payload }'
  const { website, hostname, url, name, data, referrer } = body.payload
  if (typeof website !== 'string' || !UUID.test(website)) return 'website: a UUID'
  if (typeof hostname !== 'string' || !hostname) return 'no hostname'
  if (typeof url !== 'string' || !URL.canParse(url, `https://${hostname}`)) return 'url: a path or an address'
  if (name !== undefined && (typeof name !== 'string' || name.length > 50 || /^[=+\-@\t\r]/.test(name)))
    return 'name: at most 50 characters, no formula'
  if (data !== undefined && !isObject(data)) return 'data: an object'
  const page = new URL(url, `https://${hostname}`)
  return {
    provider: 'umami',
    name: name ?? 'pageview',
    path: page.pathname + page.search,
    props: data ?? {},
    referrer: typeof referrer === 'string' ? referrer : '',
    site: website,
  }
}

const APIS = new Map([
  ['/api/event', plausible],
  ['/api/send', umami],
])

/** Starts the stand-in on 127.0.0.1. @param {{ port?: number }} [options] */
export function startCollectorStandIn({ port = 0 } = {}) {
  /** @type {{ ua: string, event: Received | { rejected: string } }[]} */
  const records = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const api = APIS.get(url.pathname)
    if (request.method === 'GET' && url.pathname === '/records') {
      const ua = url.searchParams.get('ua') ?? ''
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(records.filter((record) => ua && record.ua.includes(ua)).map((r) => r.event)))
      return
    }
    if (request.method === 'OPTIONS' && api) {
      response.writeHead(204, {
        ...CORS,
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, DELETE, POST, PUT',
      })
      response.end()
      return
    }
    if (request.method !== 'POST' || !api) {
      response.writeHead(404, CORS)
      response.end()
      return
    }
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      let body
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      const event = api(body)
      records.push({
        ua: request.headers['user-agent'] ?? '',
        event: typeof event === 'string' ? { rejected: event } : event,
      })
      if (typeof event === 'string') {
        response.writeHead(400, { ...CORS, 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: event }))
      } else if (api === plausible) {
        response.writeHead(202, { ...CORS, 'content-type': 'text/plain' })
        response.end('ok')
      } else {
        response.writeHead(200, { ...CORS, 'content-type': 'application/json' })
        response.end(JSON.stringify({ cache: 'stand-in', sessionId: 'stand-in', visitId: 'stand-in' }))
      }
    })
  })
  return listenOnLoopback(server, port)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { origin } = await startCollectorStandIn({ port: Number(process.argv[2] ?? 4177) })
  console.log(`stand-in analytics collector on ${origin}: Plausible's POST /api/event, Umami's POST /api/send`)
}
