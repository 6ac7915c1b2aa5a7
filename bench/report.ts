// The benchmarks' reporter: each test records one row per route and build (record()) and notes (note()); at the end
// this prints one table per project (with a baseline: "baseline → current delta" in every cell), then the notes, and
// writes everything as JSON to .bench/<project>-<time>.json and .bench/latest-<project>.json.
import { test } from '@playwright/test'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { table } from '../scripts/budget.mjs'
import { repoRoot, type Site } from './sites'

/** A table row's cells: numbers already rounded as they should show; Infinity becomes "never", undefined "-". */
export type Cells = Record<string, number | string | undefined>
export type Row = { route: string; site: Site['key']; label: string; cells: Cells; data?: unknown }

export const record = (site: Pick<Site, 'key' | 'label'>, route: string, cells: Cells, data?: unknown) =>
  test.info().attach('bench-row', {
    // JSON has no Infinity: a figure that never happened is written as "never".
    body: JSON.stringify({ route, site: site.key, label: site.label, cells, data } satisfies Row, (_key, value) =>
      value === Infinity ? 'never' : value,
    ),
    contentType: 'application/json',
  })

/** A line printed once under the table (a legend, a warning). */
export const note = (text: string) => test.info().attach('bench-note', { body: text, contentType: 'text/plain' })

/** Bytes as KiB with one decimal, as the tables show them. */
export const kib = (bytes: number | undefined) => (bytes === undefined ? undefined : Math.round(bytes / 102.4) / 10)

export const median = (values: (number | undefined)[]): number | undefined => {
  const sorted = values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (!sorted.length) return undefined
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

const show = (value: Cells[string]) => (value === undefined ? '-' : String(value))
const decimals = (value: number) => String(value).split('.')[1]?.length ?? 0

/** "before → after delta", e.g. "1210 → 1105 -105"; text or a missing side shows both without a delta. */
export function compareCell(before: Cells[string], after: Cells[string]): string {
  const text = `${show(before)} → ${show(after)}`
  if (typeof before !== 'number' || typeof after !== 'number' || !Number.isFinite(before - after)) return text
  const digits = Math.max(decimals(before), decimals(after))
  const delta = after - before
  return `${text} ${Math.abs(delta) < 10 ** -digits / 2 ? '±0' : `${delta > 0 ? '+' : '-'}${Math.abs(delta).toFixed(digits)}`}`
}

function render(rows: Row[]): string {
  const current = rows.filter((r) => r.site === 'current')
  const baseline = new Map(rows.filter((r) => r.site === 'baseline').map((r) => [r.route, r]))
  const columns = Object.keys(current[0]?.cells ?? {})
  const compare = baseline.size > 0
  const body = current.map((row) => [
    row.route,
    ...columns.map((c) =>
      compare ? compareCell(baseline.get(row.route)?.cells[c], row.cells[c]) : show(row.cells[c]),
    ),
  ])
  const labels = [...new Set(rows.map((r) => r.label))]
  return `${compare ? `baseline → current (delta): ${labels.join(' → ')}` : labels.join('')}\n${table(['route', ...columns], body)}`
}

export default class BenchReporter implements Reporter {
  private results = new Map<string, { rows: Row[]; notes: Set<string> }>()

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? 'bench'
    const entry = this.results.get(project) ?? { rows: [], notes: new Set<string>() }
    this.results.set(project, entry)
    for (const { name, body } of result.attachments) {
      if (name === 'bench-row' && body) entry.rows.push(JSON.parse(body.toString()))
      if (name === 'bench-note' && body) entry.notes.add(body.toString())
    }
  }

  onEnd() {
    const load = loadavg()[0] ?? 0
    for (const [project, { rows, notes }] of this.results) {
      if (!rows.length) continue
      console.log(`\n${project}: ${render(rows)}`)
      for (const line of notes) console.log(line)
      if (load > 2)
        console.log(`Note: this machine was busy (load average ${load.toFixed(1)}): timings are pessimistic.`)
      const dir = join(repoRoot, '.bench')
      mkdirSync(dir, { recursive: true })
      const json = JSON.stringify({ date: new Date().toISOString(), project, load, notes: [...notes], rows }, null, 2)
      const file = join(dir, `${project}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
      writeFileSync(file, json)
      writeFileSync(join(dir, `latest-${project}.json`), json)
      console.log(`wrote ${file}`)
    }
  }
}
