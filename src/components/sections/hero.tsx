import type { HeroContent } from '@/content/types'
import { REVIEWS } from '@/content/site'
import { cn } from '@/lib/cn'
import { CtaButton } from './cta-button'
import { SampleDocument } from './sample-document'
import { DisplayText } from '@/components/ui/display-text'
import { Icon } from '@/components/ui/icons'
import { Illustration } from '@/components/ui/illustrations'
import { Rating } from '@/components/ui/rating'
import { TrailingSampleMark } from '@/components/ui/sample-mark'
import { Eyebrow } from '@/components/ui/section-heading'

/**
 * The page's opening: its one h1, the lead, one action, its facts in a line and the proof (the rating, linked to where
 * the reviews are); beside it, the page's sample deliverable or its illustration (a decoration: phones go without it,
 * and start on the page's first section a screen sooner); an overview or a tool page has its words alone, and on a phone
 * leaves its action to the header's.
 */
export function Hero({ content }: { content: HeroContent }) {
  const { eyebrow, title, lead, cta, secondaryCta, rating, highlights, sample, illustration } = content
  const art = sample !== undefined || illustration !== undefined
  const words = (
    <div className={cn('mt-4 sm:mt-5', !art && 'lg:mt-9')}>
      <div className="space-y-3 text-base leading-copy text-ink-700 sm:text-lg">
        {lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {/* A tool's or an overview's hero leaves its action to the header's on a phone, where the two stood a thumb
          apart, and the tool starts a button's height sooner. A phone's buttons span the column, one label or two
          lines alike (a column's items stretch). */}
      {cta && (
        <div
          className={cn(
            'mt-6 flex flex-col flex-wrap gap-3 sm:mt-7 sm:flex-row sm:items-center print:hidden',
            !art && 'max-sm:hidden',
          )}
        >
          <CtaButton cta={cta} />
          {secondaryCta && <CtaButton cta={secondaryCta} variant="secondary" />}
        </div>
      )}
      {highlights && (
        // One fact to a line: a wrapped row left one alone, or a word, on its second line.
        <ul className="mt-5 grid gap-y-1.5 text-sm font-medium text-ink-700">
          {highlights.map((item) => {
            const { text, sample: unconfirmed } = typeof item === 'string' ? { text: item, sample: false } : item
            return (
              <li key={text} className="flex items-start gap-1.5">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {/* The mark follows the text's last line, not the column's edge, however the text wraps; lines
                    of even length leave neither the mark nor a word alone on the second. */}
                <span className="text-balance">
                  {text}
                  {unconfirmed && <TrailingSampleMark />}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {rating && (
        <Rating
          stars={REVIEWS.rating}
          caption={REVIEWS.caption}
          href={REVIEWS.url}
          source={REVIEWS.source}
          sample={REVIEWS.sample}
          className="mt-4"
        />
      )}
    </div>
  )
  const heading = (
    <div>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h1 className="text-[2rem] leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-[3.25rem]">
        <DisplayText text={title} />
      </h1>
    </div>
  )
  return (
    <section className="border-b border-ink-200 bg-gradient-to-b from-ink-50 to-white">
      {art ? (
        <div className="container-site grid items-center gap-x-14 gap-y-6 py-8 sm:gap-y-8 sm:py-14 lg:grid-cols-[1.08fr_1fr] lg:py-16">
          <div>
            {heading}
            {words}
          </div>
          {/* "hero-art": the first paint waits for the hero's last element (FIRST_SCREEN in scripts/prerender.mjs), the
              sheet's last line, not its start: a sheet the parser had only begun grew under the visitor's eyes. */}
          {sample ? (
            <SampleDocument lastId="hero-art" sample={sample} className="w-full max-w-lg print:hidden" />
          ) : (
            illustration && (
              <Illustration
                id="hero-art"
                name={illustration}
                priority
                className="mx-auto max-w-xl max-sm:hidden print:hidden"
              />
            )
          )}
        </div>
      ) : (
        // Words alone (an overview or a tool): the heading and the lead side by side on wide screens, no blank half;
        // both from the top, so the heading stands where it first paints however much of the lead has arrived.
        <div className="container-site grid gap-x-14 py-8 sm:py-14 lg:grid-cols-2">
          {heading}
          {words}
        </div>
      )}
    </section>
  )
}
