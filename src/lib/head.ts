// The document head of a page, through unhead. The prerender renders it into each page's HTML. In the browser that
// HTML already carries the first page's head, so unhead's client is fetched only on the first client-side navigation
// (it is not needed before); from then on it keeps the head in step with the page, as it would have from the start.
import { useEffect } from 'react'
import { useHead } from '@unhead/react'
import { useAnnounceHydrated } from './hydration'
import { isMissingChunk, reloadOnce } from './stale-build'

export type HeadInput = NonNullable<Parameters<typeof useHead>[0]>

type Entry = { dispose: () => void }

/** The head input of the page the HTML was prerendered for, until unhead's client takes the head over. */
let prerendered: HeadInput | undefined
let client: Promise<{ push: (input: HeadInput) => Entry }> | undefined

/** unhead's client, created once; it first claims the prerendered tags, so the next page replaces them cleanly. */
function headClient() {
  client ??= import('@unhead/react/client').then(({ createHead, renderDOMHead }) => {
    const head = createHead()
    if (prerendered) {
      const first = head.push(prerendered)
      void renderDOMHead(head)
      first.dispose()
    }
    return head
  })
  return client
}

function useClientHead(input: HeadInput) {
  useAnnounceHydrated()
  // Components pass literals; the head changes only when its content does.
  const key = JSON.stringify(input)
  useEffect(() => {
    const next = JSON.parse(key) as HeadInput
    // Hydrating a prerendered page: its head is in the HTML already (the title tells, each page has its own).
    if (!client && document.title === next.title) {
      prerendered = next
      return
    }
    let entry: Entry | undefined
    let gone = false
    void headClient().then(
      (head) => {
        if (!gone) entry = head.push(next)
      },
      // Without unhead's client (a deploy removed it) the head would stay the last page's: load this page whole.
      (error: unknown) => {
        if (!isMissingChunk(error)) throw error
        reloadOnce()
      },
    )
    return () => {
      gone = true
      entry?.dispose()
    }
  }, [key])
}

/** Sets the document head of the page that calls it (title, meta, links). */
export const useDocumentHead: (input: HeadInput) => void = import.meta.env.SSR ? useHead : useClientHead
