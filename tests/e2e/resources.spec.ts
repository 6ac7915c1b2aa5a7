// /resources as its readers use it: the hub by reader; each chart of accounts page with its accounts and its files,
// served and read back with a CSV parser; each checklist ticked, kept across a reload on this device only (no cookie,
// no request), cleared, printed on A4 and Letter as a clean list, and read without JavaScript; the glossary's anchors
// and structured data; search finding a term by its name; and the links that lead here from the rest of the site.
// Axe, HTML_CodeSniffer, no-JavaScript reading and link-preview checks run on every page by rule (a11y, htmlcs, no-js,
// pages specs).
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { PAGES, pageList, type PageId } from '../../src/content/registry'
import { chartFile, checklistFile } from '../../src/content/resources/files'
import { termId, termsByLetter } from '../../src/content/resources/glossary'
import { IMPORT_FORMATS, SOFTWARE } from '../../src/content/resources/import-formats'
import { loadContent, pageContent } from './content'
import { expect, test, visit } from './fixtures'

const { searchPage } = await loadContent<typeof import('../../src/content/pages/search')>('src/content/pages/search.ts')

const { CHARTS, CHECKLISTS, accountsFor, resourcesPage, glossaryPage, chartCopy, chartSheet, checklistCopy, qboType } =
  pageContent
const charts = Object.entries(CHARTS) as [PageId, (typeof CHARTS)[keyof typeof CHARTS]][]
const checklists = Object.entries(CHECKLISTS) as [PageId, (typeof CHECKLISTS)[keyof typeof CHECKLISTS]][]
const resources = pageList.filter((page) => page.parent === 'resources')

test.describe('the hub', () => {
  test('lists every resource, and each reader’s resources under its heading, each with what it is', async ({
    page,
  }) => {
    await visit(page, PAGES.resources.path)
    const main = page.getByRole('main')
    for (const resource of resources) {
      await expect(main.locator(`a[href="${resource.path}"]`).first()).toBeVisible()
    }
    const { common, groups } = resourcesPage.readers
    for (const group of [common, ...groups]) {
      const section = main.locator(`section#${group.id}`)
      await expect(section.getByRole('heading', { name: group.title })).toBeVisible()
      await expect(section.getByRole('link')).toHaveCount(group.items.length)
      // Each item says what it is above its name: a chart of accounts, a checklist, the calendar…, each free one so
      // tagged and our services not.
      const items = section.getByRole('listitem')
      for (const [i, item] of group.items.entries()) {
        await expect(items.nth(i)).toContainText(resourcesPage.readers.kinds[item.kind])
        const tag = items.nth(i).getByText(resourcesPage.readers.free, { exact: true })
        await expect(tag).toHaveCount(item.kind === 'service' ? 0 : 1)
      }
    }
  })

  test('is linked from the footer, the blog and the site map', async ({ page }) => {
    for (const path of [PAGES.home.path, PAGES.blog.path, PAGES.sitemap.path]) {
      await visit(page, path)
      await expect(page.locator(`a[href="${PAGES.resources.path}"]`).first()).toBeAttached()
    }
  })
})

test.describe('each industry page leads to its own template', () => {
  for (const entry of pageList.filter((page) => page.kind === 'industry')) {
    test(`${entry.path}`, async ({ page }) => {
      await visit(page, entry.path)
      const band = page.getByRole('main').locator('section', { has: page.locator('a[href^="/resources/"]') })
      await expect(band).toHaveCount(1)
      const href = await band.locator('a[href^="/resources/"]').getAttribute('href')
      expect(resources.map((resource) => resource.path)).toContain(href)
    })
  }
})

/** A file of the build, as a visitor's browser gets it. */
async function download(page: Page, href: string) {
  const response = await page.request.get(href)
  expect(response.status(), href).toBe(200)
  return response
}

