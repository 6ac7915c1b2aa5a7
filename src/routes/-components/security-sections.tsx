// /security's sections: the table of contents (beside the text on wide screens, marking the section in view), the
// baseline, the practices by group (each under its own anchor) and the way to ask for the documents. Plain markup that
// reads and prints without JavaScript (a partner sends the page to their IT): no accordion, nothing hidden, no card that
// breaks across a printed page; ruled lists rather than boxes, since nothing here is pressed.
import { useEffect, useState } from 'react'
import { CtaButton } from '@/components/sections/cta-button'
import { CheckList } from '@/components/ui/check-item'
import { Icon } from '@/components/ui/icons'
import { LinkedParagraphs } from '@/components/ui/linked-text'
import { ToolTags } from '@/components/ui/tool-tags'
import type { SecurityPageContent, TrustGroup, TrustItem } from '@/content/types'
import { useFoldOnPhone } from './fold-on-phone'

const h2 = 'scroll-mt-24 text-xl font-extrabold tracking-tight sm:text-3xl'
/** The practices' text: a size smaller on a phone, where the page is read as a reference. */
const body = 'text-[0.9375rem] leading-normal text-ink-700 sm:text-base sm:leading-relaxed'

/** The id of the section whose heading last passed the top third of the window, once the page runs. */
function useSectionInView(ids: string[]) {
  const [current, setCurrent] = useState<string>()
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((section) => section !== null)
    const observer = new IntersectionObserver(
      () => {
        const line = window.innerHeight / 3
        const passed = sections.filter((section) => section.getBoundingClientRect().top <= line)
        setCurrent(passed.at(-1)?.id ?? ids[0])
      },
      { rootMargin: '0px 0px -66% 0px', threshold: [0, 1] },
    )
    for (const section of sections) observer.observe(section)
    return () => observer.disconnect()
    // The sections are the page's; their ids do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return current
}

/** The sections as links to their anchors: two columns on a phone, a column beside the text from `lg`. */
export function Contents({ content }: { content: SecurityPageContent }) {
  const { contentsTitle, baseline, groups, request } = content
  const entries = [baseline, ...groups, request]
  const current = useSectionInView(entries.map((entry) => entry.id!))
  return (
    <nav aria-label={contentsTitle} className="lg:sticky lg:top-24 lg:self-start print:hidden">
      <h2 className="text-xs font-bold tracking-wider text-ink-600 uppercase">{contentsTitle}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 lg:block lg:space-y-0.5 lg:border-l lg:border-ink-200">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={current === entry.id ? 'location' : undefined}
              className="-ml-px flex min-h-8 items-center border-l-2 border-transparent py-1 pl-2 text-sm leading-snug font-semibold text-secondary-700 hover:text-secondary-900 aria-[current]:border-primary-700 aria-[current]:text-ink-900 lg:pl-3"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The baseline as terms and their details, between thin rules. */
export function Baseline({ content }: { content: SecurityPageContent }) {
  const { id, title, items } = content.baseline
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-ink-200 border-y border-ink-200">
        {items.map((item) => (
          <div key={item.term} className="grid gap-0.5 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-6 sm:py-3">
            <dt className="font-bold text-ink-900">{item.term}</dt>
            <dd className={body}>{item.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** What we never do, each with a cross: a list of refusals must not read as a list of ticks. */
function NeverList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-1.5 space-y-1">
      {items.map((item) => (
        <li key={item} className={`flex items-start gap-2 ${body}`}>
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700 ring-1 ring-red-200">
            <Icon name="x-mark" className="size-3.5" />
          </span>
          <span>
            <span className="sr-only">Never: </span>
            {item}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Practice({ item }: { item: TrustItem }) {
  return (
    <article id={item.id} aria-labelledby={`${item.id}-title`} className="scroll-mt-24 break-inside-avoid py-3 sm:py-4">
      <h3 id={`${item.id}-title`} className="font-bold sm:text-lg">
        {item.title}
      </h3>
      <LinkedParagraphs texts={item.paragraphs} className={`mt-1 space-y-2 ${body}`} />
      {item.list && (
        <>
          {item.listTitle && <p className="mt-2 font-semibold text-ink-800">{item.listTitle}</p>}
          {item.never ? (
            <NeverList items={item.list} />
          ) : (
            <CheckList
              items={item.list}
              className="mt-1.5 space-y-1"
              itemClassName="gap-2 leading-relaxed text-ink-700"
            />
          )}
        </>
      )}
      {item.tools && <ToolTags tools={item.tools} title={item.title} className="mt-2" />}
    </article>
  )
}

/**
 * Each group under its heading, each practice under its own heading and anchor, between thin rules; on a phone each
 * group folds under its heading once the page runs (fold-on-phone.ts), and prints open.
 */
export function TrustGroups({ groups }: { groups: TrustGroup[] }) {
  const fold = useFoldOnPhone()
  return groups.map((group) => (
    <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
      <h2 id={`${group.id}-title`} className={h2}>
        {group.title}
      </h2>
      {group.intro && <p className="mt-2 leading-relaxed text-ink-600 sm:text-lg">{group.intro}</p>}
      <details
        open={fold.isOpen(group.id)}
        onToggle={fold.onToggle(group.id)}
        className="group/fold print:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-1 border-b border-ink-200 text-sm font-semibold text-secondary-700 group-open/fold:border-b-0 lg:hidden print:hidden">
          {group.items.length} {group.items.length === 1 ? 'practice' : 'practices'}
          <Icon name="chevron-down" className="size-4 transition-transform group-open/fold:rotate-180" />
        </summary>
        <div className="mt-1 divide-y divide-ink-200 border-b border-ink-200">
          {group.items.map((item) => (
            <Practice key={item.id} item={item} />
          ))}
        </div>
      </details>
    </section>
  ))
}

/** The documents we share on request, and the two ways to ask: a security review call, or an e-mail. */
export function DocumentsRequest({ content }: { content: SecurityPageContent['request'] }) {
  const { id, title, intro, documents, cta, email } = content
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-card bg-secondary-50 p-5 sm:p-8">
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      {intro && <p className="mt-2 leading-relaxed text-ink-700 sm:text-lg">{intro}</p>}
      <CheckList items={documents} mark="document" className="mt-3 space-y-1" itemClassName={`gap-2 ${body}`} />
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <CtaButton cta={cta} className="print:hidden" />
        <a
          href={email.href}
          className="inline-flex min-h-6 items-center gap-2 font-semibold text-secondary-700 hover:underline"
        >
          <Icon name="envelope" className="size-5" />
          {email.label}
        </a>
      </div>
    </section>
  )
}
