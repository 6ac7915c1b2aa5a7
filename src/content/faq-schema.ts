// What a page's FAQ file (content/faqs/<registry id>.yml) must hold, in the words a failed build uses. The build
// (scripts/content-files.mjs) checks each file against it and fails with the file, the field and what was expected.
import * as v from 'valibot'

const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const faqItemSchema = v.strictObject(
  {
    id: v.pipe(
      v.string('an id of lower-case words joined by hyphens'),
      v.regex(ID, 'an id of lower-case words joined by hyphens'),
    ),
    question: v.pipe(text(10, 'a question of at least 10 characters'), v.endsWith('?', 'a question ending with "?"')),
    answer: v.pipe(
      v.array(text(20, 'paragraphs of at least 20 characters each'), 'a list of paragraphs'),
      v.minLength(1, 'a list of at least one paragraph'),
    ),
  },
  'a question: id, question and answer (a list of paragraphs)',
)

export const faqFileSchema = v.strictObject(
  {
    id: v.optional(v.string('an anchor id')),
    eyebrow: v.optional(text(2, 'a short eyebrow text')),
    title: text(10, 'a title of at least 10 characters'),
    intro: v.optional(text(20, 'an introduction of at least 20 characters')),
    items: v.pipe(
      v.array(faqItemSchema, 'a list of questions'),
      v.minLength(1, 'a list of at least one question'),
      v.check((items) => new Set(items.map((item) => item.id)).size === items.length, 'questions with different ids'),
    ),
  },
  'a FAQ: eyebrow, title, intro and its questions (items)',
)
