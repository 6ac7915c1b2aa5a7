// What a page is about, for the site search: the words and phrases of its name and of its h1, as the build tags the
// page with them (scripts/search-index.mjs, Pagefind filters `title` and `subject`) and as a query is read against them
// (lib/site-search.ts), so a page whose name or heading says the query ranks before the answers that mention it.

/** Words that say nothing of a page's subject on their own ("the", "services"). */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'are',
  'by',
  'for',
  'how',
  'in',
  'is',
  'of',
  'on',
  'our',
  'the',
  'to',
  'usa',
  'we',
  'with',
  'you',
  'your',
  'services',
  'service',
  'now',
  'call',
  'book',
])

/** Lower case, punctuation gone but a word's hyphen, one space between words: "Catch-Up Bookkeeping!" → "catch-up bookkeeping". */
export const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .replace(/(^|\s)-+|-+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The terms a text makes a page's subject: the whole text, each run of two or three words, and each word but filler,
 * each also with its hyphens as spaces ("catch-up" is found as "catch up" too).
 */
export function subjectTerms(text: string): string[] {
  const words = normalized(text).split(' ').filter(Boolean)
  const terms = new Set<string>()
  if (words.length > 0) terms.add(words.join(' '))
  for (let size = 1; size <= 3; size++) {
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size)
      if (size === 1 && FILLER.has(run[0]!)) continue
      terms.add(run.join(' '))
    }
  }
  return [...terms].flatMap((term) => (term.includes('-') ? [term, term.replaceAll('-', ' ')] : [term]))
}
