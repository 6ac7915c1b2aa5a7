// @ts-check
// The site's own textlint rules, each applied to every text node of the copy (data.mjs holds what they look for):
//   overclaim    a word that promises an outcome or is regulated ("guaranteed", "certified", "never"…)
//   us-spelling  a British spelling (-ise, -our, -tre, a doubled l, and listed words)
//   figure       a digit, a percentage or a duration written into copy instead of read from the constants
//   saving       a percentage of saving in a sentence that does not link to the worked comparison on /pricing
//   apostrophe   a typewriter apostrophe in a word ("firm's"), where the type has its own (’)
//   quotes       a typewriter double quotation mark, where the type has “ and ”
// The fourth, house-term, is textlint-rule-terminology with the house terms of data.mjs.
import terminology from 'textlint-rule-terminology'
import { FIGURES, HOUSE_TERMS, OVERCLAIMS, SAVING, US_SPELLING } from './data.mjs'
import { PLACEHOLDER } from './extract.mjs'

/**
 * @typedef {import('@textlint/kernel').TextlintRuleReporter} Rule
 * @typedef {Parameters<Rule>[0]} Context
 */

/** A pattern matched as whole words: no letter or digit right before or after it. @param {string} pattern */
const wholeWords = (pattern) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu')

/** Addresses in a text (URLs, email addresses) blanked out: their words are not copy. @param {string} text */
const withoutAddresses = (text) =>
  text.replace(/\b(?:https?:\/\/|www\.|mailto:)\S+|\S+@\S+\.\w+/g, (address) => ' '.repeat(address.length))

/**
 * A rule that reports, in each text node, what `find` finds: `[start, end, message]` in the node's text.
 * @param {(text: string, context: Context) => Iterable<[number, number, string]>} find
 * @returns {Rule}
 */
const textRule = (find) => (context) => ({
  [context.Syntax.Str](node) {
    for (const [start, end, message] of find(withoutAddresses(context.getSource(node)), context)) {
      context.report(node, new context.RuleError(message, { padding: context.locator.range([start, end]) }))
    }
  },
})

const overclaims = OVERCLAIMS.map(({ pattern, instead }) => ({ re: wholeWords(pattern), instead }))

export const overclaim = textRule(function* (text) {
  for (const { re, instead } of overclaims) {
    for (const match of text.matchAll(re)) {
      yield [
        match.index,
        match.index + match[0].length,
        `“${match[0]}” overclaims or is regulated: ${instead}; or allow it where it stands in prose-allow.yml with the reason`,
      ]
    }
  }
})

/**
 * `us` in the case of `word`: "Organize" for "Organise", "ORGANIZE" for "ORGANISE".
 * @param {string} word @param {string} us
 */
const sameCase = (word, us) =>
  word === word.toUpperCase() && word.length > 1
    ? us.toUpperCase()
    : word[0] === word[0]?.toUpperCase()
      ? us.charAt(0).toUpperCase() + us.slice(1)
      : us
const suffixes = US_SPELLING.suffixes.map(({ pattern, replace, base, except }) => ({
  re: new RegExp(pattern, 'u'),
  replace,
  base,
  except: except ? new RegExp(except, 'u') : undefined,
}))

/** The US spelling of a British word, or undefined. @param {string} word lower case */
export function usSpellingOf(word) {
  const words = /** @type {Record<string, string>} */ (US_SPELLING.words)
  if (Object.hasOwn(words, word)) return words[word]
  for (const { re, replace, base, except } of suffixes) {
    if (re.test(word) && !(base && except?.test(word.replace(re, base)))) return word.replace(re, replace)
  }
  return undefined
}

export const usSpelling = textRule(function* (text) {
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const us = usSpellingOf(match[0].toLowerCase())
    if (us) {
      yield [
        match.index,
        match.index + match[0].length,
        `“${match[0]}” is British: write the US “${sameCase(match[0], us)}”`,
      ]
    }
  }
})

