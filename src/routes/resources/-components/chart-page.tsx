// A chart of accounts template's page (/resources/*-chart-of-accounts): why the trade needs these accounts, the files
// to import with how to import each and where its format is documented, then every account, group by group: the
// groups as links first, and the files again after the last.
import { CtaBanner } from '@/components/sections/cta-banner'
import { CtaButton } from '@/components/sections/cta-button'
import { Page } from '@/components/sections/page'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'
import { PAGES, type PageId } from '@/content/registry'
import { chartCopy as copy } from '@/content/resources/chart-copy'
import type { Account, AccountGroup } from '@/content/resources/chart-schema'
import { chartFile, FILE_KINDS } from '@/content/resources/files'
import { IMPORT_FORMATS, SOFTWARE, type Software } from '@/content/resources/import-formats'
import type { ChartPageContent } from '@/content/types'
import { formatDate } from '@/lib/format'
import { BackLink, FileLinks, ResourceStyles } from './resource-parts'

/** Where the groups' links stand, and where each group leads back to. */
const GROUPS_ID = 'groups'

export function ChartPage({ page, id }: { page: ChartPageContent; id: PageId }) {
  const { path } = PAGES[id]
  const accounts = page.groups.flatMap((group) => group.accounts)
  return (
    <Page content={page}>
      <ResourceStyles />
      <GroupLinks groups={page.groups} />
      <Why content={page.why} />
      <Section id={copy.downloads.id} tone="tint">
        <SectionHeading eyebrow={copy.downloads.eyebrow} title={copy.downloads.title} intro={copy.downloads.intro} />
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          {SOFTWARE.map((software) => (
            <Software key={software} software={software} path={path} />
          ))}
        </div>
        <p className="mt-10 text-center text-ink-600">
          {copy.reviewed} <time dateTime={page.review.lastReviewed}>{formatDate(page.review.lastReviewed)}</time>.{' '}
          {copy.caveat}
        </p>
      </Section>
      <Section id={copy.accounts.id}>
        <SectionHeading eyebrow={copy.accounts.eyebrow} title={`${accounts.length} Accounts, Group by Group`} />
        <div className="mx-auto max-w-5xl">
          {page.groups.map((group) => (
            <Group key={group.id} group={group} />
          ))}
          {/* The files again where the list ends: on a phone the downloads are twenty screens up. */}
          {page.hero.secondaryCta && (
            <p className="mt-12">
              <CtaButton cta={page.hero.secondaryCta} />
            </p>
          )}
        </div>
      </Section>
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}

function Why({ content }: { content: ChartPageContent['why'] }) {
  return (
    <Section id={content.id}>
      <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-10 sm:grid-cols-2">
        {content.points.map((point) => (
          <li key={point.title}>
            <h3 className="text-xl font-bold">{point.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{point.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** One program's files, how to import them and where their format is documented. */
function Software({ software, path }: { software: Software; path: string }) {
  const format = IMPORT_FORMATS[software]
  const { steps, notes } = copy.software[software]
  return (
    <div aria-labelledby={`${software}-title`} role="group">
      <h3 id={`${software}-title`} className="text-2xl font-extrabold tracking-tight">
        {format.name}
      </h3>
      <FileLinks
        files={FILE_KINDS.map((kind) => ({
          href: chartFile(path, software, kind),
          label: copy.kinds[kind],
          of: format.name,
        }))}
      />
      <h4 className="mt-8 text-lg font-bold">{copy.howTo}</h4>
      <ol className="mt-3 list-decimal space-y-2 pl-6 leading-relaxed">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4 className="mt-6 text-lg font-bold">{copy.before}</h4>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
        {notes.map((note) => (
          <li key={note}>
            <LinkedText text={note} />
          </li>
        ))}
      </ul>
      <h4 className="mt-6 text-lg font-bold">{copy.sources}</h4>
      <ul className="mt-3 space-y-2 text-[0.9375rem]">
        {format.sources.map((source) => (
          <li key={source.url}>
            {source.publisher}:{' '}
            <a
              href={source.url}
              data-print="url"
              className="font-medium text-secondary-800 underline decoration-secondary-300 underline-offset-2 hover:decoration-secondary-700"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The groups as links to their tables, under the hero: tags that wrap, each with its count of accounts (each group
 * leads back here).
 */
function GroupLinks({ groups }: { groups: AccountGroup[] }) {
  return (
    <nav
      id={GROUPS_ID}
      aria-labelledby={`${GROUPS_ID}-title`}
      data-print="hide"
      className="container-site py-8 sm:py-10"
    >
      <h2 id={`${GROUPS_ID}-title`} className="text-sm font-bold tracking-wider text-ink-600 uppercase">
        {copy.accounts.jumpTo}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-secondary-700 ring-1 ring-ink-200 hover:bg-secondary-50"
            >
              {group.title}
              <span className="ml-1 font-normal whitespace-nowrap text-ink-600 tabular-nums">
                ({group.accounts.length})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Group({ group }: { group: AccountGroup }) {
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="mt-14">
      {/* The way back wraps under a title too long to share its line, rather than squeeze it on a phone. */}
      <div className="flex flex-wrap items-center justify-between gap-x-6">
        <h3 id={`${group.id}-title`} className="text-2xl font-extrabold tracking-tight">
          {group.title}
        </h3>
        <BackLink href={`#${GROUPS_ID}`} label={copy.accounts.back} />
      </div>
      <p className="mt-2 text-lg leading-relaxed text-ink-600">{group.intro}</p>
      <table aria-labelledby={`${group.id}-title`} className="resource-table mt-6">
        <thead>
          <tr>
            <th scope="col">{copy.table.number}</th>
            <th scope="col">{copy.table.account}</th>
            <th scope="col">{copy.table.holds}</th>
          </tr>
        </thead>
        <tbody>
          {group.accounts.map((account) => (
            <AccountRow key={account.number} account={account} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** An account: its number, its name with its type in each program, and what goes in it. */
function AccountRow({ account }: { account: Account }) {
  return (
    <tr>
      <td className="font-semibold tabular-nums">{account.number}</td>
      <th scope="row" className="font-normal">
        <span className="block font-semibold">{account.name}</span>
        <span className="mt-1 block text-sm text-ink-600">
          {IMPORT_FORMATS['quickbooks-online'].name}: {account.qbo.type}, {account.qbo.detail}
        </span>
        <span className="block text-sm text-ink-600">
          {IMPORT_FORMATS.xero.name}: {account.xero}
        </span>
        {account.system && <span className="mt-1 block text-sm font-medium text-ink-700">{copy.system}</span>}
      </th>
      <td className="text-ink-700">{account.holds}</td>
    </tr>
  )
}
