import { createFileRoute, Link } from '@tanstack/react-router'
import { teasers } from 'virtual:blog/all'
import { Page } from '@/components/sections/page'
import { Section } from '@/components/ui/section'
import { siteMapOverview as page } from '@/content/pages/overviews'
import { pageList } from '@/content/registry'
import { siteMapFrom } from '@/lib/nav'

export const Route = createFileRoute('/sitemap')({ component: SiteMap })

const groups = [
  ...siteMapFrom(pageList, page.othersTitle),
  {
    title: page.articlesTitle,
    links: teasers.map((post) => ({ label: post.title, link: { to: '/blog/$slug', params: { slug: post.slug } } })),
  },
]

function SiteMap() {
  return (
    <Page content={page}>
      <Section>
        <div className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-xl font-bold">{group.title}</h2>
              <ul className="mt-4 space-y-2">
                {group.links.map(({ label, link }) => (
                  <li key={label}>
                    <Link {...link} className="inline-flex min-h-6 font-medium text-secondary-700 hover:underline">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </Page>
  )
}
