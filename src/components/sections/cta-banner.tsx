import type { CtaBannerContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { CtaButton } from './cta-button'

/** A full-width band with one call to action. */
export function CtaBanner({ content }: { content: CtaBannerContent }) {
  const { title, body, cta, tone = 'secondary' } = content
  return (
    <section className="py-12 sm:py-16">
      <div className="container-site">
        <div
          className={cn(
            'relative overflow-hidden rounded-[2rem] px-6 py-12 text-center sm:px-12 lg:py-16',
            tone === 'primary' ? 'bg-primary-800' : 'bg-secondary-950',
          )}
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/5"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full bg-white/5"
          />
          <h2 className="relative mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          {body && <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-white/85">{body}</p>}
          <div className="relative mt-8 flex justify-center">
            <CtaButton cta={cta} variant={tone === 'primary' ? 'secondary' : 'primary'} />
          </div>
        </div>
      </div>
    </section>
  )
}
