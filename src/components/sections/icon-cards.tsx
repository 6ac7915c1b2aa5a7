import { Link } from '@tanstack/react-router'
import type { IconName, InternalLink, SectionIntro, Cta } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { RowFold } from '@/components/ui/row-fold'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'
import { TrailingSampleMark } from '@/components/ui/sample-mark'
import { DisplayText } from '@/components/ui/display-text'

/** `sample`: its description states figures the owner has yet to confirm (the mark follows them). */
type Item = { title: string; description: string; icon?: IconName; sample?: boolean }

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/**
 * A heading and its points as ruled rows, like the lines of a report: a small icon inline with each title and the
 * description under it; no boxes (boxes are for what can be pressed). Serves the spec's icon, feature, benefit and
 * partner-strength cards alike. Items without an icon (a trade's problems) are marked as problems, not numbered.
 * `details`: the section is a short form of what that page states in full (the trust material on /security and
 * /about), and links there. `short` (and `details`): on phones each point is a row with its title, which opens its
 * description; from `sm`, every point in full (problems a visitor recognizes by name; a teaser of what other pages
 * hold). `split`: from `lg`, the heading (and its intro) beside its points in two columns: the first of a page's two
 * "why" sections, so that two lists of six in a row do not read as one grid repeated (review M2 found them so where a
 * heading without an intro kept its points in three columns under it).
 */
export function IconCards({
  content,
  tone,
  columns = 3,
  details,
  short = details !== undefined,
  split = false,
}: {
  content: SectionIntro & { items: Item[]; cta?: Cta; ctas?: Cta[] }
  tone?: SectionTone
  columns?: 2 | 3 | 4
  details?: { link: InternalLink; label: string }
  short?: boolean
  split?: boolean
}) {
  const { id, eyebrow, title, intro, sample, items } = content
  const beside = split
  return (
    <Section id={id} tone={tone}>
      <div className={cn(beside && 'grid gap-x-14 lg:grid-cols-[1fr_1.4fr]')}>
        <SectionHeading
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          sample={sample}
          tone={tone === 'dark' ? 'dark' : 'light'}
        />
        <PointList items={items} columns={beside ? 2 : columns} dark={tone === 'dark'} short={short} />
      </div>
      {details && (
        <Link
          {...details.link}
          className="mt-5 inline-flex min-h-6 items-center gap-1.5 font-semibold text-secondary-800 underline decoration-secondary-300 underline-offset-4 hover:decoration-secondary-700"
        >
          {details.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      )}
      <SectionCtas ctas={content.ctas ?? [content.cta]} />
    </Section>
  )
}

/**
 * The ruled rows of `IconCards`. `short`: on phones, each point a row with its title, which opens its description (a
 * <details>, with or without scripts); from `sm`, every point in full.
 */
export function PointList({
  items,
  columns = 3,
  dark = false,
  short = false,
  className,
}: {
  items: Item[]
  columns?: 2 | 3 | 4
  dark?: boolean
  short?: boolean
  className?: string
}) {
  return (
    <ul className={cn('mt-8 grid gap-x-10 sm:mt-10', COLUMNS[columns], className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            // A folded point's row takes its padding from its summary on phones (RowFold).
            'border-t sm:py-5',
            !short && 'py-3',
            dark ? 'border-white/15' : 'border-ink-200',
          )}
        >
          {short ? (
            <RowFold
              dark={dark}
              title={<PointTitle item={item} dark={dark} />}
              body={<PointText item={item} dark={dark} className="mt-1.5 pl-7.5" />}
            />
          ) : (
            <>
              <PointTitle item={item} dark={dark} />
              <PointText item={item} dark={dark} className="mt-1.5 pl-7.5" />
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A point's title with its icon (a problem's mark where it has none). */
function PointTitle({ item, dark }: { item: Item; dark: boolean }) {
  return (
    <h3
      className={cn(
        'flex items-start gap-2.5 text-base leading-snug font-bold sm:text-[1.0625rem]',
        dark && 'text-white',
      )}
    >
      {item.icon ? (
        <Icon
          name={item.icon}
          className={cn('mt-0.5 size-5 shrink-0', dark ? 'text-primary-300' : 'text-primary-700')}
        />
      ) : (
        <Icon name="exclamation-triangle" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      )}
      <span>
        <DisplayText text={item.title} />
      </span>
    </h3>
  )
}

function PointText({ item, dark, className }: { item: Item; dark: boolean; className: string }) {
  return (
    <p className={cn('text-[0.9375rem] leading-copy', dark ? 'text-ink-200' : 'text-ink-600', className)}>
      <LinkedText text={item.description} />
      {item.sample && <TrailingSampleMark tone={dark ? 'dark' : 'light'} />}
    </p>
  )
}
