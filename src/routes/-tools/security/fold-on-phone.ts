// Groups of a long reference page that stand open in the prerendered page (read, printed and found without JavaScript)
// and fold on a phone once the page runs, so a phone reads them as their titles, each with its practices named under
// it: /security's practices. Wide screens keep them open beside the contents (the page promises every practice in full
// in one place; a fresh review found the folded desktop page hid the tools and the refusals a buyer checks). A group
// stays open once the browser opens it (find-in-page, a link into it), the visitor does, or the contents lead to it;
// none folds when the page was opened at an anchor, which would move what the visitor was sent to.
import { useState, type SyntheticEvent } from 'react'
import { useHydrated } from '@tanstack/react-router'

/** Wide screens, where the groups stand open beside the contents (Tailwind's `lg`). */
const WIDE = '(min-width: 64rem)'

export function useFoldOnPhone() {
  const hydrated = useHydrated()
  // Read once, on the first render in the browser: the anchor the page was opened at.
  const [atAnchor] = useState(() => typeof window !== 'undefined' && window.location.hash !== '')
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({})
  const folded = hydrated && !atAnchor && !window.matchMedia(WIDE).matches
  const set = (id: string, open: boolean) =>
    setToggled((current) => (current[id] === open ? current : { ...current, [id]: open }))
  return {
    /** Until the page runs, a group that may fold says so (`data-fold="pending"`): security.css draws it folded. */
    pending: !hydrated,
    isOpen: (id: string) => toggled[id] ?? !folded,
    /** Opens a group: the contents' link to it was followed. */
    open: (id: string) => set(id, true),
    /** Keeps the state with the element's own, which the browser sets when a link or find-in-page leads into it. */
    onToggle: (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => set(id, event.currentTarget.open),
  }
}
export type FoldOnPhone = ReturnType<typeof useFoldOnPhone>
