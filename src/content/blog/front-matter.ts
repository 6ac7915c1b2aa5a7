// What every article's front matter must hold, and the variables its text may use. scripts/blog.mjs checks each
// article against this at build time: a missing or wrong field fails the build with the file, the field and what
// was expected.
import * as v from 'valibot'
import { ILLUSTRATION_NAMES } from '@/names'
import { VARIABLES } from '@/content/variables'
import { cms } from '@/content/cms-field'
import { pictureField } from '@/content/picture-field'

/** Each field and what it must hold, in the words a failed build uses. */
export const FRONT_MATTER_FIELDS = {
  title: { text: 'a title of at least 10 characters' },
  description: { text: 'a description of at least 50 characters' },
  date: { text: 'a date written YYYY-MM-DD' },
  updated: { text: 'the day it last changed what it says, written YYYY-MM-DD, after its date', optional: true },
  author: { text: 'the id of an author: the name of a file in src/content/blog/authors, without .yml' },
  reviewer: {
    text: 'the id of the author with a credential (CPA or EA) who checked it, other than its author',
    optional: true,
  },
  reviewed: { text: 'the day the reviewer checked it, written YYYY-MM-DD', optional: true },
  cover: { text: 'a cover picture: a file uploaded through the CMS and its alt text', optional: true },
  image: { text: `one of the illustrations: ${ILLUSTRATION_NAMES.join(', ')}`, optional: true },
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
const { title, description, date, updated, author, reviewer, reviewed, image, tags, keywords, cta, allow } =
  FRONT_MATTER_FIELDS
const day = (text: string) => v.pipe(v.string(text), v.isoDate(text))
/** An author, picked in the CMS from its "Authors" by name; the file holds the author's id. */
const authorId = (text: string, label: string, hint: string) =>
  cms(v.pipe(v.string(text), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, text)), label, hint, {
    widget: 'relation',
    decap: { collection: 'authors', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] },
  })

/** What the illustrations' names start with, in an editor's words ("blog-month-end": "Article · month end"). */
const ILLUSTRATION_KINDS: Record<string, string> = { hero: 'Page hero', blog: 'Article', trust: 'Trust' }
const illustrationOption = (value: string) => {
  const [kind = '', ...rest] = value.split('-')
  const words = ILLUSTRATION_KINDS[kind] ? `${ILLUSTRATION_KINDS[kind]} · ${rest.join(' ')}` : value.replace(/-/g, ' ')
  return { label: words.charAt(0).toUpperCase() + words.slice(1), value }
}

/** Each field with its label and hint in the CMS (cms(), src/content/cms-field.ts), which edits the articles. */
export const frontMatterSchema = v.object({
  title: cms(text(10, title.text), 'Title', `${title.text}.`, { variables: true }),
  description: cms(
    text(50, description.text),
    'Description',
    `${description.text}: the teaser and the search result text.`,
    { widget: 'text' },
  ),
  date: cms(day(date.text), 'Date', date.text, { decap: { picker_utc: true } }),
  updated: v.optional(
    cms(
      day(updated.text),
      'Updated',
      `Optional: ${updated.text}; the article says "Updated" on that day. An update after "Reviewed on" hides the review line, and takes the article off the reviewer's page, until the reviewer reads the new text and you set "Reviewed on" to that day.`,
      {
        decap: { picker_utc: true },
      },
    ),
  ),
  author: authorId(author.text, 'Author', 'Who wrote it: an author of the CMS’s “Authors”.'),
  reviewer: v.optional(
    authorId(
      reviewer.text,
      'Reviewed by',
      'Optional: the author with a credential (CPA or EA) who checked it, not its author. The article says "Reviewed by …, CPA, on …" with the day below.',
    ),
  ),
  reviewed: v.optional(
    cms(day(reviewed.text), 'Reviewed on', `With a reviewer: ${reviewed.text}.`, { decap: { picker_utc: true } }),
  ),
  cover: v.optional(
    pictureField(
      'column',
      'Cover picture',
      'Optional: the picture atop the article and on its card, in place of the illustration. A landscape picture.',
    ),
  ),
  image: v.optional(
    cms(
      v.picklist(ILLUSTRATION_NAMES, image.text),
      'Illustration',
      `${image.text.split(':')[0]}: on its card in the lists when it has no cover picture.`,
      { options: ILLUSTRATION_NAMES.map(illustrationOption) },
    ),
  ),
  tags: cms(
    list(tags.text),
    'Tags',
    `${tags.text}, separated by commas: each is a topic, whose page lists its articles, such as: cash flow.`,
  ),
  keywords: cms(list(keywords.text), 'Keywords', `${keywords.text}, separated by commas.`),
  /** The banner closing the article; without it, the site's closing banner. */
  cta: v.optional(
    cms(
      v.strictObject(
        {
          title: cms(text(10, cta.text), 'Title'),
          body: cms(text(20, cta.text), 'Body', undefined, { widget: 'text' }),
          label: cms(text(4, cta.text), 'Button label'),
        },
        cta.text,
      ),
      'Closing banner',
      `Optional: ${cta.text}, all three or none. Without it, the site’s own banner.`,
      { decap: { collapsed: true } },
    ),
  ),
  /**
   * What the prose check lets stand in this article, as prose-allow.yml does for the rest of the copy (`npm run
   * prose`): a figure of the article's own, such as a year that dates a court decision, with the reason.
   */
  allow: v.optional(
    cms(
      v.array(
        v.pipe(
          v.strictObject(
            {
              phrase: cms(text(3, allow.text), 'Phrase', 'The words around it, exactly as written in the article.'),
              word: cms(text(1, allow.text), 'Word', 'The word or figure the prose check flags, such as 2018.'),
              reason: cms(text(10, allow.text), 'Reason', 'Why it stands, such as: the year of the Wayfair decision.'),
            },
            allow.text,
          ),
          v.check(
            ({ phrase, word }) => phrase.toLowerCase().includes(word.toLowerCase()),
            `${allow.text} (the word inside the phrase)`,
          ),
        ),
        allow.text,
      ),
      'Words the prose check allows here',
      `Optional: ${allow.text}.`,
      { singular: 'Allowed word', summary: '{{fields.word}}: {{fields.reason}}' },
    ),
  ),
})

export type FrontMatter = v.InferOutput<typeof frontMatterSchema>

/** What `{{name}}` stands for in an article (its text and front matter): the site's variables (variables.ts). */
export const ARTICLE_VARIABLES = VARIABLES
