// Makes sure the end-to-end tests and screenshots have a Chromium: CHROME_PATH, /usr/bin/chromium, or apt as root.
import { execSync } from 'node:child_process'
import { chromiumPath } from './chromium.mjs'

/** Installs a Debian package with apt-get when running as root; reports, never throws. */
function aptInstall(/** @type {string} */ name) {
  if (process.getuid?.() !== 0) return
  console.log(`${name} not found: installing it with apt-get (running as root).`)
  try {
    execSync(`apt-get install -y ${name} || (apt-get update && apt-get install -y ${name})`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch {
    console.error(`apt-get could not install ${name}.`)
  }
}

let path = chromiumPath()
if (!path) {
  aptInstall('chromium')
  path = chromiumPath()
}

if (!path) {
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found',
      `(looked at ${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH}, ` : ''}/usr/bin/chromium, /usr/bin/chromium-browser).`,
      'Install it with:',
      '  sudo apt-get install -y chromium',
      'or point CHROME_PATH at an existing Chromium or Chrome binary:',
      '  CHROME_PATH=/path/to/chromium npm run test:e2e',
    ].join('\n'),
  )
  process.exit(1)
}

console.log(`Chromium: ${path}`)

// The hosting tests (tests/e2e/nginx.spec.ts) also run Debian's nginx: install it the same way when missing.
const hasNginx = () => {
  try {
    execSync(`test -x "${process.env.NGINX_PATH ?? '/usr/sbin/nginx'}" || command -v nginx`, {
      stdio: 'ignore',
      shell: '/bin/sh',
    })
    return true
  } catch {
    return false
  }
}
if (!hasNginx()) aptInstall('nginx')
if (!hasNginx())
  console.error('nginx not found: the hosting tests will fail. Install it with: sudo apt-get install -y nginx')
