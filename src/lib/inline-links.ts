// Copy may link a few words to a page of the site, as Markdown does: "files are [kept encrypted](/security#documents)".
// A link is a path of the site, optionally with a section's anchor; the build checks that each names a page it
// published and an anchor of it (scripts/content-links.mjs). Where copy is read as plain text (structured data, an
// e-mail), the words stay and the address goes.

/** `[words](/path#anchor)`: the words, the path, the anchor. */
const LINK = /\[([^\]\n]+)\]\((\/[^\s)#]*)(?:#([\w-]+))?\)/g

export type TextPart = string | { text: string; to: string; hash?: string }

/** A text cut into plain runs and links, in order. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ text: match[1]!, to: match[2]!, ...(match[3] && { hash: match[3] }) })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** The links of a text: each one's path and anchor. */
export const linksIn = (text: string) =>
  textParts(text).flatMap((part) => (typeof part === 'string' ? [] : [{ to: part.to, hash: part.hash }]))

/** A text as it reads without its links' addresses. */
export const plainText = (text: string) => text.replace(LINK, '$1')
