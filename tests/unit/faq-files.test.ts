// A page's FAQ file (content/faqs/<id>.yml) as the build reads it: variables filled in, checked, and a bad file named
// with its field and what was expected.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFaqFile } from '../../scripts/faq-files.mjs'
import { faqFileSchema } from '../../src/content/faq-schema'
import faq from '../../src/content/faqs/payroll-service.yml'
import { VARIABLES, fillVariables } from '../../src/content/variables'

const context = { faqFileSchema, variables: VARIABLES, fill: fillVariables, dependencies: [] }
const FILE = 'src/content/faqs/example.yml'
const read = (text: string) => readFaqFile(text, FILE, context)
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
      `${FILE} › items[0].answer[0]: expected paragraphs of at least 20 characters each`,
    )
    expect(() => read(question('{{no-such-variable}} is not a variable we know about.'))).toThrow(
      `${FILE} › items[0].answer[0]: unknown variable {{no-such-variable}}`,
    )
    expect(() =>
      read(question('A fine answer of enough length.').replace('Is this a real question?', 'Not a question')),
    ).toThrow(`${FILE} › items[0].question: expected a question ending with "?"`)
    expect(() => read('title: Questions\nitems: [unclosed\n')).toThrow(`${FILE}:3: not valid YAML`)
  })
})
