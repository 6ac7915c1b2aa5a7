// The files editors change, a page's FAQ (content/faqs/<id>.yml) and the site settings (content/settings/<name>.yml),
// as the build reads them: variables filled in, checked, and a bad file named with its field and what was expected.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readContentFile, readSettings } from '../../scripts/content-files.mjs'
import { stringify } from 'yaml'
import { faqFileSchema } from '../../src/content/faq-schema'
import faq from '../../src/content/faqs/payroll-service.yml'
import { SETTINGS_SCHEMAS, type SettingsName } from '../../src/content/settings-schema'
import { TESTIMONIALS } from '../../src/content/testimonials'
import { VARIABLES } from '../../src/content/variables'
import * as settings from 'virtual:settings'
import { contentContext } from './content-context'

const FILE = 'src/content/faqs/example.yml'
const read = (text: string) => readContentFile(text, FILE, faqFileSchema, contentContext)
const question = (answer: string) =>
  `title: Example Questions, Answered\nitems:\n  - id: a-question\n    question: Is this a real question?\n    answer:\n      - ${JSON.stringify(answer)}\n`

describe('a FAQ file', () => {
  it('reads as the page imports it, every variable filled in', () => {
    const source = readFileSync('src/content/faqs/payroll-service.yml', 'utf8')
    expect(source).toMatch(/\{\{[\w.-]+\}\}/)
    expect(read(source)).toEqual(faq)
    expect(JSON.stringify(faq)).not.toMatch(/\{\{/)
  })

  it('fills a variable with its value', () => {
    expect(read(question('Every plan starts with a {{trial-days}}-day free trial and no card.'))).toMatchObject({
      items: [{ answer: [`Every plan starts with a ${VARIABLES['trial-days']}-day free trial and no card.`] }],
    })
  })

  it('fails naming the file, the field and what was expected', () => {
    expect(() => read(question('Too short.'))).toThrow(
      `${FILE}:6:9 items[0].answer[0]: expected paragraphs of at least 20 characters each`,
    )
    expect(() => read(question('{{no-such-variable}} is not a variable we know about.'))).toThrow(
      `${FILE}:6:9 items[0].answer[0]: unknown variable {{no-such-variable}}`,
    )
    expect(() =>
      read(question('A fine answer of enough length.').replace('Is this a real question?', 'Not a question')),
    ).toThrow(`${FILE}:4:15 items[0].question: expected a question ending with "?"`)
    expect(() => read('title: Questions\nitems: [unclosed\n')).toThrow(`${FILE}:3:1: not valid YAML`)
    // A name close to a variable's is suggested, and the long list of every variable is not printed.
    expect(() => read(question('Every plan has a {{trial-day}}-day trial, and no card is needed.'))).toThrow(
      /unknown variable \{\{trial-day\}\}: did you mean \{\{trial-days\}\}\? \(the variables are listed in src\/content\/variables\.ts\)$/,
    )
  })
})

describe('a site settings file', () => {
  const TESTIMONIALS_FILE = 'src/content/settings/testimonials.yml'
  const source = readFileSync(TESTIMONIALS_FILE, 'utf8')
  const read = (text: string) => readContentFile(text, TESTIMONIALS_FILE, SETTINGS_SCHEMAS.testimonials, contentContext)

  it('reads as the site shows it, every variable filled in', () => {
    expect(source).toMatch(/\{\{[\w.-]+\}\}/)
    expect(read(source)).toEqual({ testimonials: TESTIMONIALS })
    expect(JSON.stringify(TESTIMONIALS)).not.toMatch(/\{\{/)
  })

  it('fails naming the file, the field and what was expected', () => {
    const [first] = TESTIMONIALS
    const edited = (change: object) => stringify({ testimonials: [{ ...first, ...change }] })
    expect(() => read(edited({ sample: 'no' }))).toThrow(
      `${TESTIMONIALS_FILE}:10:13 testimonials[0].sample: expected true (a sample) or false (the confirmed fact)`,
    )
    expect(() => read(edited({ text: 'Great service.' }))).toThrow(
      `${TESTIMONIALS_FILE}:3:11 testimonials[0].text: expected the client’s words, at least 80 characters`,
    )
    expect(() => read(edited({ photo: 'photo.jpg' }))).toThrow(
      new RegExp(`^${TESTIMONIALS_FILE}:\\d+:\\d+ testimonials\\[0\\]\\.photo: expected a picture: src and alt`),
    )
  })

  it('takes a practice of the owner’s own in practices.yml, and refuses one with an anchor the page has', () => {
    const FILE = 'src/content/settings/practices.yml'
    const text = readFileSync(FILE, 'utf8').replace(/^more: \[\]$/m, '')
    const readPractices = (more: object[]) =>
      readContentFile(`${text}\n${stringify({ more })}`, FILE, SETTINGS_SCHEMAS.practices, contentContext)
    const practice = {
      id: 'insurance',
      group: 'working-together',
      title: 'Insurance',
      text: 'We carry professional liability insurance.',
      short: 'we carry insurance',
      sample: true,
    }
    expect(readPractices([practice])).toMatchObject({ more: [practice] })
    expect(() => readPractices([{ ...practice, id: 'who-sees' }])).toThrow(
      new RegExp(`^${FILE}:\\d+:\\d+ more: expected anchors other than those of the practices above`),
    )
    expect(() => readPractices([{ ...practice, group: 'elsewhere' }])).toThrow(
      new RegExp(`^${FILE}:\\d+:\\d+ more\\[0\\]\\.group: expected one of your-data`),
    )
  })

  // Each top-level field is a module of its own (a page that reads one field ships it alone), under the file's name.
  it('is every field of every file, each also a module of its own, as `virtual:settings` gives them', async () => {
    for (const name of Object.keys(SETTINGS_SCHEMAS) as SettingsName[]) {
      const data = (await readSettings('.', name, contentContext)) as Record<string, unknown>
      expect({ ...settings[name] }).toEqual(data)
      for (const [field, value] of Object.entries(data)) {
        const id = `virtual:settings/${name}/${field}`
        expect((await import(/* @vite-ignore */ id)).default, id).toEqual(value)
      }
    }
  })
})

describe('the in-house comparison (comparison.yml)', () => {
  const FILE = 'src/content/settings/comparison.yml'
  const source = readFileSync(FILE, 'utf8')
  const read = (text: string) => readContentFile(text, FILE, SETTINGS_SCHEMAS.comparison, contentContext)
  const shipped = settings.comparison

  it('reads as shipped', () => {
    expect(read(source)).toEqual({ ...shipped })
  })

  it('refuses a wage outside what a median for the role can be, such as one typed with a digit too many', () => {
    const tenfold = source.replace(`wage: ${shipped.bookkeeper.wage}`, `wage: ${shipped.bookkeeper.wage * 10}`)
    expect(() => read(tenfold)).toThrow(
      `${FILE}:2:9 bookkeeper.wage: expected a yearly wage from 25000 to 95000 dollars: the median for a bookkeeper (BLS OEWS 43-3031)`,
    )
    const tenth = source.replace(
      `wage: ${shipped.accountant.wage}`,
      `wage: ${Math.round(shipped.accountant.wage / 10)}`,
    )
    expect(() => read(tenth)).toThrow(
      /^src\/content\/settings\/comparison\.yml:10:9 accountant\.wage: expected a yearly wage from 40000 to 160000 dollars/,
    )
  })

  it('refuses a release published on a day to come', () => {
    const next = new Date()
    next.setUTCFullYear(next.getUTCFullYear() + 1)
    const day = next.toISOString().slice(0, 10)
    const future = source.replace(`released: ${shipped.bookkeeper.released}`, `released: ${day}`)
    expect(() => read(future)).toThrow(
      `${FILE}:6:13 bookkeeper.released: expected the day that release was published, not a day to come: got ${day}`,
    )
  })
})
