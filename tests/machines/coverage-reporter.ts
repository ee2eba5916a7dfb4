/**
 * `npm run test:machines`: after the model-based tests, prints per chart the states and transitions
 * the generated paths covered out of the chart's total, and how many paths were generated. The
 * figures come from `expectFullCoverage` (tests/machines/model.ts), which stores them on its test.
 */
import type { Reporter, TestModule } from 'vitest/node'
import type { MachineCoverage } from './model'

export default class MachineCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: MachineCoverage[] = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const coverage = test.meta().machineCoverage
        if (coverage) rows.push(coverage)
      }
    }
    if (rows.length === 0) return
    rows.sort((a, b) => a.chart.localeCompare(b.chart))
    const fraction = ({ covered, total }: { covered: number; total: number }) =>
      `${covered}/${total}${covered === total ? '' : ' (incomplete)'}`
    const table = [
      ['chart', 'states', 'transitions', 'paths'],
      ...rows.map((r) => [r.chart, fraction(r.states), fraction(r.transitions), String(r.paths)]),
    ]
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
    const line = (row: string[]) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd()
    console.log(`\nModel-based coverage of the statecharts\n`)
    console.log(line(table[0]!))
    console.log(widths.map((w) => '-'.repeat(w)).join('  '))
    for (const row of table.slice(1)) console.log(line(row))
    console.log('')
  }
}
