// Figures a visitor types or slides into /pricing's estimator and comparison before they settle into the URL. A figure
// being typed stays text; a valid one counts at once and is committed once it has stood still COMMIT_DELAY_MS, and
// leaving the field or pressing Enter commits what was typed at once, clamped into its range (an emptied field means
// its `empty` value: its default). Any change of the URL's figures (a commit, Back, Forward) drops the drafts, so the
// controls show the URL.
import { useEffect, useRef, useState } from 'react'
import { figureOf, rounded, type FigureRule } from './figures'

/** Typing and sliding settle this long before the URL (and so the history) takes the new figure. */
export const COMMIT_DELAY_MS = 300

export function useDrafts<F extends string>(
  /** The URL's figures (any other field of the search in it drops the drafts too when it changes). */
  committed: NoInfer<Record<F, number | undefined>>,
  rules: Record<F, FigureRule>,
  commit: (patch: Partial<Record<F, number | undefined>>) => void,
) {
  const [draft, setDraft] = useState<Partial<Record<F, string>>>({})
  const key = JSON.stringify(committed)
  const [seen, setSeen] = useState(key)
  if (seen !== key) {
    setSeen(key)
    setDraft({})
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A figure still settling is dropped when the URL moves on without it (Back, Forward) or the controls unmount.
  useEffect(() => () => clearTimeout(timer.current), [key])

  /** Drops every draft and any figure still settling (a choice that resets the figures). */
  function reset() {
    clearTimeout(timer.current)
    setDraft({})
  }

  return {
    draft,
    reset,
    /** The figure to count: a valid one being typed, otherwise the URL's. */
    value: (field: F) => figureOf(draft[field], rules[field]) ?? committed[field],
    type(field: F, text: string) {
      setDraft((d) => ({ ...d, [field]: text }))
      clearTimeout(timer.current)
      const n = figureOf(text, rules[field])
      if (n !== null && n !== committed[field])
        timer.current = setTimeout(() => commit({ [field]: n } as never), COMMIT_DELAY_MS)
    },
    /** Commits what was typed in these fields at once. */
    settle(...fields: F[]) {
      clearTimeout(timer.current)
      const patch: Partial<Record<F, number | undefined>> = {}
      for (const field of fields) {
        const text = draft[field]
        if (text === undefined) continue
        const { min, max, decimals, empty } = rules[field]
        const n = Number(text)
        const next =
          text.trim() === ''
            ? empty
            : Number.isFinite(n)
              ? rounded(Math.min(max, Math.max(min, n)), decimals)
              : committed[field]
        if (next !== committed[field]) patch[field] = next
      }
      setDraft(
        (d) => Object.fromEntries(Object.entries(d).filter(([field]) => !fields.includes(field as F))) as typeof d,
      )
      if (Object.keys(patch).length > 0) commit(patch)
    },
  }
}
