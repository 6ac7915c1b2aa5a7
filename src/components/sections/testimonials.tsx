import { useId } from 'react'
import type { TestimonialsContent } from '@/content/types'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { CarouselDots } from '@/components/ui/carousel-dots'
import { Section } from '@/components/ui/section'
import { SampleMark } from '@/components/ui/sample-mark'
import { SectionHeading } from '@/components/ui/section-heading'
import { useCarousel } from '@/components/ui/use-carousel'

/**
 * One testimonial a page with a dot pager (WAI-ARIA carousel pattern); 'View All Feedback' opens the reviews profile.
 * While the owner has confirmed none, one "Sample" mark after the intro; once some are, a mark after each sample's author.
 */
export function Testimonials({ content }: { content: TestimonialsContent }) {
  const { id, eyebrow, title, intro, items, cta } = content
  const { ref, pages, selected, scrollTo, live, root } = useCarousel({ align: 'start', loop: false })
  const trackId = useId()
  const allSamples = items.every((item) => item.sample)
  return (
    <Section id={id} tone="tint">
      <div className="grid gap-x-14 gap-y-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} sample={allSamples} />
          <Button
            href={cta.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            size="md"
            icon="arrow-up-right"
            className="mt-5 lg:mt-7"
          >
            {cta.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </Button>
        </div>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
          className="min-w-0"
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
                  <figure className="border-l-2 border-secondary-950 pl-5 sm:pl-7">
                    <blockquote className="text-[1.0625rem] leading-copy text-ink-800 sm:text-xl">
                      <p>{item.text}</p>
                    </blockquote>
                    <figcaption className="mt-5 flex items-center gap-3">
                      <Avatar name={item.author} picture={item.photo} />
                      <div>
                        <p className="font-bold text-ink-900">
                          {item.author} {item.sample && !allSamples && <SampleMark className="ml-1" />}
                        </p>
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
      </div>
    </Section>
  )
}
