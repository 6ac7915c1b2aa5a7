import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { SearchForm } from '@/components/sections/search-form'
import { faqGroups } from 'virtual:faq-hub'
import { faqOverview as page } from '@/content/pages/overviews'
import { FAQ_KIND, SEARCH_FORM } from '@/content/search'
import { FaqGroups, FaqStyles } from './-tools/faq/faq-groups'

export const Route = createFileRoute('/faq')({ component: FaqHub })

/** Every FAQ of the site, its groups folded under their counts; each answer has its own address (group-question). */
function FaqHub() {
  return (
    <Page content={{ ...page, faq: { items: faqGroups.flatMap((g) => g.items) } }}>
      <div className="container-site pt-8 pb-14 sm:pt-10">
        <FaqStyles />
        <div className="max-w-4xl space-y-6">
          <SearchForm id="faq-search" label={SEARCH_FORM.faqLabel}>
            <input type="hidden" name="kind" value={FAQ_KIND} />
          </SearchForm>
          <FaqGroups groups={faqGroups} />
        </div>
      </div>
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}
