// A checklist's page (/resources/*-checklist): real checkboxes, grouped by section, whose ticks stay on the visitor's
// device (use-ticks.ts); a list that prints clean on A4 or Letter; and its files. Without JavaScript the boxes still
// tick, and the list prints: keeping the ticks and the button that clears them need the script (a form's reset button
// would clear them without it, but a form with nothing to submit is an HTML_CodeSniffer error, H32.2).
import { useHydrated } from '@tanstack/react-router'
import { useMemo } from 'react'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { Button } from '@/components/ui/button'
import { LinkedText } from '@/components/ui/linked-text'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { PAGES, type PageId } from '@/content/registry'
import { checklistCopy as copy } from '@/content/resources/checklist-copy'
import { checklistFile, FILE_KINDS } from '@/content/resources/files'
import type { ChecklistPageContent, ChecklistSection } from '@/content/types'
import { formatDate } from '@/lib/format'
import { FileLinks, ResourceStyles } from './resource-parts'
import { useTicks } from './use-ticks'

export function ChecklistPage({ page, id }: { page: ChecklistPageContent; id: PageId }) {
  const { path, name } = PAGES[id]
  const steps = useMemo(() => page.sections.flatMap((section) => section.items.map((item) => item.id)), [page])
  const { ticked, tick, clear } = useTicks(id, steps)
  const hydrated = useHydrated()
  return (
    <Page content={page}>
      <ResourceStyles />
      <Section id={copy.list.id}>
        <SectionHeading eyebrow={copy.list.eyebrow} title={copy.list.title} />
        <div className="mt-10 max-w-3xl">
          <div className="flex min-h-11 flex-wrap items-center justify-between gap-3" data-print="hide">
            <p role="status" className="font-semibold text-ink-800">
              {hydrated ? copy.progress(ticked.size, steps.length) : copy.count(steps.length)}
            </p>
            <Button variant="secondary" size="sm" onClick={clear}>
              {copy.clear}
            </Button>
          </div>
          <div className="checklist">
            {page.sections.map((section) => (
              <Steps key={section.id} section={section} ticked={ticked} onTick={tick} />
            ))}
          </div>
        </div>
        <div className="max-w-3xl">
          <p className="mt-8 text-ink-600" data-print="hide">
            {copy.storage} <LinkedText text={`[${copy.storageLink}](${PAGES.privacy.path}#checklist-ticks).`} />
          </p>
          <p className="mt-4 leading-relaxed text-ink-700">
            <LinkedText text={page.source} />
          </p>
          <p className="mt-4 text-ink-600">
            {copy.reviewed} <time dateTime={page.review.lastReviewed}>{formatDate(page.review.lastReviewed)}</time>.
          </p>
        </div>
      </Section>
      <Section id={copy.downloads.id} tone="tint">
        <SectionHeading title={copy.downloads.title} intro={copy.downloads.intro} />
        {/* Flush left under the heading, as the list and the charts' files are. */}
        <FileLinks
          files={FILE_KINDS.map((kind) => ({ href: checklistFile(path, kind), label: copy.kinds[kind], of: name }))}
        />
      </Section>
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}

/** A section of the list: its heading and its steps, each a checkbox with its words as its label. */
function Steps({
  section,
  ticked,
  onTick,
}: {
  section: ChecklistSection
  ticked: ReadonlySet<string>
  onTick: (step: string, on: boolean) => void
}) {
  return (
    <fieldset className="mt-10">
      <legend className="text-2xl font-extrabold tracking-tight">{section.title}</legend>
      <ul className="mt-4 space-y-3">
        {section.items.map((item) => {
          const inputId = `step-${item.id}`
          return (
            <li key={item.id} className="flex items-start gap-3 text-lg leading-relaxed">
              <input
                id={inputId}
                type="checkbox"
                name={item.id}
                checked={ticked.has(item.id)}
                onChange={(event) => onTick(item.id, event.target.checked)}
              />
              <label htmlFor={inputId}>{item.text}</label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
