import { useId } from 'react'
import type { TestimonialsContent } from '@/content/types'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { CarouselDots } from '@/components/ui/carousel-dots'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { useCarousel } from '@/components/ui/use-carousel'

/**
 * One testimonial a page with a dot pager (WAI-ARIA carousel pattern); 'View All Feedback' opens the reviews profile.
 */
export function Testimonials({ content }: { content: TestimonialsContent }) {
  const { id, eyebrow, title, intro, items, cta } = content
  const { ref, pages, selected, scrollTo, live, root } = useCarousel({ align: 'start', loop: false })
  const trackId = useId()
  return (
    <Section id={id} tone="tint">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        className="mx-auto mt-12 max-w-3xl"
        {...root}
      >
        <div ref={ref} className="overflow-hidden">
          <div id={trackId} className="flex touch-pan-y unscripted:flex-wrap unscripted:gap-y-6" aria-live="polite">
            {items.map((item, index) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={(live && index !== selected) || undefined}
                inert={(live && index !== selected) || undefined}
                className="min-w-0 shrink-0 grow-0 basis-full px-1"
              >
                <figure className="rounded-card bg-white p-7 shadow-card ring-1 ring-ink-200/70 sm:p-10">
                  <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 text-primary-300" fill="currentColor">
                    <path d="M0 24V14C0 6 4.5 1.3 12 0l1.3 3.4C8.6 5 6.5 8 6.4 11.5H12V24H0zm19 0V14c0-8 4.5-12.7 12-14l1 3.4c-4.7 1.6-6.8 4.6-6.9 8.1H31V24H19z" />
                  </svg>
                  <blockquote className="mt-5 text-lg leading-relaxed text-ink-800 sm:text-xl">
                    <p>{item.text}</p>
                  </blockquote>
                  <figcaption className="mt-7 flex items-center gap-4">
                    <Avatar name={item.author} picture={item.photo} />
                    <div>
                      <p className="font-bold text-ink-900">{item.author}</p>
                      <p className="text-sm text-ink-600">{item.position}</p>
                    </div>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <CarouselDots
          count={pages || items.length}
          selected={selected}
          onSelect={scrollTo}
          controls={trackId}
          label={(index) => `Show testimonial ${index + 1} of ${items.length}`}
        />
      </div>
      <div className="mt-8 flex justify-center">
        <Button href={cta.href} target="_blank" rel="noopener noreferrer" variant="tertiary" icon="arrow-up-right">
          {cta.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
      </div>
    </Section>
  )
}
