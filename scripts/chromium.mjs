// Where Debian's Chromium lives and the flags it needs here; shared by the Playwright configs (tests and bench).
import { existsSync } from 'node:fs'

/** The first Chromium found (CHROME_PATH first), or undefined. */
export function chromiumPath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  )
}

/** Sandboxless, offline-quiet flags: no GPU, no QUIC, no first-run, update or sync traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
