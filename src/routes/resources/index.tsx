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
/** Every page under /resources, in registry order. */
const resources = pageList.filter((entry) => entry.parent === 'resources')

// Each a way on (blue, with an arrow), not a link in running text: the hub lists them, it does not cite them.
const linkClass = 'inline-block font-semibold leading-6 text-secondary-800 underline-offset-4 hover:underline'

function ResourcesHub() {
  const { readers, everything, articles } = page
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
              <ul className="mt-4 space-y-4">
                {group.items.map((item) => (
                  <li key={`${item.link.to}#${item.link.hash ?? ''}`}>
                    <Link {...item.link} className={linkClass}>
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
      <Section id="everything" tone="tint">
        <SectionHeading eyebrow={everything.eyebrow} title={everything.title} intro={everything.intro} />
        <ul className="mt-10 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {resources.map((resource) => (
            <li key={resource.id}>
              <Link {...linkTo(resource.id)} className={linkClass}>
                <ArrowText text={resource.name} />
              </Link>
            </li>
          ))}
        </ul>
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
