// What every article's front matter must hold, and the variables its text may use. scripts/blog.mjs checks each
// article against this at build time: a missing or wrong field fails the build with the file, the field and what
// was expected.
import * as v from 'valibot'
import { ILLUSTRATION_NAMES } from '../../names'
import { CATCH_UP_WEEKS, CLOSE_DAY, PRICE, TRIAL_DAYS, ordinal, range, usd } from '../constants'
import { CLAIMS, SECURITY } from '../claims'
import { catchUpTiming, encryptionSentence } from '../phrases'
import { BRAND } from '../site'

/** Each field and what it must hold, in the words a failed build uses. */
export const FRONT_MATTER_FIELDS = {
  title: { text: 'a title of at least 10 characters' },
  description: { text: 'a description of at least 50 characters' },
  date: { text: 'a date written YYYY-MM-DD' },
  image: { text: `one of the illustrations: ${ILLUSTRATION_NAMES.join(', ')}` },
  tags: { text: 'a list of at least one tag' },
  keywords: { text: 'a list of at least one keyword' },
  cta: { text: 'a closing banner: title, body and label, each a text', optional: true },
} as const

const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
const list = (message: string) => v.pipe(v.array(text(2, message), message), v.minLength(1, message))
const { title, description, date, image, tags, keywords, cta } = FRONT_MATTER_FIELDS

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
})

export type FrontMatter = v.InferOutput<typeof frontMatterSchema>

/**
 * What `{{name}}` stands for in an article (its text and front matter): the site's facts, stated once in the
 * constants, so an article never restates a price or a claim. An unknown name fails the build.
 */
export const ARTICLE_VARIABLES: Record<string, string> = {
  brand: BRAND.name,
  'trial-days': String(TRIAL_DAYS),
  'rate.bookkeeper': usd(PRICE.bookkeeperHourly),
  'rate.analyst': usd(PRICE.analystHourly),
  'close-day.stone': ordinal(CLOSE_DAY.stone),
  'close-day.architects': ordinal(CLOSE_DAY.architects),
  'catch-up-weeks': range(CATCH_UP_WEEKS),
  /** The catch-up timing in one sentence, hedged for longer backlogs. */
  'catch-up-timing': catchUpTiming,
  'vetting-steps': String(CLAIMS.vettingSteps),
  'review-layers': String(CLAIMS.reviewLayers),
  'security.encryption': SECURITY.encryption,
  /** The site's one encryption sentence. */
  'security.encryption-sentence': encryptionSentence,
  'security.two-factor': SECURITY.twoFactor,
  'security.standard': SECURITY.standard,
  'security.backups': SECURITY.backups,
}
