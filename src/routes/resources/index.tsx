import { createFileRoute, Link } from '@tanstack/react-router'
import { teasers } from 'virtual:blog/all'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { ArrowText } from '@/components/ui/arrow-text'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { resourcesPage as page } from '@/content/pages/resources'
import { linkTo, pageList } from '@/content/registry'
import type { ResourceItem } from '@/content/types'

export const Route = createFileRoute('/resources/')({ component: ResourcesHub })

/** The registry's name of the page a link leads to. */
const nameOf = (link: ResourceItem['link']) => pageList.find((entry) => entry.path === link.to)?.name ?? link.to

// Each a way on (blue, with an arrow), not a link in running text: the hub lists them, it does not cite them.
const linkClass = 'inline-block font-semibold leading-6 text-secondary-800 underline-offset-4 hover:underline'

function ResourcesHub() {
  const { readers, articles } = page
  return (
    <Page content={page}>
      <Section id="readers">
        <SectionHeading eyebrow={readers.eyebrow} title={readers.title} />
        <div className="mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
          {readers.groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
              <h3 id={`${group.id}-title`} className="text-xl font-bold">
                {group.title}
              </h3>
              {/* A ruled list, as a library's shelf list: what each item is, its name, what it holds. */}
              <ul className="mt-4">
                {group.items.map((item) => (
                  <li key={`${item.link.to}#${item.link.hash ?? ''}`} className="border-t border-ink-200 py-4">
                    <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">
                      {readers.kinds[item.kind]}
                    </p>
                    <Link {...item.link} className={`mt-1 ${linkClass}`}>
                      <ArrowText text={nameOf(item.link)} />
                    </Link>
                    <p className="mt-1 text-ink-600">{item.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section id="articles">
        <SectionHeading eyebrow={articles.eyebrow} title={articles.title} intro={articles.intro} />
        <ul className="mt-10 grid gap-x-8 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
          {teasers.map((post) => (
            <li key={post.slug}>
              <Link to="/blog/$slug" params={{ slug: post.slug }} className={linkClass}>
                <ArrowText text={post.title} />
              </Link>
              <p className="mt-1 text-ink-600">{post.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link {...linkTo('blog')} className={linkClass}>
            <ArrowText text={articles.all} />
          </Link>
        </p>
      </Section>
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}
