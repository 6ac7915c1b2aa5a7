import { useState } from 'react'
import { PHONE_LIST_SHOWS } from '@/styles/tokens'
import { Button } from './button'

/**
 * A long list on a phone (below `sm`): its first items, then a 'Show all' button that shows the rest and hands the
 * focus to the first of them. Without JavaScript every item shows, and so does an item a link targets (`:target`), at
 * any width; tablets and desktops show every item. A list folds only when the button would hide two or more.
 */
export function usePhoneFold(count: number, enabled: boolean) {
  const [unfolded, setUnfolded] = useState(false)
  const folded = enabled && !unfolded && count > PHONE_LIST_SHOWS + 1
  return {
    folded,
    /** The first item the fold hides: it takes the focus when the list unfolds. */
    firstHidden: PHONE_LIST_SHOWS,
    /** The item's class: hidden on a phone while the list is folded. */
    itemClass: (index: number) => (folded && index >= PHONE_LIST_SHOWS ? 'js:max-sm:not-target:hidden' : undefined),
    /** Shows every item, then focuses the element `focusable` returns for the first of them, once it is drawn. */
    unfold: (focusable: () => HTMLElement | null | undefined) => {
      setUnfolded(true)
      requestAnimationFrame(() => focusable()?.focus())
    },
  }
}

/** The fold's button: outlined (it is not the booking action), on phones only, and only while scripts run. */
export function ShowAllButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" icon="chevron-down" onClick={onClick} className="mt-5 sm:hidden no-js:hidden">
      {label}
    </Button>
  )
}
