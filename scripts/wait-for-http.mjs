// @ts-check
// Waits for a local server a script, test or benchmark has just started (nginx, workerd, the static server, the CMS's
// proxy) to answer over HTTP, so what uses it next does not race its start-up.

/**
 * Resolves once `url` answers as `ready` wants (by default: any HTTP answer at all). Fails, naming the server and
 * adding its `log()`, when its process `child` exits first or `timeoutMs` pass.
 * @param {string} url
 * @param {{ name: string, timeoutMs?: number, init?: RequestInit, ready?: (response: Response) => boolean,
 *   child?: import('node:child_process').ChildProcess, log?: () => string }} options
 */
export async function waitForHttp(url, { name, timeoutMs = 10_000, init, ready = () => true, child, log }) {
  const output = () => (log ? `:\n${log()}` : '')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const exit = child?.exitCode ?? child?.signalCode
    if (exit != null) throw new Error(`${name} exited with ${exit}${output()}`)
    if (await fetch(url, { redirect: 'manual', ...init }).then(ready, () => false)) return
    if (Date.now() > deadline) throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms${output()}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}
