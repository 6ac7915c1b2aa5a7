// Every built page is valid HTML to the W3C Nu Html Checker (npm's vnu-jar, run by Debian's Java), but for what the
// checker has yet to learn: `<link rel="expect" blocking="render">` (the HTML Standard's, scripts/prerender.mjs) and the
// modern CSS of Tailwind's stylesheet inline in every page (`@property` first). One run over the whole build, then one
// test a page; a control page with a real mistake shows the checker reads the files.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { pageFile } from '../../scripts/hosting.mjs'
import { expect, prerenderedPaths, test } from './fixtures'

/** Debian's Java (`apt-get install -y default-jre-headless`; `bash .ci/run` installs it as root), or JAVA_PATH. */
const java = [process.env.JAVA_PATH, '/usr/bin/java'].find((path) => path && existsSync(path))
/** The checker, as npm's vnu-jar ships it. */
const VNU = resolve('node_modules/vnu-jar/build/dist/vnu.jar')

/** One message of the checker's JSON report. */
type Message = { type: string; url: string; lastLine?: number; message: string; extract?: string }

/**
 * The checker's lags, not the pages' errors: parts of the HTML Standard and of CSS it does not know yet. Each is
 * valid where browsers and the standards stand; anything else fails.
 */
const KNOWN_LAGS = [
  // <link rel="expect" href="#…" blocking="render">: HTML's render-blocking until an element is parsed.
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
  // Tailwind's registered custom properties (CSS Properties and Values API).
  /^CSS: Unrecognized at-rule “@property”/,
  // Tailwind's output beside them: `:is()` with an empty (forgiving) selector list, `transition-behavior`, a custom
  // property in `transition-property`, and `margin-trim` inside `@supports`.
  /^CSS: Parse Error\.$/,
  /^CSS: “transition-behavior”: Property “transition-behavior” doesn't exist/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
]
const isLag = (message: Message) =>
  KNOWN_LAGS.some((lag) => lag.test(message.message)) &&
  (message.message !== 'CSS: Parse Error.' || /:is\(\)/.test(message.extract ?? ''))

/** A page with a real mistake: the checker must report it. */
const control = join(mkdtempSync(join(tmpdir(), 'ledgerpod-vnu-')), 'control.html')
test.afterAll(() => rmSync(dirname(control), { recursive: true, force: true }))
/** Every page the build wrote: the prerendered ones and the not-found page. */
const pages = new Map([
  ...prerenderedPaths.map((path): [string, string] => [path, resolve('dist', pageFile(path))]),
  ['the not-found page', resolve('dist', '404.html')],
])

let report: Promise<Message[]> | undefined
/** The checker run once over every page and the control, on the first test that asks. */
const check = () =>
  (report ??= (async () => {
    if (!java) {
      throw new Error(
        "No Java runtime: install Debian's `sudo apt-get install -y default-jre-headless` (`bash .ci/run` does this " +
          'when run as root), or point JAVA_PATH at a java binary.',
      )
    }
    writeFileSync(control, '<!doctype html><html lang="en"><title>Control</title><img src="a b.svg"></html>')
    const run = await promisify(execFile)(
      java,
      ['-jar', VNU, '--format', 'json', '--errors-only', '--exit-zero-always', control, ...pages.values()],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    return (JSON.parse(run.stderr) as { messages: Message[] }).messages
  })())
const errorsOf = async (file: string) =>
  (await check()).filter((message) => message.url === `file:${file}` && message.type === 'error')

// In order, in one worker: the checker runs once.
test.describe.configure({ mode: 'default', timeout: 180_000 })

test('the checker reports a page with errors (the control)', async () => {
  expect((await errorsOf(control)).map((message) => message.message)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^An “img” element must have an “alt” attribute/)]),
  )
})

for (const [path, file] of pages) {
  test(`${path} has no error but the checker's known lags`, async () => {
    const errors = (await errorsOf(file)).filter((message) => !isLag(message))
    expect(errors.map((m) => `line ${m.lastLine}: ${m.message} ${m.extract ?? ''}`)).toEqual([])
  })
}
