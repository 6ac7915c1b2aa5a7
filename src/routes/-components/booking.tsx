// /book: the topic's opening (and the estimate or comparison brought from /pricing), the scheduler (an iframe of the provider's page,
// after the page has painted) with e-mail and phone above it, or e-mail and phone alone when no scheduler is configured.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DisplayText } from '@/components/ui/display-text'
import { EmailAddress } from '@/components/ui/email-address'
import { Icon } from '@/components/ui/icons'
import { LinkedText } from '@/components/ui/linked-text'
import { SampleMark } from '@/components/ui/sample-mark'
import { Section } from '@/components/ui/section'
import { Eyebrow, SectionHeading } from '@/components/ui/section-heading'
import { CONTACT } from '@/content/site'
import type { BookPageContent, BookingTopicContent, ProcessContent } from '@/content/types'
import { BOOKED_EVENT } from '@/names'
import type { BookSearch } from '@/lib/booking'
import { bookingSource, mailtoHref, rememberedCampaign } from '@/lib/booking-page'
import { cn } from '@/lib/cn'
import {
  frameName,
  frameOrigin,
  PROVIDERS,
  readFrameMessage,
  schedulerHref,
  type Prefill,
  type Scheduler,
} from '@/lib/scheduler'

/** A frame that has said nothing by then is taken as blocked or down: the visitor gets the other ways to book. */
const FRAME_TIMEOUT_MS = 6000
/** The frame's height until the scheduler reports its own (Calendly's inline embed is 700 px high by default). */
const FRAME_HEIGHT_PX = 700

/** What a visitor brings from /pricing, in words: the estimate (lib/estimate-link.ts), the comparison (lib/in-house-link.ts). */
export type Carried = { estimate?: string; comparison?: string }
/** What each part of /book is drawn from: the page's words, the topic asked about and what was carried. */
type BookingProps = { content: BookPageContent; topic: BookingTopicContent; carried: Carried }

/**
 * The opening: what the call is about, worded for the topic the visitor asked about, and what they worked out; then
 * what the call goes over. `children`, the way to book when it fits in the opening (e-mail and phone without a
 * scheduler), is the card beside the heading on wide screens (boxes are for what is pressed), right under the lead on
 * phones, and `next` (before, on and after the call) follows it down that column; without them, what the call goes
 * over is that card.
 */
