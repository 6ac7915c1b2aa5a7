// The resources under /resources as their readers and their software meet them: each chart of accounts' files read
// back with a CSV parser and a workbook reader hold the header row and the account types its program documents; the
// files are the same bytes from build to build; a type outside a program's list fails the build in one line; each
// checklist's files hold its steps; the glossary has its terms, each with its own anchor.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { CHARTS, CHECKLISTS, chartMistakes, resourceFiles, RESOURCE_FILES } from '../../src/build/resource-files'
import { glossaryPage } from '../../src/content/pages/glossary'
import { accountsFor } from '../../src/content/resources/files'
import { PAGES, pageList } from '../../src/content/registry'
import { chartMistake } from '../../src/content/resources/chart-schema'
import { chartFile, checklistFile } from '../../src/content/resources/files'
import { letterAnchor, letterOf, termId } from '../../src/content/resources/glossary'
import {
  IMPORT_FORMATS,
  QBO_ACCOUNT_TYPES,
  QBO_DETAIL_TYPES,
  SOFTWARE,
  XERO_ACCOUNT_TYPES,
} from '../../src/content/resources/import-formats'
import { linksIn } from '../../src/lib/inline-links'

const ORIGIN = 'https://www.ledgerpod.example'
const files = new Map(resourceFiles(ORIGIN).map((file) => [file.path, file.bytes]))
const bytesOf = (path: string) => {
  const bytes = files.get(path)
  if (bytes === undefined) throw new Error(`the build writes no ${path}`)
  return typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)
}
const readCsv = (path: string): string[][] => parse(bytesOf(path), { bom: true, relax_column_count: false })
/** Every sheet of a workbook, as rows of cell texts. */
async function readWorkbook(path: string) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytesOf(path) as unknown as ArrayBuffer)
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))))
    return { name: sheet.name, rows }
  })
}

const charts = Object.entries(CHARTS) as [keyof typeof CHARTS, (typeof CHARTS)[keyof typeof CHARTS]][]
const checklists = Object.entries(CHECKLISTS) as [
  keyof typeof CHECKLISTS,
  (typeof CHECKLISTS)[keyof typeof CHECKLISTS],
][]

describe('the resource pages', () => {
  it('are every page under /resources but the glossary: a chart or a checklist, whose files the build writes', () => {
    const resources = pageList.filter((page) => page.parent === 'resources').map((page) => page.id)
    expect(resources.sort()).toEqual([...Object.keys(CHARTS), ...Object.keys(CHECKLISTS), 'glossary'].sort())
  })
})

describe.each(charts)('the chart of accounts %s', (id, chart) => {
  const { path } = PAGES[id]

  it('holds only account types its programs accept (the build checks it before it starts)', () => {
    expect(chartMistake(RESOURCE_FILES[id], chart.groups)).toBeNull()
  })

  describe.each(SOFTWARE)('for %s', (software) => {
    const format = IMPORT_FORMATS[software]
    const accounts = accountsFor(software, chart)

    it('is a CSV file whose header row is the documented one and whose every type is in the documented list', () => {
      const [header, ...rows] = readCsv(chartFile(path, software, 'csv'))
      expect(header).toEqual(format.columns)
      expect(rows.map((row) => row[0])).toEqual(accounts.map((account) => account.number))
      for (const row of rows) {
        expect(row).toHaveLength(format.columns.length)
        if (software === 'quickbooks-online') {
          const [, , type, detail] = row
          expect(QBO_ACCOUNT_TYPES).toContain(type)
          expect(QBO_DETAIL_TYPES[type as keyof typeof QBO_DETAIL_TYPES]).toContain(detail)
        } else {
          expect(Object.keys(XERO_ACCOUNT_TYPES)).toContain(row[2])
          expect(row[2]).not.toBe('Bank')
          expect(row[3]).toBe(IMPORT_FORMATS.xero.taxCode)
        }
      }
      // A chart always has accounts its program makes itself (receivables, payables): they are left out of the file.
      expect(rows.length).toBeLessThan(chart.groups.flatMap((group) => group.accounts).length)
    })

    it('is an Excel workbook whose first sheet holds the same rows, and whose second cites the format', async () => {
      const [accountsSheet, about] = await readWorkbook(chartFile(path, software, 'xlsx'))
      expect(accountsSheet!.rows).toEqual(readCsv(chartFile(path, software, 'csv')))
      const said = about!.rows.map((row) => row.join(' ')).join('\n')
      for (const source of format.sources) expect(said).toContain(source.url)
      expect(said).toContain(`${ORIGIN}${path}`)
      expect(said).toContain(chart.review.lastReviewed)
    })
  })
})

