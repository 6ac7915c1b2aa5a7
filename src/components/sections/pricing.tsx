import type { PricingContent } from '@/content/types'
import { Button } from '@/components/ui/button'
import { CtaButton } from './cta-button'
import { TickList } from './checklist'
import { LinkedText } from '@/components/ui/linked-text'
import { Section } from '@/components/ui/section'
import { Eyebrow } from '@/components/ui/section-heading'

/** The price in one line, what it includes, and the way to the cost estimator (and a booking button, if given). */
export function Pricing({ content, estimatorLink = true }: { content: PricingContent; estimatorLink?: boolean }) {
  const { id = 'pricing', eyebrow, title, intro, price, unit, points, note, cta } = content
  return (
    <Section id={id} tone="tint">
      <div className="grid gap-x-14 gap-y-6 lg:grid-cols-[1fr_1.15fr]">
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">{title}</h2>
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
            <span className="font-display text-4xl font-extrabold text-secondary-950 tabular-nums sm:text-5xl">
              {price}
            </span>
            <span className="text-base font-semibold text-ink-600">{unit}</span>
          </p>
          {intro && (
            <p className="mt-3 text-[0.9375rem] leading-copy text-ink-600 sm:text-base">
              <LinkedText text={intro} />
            </p>
          )}
          {note && (
            <p className="mt-2 text-sm text-ink-600">
              <LinkedText text={note} />
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
            {cta && <CtaButton cta={cta} size="md" />}
            {estimatorLink && (
              <Button link={{ to: '/pricing' }} variant="link" icon="arrow-right">
                Estimate your monthly cost
              </Button>
            )}
          </div>
        </div>
        <TickList items={points} columns={2} className="self-start lg:mt-8" />
      </div>
    </Section>
  )
}
