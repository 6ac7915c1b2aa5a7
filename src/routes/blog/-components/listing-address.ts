/**
 * The address of a topic's or an author's list after /blog/topics/ or /blog/authors/ (one route each, its splat):
 * "cash-flow" is its first page, "cash-flow/page/2" the second. Undefined for anything else.
 */
export function listingAddress(splat: string | undefined) {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/page\/([2-9]|[1-9]\d+))?$/.exec(splat ?? '')
  return match?.[1] ? { key: match[1], n: Number(match[2] ?? 1) } : undefined
}

/** The splat of page n of a list: its key, then /page/n after the first. */
export const listingSplat = (key: string, n: number) => (n > 1 ? `${key}/page/${n}` : key)
