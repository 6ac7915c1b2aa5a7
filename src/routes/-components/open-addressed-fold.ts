// Folds that an address opens (/faq's groups, a chart's groups of accounts, the glossary's terms on a phone). Here,
// not in src/lib: the pages that fold share this module alone, and the shared pages' chunk (vite.config.ts) would
// bring them its 9 KiB for it.
import { useEffect } from 'react'

const FOLD = 'data-fold'

/** On an element (a section, a glossary term) whose <details> folds its content: an address naming it opens the fold. */
export const OPENS_BY_ADDRESS = { [FOLD]: '' }

/**
 * What a folded section holds, on its summary's second line: its first `shown` names, and how many more (never "1 more":
 * the one name takes its place).
 */
export function foldPreview(names: readonly string[], shown: number) {
  const cut = names.length > shown + 1
  return (cut ? [...names.slice(0, shown), `${names.length - shown} more`] : names).join(' · ')
}

/**
 * Opens the fold an address names (/faq#payroll, a chart's #revenue), on arrival and on every change of address: the
 * browser scrolls to a section whose content is folded but does not open it.
 */
export function useOpenAddressedFold() {
  useEffect(() => {
    const open = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      const fold = target?.matches(`[${FOLD}]`) ? target.querySelector('details') : null
      if (fold && !fold.open) fold.open = true
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
}
