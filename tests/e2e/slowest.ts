// A Playwright reporter that prints the ten slowest tests of the run with their timeouts, so the next test that nears
// its budget is seen before it fails. (Playwright's own `reportSlowTests` names slow files, not tests.)
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const SHOWN = 10

type Timing = { title: string; duration: number; timeout: number }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export default class SlowestTests implements Reporter {
  private timings: Timing[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return
    const title = `[${test.parent.project()?.name}] ${test.location.file.split(/[\\/]/).pop()}:${test.location.line} › ${test.title}`
    this.timings.push({ title, duration: result.duration, timeout: test.timeout })
  }

  onEnd(_result: FullResult) {
    const slowest = this.timings.sort((a, b) => b.duration - a.duration).slice(0, SHOWN)
    if (slowest.length === 0) return
    console.log(`\nThe ${slowest.length} slowest tests (time / timeout; more than half is marked !):`)
    for (const { title, duration, timeout } of slowest) {
      const share = timeout > 0 ? duration / timeout : 0
      const mark = share > 0.5 ? '!' : ' '
      console.log(`${mark} ${seconds(duration).padStart(7)} / ${seconds(timeout).padStart(7)}  ${title}`)
    }
  }

  printsToStdio() {
    return false
  }
}
