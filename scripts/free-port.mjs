// @ts-check
// Loopback ports for the local servers of the scripts, tests and benchmarks (nginx, workerd, the CMS's proxy, the
// stand-ins): a free one, and a server listening on one.
import { createServer } from 'node:net'

/**
 * Starts `server` listening on 127.0.0.1:`port` (0: a port the OS picks); resolves to its origin and a `stop()` that
 * closes it, or rejects when the port cannot be had.
 * @param {import('node:net').Server} server @param {number} port
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export const listenOnLoopback = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = /** @type {import('node:net').AddressInfo} */ (server.address())
      resolve({ origin: `http://127.0.0.1:${actual}`, stop: () => new Promise((done) => server.close(() => done())) })
    })
  })

/** A port the OS says is free right now. @returns {Promise<number>} */
export const freePort = async () => {
  const { origin, stop } = await listenOnLoopback(createServer(), 0)
  await stop()
  return Number(new URL(origin).port)
}
