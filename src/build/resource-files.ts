// The resources' files, written by the build into dist/downloads/ (scripts/resource-files.mjs): for each chart of
// accounts, a CSV file and an Excel workbook in the import format of QuickBooks Online and of Xero; for each checklist,
// a CSV file and a workbook. The rows come from the pages' own content, so a page and its files cannot disagree.
// Each workbook's second sheet says what the file is, where its page is, when it was last reviewed and, for a chart,
// where its format is documented; an import CSV holds the accounts alone, as its program reads every row after the
// header as an account (its page cites the format beside its link).
import { architectureFirmChart } from '@/content/pages/chart-architects-designers'
import { startupChart } from '@/content/pages/chart-startups'
import { stoneDistributorChart } from '@/content/pages/chart-stone-distributors'
import { stoneFabricatorChart } from '@/content/pages/chart-stone-fabricators'
import { catchUpDocumentsChecklist } from '@/content/pages/checklist-catch-up-documents'
import { cpaOnboardingChecklist } from '@/content/pages/checklist-cpa-onboarding'
import { monthEndCloseChecklist } from '@/content/pages/checklist-month-end-close'
import { BRAND } from '@/content/brand'
import { PAGES, type PageId } from '@/content/registry'
import { chartCopy } from '@/content/resources/chart-copy'
import { chartMistake } from '@/content/resources/chart-schema'
import { checklistCopy } from '@/content/resources/checklist-copy'
import { accountsFor, chartFile, checklistFile } from '@/content/resources/files'
import { IMPORT_FORMATS, SOFTWARE, type Software } from '@/content/resources/import-formats'
import type { ChartPageContent, ChecklistPageContent } from '@/content/types'
import { plainText } from '@/lib/inline-links'
import { writeCsv, writeXlsx, type Rows } from './spreadsheets'

/** The chart of accounts pages, by registry id (the routes under src/routes/resources/ draw the same modules). */
type ChartId = 'stone-fabricator-chart' | 'stone-distributor-chart' | 'architecture-firm-chart' | 'startup-chart'
type ChecklistId = 'month-end-close-checklist' | 'catch-up-documents-checklist' | 'cpa-onboarding-checklist'

export const CHARTS: Record<ChartId & PageId, ChartPageContent> = {
  'stone-fabricator-chart': stoneFabricatorChart,
  'stone-distributor-chart': stoneDistributorChart,
  'architecture-firm-chart': architectureFirmChart,
  'startup-chart': startupChart,
}

/** The checklist pages, by registry id. */
export const CHECKLISTS: Record<ChecklistId & PageId, ChecklistPageContent> = {
  'month-end-close-checklist': monthEndCloseChecklist,
  'catch-up-documents-checklist': catchUpDocumentsChecklist,
  'cpa-onboarding-checklist': cpaOnboardingChecklist,
}

/** The content module of each resource, as the launch check and the content check name it. */
export const RESOURCE_FILES: Record<ChartId | ChecklistId, string> = {
  'stone-fabricator-chart': 'src/content/pages/chart-stone-fabricators.ts',
  'stone-distributor-chart': 'src/content/pages/chart-stone-distributors.ts',
  'architecture-firm-chart': 'src/content/pages/chart-architects-designers.ts',
  'startup-chart': 'src/content/pages/chart-startups.ts',
  'month-end-close-checklist': 'src/content/pages/checklist-month-end-close.ts',
  'catch-up-documents-checklist': 'src/content/pages/checklist-catch-up-documents.ts',
  'cpa-onboarding-checklist': 'src/content/pages/checklist-cpa-onboarding.ts',
}

/** Each account as a row of the program's import format, its columns in the order the format lists them. */
export function importRows(software: Software, chart: ChartPageContent): Rows {
  const format = IMPORT_FORMATS[software]
  const rows = accountsFor(software, chart).map((account) =>
    software === 'quickbooks-online'
      ? [account.number, account.name, account.qbo.type, account.qbo.detail]
      : [account.number, account.name, account.xero, IMPORT_FORMATS.xero.taxCode, account.holds, 'No', 'No', 'No'],
  )
  return [format.columns, ...rows]
}

