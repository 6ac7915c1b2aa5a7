import { useId } from 'react'
import type { CtaBannerContent } from '@/content/types'
import { DarkBand } from '@/components/ui/band'
import { DisplayText } from '@/components/ui/display-text'
import { CtaButton } from './cta-button'

/**
 * A call to action. Mid-page, a slim ruled strip with its booking button beside the words, or, when it points to another
 * page, a tinted note with a link; at the end of a page (`closing`), the page's one closing action on the navy band.
 */
export function CtaBanner({ content, closing = false }: { content: CtaBannerContent; closing?: boolean }) {
  const { title, body, cta } = content
  const headingId = useId()
  if (closing) {
    return (
      <section className="bg-secondary-950 py-10 sm:py-20">
        <div className="container-site max-w-4xl text-center">
          <h2 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-white sm:text-4xl">
            <DisplayText text={title} />
          </h2>
          {body && <p className="mx-auto mt-4 max-w-2xl text-base leading-copy text-ink-200 sm:text-lg">{body}</p>}
          <div className="mt-8 flex justify-center print:hidden">
            <DarkBand.Provider value={true}>
              <CtaButton cta={cta} />
            </DarkBand.Provider>
          </div>
        </div>
      </section>
    )
  }
  if (cta.link || cta.href) {
    // A pointer to another page (LaunchPad, a free template), not a booking: a tinted note with a link, so the page's
    // booking bands stay the only mid-page bands with a button.
    return (
      <section aria-labelledby={headingId} className="py-4 sm:py-8">
        <div className="container-site">
          <div className="flex flex-col gap-2 rounded-xl bg-secondary-50 px-5 py-4 sm:py-5 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
            <div className="max-w-3xl">
              <h2 id={headingId} className="text-lg leading-snug font-extrabold tracking-tight sm:text-xl">
                <DisplayText text={title} />
              </h2>
              {body && <p className="mt-1.5 text-[0.9375rem] leading-copy text-ink-700 sm:text-base">{body}</p>}
            </div>
            <div className="shrink-0 print:hidden">
              <CtaButton cta={cta} variant="link" size="md" />
            </div>
          </div>
        </div>
      </section>
    )
  }
  return (
    <section className="py-4 sm:py-8">
      <div className="container-site">
        <div className="flex flex-col gap-4 border-y border-ink-200 py-5 sm:py-7 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-3xl">
            <h2 className="text-xl leading-snug font-extrabold tracking-tight sm:text-2xl">
              <DisplayText text={title} />
            </h2>
            {body && <p className="mt-2 text-[0.9375rem] leading-copy text-ink-600 sm:text-base">{body}</p>}
          </div>
          <div className="shrink-0 print:hidden">
            <CtaButton cta={cta} size="md" />
          </div>
        </div>
      </div>
    </section>
  )
}