for (const [id, chart] of charts) {
  const { path } = PAGES[id]
  test.describe(`${path}`, () => {
    test('shows every account in its group’s table, with its types in both programs', async ({ page }) => {
      await visit(page, path)
      for (const [index, group] of chart.groups.entries()) {
        // The first group stands open; the others open from their headings.
        if (index > 0) await page.locator(`section#${group.id} summary`).click()
        const rows = page.locator(`section#${group.id} tbody tr`)
        await expect(rows).toHaveCount(group.accounts.length)
        const account = group.accounts[0]!
        const row = rows.first()
        await expect(row.getByRole('rowheader')).toContainText(account.name)
        await expect(row.getByRole('rowheader')).toContainText(
          `${IMPORT_FORMATS['quickbooks-online'].name}: ${qboType(account)} ${IMPORT_FORMATS.xero.name}:`,
        )
        await expect(row.getByRole('rowheader')).toContainText(`Xero: ${account.xero}`)
        await expect(row.getByRole('cell').last()).toHaveText(account.holds)
      }
    })

    test('folds each group under its heading and count, the first open; a tap or an address opens one', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await visit(page, path)
      const [first, last] = [chart.groups[0]!, chart.groups.at(-1)!]
      for (const group of chart.groups) {
        await expect(page.locator(`section#${group.id} summary`)).toHaveAccessibleName(
          `${group.title} ${chartCopy.accounts.count(group.accounts.length)}`,
        )
      }
      await expect(page.getByRole('row', { name: first.accounts[0]!.name }).first()).toBeVisible()
      const lastRow = page.locator(`section#${last.id} tbody tr`).last()
      await expect(lastRow).toBeHidden()
      await page.locator(`section#${last.id} summary`).click()
      await expect(lastRow).toBeVisible()

      await page.goto(`${path}#${chart.groups[1]!.id}`)
      await page.waitForFunction(() => window.__lpHydrated === true)
      await expect(page.locator(`section#${chart.groups[1]!.id} tbody tr`).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: chart.groups[1]!.title, exact: true })).toBeInViewport()
    })

    test('prints every group’s accounts and each program’s import steps', async ({ page }) => {
      await visit(page, path)
      await page.emulateMedia({ media: 'print' })
      for (const group of chart.groups) {
        await expect(page.locator(`section#${group.id} tbody tr`).last()).toBeVisible()
      }
      for (const software of SOFTWARE) {
        await expect(
          page.getByRole('listitem').filter({ hasText: chartCopy.software[software].steps[0]! }),
        ).toBeVisible()
      }
    })

    test('opens on a sheet of its first accounts, one from each group, with their QuickBooks Online types', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await visit(page, path)
      const sheet = chartSheet(chart)
      const table = page.getByRole('figure').getByRole('table')
      await expect(table).toBeInViewport({ ratio: 0.3 })
      await expect(table.getByRole('rowheader')).toHaveText(sheet.rows.map((row) => row.label))
      // Each row an account of the chart, each from a group of its own, its QuickBooks Online type beside it.
      const groupOf = (label: string) =>
        chart.groups.find((group) => group.accounts.some((account) => label === `${account.number} ${account.name}`))
      expect(new Set(sheet.rows.map((row) => groupOf(row.label)?.id)).size).toBe(sheet.rows.length)
      for (const row of sheet.rows) {
        const account = groupOf(row.label)!.accounts.find((a) => row.label === `${a.number} ${a.name}`)!
        await expect(table.getByRole('row', { name: row.label })).toContainText(account.qbo.type)
      }
    })

    test('on a phone, what goes in an account sits under its name, and the rows keep their table roles', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await visit(page, path)
      const row = page.locator(`section#${chart.groups[0]!.id} tbody tr`).first()
      const [name, holds] = [row.getByRole('rowheader'), row.getByRole('cell').last()]
      const [nameBox, holdsBox] = [await name.boundingBox(), await holds.boundingBox()]
      expect(holdsBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1)
      expect(nameBox!.width).toBeGreaterThan(200)
    })

    test('offers each program’s files, cites its format’s sources, and serves files an importer reads', async ({
      page,
    }) => {
      await visit(page, path)
      const downloads = page.locator('section#downloads')
      for (const software of SOFTWARE) {
        const format = IMPORT_FORMATS[software]
        for (const source of format.sources) {
          await expect(downloads.locator(`a[href="${source.url}"]`)).toHaveText(source.title)
        }
        for (const kind of ['csv', 'xlsx'] as const) {
          const href = chartFile(path, software, kind)
          const link = downloads.getByRole('link', { name: `${chartCopy.kinds[kind]}, ${format.name}` })
          await expect(link).toHaveAttribute('href', href)
          await expect(link).toHaveAttribute('download', '')
          const response = await download(page, href)
          expect(response.headers()['content-type']).toMatch(kind === 'csv' ? /^text\/csv/ : /spreadsheetml\.sheet/)
          if (kind === 'csv') {
            const [header, ...rows] = parse(await response.body()) as string[][]
            expect(header).toEqual(format.columns)
            expect(rows.map((row) => row[1])).toEqual(accountsFor(software, chart).map((account) => account.name))
          }
        }
      }
    })
  })
}

/** The checklist's checkboxes, by their labels. */
const boxes = (page: Page) => page.locator('.checklist').getByRole('checkbox')

