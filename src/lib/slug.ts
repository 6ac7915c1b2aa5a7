/** SPEC.md's slug rule: lower-case, each space becomes a hyphen, other punctuation goes ("Receivable & Payable" → "receivable--payable"). */
export function slugify(label: string) {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s/g, '-')
}
