// /security's first screen, at a glance: the page's heading and when it was last reviewed, each control with its status
// ("In place", "Aligned, not certified") linking to where the page states it whole, and the documents a buyer can ask
// for with the terms they are shared on and the way to ask. It stands in place of a hero: a buyer checking a vendor
// wants the controls first. Plain markup that reads and prints without JavaScript.
import { useEffect, useRef } from 'react'
import { CtaButton } from '@/components/sections/cta-button'
import { DisplayText } from '@/components/ui/display-text'
import { Eyebrow } from '@/components/ui/section-heading'
import { Icon } from '@/components/ui/icons'
import type { ControlStatus, SecurityPageContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import type { IconName } from '@/names'
import securityCss from './security.css?url'

/** Each status's mark and colors: a status a buyer reads before the words. */
const STATUS: Record<ControlStatus, { icon: IconName; tone: string }> = {
  'in-place': { icon: 'check-circle', tone: 'tw:bg-primary-50 tw:text-primary-800 tw:ring-primary-200' },
  aligned: { icon: 'scale', tone: 'tw:bg-amber-50 tw:text-amber-900 tw:ring-amber-200' },
  nda: { icon: 'lock-closed', tone: 'tw:bg-secondary-50 tw:text-secondary-800 tw:ring-secondary-200' },
  request: { icon: 'envelope', tone: 'tw:bg-secondary-50 tw:text-secondary-800 tw:ring-secondary-200' },
}

export function Status({ status, label }: { status: ControlStatus; label: string }) {
  const { icon, tone } = STATUS[status]
  return (
    <span
      className={cn(
        'tw:inline-flex tw:items-center tw:gap-1 tw:rounded-md tw:px-1.5 tw:py-0.5 tw:text-xs tw:leading-tight tw:font-semibold tw:ring-1',
        tone,
      )}
    >
      <Icon name={icon} className="tw:size-3.5 tw:shrink-0" />
      {label}
    </span>
  )
}

export function SecurityOverview({ content }: { content: SecurityPageContent }) {
  const { hero, reviewed, glance } = content
  const stylesheet = useRef<HTMLLinkElement>(null)
  // Reached by a link to one of its statements from another page (/security#access-control), the router brings it into
  // view as soon as the page is drawn, which can be before this page's stylesheet has loaded: the statement then moves
  // away as the styles arrive. Once they have, it is brought back. (A page loaded whole has its stylesheet already.)
  useEffect(() => {
    const link = stylesheet.current
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!link || link.sheet || !id) return
    const back = () => document.getElementById(id)?.scrollIntoView()
    link.addEventListener('load', back, { once: true })
    return () => link.removeEventListener('load', back)
  }, [])
  return (
    <section className="tw:border-b tw:border-ink-200 tw:bg-gradient-to-b tw:from-secondary-50 tw:to-white">
      {/* The page's own utilities (security.css), before the first element that uses them. */}
      <link ref={stylesheet} rel="stylesheet" href={securityCss} />
      <div className="tw:grid tw:gap-x-12 tw:gap-y-5 tw:pt-5 tw:pb-8 tw:sm:pt-10 tw:lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] tw:lg:pt-14 tw:lg:pb-12 container-site">
        <div className="tw:lg:row-span-2">
          {hero.eyebrow && <Eyebrow>{hero.eyebrow}</Eyebrow>}
          <h1 className="tw:mt-1.5 tw:text-[1.75rem] tw:leading-tight tw:font-extrabold tw:tracking-tight tw:sm:text-4xl tw:lg:text-5xl">
            <DisplayText text={hero.title} />
          </h1>
          <p className="tw:mt-2 tw:text-sm tw:font-semibold tw:text-ink-600">
            {reviewed.label} <time dateTime={reviewed.date}>{formatDate(reviewed.date)}</time>
          </p>
          <div className="tw:mt-4 tw:space-y-3 tw:leading-relaxed tw:text-ink-600 tw:sm:text-lg">
            {hero.lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Documents content={content} className="tw:mt-8 tw:hidden tw:lg:block" />
        </div>

        <section aria-labelledby="glance-title">
          <h2
            id="glance-title"
            className="tw:text-xs tw:font-bold tw:tracking-wider tw:text-ink-600 tw:uppercase tw:sm:text-sm"
          >
            {glance.title}
          </h2>
          <ul className="tw:mt-2 tw:grid tw:grid-cols-2 tw:gap-2 tw:sm:gap-3">
            {glance.controls.map((control) => (
              <li key={control.id}>
                <a
                  href={`#${control.id}`}
                  className="tw:flex tw:h-full tw:flex-col tw:items-start tw:justify-between tw:gap-1.5 tw:rounded-xl tw:bg-white tw:p-3 tw:shadow-sm tw:ring-1 tw:ring-ink-200 tw:hover:ring-secondary-500 tw:sm:p-4"
                >
                  <span className="tw:text-sm tw:leading-snug tw:font-semibold tw:text-ink-900 tw:sm:text-base">
                    {control.title}
                  </span>
                  <Status status={control.status} label={glance.statuses[control.status]} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <Documents content={content} className="tw:lg:hidden" />
      </div>
    </section>
  )
}

/** The documents a buyer can ask for, the terms they are shared on, and the way to ask. */
function Documents({ content, className }: { content: SecurityPageContent; className?: string }) {
  const { glance, request } = content
  return (
    <div className={className}>
      <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-x-3 tw:gap-y-1">
        <h2 className="tw:text-xs tw:font-bold tw:tracking-wider tw:text-ink-600 tw:uppercase tw:sm:text-sm">
          {glance.documents.title}
        </h2>
        <Status status={glance.documents.status} label={glance.statuses[glance.documents.status]} />
      </div>
      <ul className="tw:mt-2 tw:space-y-0.5 tw:text-sm tw:leading-snug tw:text-ink-800 tw:sm:text-base">
        {request.documents.map((document) => (
          <li key={document} className="tw:flex tw:gap-2">
            <Icon name="document-text" className="tw:mt-0.5 tw:size-4 tw:shrink-0 tw:text-secondary-700" />
            {document}
          </li>
        ))}
      </ul>
      <div className="tw:mt-3 tw:flex tw:flex-wrap tw:items-center tw:gap-x-5 tw:gap-y-2">
        <CtaButton cta={request.cta} className="tw:print:hidden" />
        <a
          href={`#${request.id}`}
          className="tw:min-h-6 tw:text-sm tw:font-semibold tw:text-secondary-700 tw:underline tw:underline-offset-4"
        >
          {request.title}
        </a>
      </div>
    </div>
  )
}
