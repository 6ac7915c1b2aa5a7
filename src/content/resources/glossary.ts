// How the glossary's terms are addressed and grouped: each term's anchor is made from its name (`Landed cost` →
// `#landed-cost`), and the terms are listed by their first letter, figures first.
import type { GlossaryTerm } from '@/content/types'

/** A term's anchor on /resources/glossary: its name in lower case, other characters as hyphens. */
export const termId = (term: string) =>
  term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The index's letter of a term: its first letter, or "0–9" for a term that starts with a figure. */
export const letterOf = (term: string) => (/^\d/.test(term) ? '0–9' : term[0]!.toUpperCase())

/** The anchor of a letter's heading (in ASCII: "letter-0-9"). */
export const letterAnchor = (letter: string) => `letter-${letter.toLowerCase().replace('–', '-')}`

/** The terms by letter, in the order the content lists them (alphabetical, which a test checks), each with its id. */
export function termsByLetter(terms: readonly GlossaryTerm[]) {
  const letters: { letter: string; terms: (GlossaryTerm & { id: string })[] }[] = []
  for (const term of terms) {
    const letter = letterOf(term.term)
    if (letters.at(-1)?.letter !== letter) letters.push({ letter, terms: [] })
    letters.at(-1)!.terms.push({ ...term, id: termId(term.term) })
  }
  return letters
}
