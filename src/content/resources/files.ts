// Where each resource's files are published: named after the page's own address, so a page names its files once (its
// registry path) and the build (src/build/resource-files.ts) writes them where the page links them. Apart from the
// import formats, which only the charts' pages need.
import type { ChartPageContent } from '@/content/types'
import type { Account } from './chart-schema'
import type { Software } from './import-formats'

/** The file formats each chart and checklist is written in, in the order the pages offer them. */
export const FILE_KINDS = ['csv', 'xlsx'] as const
export type FileKind = (typeof FILE_KINDS)[number]

/** Where the build writes the resources' files, published at /downloads/ (scripts/resource-files.mjs). */
export const DOWNLOADS_DIR = 'downloads'

/** The last part of a page's path: `/resources/startup-chart-of-accounts` → `startup-chart-of-accounts`. */
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** A chart's file for one software in one format: `/downloads/<page>-<software>.<kind>`. */
export const chartFile = (path: string, software: Software, kind: FileKind) =>
  `/${DOWNLOADS_DIR}/${baseName(path)}-${software}.${kind}`

/** A checklist's file in one format: `/downloads/<page>.<kind>`. */
export const checklistFile = (path: string, kind: FileKind) => `/${DOWNLOADS_DIR}/${baseName(path)}.${kind}`

/** The accounts a program's file holds: not those both programs make, nor, for Xero, its bank and card accounts. */
export const accountsFor = (software: Software, chart: ChartPageContent): Account[] =>
  chart.groups
    .flatMap((group) => group.accounts)
    .filter((account) => !account.system && !(software === 'xero' && account.xero === 'Bank'))
