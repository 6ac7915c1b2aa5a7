// /security's sections: the table of contents, the baseline, the practices by group (each under its own anchor) and
// the way to ask for the documents. Plain markup that reads and prints without JavaScript (a partner sends the page to
// their IT): no accordion, nothing hidden, no card that breaks across a printed page.
import { CtaButton } from '@/components/sections/cta-button'
import { AnchorLinks } from '@/components/ui/anchor-links'
import { CheckList } from '@/components/ui/check-item'
import { Icon } from '@/components/ui/icons'
import { LinkedParagraphs } from '@/components/ui/linked-text'
import { ToolTags } from '@/components/ui/tool-tags'
import type { SecurityPageContent, TrustGroup } from '@/content/types'
import { formatDate } from '@/lib/format'

const h2 = 'scroll-mt-24 text-2xl font-extrabold tracking-tight sm:text-3xl'

/** The groups as a list of links, beside the text on wide screens; with the date the owner last reviewed the page. */
export function Contents({ content }: { content: SecurityPageContent }) {
  const { contentsTitle, baseline, groups, request, reviewed } = content
  const entries = [baseline, ...groups, request]
  return (
    <div className="lg:sticky lg:top-24 lg:self-start">
      <p className="text-sm font-semibold text-ink-600">
        {reviewed.label} <time dateTime={reviewed.date}>{formatDate(reviewed.date)}</time>
      </p>
      <nav aria-label={contentsTitle} className="mt-6 print:hidden">
        <h2 className="text-sm font-bold tracking-wider text-ink-600 uppercase">{contentsTitle}</h2>
        <AnchorLinks entries={entries} />
      </nav>
    </div>
  )
}

/** The baseline as terms and their details. */
export function Baseline({ content }: { content: SecurityPageContent }) {
  const { id, title, items } = content.baseline
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      <dl className="mt-6 divide-y divide-ink-200 rounded-card bg-white ring-1 ring-ink-200 print:ring-0">
        {items.map((item) => (
          <div key={item.term} className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr] sm:gap-6">
            <dt className="font-bold text-ink-900">{item.term}</dt>
            <dd className="leading-relaxed text-ink-700">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Each group under its heading, each practice under its own heading and anchor. */
export function TrustGroups({ groups }: { groups: TrustGroup[] }) {
  return groups.map((group) => (
    <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
      <h2 id={`${group.id}-title`} className={h2}>
        {group.title}
      </h2>
      {group.intro && <p className="mt-3 text-lg leading-relaxed text-ink-600">{group.intro}</p>}
      <div className="mt-6 divide-y divide-ink-200 rounded-card bg-white ring-1 ring-ink-200 print:ring-0">
        {group.items.map((item) => (
          <article
            key={item.id}
            id={item.id}
            aria-labelledby={`${item.id}-title`}
            className="scroll-mt-24 break-inside-avoid p-5 sm:p-6"
          >
            <h3 id={`${item.id}-title`} className="text-lg font-bold">
              {item.title}
            </h3>
            <LinkedParagraphs texts={item.paragraphs} className="mt-2 space-y-3 leading-relaxed text-ink-700" />
            {item.list && (
              <>
                {item.listTitle && <p className="mt-3 font-semibold text-ink-800">{item.listTitle}</p>}
                <CheckList
                  items={item.list}
                  className="mt-2 space-y-1.5"
                  itemClassName="gap-2 leading-relaxed text-ink-700"
                />
              </>
            )}
            {item.tools && <ToolTags tools={item.tools} title={item.title} className="mt-3" />}
          </article>
        ))}
      </div>
    </section>
  ))
}

/** The documents we share on request, and the two ways to ask: a security review call, or an e-mail. */
export function DocumentsRequest({ content }: { content: SecurityPageContent['request'] }) {
  const { id, title, intro, documents, cta, email } = content
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-card bg-secondary-50 p-6 sm:p-8">
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg leading-relaxed text-ink-700">{intro}</p>}
      <CheckList
        items={documents}
        mark="document"
        className="mt-4 space-y-1.5"
        itemClassName="gap-2 leading-relaxed text-ink-800"
      />
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
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
