// What the not-found page searches for: the words of the address that was not found (a module of its own, so the
// not-found page carries nothing of the search itself).

/** The words of an address, to search for what a missing page was about: `/services/pay-rol` gives "services pay rol". */
export const wordsOfPath = (path: string) => {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape: the address as it is.
  }
  return decoded
    .replace(/\.html?$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
}
