// /security's first screen, at a glance: the page's heading and when it was last reviewed, each control with its status
// ("In place", "Aligned, not certified") linking to where the page states it whole, and the documents a buyer can ask
// for with the terms they are shared on and the way to ask. It stands in place of a hero: a buyer checking a vendor
// wants the controls first. Plain markup that reads and prints without JavaScript.
import { CtaButton } from '@/components/sections/cta-button'
import { Icon } from '@/components/ui/icons'
import type { ControlStatus, SecurityPageContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import type { IconName } from '@/names'

/** Each status's mark and colours: a status a buyer reads before the words. */
const STATUS: Record<ControlStatus, { icon: IconName; tone: string }> = {
  'in-place': { icon: 'check-circle', tone: 'bg-primary-50 text-primary-800 ring-primary-200' },
  aligned: { icon: 'scale', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  nda: { icon: 'lock-closed', tone: 'bg-secondary-50 text-secondary-800 ring-secondary-200' },
  request: { icon: 'envelope', tone: 'bg-secondary-50 text-secondary-800 ring-secondary-200' },
}

export function Status({ status, label }: { status: ControlStatus; label: string }) {
  const { icon, tone } = STATUS[status]
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs leading-tight font-semibold ring-1',
        tone,
      )}
    >
      <Icon name={icon} className="size-3.5 shrink-0" />
      {label}
    </span>
  )
}

export function SecurityOverview({ content }: { content: SecurityPageContent }) {
  const { hero, reviewed, glance } = content
  return (
    <section className="border-b border-ink-200 bg-gradient-to-b from-secondary-50 to-white">
      <div className="container-site grid gap-x-12 gap-y-5 pt-5 pb-8 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:pt-14 lg:pb-12">
        <div className="lg:row-span-2">
          {hero.eyebrow && (
            <p className="text-xs font-bold tracking-wider text-primary-700 uppercase sm:text-sm">{hero.eyebrow}</p>
          )}
          <h1 className="mt-1.5 text-[1.75rem] leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-2 text-sm font-semibold text-ink-600">
            {reviewed.label} <time dateTime={reviewed.date}>{formatDate(reviewed.date)}</time>
          </p>
          <div className="mt-4 hidden space-y-3 text-lg leading-relaxed text-ink-600 lg:block">
            {hero.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Documents content={content} className="mt-8 hidden lg:block" />
        </div>

        <section aria-labelledby="glance-title">
          <h2 id="glance-title" className="text-xs font-bold tracking-wider text-ink-600 uppercase sm:text-sm">
            {glance.title}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:gap-3">
            {glance.controls.map((control) => (
              <li key={control.id}>
                <a
                  href={`#${control.id}`}
                  className="hover:ring-secondary-400 flex h-full flex-col items-start justify-between gap-1.5 rounded-xl bg-white p-3 shadow-sm ring-1 ring-ink-200 sm:p-4"
                >
                  <span className="text-sm leading-snug font-semibold text-ink-900 sm:text-base">{control.title}</span>
                  <Status status={control.status} label={glance.statuses[control.status]} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <Documents content={content} className="lg:hidden" />
      </div>
    </section>
  )
}

/** The documents a buyer can ask for, the terms they are shared on, and the way to ask. */
function Documents({ content, className }: { content: SecurityPageContent; className?: string }) {
  const { glance, request } = content
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-xs font-bold tracking-wider text-ink-600 uppercase sm:text-sm">{glance.documents.title}</h2>
        <Status status={glance.documents.status} label={glance.statuses[glance.documents.status]} />
      </div>
      <ul className="mt-2 space-y-0.5 text-sm leading-snug text-ink-800 sm:text-base">
        {request.documents.map((document) => (
          <li key={document} className="flex gap-2">
            <Icon name="document-text" className="mt-0.5 size-4 shrink-0 text-secondary-700" />
            {document}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <CtaButton cta={request.cta} className="print:hidden" />
        <a
          href={`#${request.id}`}
          className="min-h-6 text-sm font-semibold text-secondary-700 underline underline-offset-4"
        >
          {request.title}
        </a>
      </div>
    </div>
  )
}
