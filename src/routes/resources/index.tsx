import { createFileRoute, Link } from '@tanstack/react-router'
import { teasers } from 'virtual:blog/all'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { WideLayouts } from '@/components/sections/wide-layouts'
import { ArrowText } from '@/components/ui/arrow-text'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { resourcesPage as page } from '@/content/pages/resources'
import { linkTo, pageList } from '@/content/registry'
import type { IconName, ResourceGroup, ResourceItem, ResourceKind } from '@/content/types'
import { cn } from '@/lib/cn'

export const Route = createFileRoute('/resources/')({ component: ResourcesHub })

/** The registry's name of the page a link leads to. */
const nameOf = (link: ResourceItem['link']) => pageList.find((entry) => entry.path === link.to)?.name ?? link.to

// Each a way on (blue, with an arrow), not a link in running text: the hub lists them, it does not cite them.
const linkClass = 'inline-block font-semibold leading-6 text-secondary-800 underline-offset-4 hover:underline'
const serviceLinkClass = 'inline-block font-semibold leading-6 text-ink-800 underline-offset-4 hover:underline'

function ResourcesHub() {
  const { readers, articles } = page
  return (
    <Page content={page}>
      <Section id="readers">
        <SectionHeading eyebrow={readers.eyebrow} title={readers.title} />
        {/* What fits every business in a row of its own (four across from lg), then each business's own. */}
        <Group
          group={readers.common}
          className="mt-8 sm:mt-10"
          listClassName="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-4"
        />
        {/* Thirds from lg, ending flush (wide-layouts.css). */}
        <WideLayouts />
        <div className="thirds-flush mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2">
          {readers.groups.map((group) => (
            <Group key={group.id} group={group} />
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

/** The mark of each kind of resource, beside its label. */
const KIND_ICONS: Record<ResourceKind, IconName> = {
  chart: 'table-cells',
  checklist: 'clipboard-document-check',
  calendar: 'calendar-days',
  reference: 'book-open',
  service: 'briefcase',
}

/**
 * A reader's resources under its title: a ruled list, as a library's shelf list, of what each is (its mark and label),
 * its name and what it holds; a tap anywhere on a row opens it.
 */
function Group({
  group,
  className,
  listClassName,
}: {
  group: ResourceGroup
  className?: string
  listClassName?: string
}) {
  const { kinds, free } = page.readers
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className={className}>
      <h3 id={`${group.id}-title`} className="text-xl font-bold">
        {group.title}
      </h3>
      <ul className={cn('mt-4', listClassName)}>
        {group.items.map((item) => {
          // A free resource tagged so; our service beside it set back, in ink, so the two never read alike.
          const service = item.kind === 'service'
          return (
            <li key={`${item.link.to}#${item.link.hash ?? ''}`} className="relative border-t border-ink-200 py-4">
              <p className="flex flex-wrap items-center gap-1.5 text-xs font-semibold tracking-wider text-ink-500 uppercase">
                <Icon
                  name={KIND_ICONS[item.kind]}
                  className={cn('size-4 shrink-0', service ? 'text-ink-400' : 'text-primary-700')}
                />
                {!service && (
                  <span className="rounded-full bg-primary-50 px-2 text-primary-800 ring-1 ring-primary-200">
                    {free}
                  </span>
                )}
                {kinds[item.kind]}
              </p>
              {/* The whole row answers a tap: the link's area covers it, its name stays the resource's. */}
              <Link
                {...item.link}
                className={cn('mt-1 after:absolute after:inset-0', service ? serviceLinkClass : linkClass)}
              >
                <ArrowText text={item.name ?? nameOf(item.link)} />
              </Link>
              <p className={cn('mt-1 text-ink-600', service && 'text-sm')}>{item.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
