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
import type { FoldOnPhone } from './fold-on-phone'

const h2 = 'tw:text-xl tw:font-extrabold tw:tracking-tight tw:sm:text-3xl'
/** The practices' text: a size smaller on a phone, where the page is read as a reference. */
const body = 'tw:text-[0.9375rem] tw:leading-normal tw:text-ink-700 tw:sm:text-base tw:sm:leading-relaxed'

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

/**
 * The sections as links to their anchors: two columns below `lg` (one took a phone's whole second screen), a column beside the text from `lg`. A link to a
 * folded group opens it.
 */
export function Contents({ content, fold }: { content: SecurityPageContent; fold: FoldOnPhone }) {
  const { contentsTitle, baseline, groups, request } = content
  const entries = [baseline, ...groups, request]
  const current = useSectionInView(entries.map((entry) => entry.id!))
  return (
    <nav aria-label={contentsTitle} className="tw:lg:sticky tw:lg:top-24 tw:lg:self-start tw:print:hidden">
      <h2 className="tw:text-xs tw:font-bold tw:tracking-wider tw:text-ink-600 tw:uppercase">{contentsTitle}</h2>
      <ul className="tw:mt-2 tw:grid tw:grid-cols-2 tw:gap-x-4 tw:lg:block tw:lg:space-y-0.5 tw:lg:border-l tw:lg:border-ink-200">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={() => fold.open(entry.id!)}
              aria-current={current === entry.id ? 'location' : undefined}
              className="tw:-ml-px tw:flex tw:min-h-11 tw:items-center tw:lg:min-h-8 tw:border-l-2 tw:border-transparent tw:py-1 tw:pl-2 tw:text-sm tw:leading-snug tw:font-semibold tw:text-secondary-700 tw:hover:text-secondary-900 tw:aria-[current]:border-primary-700 tw:aria-[current]:text-ink-900 tw:lg:pl-3"
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
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      <dl className="tw:mt-4 tw:divide-y tw:divide-ink-200 tw:border-y tw:border-ink-200">
        {items.map((item) => (
          <div
            key={item.term}
            className="tw:grid tw:gap-0.5 tw:py-2.5 tw:sm:grid-cols-[9rem_1fr] tw:sm:gap-6 tw:sm:py-3"
          >
            <dt className="tw:font-bold tw:text-ink-900">{item.term}</dt>
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
    <ul className="tw:mt-1.5 tw:space-y-1">
      {items.map((item) => (
        <li key={item} className={`tw:flex tw:items-start tw:gap-2 ${body}`}>
          <span className="tw:mt-0.5 tw:inline-flex tw:size-5 tw:shrink-0 tw:items-center tw:justify-center tw:rounded-full tw:bg-red-50 tw:text-red-700 tw:ring-1 tw:ring-red-200">
            <Icon name="x-mark" className="tw:size-3.5" />
          </span>
          <span>
            <span className="tw:sr-only">Never: </span>
            {item}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Practice({ item }: { item: TrustItem }) {
  return (
    <article
      id={item.id}
      aria-labelledby={`${item.id}-title`}
      className="tw:max-w-3xl tw:py-3 tw:sm:py-4 tw:xl:border-t tw:xl:border-ink-200"
    >
      <h3 id={`${item.id}-title`} className="tw:font-bold tw:sm:text-lg">
        {item.title}
      </h3>
      <LinkedParagraphs texts={item.paragraphs} className={`tw:mt-1 tw:space-y-2 ${body}`} />
      {item.list && (
        <>
          {item.listTitle && <p className="tw:mt-2 tw:font-semibold tw:text-ink-800">{item.listTitle}</p>}
          {item.never ? (
            <NeverList items={item.list} />
          ) : (
            <CheckList
              items={item.list}
              className="tw:mt-1.5 tw:space-y-1"
              itemClassName="gap-2 leading-relaxed text-ink-700"
            />
          )}
        </>
      )}
      {item.tools && <ToolTags tools={item.tools} title={item.title} className="tw:mt-2" />}
    </article>
  )
}

/**
 * Each group under its heading, each practice under its own heading and anchor, between thin rules (two to a row from
 * xl); on a phone each group folds under its heading once the page runs (fold-on-phone.ts), and prints open.
 */
export function TrustGroups({ groups, fold }: { groups: TrustGroup[]; fold: FoldOnPhone }) {
  return groups.map((group) => (
    <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
      <h2 id={`${group.id}-title`} className={h2}>
        {group.title}
      </h2>
      {group.intro && (
        <p className="tw:mt-2 tw:max-w-3xl tw:leading-relaxed tw:text-ink-600 tw:sm:text-lg">{group.intro}</p>
      )}
      <details
        open={fold.isOpen(group.id)}
        data-fold={fold.pending ? 'pending' : undefined}
        onToggle={fold.onToggle(group.id)}
        className="tw:group/fold tw:print:[&::details-content]:[content-visibility:visible]"
      >
        {/* Folded, the group's practices by title under their count, so the page reads as what it covers. */}
        <summary className="tw:flex tw:cursor-pointer tw:flex-col tw:items-start tw:border-b tw:border-ink-200 tw:py-2.5 tw:text-sm tw:group-open/fold:border-b-0 tw:lg:hidden tw:print:hidden">
          <span className="tw:inline-flex tw:min-h-6 tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
            {group.items.length} {group.items.length === 1 ? 'practice' : 'practices'}
            <Icon name="chevron-down" className="tw:size-4 tw:transition-transform tw:group-open/fold:rotate-180" />
          </span>
          <span className="tw:mt-0.5 tw:max-w-3xl tw:text-ink-600 tw:group-open/fold:hidden">
            {group.items.map((item) => item.title).join(' · ')}
          </span>
        </summary>
        {/* From xl two to a row, each row under one rule as a ledger's lines: a desktop reads it in fewer screens. */}
        <div className="tw:mt-1 tw:divide-y tw:divide-ink-200 tw:border-b tw:border-ink-200 tw:xl:grid tw:xl:grid-cols-2 tw:xl:gap-x-10 tw:xl:divide-y-0">
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
    <section id={id} aria-labelledby={`${id}-title`} className="tw:rounded-card tw:bg-secondary-50 tw:p-5 tw:sm:p-8">
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      {intro && <p className="tw:mt-2 tw:max-w-3xl tw:leading-relaxed tw:text-ink-700 tw:sm:text-lg">{intro}</p>}
      <CheckList items={documents} mark="document" className="tw:mt-3 tw:space-y-1" itemClassName={`gap-2 ${body}`} />
      <div className="tw:mt-5 tw:flex tw:flex-wrap tw:items-center tw:gap-x-6 tw:gap-y-3">
        <CtaButton cta={cta} className="tw:print:hidden" />
        <a
          href={email.href}
          className="tw:inline-flex tw:min-h-6 tw:items-center tw:gap-2 tw:font-semibold tw:text-secondary-700 tw:hover:underline"
        >
          <Icon name="envelope" className="tw:size-5" />
          {email.label}
        </a>
      </div>
    </section>
  )
}