// A figure: digits (with a $, a decimal or range, a % or +, an ordinal ending) not inside a word like B2B or 2FA; or a
// number word before a unit of time or "percent".
const digits = /(?<![\p{L}\p{N}])\$?\d+(?:[.,:/–-]\d+)*(?: ?%|\+|st|nd|rd|th|k|x|s)?(?![\p{L}\p{N}])/gu
const { numberWords, units, qualifiers } = FIGURES
const qualifier = `(?:[ -](?:${qualifiers}))?`
const durations = wholeWords(
  `one${qualifier}[ -](?:${units})|(?:${numberWords})${qualifier}(?: (?:${units})s|-(?:${units}))|(?:one|${numberWords}) percent`,
)
const exceptions = FIGURES.exceptions.map(({ pattern }) => new RegExp(pattern, 'gu'))

export const figure = textRule(function* (text, context) {
  const covered = exceptions.flatMap((re) =>
    [...text.matchAll(re)].map((m) => /** @type {const} */ ([m.index, m.index + m[0].length])),
  )
  // Linted as plain text: the module's copy is "<file>.ts.txt".
  const from = /\.tsx?\.txt$/.test(context.getFilePath() ?? '')
    ? 'a constant (`${PRICE…}`, `${CLAIMS…}`, a phrase of phrases.ts)'
    : 'a {{variable}} (src/content/variables.ts)'
  for (const match of [...text.matchAll(digits), ...text.matchAll(durations)]) {
    const [start, end] = [match.index, match.index + match[0].length]
    if (covered.some(([first, last]) => first <= start && end <= last)) continue
    yield [
      start,
      end,
      `“${match[0]}” is a figure written into the copy: take it from ${from}, or make it an owner fact; a legal or form reference goes in FIGURES.exceptions (scripts/prose/data.mjs) with its reason`,
    ]
  }
})

// A percentage (digits, or an interpolated figure, before "%" or "percent") in a sentence that speaks of saving.
const percent = new RegExp(`(?:\\d|${PLACEHOLDER})\\s?(?:%|percent\\b)`, 'gu')
const savingWord = wholeWords(SAVING.words)

export const saving = textRule(function* (text) {
  for (const sentence of text.matchAll(/[^.!?]+[.!?]?/gu)) {
    if (sentence[0].includes(SAVING.source) || !new RegExp(savingWord.source, 'iu').test(sentence[0])) continue
    for (const match of sentence[0].matchAll(percent)) {
      const start = sentence.index + match.index
      yield [
        start,
        start + match[0].length,
        `a percentage of saving needs its source: link the sentence to the comparison ([words]${SAVING.source.slice(1)}), use a claim of fact-phrases.ts that does (inHouseSavingClaim, cpaSavingClaim), or allow it in prose-allow.yml with the reason`,
      ]
    }
  }
})

/** The rules as textlint runs them, by rule id. */
/**
 * A typewriter apostrophe inside or at the end of a word: "firm's", "clients' " (not a quotation's opening mark); in a
 * single-quoted YAML string it is written twice ('the firm''s').
 */
const TYPEWRITER_APOSTROPHE = /(?<=[\p{L}\p{N}])'{1,2}(?=\p{L}|[\s.,;:!?)\]]|$)/gu

export const apostrophe = textRule(function* (text) {
  for (const match of text.matchAll(TYPEWRITER_APOSTROPHE)) {
    yield [
      match.index,
      match.index + match[0].length,
      'a typewriter apostrophe: write ’ (the typeset apostrophe, as in “firm’s”); a quotation takes “ and ”',
    ]
  }
})

/** A typewriter double quotation mark in copy: the pages set “ and ”. */
export const quotes = textRule(function* (text) {
  for (const match of text.matchAll(/"/g)) {
    yield [match.index, match.index + 1, 'a typewriter quotation mark: write “ to open a quotation and ” to close it']
  }
})

export const RULES = [
  { ruleId: 'overclaim', rule: overclaim },
  { ruleId: 'us-spelling', rule: usSpelling },
  { ruleId: 'house-term', rule: terminology, options: { defaultTerms: false, terms: HOUSE_TERMS, skip: [] } },
  { ruleId: 'figure', rule: figure },
  { ruleId: 'saving', rule: saving },
  { ruleId: 'apostrophe', rule: apostrophe },
  { ruleId: 'quotes', rule: quotes },
]
