import { createFileRoute, Link } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { SearchForm } from '@/components/sections/search-form'
import { AnchorLinks } from '@/components/ui/anchor-links'
import { Icon } from '@/components/ui/icons'
import { faqGroups } from 'virtual:faq-hub'
import { faqOverview as page } from '@/content/pages/overviews'
import { FAQ_KIND, SEARCH_FORM } from '@/content/search'
import { LinkedParagraphs } from '@/components/ui/linked-text'

export const Route = createFileRoute('/faq')({ component: FaqHub })

/** All questions open, grouped; each question has its own id (group-question) to link to. */
function FaqHub() {
  return (
    <Page content={{ ...page, faq: { items: faqGroups.flatMap((g) => g.items) } }}>
      <div className="container-site pb-10">
        <SearchForm id="faq-search" label={SEARCH_FORM.faqLabel} className="max-w-2xl">
          <input type="hidden" name="kind" value={FAQ_KIND} />
        </SearchForm>
      </div>
      <div className="container-site grid gap-10 pb-16 lg:grid-cols-[16rem_1fr] lg:gap-14">
        <nav aria-label="FAQ topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-bold tracking-wider text-ink-600 uppercase">Topics</h2>
          <AnchorLinks entries={faqGroups} />
        </nav>
        <div className="space-y-14">
          {faqGroups.map((g) => (
            <section key={g.id} id={g.id} aria-labelledby={`${g.id}-title`}>
              <h2 id={`${g.id}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                {g.title}
              </h2>
              <Link
                {...g.link}
                className="mt-2 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-secondary-700 hover:underline"
              >
                From the {g.title} page
                <Icon name="arrow-right" className="size-4" />
              </Link>
              <div className="mt-6 divide-y divide-ink-200 rounded-card bg-white ring-1 ring-ink-200">
                {g.items.map((item) => (
                  <div key={item.id} id={`${g.id}-${item.id}`} className="p-5 sm:p-6">
                    <h3 className="text-lg font-bold">{item.question}</h3>
                    <LinkedParagraphs texts={item.answer} className="mt-2 space-y-3 leading-relaxed text-ink-600" />
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}