/** A checklist's steps as rows: its section, the step and an empty Done column. */
export const checklistRows = (checklist: ChecklistPageContent): Rows => [
  checklistCopy.columns,
  ...checklist.sections.flatMap((section) => section.items.map((item) => [section.title, plainText(item.text), ''])),
]

/** A workbook's second sheet: what the file is, in rows of a label and its value. */
const aboutSheet = (rows: Rows) => ({ name: 'About this file', rows, widths: [24, 100], header: false })

export type ResourceFile = { path: string; bytes: Uint8Array | string }

/** Every file of every resource, for a build of `origin`. */
export function resourceFiles(origin: string): ResourceFile[] {
  const files: ResourceFile[] = []
  for (const [id, chart] of Object.entries(CHARTS)) {
    const page = PAGES[id as keyof typeof CHARTS]
    for (const software of SOFTWARE) {
      const format = IMPORT_FORMATS[software]
      const rows = importRows(software, chart)
      files.push({ path: chartFile(page.path, software, 'csv'), bytes: writeCsv(rows) })
      const about: Rows = [
        [page.name, `${format.name} import file`],
        ['Published by', `${BRAND.name}, ${origin}${page.path}`],
        ['Last reviewed', chart.review.lastReviewed],
        ...format.sources.map((source) => [
          'Format documented by',
          `${source.publisher}, ${source.title}: ${source.url}`,
        ]),
        ...chartCopy.software[software].steps.map((step, i) => [`How to import, step ${i + 1}`, step]),
        ...chartCopy.software[software].notes.map((note) => ['Before you import', plainText(note)]),
        ['Note', chartCopy.caveat],
      ]
      const sheet = {
        name: 'Chart of Accounts',
        rows,
        widths: software === 'xero' ? [10, 44, 18, 14, 90, 12, 16, 18] : [16, 44, 28, 36],
        header: true,
      }
      files.push({ path: chartFile(page.path, software, 'xlsx'), bytes: writeXlsx([sheet, aboutSheet(about)]) })
    }
  }
  for (const [id, checklist] of Object.entries(CHECKLISTS)) {
    const page = PAGES[id as keyof typeof CHECKLISTS]
    const rows = checklistRows(checklist)
    files.push({ path: checklistFile(page.path, 'csv'), bytes: writeCsv(rows, { bom: true }) })
    const about: Rows = [
      [page.name, checklist.hero.lead[0] ?? ''],
      ['Published by', `${BRAND.name}, ${origin}${page.path}`],
      ['Last reviewed', checklist.review.lastReviewed],
      ['Source', plainText(checklist.source)],
    ]
    const sheet = { name: 'Checklist', rows, widths: [44, 100, 10], header: true }
    files.push({ path: checklistFile(page.path, 'xlsx'), bytes: writeXlsx([sheet, aboutSheet(about)]) })
  }
  return files
}

/** The first mistake of each chart, one line each (`<file> › groups[2].accounts[3].qbo.type: …`). */
export const chartMistakes = () =>
  Object.entries(CHARTS).flatMap(([id, chart]) => {
    const mistake = chartMistake(RESOURCE_FILES[id as keyof typeof CHARTS], chart.groups)
    return mistake ? [mistake] : []
  })

/**
 * Each template for the owner's CPA to review before launch (the launch check lists it while its review is a sample):
 * its file, its page, what it holds and when it was last reviewed.
 */
export const resourceReviews = () => [
  ...Object.entries(CHARTS).map(([id, chart]) => ({
    file: RESOURCE_FILES[id as keyof typeof CHARTS],
    page: PAGES[id as keyof typeof CHARTS],
    holds: `${chart.groups.flatMap((group) => group.accounts).length} accounts, each with its QuickBooks Online type and detail type and its Xero type`,
    review: chart.review,
  })),
  ...Object.entries(CHECKLISTS).map(([id, checklist]) => ({
    file: RESOURCE_FILES[id as keyof typeof CHECKLISTS],
    page: PAGES[id as keyof typeof CHECKLISTS],
    holds: `${checklist.sections.flatMap((section) => section.items).length} steps`,
    review: checklist.review,
  })),
]
