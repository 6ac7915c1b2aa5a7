import { Link } from '@tanstack/react-router'
import { CardGrid, GridCard, IconBadge } from '@/components/ui/card'
import { ArrowText } from '@/components/ui/arrow-text'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { serviceCards } from '@/content/registry'
import { REPORTS } from '@/content/pages/reports'
import type { ServiceId } from '@/content/registry'
import type { SectionIntro } from '@/content/types'

/**
 * /services: a card for each service with what it is, who it is for, the report its page shows as its sample, its
 * from-price and the way to its page.
 */
export function ServiceSummaries({
  content,
  summaries,
}: {
  content: SectionIntro
  summaries: Record<ServiceId, { audience: string; price: string }>
}) {
  const { id, eyebrow, title, intro } = content
  return (
    <Section id={id} tone="tint">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <CardGrid columns={2}>
        {serviceCards.map((item, index) => {
          // serviceCards holds the services' cards alone.
          const { audience, price } = summaries[item.id as ServiceId]
          return (
            <GridCard key={item.title} className="group relative flex w-full flex-col hover:shadow-lift max-sm:p-5">
              <div className="flex items-center gap-3 sm:gap-4">
                <IconBadge name={item.icon} tone={index % 2 ? 'blue' : 'green'} className="max-sm:size-10" />
                <h3 className="text-lg leading-snug font-bold sm:text-xl">{item.title}</h3>
              </div>
              <dl className="mt-4 flex-1 space-y-2 text-[0.9375rem] leading-copy sm:mt-5 sm:space-y-3 sm:text-base">
                <div>
                  <dt className="text-sm font-bold text-ink-900">What it is</dt>
                  <dd className="text-ink-600">{item.description}</dd>
                </div>
                <div>
                  <dt className="text-sm font-bold text-ink-900">Who it is for</dt>
                  <dd className="text-ink-600">{audience}</dd>
                </div>
                <div>
                  <dt className="text-sm font-bold text-ink-900">Sample report</dt>
                  <dd className="text-ink-600">{REPORTS[item.id as ServiceId]}</dd>
                </div>
              </dl>
              <p className="mt-4 font-semibold text-primary-800">{price}</p>
              <Link
                {...item.link}
                className="mt-4 block leading-6 font-semibold text-secondary-700 group-hover:underline after:absolute after:inset-0 after:rounded-card"
              >
                <ArrowText text={`See ${item.title.toLowerCase()}`} />
              </Link>
            </GridCard>
          )
        })}
      </CardGrid>
    </Section>
  )
}