for (const [id, checklist] of checklists) {
  const { path, name } = PAGES[id]
  const steps = checklist.sections.flatMap((section) => section.items)

  test.describe(`${path}`, () => {
    test('ticks stay after a reload, in this browser’s storage only: no cookie, nothing sent', async ({
      page,
      context,
    }) => {
      await visit(page, path)
      await expect(boxes(page)).toHaveCount(steps.length)
      const status = page.getByRole('status')
      await expect(status).toHaveText(checklistCopy.progress(0, steps.length))
      // Every request the page makes from here on; a control below shows the listener hears one.
      const sent: string[] = []
      page.on('request', (request) => sent.push(request.url()))
      const [first, last] = [steps[0]!, steps.at(-1)!]
      await page.getByRole('checkbox', { name: first.text }).check()
      await page.getByRole('checkbox', { name: last.text }).check()
      await expect(status).toHaveText(checklistCopy.progress(2, steps.length))
      expect(sent).toEqual([])
      expect(await context.cookies()).toEqual([])
      const saved = await page.evaluate(() => Object.entries(localStorage))
      expect(saved).toEqual([[`ledgerpod:checklist:${id}`, JSON.stringify([first.id, last.id])]])

      await page.reload()
      await page.waitForFunction(() => window.__lpHydrated === true)
      await expect(page.getByRole('checkbox', { name: first.text })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: last.text })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: steps[1]!.text })).not.toBeChecked()
      await expect(status).toHaveText(checklistCopy.progress(2, steps.length))
      // The control: the same listener hears the page's requests when there are some.
      sent.length = 0
      await page.evaluate((href) => fetch(href).then(() => undefined), checklistFile(path, 'csv'))
      expect(sent.length).toBeGreaterThan(0)
    })

    test('clearing unticks every step and forgets them', async ({ page }) => {
      await visit(page, path)
      await page.getByRole('checkbox', { name: steps[0]!.text }).check()
      await page.getByRole('button', { name: checklistCopy.clear }).click()
      await expect(page.locator('.checklist input:checked')).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
    })

    test('offers its steps as CSV and as a workbook', async ({ page }) => {
      await visit(page, path)
      for (const kind of ['csv', 'xlsx'] as const) {
        const link = page.getByRole('link', { name: `${checklistCopy.kinds[kind]}, ${name}` })
        await expect(link).toHaveAttribute('href', checklistFile(path, kind))
        await download(page, checklistFile(path, kind))
      }
      const rows = parse(await (await download(page, checklistFile(path, 'csv'))).body(), { bom: true }) as string[][]
      expect(rows.slice(1).map((row) => row[1])).toEqual(steps.map((step) => step.text))
    })

    for (const format of ['A4', 'Letter'] as const) {
      test(`prints on ${format} as a clean list: the steps and their boxes, no menus, buttons or downloads`, async ({
        page,
      }) => {
        await visit(page, path)
        await page.getByRole('checkbox', { name: steps[0]!.text }).check()
        await page.emulateMedia({ media: 'print' })
        await expect(page.getByRole('banner')).toBeHidden()
        await expect(page.getByRole('contentinfo')).toBeHidden()
        await expect(page.getByRole('button', { name: checklistCopy.clear })).toBeHidden()
        await expect(page.getByRole('link', { name: `${checklistCopy.kinds.csv}, ${name}` })).toBeHidden()
        await expect(page.getByRole('main').getByRole('link', { name: checklist.hero.cta.label })).toHaveCount(0)
        for (const step of steps) await expect(page.getByRole('checkbox', { name: step.text })).toBeVisible()
        await expect(page.getByRole('checkbox', { name: steps[0]!.text })).toBeChecked()
        // The sheet's printable width at 96 CSS pixels an inch, less the 15 mm margins of the print style.
        const sheet = { A4: 210, Letter: 215.9 }[format]
        await page.setViewportSize({ width: Math.floor(((sheet - 2 * 15) / 25.4) * 96), height: 1000 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        const pdf = await page.pdf({ format })
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      })
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('is a list of steps that tick and print', async ({ page }) => {
        await page.goto(path)
        await expect(boxes(page)).toHaveCount(steps.length)
        await expect(page.getByRole('status')).toHaveText(checklistCopy.count(steps.length))
        await page.getByRole('checkbox', { name: steps[0]!.text }).check()
        await expect(page.getByRole('checkbox', { name: steps[0]!.text })).toBeChecked()
        await page.emulateMedia({ media: 'print' })
        for (const step of steps) await expect(page.getByRole('checkbox', { name: step.text })).toBeVisible()
      })
    })
  })
}

