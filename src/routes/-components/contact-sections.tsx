import type { ReactNode } from 'react'
import { CtaButton } from '@/components/sections/cta-button'
import { Card, CardGrid, GridCard, IconBadge } from '@/components/ui/card'
import { EmailAddress } from '@/components/ui/email-address'
import { Icon } from '@/components/ui/icons'
import { SampleBlock, SampleMark } from '@/components/ui/sample-mark'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { OFFICES, telHref } from '@/content/site'
import type { ContactChannel, ContactPageContent } from '@/content/types'
import { Flag } from './flag'

/** The ways to reach a channel, each a link with its icon: its e-mail and its phone. */
function Ways({ channel, className }: { channel: Pick<ContactChannel, 'email' | 'phone'>; className: string }) {
  const { email, phone } = channel
  const ways = [
    { icon: 'envelope', href: `mailto:${email}`, label: <EmailAddress address={email} /> },
    { icon: 'phone', href: telHref(phone), label: phone },
  ] as const
  return (
    <ul className={className}>
      {ways.map((way) => (
        <li key={way.icon}>
          <a
            href={way.href}
            className="inline-flex min-h-6 max-w-full items-center gap-2 text-secondary-700 hover:underline"
          >
            <Icon name={way.icon} className="size-5" />
            <span className="min-w-0">{way.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The 'Book a Free Consultation' pitch: what the call covers, and the way to /book. */
export function BookingSection({ content }: { content: ContactPageContent['booking'] }) {
  const { id, eyebrow, title, intro, steps, note, cta, direct } = content
  return (
    <Section id={id} tone="green" tabIndex={-1} className="outline-none">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="start" />
          <ol className="mt-8 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex items-start gap-4">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary-950 font-display text-sm font-bold text-white tabular-nums">
                  {index + 1}
                </span>
                <span className="pt-1 leading-copy text-ink-800">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <Card className="self-start">
          <h3 className="text-xl font-bold">How to Book</h3>
          <CtaButton cta={cta} className="mt-5" />
          <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-ink-600">
            {direct.text}
            {direct.sample && <SampleMark />}
          </p>
          <Ways channel={direct} className="mt-2 space-y-2 font-semibold" />
          <p className="mt-6 border-t border-ink-200 pt-5 text-sm leading-copy text-ink-600">{note}</p>
        </Card>
      </div>
    </Section>
  )
}

/**
 * Each channel's e-mail and phone. While the owner has confirmed none, one "Sample" mark over the cards and a gold rule
 * down them (SampleBlock); once some are, a mark on each channel still a sample (a mark on every card read as noise on
 * the page a buyer checks).
 */
export function ContactChannels({ content }: { content: ContactPageContent['channels'] }) {
  const { id, eyebrow, title, intro, items } = content
  const allSamples = items.every((item) => item.sample)
  return (
    <Section id={id}>
      <SideBySide heading={<SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}>
        <SampleBlock sample={allSamples}>
          <CardGrid columns={2} narrow>
            {items.map((item, index) => (
              <GridCard key={item.title} className="w-full min-w-0">
                <IconBadge name={index ? 'briefcase' : 'chat-bubble-left-right'} tone={index ? 'blue' : 'green'} />
                <div className="mt-5 flex items-start gap-3">
                  <h3 className="text-xl font-bold">{item.title}</h3>
                  {item.sample && !allSamples && <SampleMark className="mt-1 ml-auto" />}
                </div>
                <p className="mt-2 leading-copy text-ink-600">{item.description}</p>
                <Ways channel={item} className="mt-5 space-y-2 font-semibold" />
              </GridCard>
            ))}
          </CardGrid>
        </SampleBlock>
      </SideBySide>
    </Section>
  )
}

/** From `lg` a section's heading beside its two cards, which had left a third of the row empty under it. */
function SideBySide({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
      {heading}
      <div>{children}</div>
    </div>
  )
}

/** Whether an office has a branch the owner has yet to confirm. */
const hasSample = (office: (typeof OFFICES)[number]) => office.branches.some((branch) => branch.sample)

/**
 * Each office with its branches: one "Sample" mark over the cards and a gold rule down them while every office has a
 * branch to confirm, else the mark beside each country that has one.
 */
export function Offices({ content }: { content: ContactPageContent['offices'] }) {
  const { id, eyebrow, title, intro } = content
  const allSamples = OFFICES.every(hasSample)
  return (
    <Section id={id} tone="tint">
      <SideBySide heading={<SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}>
        <SampleBlock sample={allSamples}>
          <CardGrid columns={2} narrow>
            {OFFICES.map((office) => (
              <GridCard key={office.country} className="w-full">
                <div className="flex items-center gap-3">
                  <Flag code={office.flag} country={office.country} />
                  <h3 className="text-xl font-bold">{office.country}</h3>
                  {hasSample(office) && !allSamples && <SampleMark className="ml-auto" />}
                </div>
                <ul className="mt-5 space-y-3">
                  {office.branches.map((branch) => (
                    <li key={branch.location} className="flex items-start gap-3">
                      <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                      <span>
                        <span className="block font-semibold text-ink-900">{branch.location}</span>
                        <span className="text-sm text-ink-600">{branch.state}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </GridCard>
            ))}
          </CardGrid>
        </SampleBlock>
      </SideBySide>
    </Section>
  )
}
