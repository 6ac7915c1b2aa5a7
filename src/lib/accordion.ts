import { useState } from 'react'

/** No panel open. */
export const NONE_OPEN = -1

/** The accordion rule: selecting another item opens it, selecting the open one closes all. */
export const nextOpenIndex = (current: number, selected: number) => (current === selected ? NONE_OPEN : selected)

/** One open panel at a time; `initial` is the index open on first render (0 for FAQs and reports). */
export function useAccordion(initial = 0) {
  const [openIndex, setOpenIndex] = useState(initial)
  return { openIndex, toggle: (index: number) => setOpenIndex((current) => nextOpenIndex(current, index)) }
}
