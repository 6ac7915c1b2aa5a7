// @ts-check
// A free loopback port, for the local servers of the scripts, tests and benchmarks (nginx, workerd, the CMS's proxy).
import { createServer } from 'node:net'

/** A port the OS says is free right now. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => done(port))
    })
  })
