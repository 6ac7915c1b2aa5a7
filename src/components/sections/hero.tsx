import type { HeroContent } from '@/content/types'
import { REVIEWS } from '@/content/site'
import { CtaButton } from './cta-button'
import { CheckList } from '@/components/ui/check-item'
import { Illustration } from '@/components/ui/illustrations'
import { Rating } from '@/components/ui/rating'

/** The page's opening: its one h1, the lead, the booking button and the illustration. */
export function Hero({ content }: { content: HeroContent }) {
  const { eyebrow, title, lead, cta, secondaryCta, rating, highlights, illustration } = content
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-secondary-50 via-white to-white">
      <div className="container-site grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
        <div>
          {eyebrow && <p className="mb-4 text-sm font-bold tracking-wider text-primary-700 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-[3.5rem]">{title}</h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-600">
            {lead.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {highlights && (
            <CheckList
              items={highlights}
              className="mt-6 grid gap-2 sm:grid-cols-2"
              itemClassName="gap-2 text-[0.9375rem] font-medium text-ink-800"
            />
          )}
          <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
            <CtaButton cta={cta} />
            {secondaryCta && <CtaButton cta={secondaryCta} variant="tertiary" />}
          </div>
          {rating && <Rating stars={REVIEWS.rating} caption={REVIEWS.caption} className="mt-6" />}
        </div>
        {/* Its id: the first paint waits for the hero's last element (FIRST_SCREEN in scripts/prerender.mjs). */}
        <Illustration id="hero-art" name={illustration} priority className="mx-auto max-w-xl print:hidden" />
      </div>
    </section>
  )
}
