import { useEffect } from 'react'

const FOLD = 'data-fold'

/** On a section whose <details> folds its content: an address naming the section opens the fold. */
export const FOLD_SECTION = { [FOLD]: '' }

/**
 * Opens the fold an address names (/faq#payroll, a chart's #revenue), on arrival and on every change of address: the
 * browser scrolls to a section whose content is folded but does not open it.
 */
export function useOpenAddressedFold() {
  useEffect(() => {
    const open = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      const fold = target?.matches(`section[${FOLD}]`) ? target.querySelector('details') : null
      if (fold && !fold.open) fold.open = true
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
}
