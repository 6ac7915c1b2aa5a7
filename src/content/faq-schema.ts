// What a page's FAQ file (content/faqs/<registry id>.yml) must hold, in the words a failed build uses. The build
// (scripts/content-files.mjs) checks each file against it and fails with the file, the field and what was expected.
import * as v from 'valibot'
import { cms } from '@/content/cms-field'

const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const faqItemSchema = v.strictObject(
  {
    id: cms(
      v.pipe(
        v.string('an id of lower-case words joined by hyphens'),
        v.regex(ID, 'an id of lower-case words joined by hyphens'),
      ),
      'Anchor',
      'The answer’s address on the page (#anchor): lower-case words joined by hyphens. Keep it when you edit.',
    ),
    question: cms(
      v.pipe(text(10, 'a question of at least 10 characters'), v.endsWith('?', 'a question ending with "?"')),
      'Question',
      'Ends with a question mark.',
    ),
    answer: cms(
      v.pipe(
        v.array(
          cms(text(20, 'paragraphs of at least 20 characters each'), 'Paragraph', undefined, {
            widget: 'text',
            atLeast: true,
            variables: true,
          }),
          'a list of paragraphs',
        ),
        v.minLength(1, 'a list of at least one paragraph'),
      ),
      'Answer',
      undefined,
      { singular: 'Paragraph', decap: { collapsed: false } },
    ),
  },
  'a question: id, question and answer (a list of paragraphs)',
)

/**
 * The specification's count of questions for each page whose FAQ it counts (SPEC.md), by registry id: the least that
 * page's FAQ may hold. The CMS states it under the questions and stops a removal below it; the build fails below it. A
 * page may hold more.
 */
export const FAQ_SPEC_COUNTS: Readonly<Record<string, number>> = {
  'payroll-service': 12,
  'stone-distributors': 12,
  'stone-fabricators': 12,
  'architects-designers': 10,
  'launchpad-startups': 12,
  'launchpad-smbs': 13,
  'for-cpa-firms': 12,
}

/** A FAQ file holding at least `least` questions. */
const faqFile = (least: number) =>
  v.strictObject(
    {
      id: v.optional(cms(v.string('an anchor id'), 'Anchor', 'The FAQ’s address on its page (#faq). Keep it.')),
      eyebrow: v.optional(cms(text(2, 'a short eyebrow text'), 'Eyebrow', 'The small line above the title.')),
      title: cms(text(10, 'a title of at least 10 characters'), 'Title'),
      intro: v.optional(
        cms(text(20, 'an introduction of at least 20 characters'), 'Introduction', undefined, { widget: 'text' }),
      ),
      items: cms(
        v.pipe(
          v.array(faqItemSchema, 'a list of questions'),
          v.minLength(
            least,
            least > 1
              ? `a list of at least ${least} questions (the specification’s count for this page)`
              : 'a list of at least one question',
          ),
          v.check(
            (items) => new Set(items.map((item) => item.id)).size === items.length,
            'questions with different ids',
          ),
        ),
        'Questions',
        undefined,
        { singular: 'Question', summary: '{{fields.question}}' },
      ),
    },
    'a FAQ: eyebrow, title, intro and its questions (items)',
  )

export const faqFileSchema = faqFile(1)

/** The schema of a page's FAQ file (src/content/faqs/<id>.yml), with the page's least count of questions. */
export const faqSchemaFor = (id: string) => (FAQ_SPEC_COUNTS[id] ? faqFile(FAQ_SPEC_COUNTS[id]) : faqFileSchema)
