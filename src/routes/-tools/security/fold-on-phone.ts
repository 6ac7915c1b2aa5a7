// Groups of a long reference page that stand open in the prerendered page (read, printed and found without JavaScript)
// and fold on a phone once the page runs, so a phone reads them as a list of titles: /security's practices. A group
// the browser opens itself (a link leads into it) or the visitor opens stays open, and none folds when the page was
// opened at an anchor, which would move what the visitor was sent to.
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
  return {
    isOpen: (id: string) => toggled[id] ?? !folded,
    /** Keeps the state with the element's own, which the browser sets when a link leads into it. */
    onToggle: (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
      const open = event.currentTarget.open
      setToggled((current) => (current[id] === open ? current : { ...current, [id]: open }))
    },
  }
}
