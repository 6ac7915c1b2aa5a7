// What every article's front matter must hold, and the variables its text may use. scripts/blog.mjs checks each
// article against this at build time: a missing or wrong field fails the build with the file, the field and what
// was expected.
import * as v from 'valibot'
import { ILLUSTRATION_NAMES } from '@/names'
import { VARIABLES } from '@/content/variables'

/** Each field and what it must hold, in the words a failed build uses. */
export const FRONT_MATTER_FIELDS = {
  title: { text: 'a title of at least 10 characters' },
  description: { text: 'a description of at least 50 characters' },
  date: { text: 'a date written YYYY-MM-DD' },
  image: { text: `one of the illustrations: ${ILLUSTRATION_NAMES.join(', ')}` },
  tags: { text: 'a list of at least one tag' },
  keywords: { text: 'a list of at least one keyword' },
  cta: { text: 'a closing banner: title, body and label, each a text', optional: true },
  allow: {
    text: 'words the prose check lets stand in this article: each a phrase, the word in it, and the reason',
    optional: true,
  },
} as const

const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
const list = (message: string) => v.pipe(v.array(text(2, message), message), v.minLength(1, message))
const { title, description, date, image, tags, keywords, cta, allow } = FRONT_MATTER_FIELDS

export const frontMatterSchema = v.object({
  title: text(10, title.text),
  description: text(50, description.text),
  date: v.pipe(v.string(date.text), v.isoDate(date.text)),
  image: v.picklist(ILLUSTRATION_NAMES, image.text),
  tags: list(tags.text),
  keywords: list(keywords.text),
  /** The banner closing the article; without it, the site's closing banner. */
  cta: v.optional(
    v.strictObject({ title: text(10, cta.text), body: text(20, cta.text), label: text(4, cta.text) }, cta.text),
  ),
  /**
   * What the prose check lets stand in this article, as prose-allow.yml does for the rest of the copy (`npm run
   * prose`): a figure of the article's own, such as a year that dates a court decision, with the reason.
   */
  allow: v.optional(
    v.array(
      v.pipe(
        v.strictObject(
          { phrase: text(3, allow.text), word: text(1, allow.text), reason: text(10, allow.text) },
          allow.text,
        ),
        v.check(
          ({ phrase, word }) => phrase.toLowerCase().includes(word.toLowerCase()),
          `${allow.text} (the word inside the phrase)`,
        ),
      ),
      allow.text,
    ),
  ),
})

export type FrontMatter = v.InferOutput<typeof frontMatterSchema>

/** What `{{name}}` stands for in an article (its text and front matter): the site's variables (variables.ts). */
export const ARTICLE_VARIABLES = VARIABLES