export function BookingIntro({
  content,
  topic,
  carried,
  next,
  children,
}: BookingProps & { next?: ProcessContent; children?: ReactNode }) {
  const { hero } = content
  const covers = <Covers title={hero.coversTitle} items={topic.covers} />
  return (
    <section className="bg-gradient-to-b from-secondary-50 via-white to-white">
      <div className="container-site grid gap-8 py-10 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
        <div>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
          {/* What the call is about, as a line of the call's details, not a second heading. */}
          <p className="mt-5 flex items-center gap-2 text-sm text-ink-600">
            <Icon name="calendar-days" className="size-4 shrink-0 text-ink-500" />
            <span>
              {hero.topicLabel}: <span className="font-semibold text-ink-800">{topic.name}</span>
            </span>
          </p>
          <p className="mt-2 text-lg leading-copy text-ink-700">{topic.lead}</p>
          {(['estimate', 'comparison'] as const).map(
            (kind) =>
              carried[kind] && (
                <div key={kind} className="mt-6 rounded-xl bg-primary-50 p-4">
                  <p className="font-semibold text-primary-900">
                    {content[kind].lead} {carried[kind]}.
                  </p>
                  <p className="mt-1 text-sm text-ink-600">{content[kind].confirm}</p>
                </div>
              ),
          )}
        </div>
        {children ? (
          <>
            <Card className="self-start">{children}</Card>
            <div className="border-t border-ink-200 pt-5">{covers}</div>
          </>
        ) : (
          <Card className="self-start">{covers}</Card>
        )}
        {next && (
          <div id={next.id}>
            {next.eyebrow && <Eyebrow>{next.eyebrow}</Eyebrow>}
            <h2 className="text-2xl font-extrabold tracking-tight">
              <DisplayText text={next.title} />
            </h2>
            <ol className="mt-6">
              {next.items.map((step) => (
                <li key={step.title} className="flex gap-4 pb-5">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary-950 font-display text-sm font-bold text-white tabular-nums"
                  >
                    {step.number}
                  </span>
                  <div>
                    <h3 className="font-bold">
                      <span className="sr-only">Step {step.number}: </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 text-[0.9375rem] leading-copy text-ink-600">
                      <LinkedText text={step.description} />
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  )
}

/** What the call goes over, for the topic asked about. */
function Covers({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h2 className="text-xl font-bold">{title}</h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 leading-relaxed text-ink-800">
            <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            {item}
          </li>
        ))}
      </ul>
    </>
  )
}

/** The e-mail and phone links for a topic: the e-mail's subject and body are written for it (and what was carried). */
function contactLinks(content: BookPageContent, topic: BookingTopicContent, { estimate, comparison }: Carried) {
  const contact = CONTACT[topic.contact]
  const { subject, greeting, request, fields } = content.email
  return {
    email: contact.email,
    emailHref: mailtoHref(contact.email, `${subject}: ${topic.name}`, [
      greeting,
      '',
      `${request}${topic.about ? ` about ${topic.about}` : ''}.`,
      ...(estimate ? [`${content.estimate.email} ${estimate}.`] : []),
      ...(comparison ? [`${content.comparison.email} ${comparison}.`] : []),
      '',
      ...fields,
    ]),
    phone: contact.phone,
    phoneHref: contact.phoneHref,
    sample: contact.sample,
  }
}

/** Without a scheduler: e-mail (written for the topic) and phone, as the way to book, the opening's card. */
export function DirectBooking({ content, topic, carried }: BookingProps) {
  const { id, title, intro, emailHint, phoneHint } = content.direct
  const links = contactLinks(content, topic, carried)
  return (
    <div id={id}>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 leading-copy text-ink-700">{intro}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button href={links.emailHref} variant="primary" icon="envelope" iconPosition="start">
          Email us
        </Button>
        <Button href={links.phoneHref} variant="secondary" icon="phone" iconPosition="start">
          Call {links.phone}
        </Button>
        {links.sample && <SampleMark />}
      </div>
      <p className="mt-4 text-sm leading-relaxed text-ink-600">
        <span className="font-semibold text-ink-900">
          <EmailAddress address={links.email} />
        </span>{' '}
        · {emailHint}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-ink-600">{phoneHint}</p>
    </div>
  )
}

type FrameState = 'loading' | 'ready' | 'failed'

/** The utm_* parameters the visitor arrived with this session, or none where storage is disabled. */
function sessionCampaign() {
  try {
    return rememberedCampaign(window.sessionStorage)
  } catch {
    return {}
  }
}

/**
 * The scheduler: e-mail, phone and a new-tab link first, then the provider's page in a frame that follows its height.
 * The frame is added after hydration (so after the first paint) and shown once its page speaks; until then, and
 * instead when it stays silent, a card in its place offers the new-tab link. A booking it reports shows a
 * confirmation and moves focus to it.
 */
export function Schedule({
  content,
  topic,
  request,
  carried,
  scheduler,
  hydrated,
}: BookingProps & {
  /** What was brought from /pricing as parameters (`carried` has it in words). */
  request: BookSearch
  scheduler: Scheduler
  hydrated: boolean
}) {
  const { id, title, intro, frameTitle, skip, alternatives, prompt, loading, failed, newTab } = content.schedule
  const provider = PROVIDERS[scheduler.provider]
  const links = contactLinks(content, topic, carried)
  const [state, setState] = useState<FrameState>('loading')
  const [height, setHeight] = useState(FRAME_HEIGHT_PX)
  const [booked, setBooked] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const confirmation = useRef<HTMLHeadingElement>(null)

  // What we know, for the scheduler's own fields; read in the browser only (the session's campaign, our host).
  const { topic: topicId, from, button, estimate: param, compare } = request
  const { estimate, comparison } = carried
  const prefill = useMemo<Prefill | undefined>(
    () =>
      hydrated
        ? {
            topic: topic.name,
            topicId: topicId ?? 'general',
            page: from,
            button,
            source: bookingSource({ from, button }),
            estimate: estimate && param ? { line: estimate, param } : undefined,
            comparison: comparison && compare ? { line: comparison, param: compare } : undefined,
            campaign: sessionCampaign(),
            host: window.location.host,
          }
        : undefined,
    [hydrated, topic.name, topicId, from, button, estimate, param, comparison, compare],
  )
  const embed = prefill && schedulerHref(scheduler, prefill, 'embed')
  useEffect(() => {
    const element = frame.current
    if (!embed || !element) return
    const origin = frameOrigin(scheduler)
    function onMessage(event: MessageEvent) {
      // Only the frame's own page, from the provider's origin, is listened to.
      const source = element?.contentWindow
      if (event.origin !== origin || !source || event.source !== source) return
      for (const message of readFrameMessage(scheduler.provider, event.data)) {
        if (message.type === 'reply') source.postMessage(message.message, origin)
        else if (message.type === 'ready') setState('ready')
        else if (message.type === 'height') setHeight(message.px)
        else if (message.type === 'failed') setState('failed')
        else if (message.type === 'booked') {
          setBooked(true)
          // Analytics (lib/analytics-client.ts) counts it; without analytics this is left out of the build.
          if (import.meta.env.ANALYTICS) document.dispatchEvent(new Event(BOOKED_EVENT))
        }
      }
    }
    const offline = () => setState((now) => (now === 'ready' ? now : 'failed'))
    window.addEventListener('message', onMessage)
    window.addEventListener('offline', offline)
    // The frame loads once the page listens, so none of its first messages is missed.
    element.src = embed
    const silence = navigator.onLine ? FRAME_TIMEOUT_MS : 0
    const timer = setTimeout(() => setState((now) => (now === 'loading' ? 'failed' : now)), silence)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      window.removeEventListener('offline', offline)
    }
  }, [embed, scheduler])

  useEffect(() => {
    if (booked) confirmation.current?.focus()
  }, [booked])

  const pageHref = prefill ? schedulerHref(scheduler, prefill, 'page') : scheduler.url
  const shown = embed !== undefined && state === 'ready'
  const message = !embed ? prompt : state === 'failed' ? failed : loading
  return (
    <Section id={id} tone="green">
      {booked && (
        <Card className="mx-auto mb-12 max-w-3xl">
          <Icon name="check-circle" className="size-12 text-primary-700" />
          <h2 ref={confirmation} tabIndex={-1} className="mt-4 text-2xl font-extrabold outline-none">
            {content.booked.title}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">{content.booked.body}</p>
          <a
            href={`#${content.next.id}`}
            className="mt-4 inline-flex min-h-6 font-semibold text-secondary-700 underline"
          >
            {content.next.eyebrow}
          </a>
        </Card>
      )}
      <SectionHeading title={title} intro={intro} />
      <p className="mx-auto mt-6 max-w-3xl text-center leading-relaxed text-ink-800">
        <span className="font-semibold">{alternatives}</span>{' '}
        <a href={links.emailHref} className="font-semibold text-secondary-700 underline">
          Email <EmailAddress address={links.email} />
        </a>{' '}
        or{' '}
        <a href={links.phoneHref} className="font-semibold whitespace-nowrap text-secondary-700 underline">
          call {links.phone}
        </a>{' '}
        ({CONTACT.hours.text}).{links.sample && <SampleMark className="ml-1 align-middle" />}
      </p>
      <div className="mx-auto mt-8 max-w-5xl">
        <a
          href={`#${content.next.id}`}
          className="sr-only rounded-lg bg-secondary-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:mb-4 focus:inline-block"
        >
          {skip}
        </a>
        {/* Edge to edge on phones: the providers' pages need 320 px, the width of the smallest phone. */}
        <div className="relative -mx-4 overflow-hidden bg-white shadow-card ring-1 ring-ink-200/70 sm:mx-0 sm:rounded-card">
          {embed && (
            // Inert and covered until its page speaks; it renders meanwhile (a hidden frame's page may not measure itself).
            <iframe
              ref={frame}
              name={frameName(scheduler)}
              title={`${frameTitle} (${provider.name})`}
              inert={!shown}
              className="block w-full border-0"
              style={{ height }}
            />
          )}
          {!shown && (
            <div
              className={cn(
                'flex flex-col items-center justify-center gap-5 bg-white px-6 py-10 text-center',
                embed && 'absolute inset-0',
              )}
              style={embed ? undefined : { minHeight: FRAME_HEIGHT_PX }}
            >
              <Icon name="calendar-days" className="size-12 text-primary-700" />
              <p aria-live="polite" className="max-w-md text-lg leading-relaxed text-ink-700">
                {message}
              </p>
              <Button href={pageHref} target="_blank" rel="noopener noreferrer" variant="primary" icon="arrow-up-right">
                {newTab}
                <span className="sr-only"> (opens {provider.name} in a new tab)</span>
              </Button>
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}
