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

/**
 * `count` ports the OS says are free right now, all different (held open together while they are picked: one closed
 * before the next is asked for may come back again). @param {number} count @returns {Promise<number[]>}
 */
export const freePorts = async (count) => {
  const held = await Promise.all(Array.from({ length: count }, () => listenOnLoopback(createServer(), 0)))
  await Promise.all(held.map(({ stop }) => stop()))
  return held.map(({ origin }) => Number(new URL(origin).port))
}

/** A port the OS says is free right now. @returns {Promise<number>} */
export const freePort = async () => {
  const [port] = await freePorts(1)
  return /** @type {number} */ (port)
}
