// Helpers for scripts that start scripts/serve.mjs themselves (bench, shots).
import { createServer } from 'node:net'

/** A port the OS says is free right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => done(port))
    })
  })
}

/**
 * Resolves once `url` answers 200; fails if the server process exits first or 10 s pass.
 * @param {string} url @param {import('node:child_process').ChildProcess} child
 */
export async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}