describe.each(checklists)('the checklist %s', (id, checklist) => {
  const { path } = PAGES[id]
  const steps = checklist.sections.flatMap((section) => section.items)

  it('has steps with distinct ids and without links, as a checkbox label must be', () => {
    expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length)
    for (const step of steps) expect(linksIn(step.text)).toEqual([])
  })

  it('is a CSV file and a workbook of its steps, each under its section, with a Done column', async () => {
    const rows = readCsv(checklistFile(path, 'csv'))
    expect(rows[0]).toEqual(['Section', 'Step', 'Done'])
    const expected = checklist.sections.flatMap((section) => section.items.map((item) => [section.title, item.text]))
    expect(rows.slice(1).map(([section, step]) => [section, step])).toEqual(expected)
    const [sheet] = await readWorkbook(checklistFile(path, 'xlsx'))
    expect(sheet!.rows).toEqual(rows.map((row) => row.filter((cell, i) => i < 2 || cell !== '')))
  })
})

describe('the files', () => {
  it('are the same bytes when written twice', () => {
    const again = resourceFiles(ORIGIN)
    expect(again.map((file) => file.path)).toEqual([...files.keys()])
    for (const file of again) expect(Buffer.from(file.bytes)).toEqual(Buffer.from(files.get(file.path)!))
  }, 30_000)

  const folders: string[] = []
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

  it('are the same bytes from two runs of the build step', () => {
    const run = () => {
      const folder = mkdtempSync(join(tmpdir(), 'resource-files-'))
      folders.push(folder)
      execFileSync(process.execPath, ['scripts/resource-files.mjs', folder], {
        env: { ...process.env, SITE_URL: ORIGIN },
      })
      const names = readdirSync(join(folder, 'downloads')).sort()
      return Object.fromEntries(names.map((name) => [name, readFileSync(join(folder, 'downloads', name))]))
    }
    const [first, second] = [run(), run()]
    expect(Object.keys(first)).toEqual([...files.keys()].map((path) => path.split('/').pop()).sort())
    expect(second).toEqual(first)
  }, 60_000)
})

describe('a chart with a type its program does not have', () => {
  const [id, chart] = charts[0]!
  const broken = (change: (account: Record<string, unknown>) => void) => {
    const groups = structuredClone(chart.groups)
    change(groups[1]!.accounts[2] as unknown as Record<string, unknown>)
    return chartMistake(RESOURCE_FILES[id], groups)
  }

  it('fails the build with one line: the file, the account and the types QuickBooks Online has', () => {
    const mistake = broken((account) => ((account.qbo as { type: string }).type = 'Current Assets'))
    expect(mistake).toMatch(
      new RegExp(
        `^${RESOURCE_FILES[id]} › groups\\[1\\]\\.accounts\\[2\\]\\.qbo\\.type: expected a QuickBooks Online account type, one of "Bank", .*, got "Current Assets"$`,
      ),
    )
    expect(mistake).not.toContain('\n')
  })

  it('fails for a Xero type, and for a detail type of another account type', () => {
    expect(broken((account) => (account.xero = 'Asset'))).toMatch(
      /› groups\[1\]\.accounts\[2\]\.xero: expected a Xero account type, one of .*got "Asset"$/,
    )
    expect(broken((account) => ((account.qbo as { detail: string }).detail = 'Checking'))).toMatch(
      /› groups\[1\]\.accounts\[2\]\.qbo\.detail: expected a detail type of its QuickBooks Online account type/,
    )
  })

  it('is what the build’s content check reports', () => {
    expect(chartMistakes()).toEqual([])
  })
})

describe('the glossary', () => {
  const { terms } = glossaryPage

  it('has at least 60 terms, in alphabetical order, each with an anchor of its own', () => {
    expect(terms.length).toBeGreaterThanOrEqual(60)
    const ids = terms.map((term) => termId(term.term))
    expect(new Set(ids).size).toBe(ids.length)
    const names = terms.map((term) => term.term.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    expect(letterOf('1099-NEC')).toBe('0–9')
    expect(letterAnchor('0–9')).toBe('letter-0-9')
  })

  it('links each term to one page where the site says more', () => {
    for (const term of terms) expect(linksIn(term.more), term.term).toHaveLength(1)
  })
})