test.describe('the glossary', () => {
  const path = PAGES.glossary.path

  test('each term has its own anchor with its definition and a link to where the site says more', async ({ page }) => {
    await visit(page, path)
    for (const term of glossaryPage.terms) {
      const block = page.locator(`[id="${termId(term.term)}"]`)
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(term.term)
      await expect(block.getByRole('paragraph').first()).toHaveText(term.definition)
      await expect(block.getByRole('link')).toHaveCount(1)
    }
  })

  test('each letter leads back to the letters', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, path)
    const backs = page.getByRole('link', { name: glossaryPage.toIndex })
    // Every letter but the first, which stands right under the index.
    await expect(backs).toHaveCount(termsByLetter(glossaryPage.terms).length - 1)
    await backs.last().click()
    await expect(page.getByRole('heading', { name: glossaryPage.index })).toBeInViewport()
  })

  test('a link to a term opens the page at it', async ({ page }) => {
    const term = glossaryPage.terms.at(-2)!
    await visit(page, `${path}#${termId(term.term)}`)
    await expect(page.getByRole('heading', { name: term.term, exact: true })).toBeInViewport()
  })

  test('on a phone, the terms are rows that open to their definitions; a link to a term opens it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const [first, linked] = [glossaryPage.terms[0]!, glossaryPage.terms.at(-2)!]
    await visit(page, path)
    // The phone's row (its <details>); the same words stand in full from `sm`, hidden here.
    const definition = (term: typeof first) =>
      page.locator(`[id="${termId(term.term)}"] details`).getByText(term.definition, { exact: true })
    await expect(definition(first)).toBeHidden()
    await page.getByRole('heading', { name: first.term, exact: true }).click()
    await expect(definition(first)).toBeVisible()
    await visit(page, `${path}#${termId(linked.term)}`)
    await expect(definition(linked)).toBeInViewport()
  })

  test('the find field narrows the terms as the visitor types, open on a phone; with none it offers the site search', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, path)
    // A word from a term's name, and every term whose name or definition holds it.
    const word = glossaryPage.terms[3]!.term.split(' ')[0]!.toLowerCase()
    const found = glossaryPage.terms.filter((term) => `${term.term} ${term.definition}`.toLowerCase().includes(word))
    const field = page.getByRole('searchbox', { name: glossaryPage.find.label })
    await field.fill(word)
    await expect(page.getByRole('status')).toContainText(`${found.length} of ${glossaryPage.terms.length}`)
    await expect(page.locator('#terms').getByRole('heading', { level: 3 })).toHaveCount(found.length)
    const first = page.locator(`[id="${termId(found[0]!.term)}"] details`)
    await expect(first.getByText(found[0]!.definition, { exact: true })).toBeVisible()
    await field.fill('zzqx')
    await expect(page.locator('#terms').getByRole('heading', { level: 3 })).toHaveCount(0)
    await page.getByRole('link', { name: glossaryPage.find.elsewhere }).click()
    await expect(page).toHaveURL(`${PAGES.search.path}?q=zzqx`)
  })

  test('tells search engines it is a DefinedTermSet, every term a DefinedTerm at its anchor', async ({ request }) => {
    const html = await (await request.get(path)).text()
    const graphs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] },
    )
    const set = graphs.flatMap((graph) => graph['@graph']).find((node) => node['@type'] === 'DefinedTermSet')
    expect(set).toBeDefined()
    const terms = set!.hasDefinedTerm as { '@type': string; name: string; url: string; description: string }[]
    expect(terms.map((term) => term.name)).toEqual(glossaryPage.terms.map((term) => term.term))
    for (const [i, term] of terms.entries()) {
      expect(term['@type']).toBe('DefinedTerm')
      expect(new URL(term.url).hash).toBe(`#${termId(glossaryPage.terms[i]!.term)}`)
      expect(term.description).toBe(glossaryPage.terms[i]!.definition)
    }
  })
})

test.describe('search finds a glossary term by its name', () => {
  // A term in every dozen, from the content: the test grows with the glossary by a share, not by every term.
  const sample = glossaryPage.terms.filter((_, i) => i % 12 === 5)
  for (const term of sample) {
    test(`"${term.term}"`, async ({ page }) => {
      await visit(page, `${PAGES.search.path}?${new URLSearchParams({ q: term.term })}`)
      await expect(page.getByRole('status')).toHaveText(/results? for/)
      const results = page.getByRole('main').getByRole('list').first().getByRole('link')
      const more = page.getByRole('button', { name: searchPage.more })
      const anchor = `${PAGES.glossary.path}#${termId(term.term)}`
      // Through the results a visitor can page to: the term's own anchor is among them.
      for (;;) {
        const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        if (hrefs.includes(anchor) || !(await more.isVisible())) {
          expect(hrefs).toContain(anchor)
          break
        }
        await more.click()
        await expect(results).not.toHaveCount(hrefs.length)
      }
    })
  }
})
