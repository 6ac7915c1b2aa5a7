// A chart of accounts template's page (/resources/*-chart-of-accounts): every account, group by group, each group
// folded under its heading and its count (the first open; an address naming a group opens it; find-in-page and print
// open them all), then the files to import with each program's steps folded under the links, then why the trade needs
// these accounts.
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { DisplayText } from '@/components/ui/display-text'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'
import { PAGES, type PageId } from '@/content/registry'
import { chartCopy as copy, chartSheet, qboType } from '@/content/resources/chart-copy'
import type { Account, AccountGroup } from '@/content/resources/chart-schema'
import { accountsFor, chartFile, FILE_KINDS } from '@/content/resources/files'
import { IMPORT_FORMATS, SOFTWARE, type Software } from '@/content/resources/import-formats'
import type { ChartPageContent } from '@/content/types'
import { formatDate } from '@/lib/format'
import { OPENS_BY_ADDRESS, foldPreview, useOpenAddressedFold } from '@/routes/-components/open-addressed-fold'
import { FileLinks, ResourceStyles } from './resource-parts'

export function ChartPage({ page, id }: { page: ChartPageContent; id: PageId }) {
  const { path } = PAGES[id]
  const accounts = page.groups.flatMap((group) => group.accounts)
  useOpenAddressedFold()
  return (
    // The hero shows the chart itself: its first accounts on a sheet, as the service pages show their reports.
    <Page content={{ ...page, hero: { ...page.hero, sample: chartSheet(page) } }}>
      <ResourceStyles />
      <Section id={copy.accounts.id}>
        <SectionHeading
          eyebrow={copy.accounts.eyebrow}
          title={`${accounts.length} Accounts, Group by Group`}
          intro={copy.accounts.intro}
        />
        <div className="mt-10 max-w-5xl border-t border-ink-200">
          {page.groups.map((group, index) => (
            <Group key={group.id} group={group} open={index === 0} />
          ))}
        </div>
      </Section>
      <Section id={copy.downloads.id} tone="tint">
        <SectionHeading eyebrow={copy.downloads.eyebrow} title={copy.downloads.title} intro={copy.downloads.intro} />
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          {SOFTWARE.map((software) => (
            <Software
              key={software}
              software={software}
              path={path}
              count={copy.inFiles(accountsFor(software, page).length, accounts.length)}
            />
          ))}
        </div>
        <p className="mt-10 max-w-3xl text-sm leading-copy text-ink-600">
          {copy.reviewed} <time dateTime={page.review.lastReviewed}>{formatDate(page.review.lastReviewed)}</time>.{' '}
          {copy.caveat}
        </p>
      </Section>
      <Why content={page.why} />
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}

function Why({ content }: { content: ChartPageContent['why'] }) {
  return (
    <Section id={content.id}>
      <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <ul className="mt-12 grid max-w-5xl gap-10 sm:grid-cols-2">
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
function Software({ software, path, count }: { software: Software; path: string; count: string }) {
  const format = IMPORT_FORMATS[software]
  const { steps, notes } = copy.software[software]
  const { publisher } = format.sources[0]!
  return (
    <div aria-labelledby={`${software}-title`} role="group">
      <h3 id={`${software}-title`} className="text-2xl font-extrabold tracking-tight">
        {format.name}
      </h3>
      <p className="mt-1 text-sm text-ink-600 tabular-nums">{count}</p>
      <FileLinks
        files={FILE_KINDS.map((kind) => ({
          href: chartFile(path, software, kind),
          label: copy.kinds[kind],
          of: format.name,
        }))}
      />
      <details className="fold mt-6 border-y border-ink-200">
        <summary className="fold-summary">
          <span className="text-lg font-bold">{copy.howTo}</span>
          <Icon name="chevron-down" className="fold-chevron" />
        </summary>
        <h4 className="mt-1 text-lg font-bold">{copy.before}</h4>
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
          {notes.map((note) => (
            <li key={note}>
              <LinkedText text={note} />
            </li>
          ))}
        </ul>
        <h4 className="mt-6 text-lg font-bold">{copy.steps}</h4>
        <ol className="mt-3 list-decimal space-y-2 pl-6 leading-relaxed">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h4 className="mt-6 text-lg font-bold">{copy.sources(publisher)}</h4>
        <ul className="mt-3 space-y-2 text-[0.9375rem]">
          {format.sources.map((source) => (
            <li key={source.url}>
              {source.publisher !== publisher && `${source.publisher}: `}
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
      </details>
    </div>
  )
}

/** A folded group's first account names, and how many more it holds. */
const preview = ({ accounts }: AccountGroup) =>
  foldPreview(
    accounts.map((account) => account.name),
    3,
  )

/** A group: its heading and count as the fold's button (its first accounts beside them while folded), then its table. */
function Group({ group, open }: { group: AccountGroup; open: boolean }) {
  return (
    <section
      id={group.id}
      {...OPENS_BY_ADDRESS}
      aria-labelledby={`${group.id}-title`}
      className="border-b border-ink-200"
    >
      <details open={open} className="fold">
        <summary className="fold-summary py-3">
          <h3 id={`${group.id}-title`} className="text-lg font-bold sm:text-xl">
            <DisplayText text={group.title} />
          </h3>
          {/* Each part after the first opens on a space, which keeps them apart in the search index's excerpts. */}
          <span className="text-sm text-ink-600 tabular-nums"> {copy.accounts.count(group.accounts.length)}</span>
          <Icon name="chevron-down" className="fold-chevron" />
          <span aria-hidden="true" className="fold-preview">
            {' '}
            {preview(group)}
          </span>
        </summary>
        <p className="mt-1 leading-relaxed text-ink-600">{group.intro}</p>
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
      </details>
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
          {' '}
          {IMPORT_FORMATS['quickbooks-online'].name}: {qboType(account)}
        </span>
        <span className="block text-sm text-ink-600">
          {' '}
          {IMPORT_FORMATS.xero.name}: {account.xero}
        </span>
        {account.system && <span className="mt-1 block text-sm font-medium text-ink-700"> {copy.system}</span>}
      </th>
      <td className="text-ink-700">{account.holds}</td>
    </tr>
  )
}
