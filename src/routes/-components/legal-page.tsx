import type { LegalPageContent } from '@/content/types'
import { formatDate } from '@/lib/format'
import { LinkedParagraphs } from '@/components/ui/linked-text'

/** /privacy and /terms: a title, the date the text last changed, and its sections with linkable headings. */
export function LegalPage({ content }: { content: LegalPageContent }) {
  const { title, updated, intro, sections } = content
  return (
    <article className="container-site max-w-3xl py-12 sm:py-16">
      <h1 className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-sm font-semibold text-ink-600">
        Last updated <time dateTime={updated}>{formatDate(updated)}</time>
      </p>
      <LinkedParagraphs texts={intro} className="mt-8 space-y-4 text-lg leading-relaxed text-ink-700" />
      <nav aria-label="On this page" className="mt-10 rounded-card bg-ink-50 p-6">
        <h2 className="text-sm font-bold tracking-wider text-ink-600 uppercase">On this page</h2>
        {/* Numbered by hand, each number beside its heading's first line however the heading wraps. */}
        <ol className="mt-3">
          {sections.map((section, index) => (
            <li key={section.id} className="flex gap-2 py-1">
              <span aria-hidden="true" className="w-8 shrink-0 text-right font-semibold text-ink-600 tabular-nums">
                {index + 1}.
              </span>
              <a href={`#${section.id}`} className="font-semibold text-secondary-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          <LinkedParagraphs
            texts={section.paragraphs}
            className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700"
          />
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-ink-700 marker:text-primary-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  )
}
