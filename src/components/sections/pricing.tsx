import type { PricingContent } from '@/content/types'
import { Button } from '@/components/ui/button'
import { CtaButton } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { LinkedText } from '@/components/ui/linked-text'
import { Section } from '@/components/ui/section'

/** The rate, what it includes, the booking button and the way to the cost estimator. */
export function Pricing({ content, estimatorLink = true }: { content: PricingContent; estimatorLink?: boolean }) {
  const { id = 'pricing', eyebrow, title, intro, price, unit, points, note, cta } = content
  return (
    <Section id={id} tone="blue">
      <div className="grid items-center gap-10 rounded-[2rem] bg-white p-6 shadow-card ring-1 ring-secondary-100 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:p-14">
        <div>
          {eyebrow && <p className="mb-3 text-sm font-bold tracking-wider text-primary-700 uppercase">{eyebrow}</p>}
          <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
          {intro && (
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              <LinkedText text={intro} />
            </p>
          )}
          <p className="mt-6 flex items-baseline gap-1">
            <span className="font-display text-5xl font-extrabold text-secondary-900 sm:text-6xl">{price}</span>
            <span className="text-lg font-semibold text-ink-600">{unit}</span>
          </p>
          {note && (
            <p className="mt-3 text-sm text-ink-600">
              <LinkedText text={note} />
            </p>
          )}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <CtaButton cta={cta} />
            {estimatorLink && (
              <Button link={{ to: '/pricing' }} variant="link" icon="arrow-right">
                Estimate your monthly cost
              </Button>
            )}
          </div>
        </div>
        <ul className="grid gap-3">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-ink-800">
              <Icon name="check-circle" className="mt-0.5 size-6 shrink-0 text-primary-700" />
              <span className="leading-relaxed">
                <LinkedText text={point} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
