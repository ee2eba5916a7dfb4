/** The experiments' text block, which `npm run funnels` prints after the funnels. */
import { textTable } from '../text-table'
import { ARM_HEADINGS, UNIT, armCells, splitLine, stepsLine } from './cells'
import { signed } from './percent'
import type { ExperimentResult, ExperimentsReport } from './results'
import { MIN_DAYS } from './verdict'

/** The cumulative uplift of B by day, as a line of text bars (the HTML report draws it). */
function textChart(result: ExperimentResult): string[] {
  const points = result.series.filter((p) => p.uplift !== null).slice(-14)
  if (points.length === 0) return []
  return [
    `  B over A by day (cumulative, planned ${result.planned} an arm):`,
    ...points.map(
      (p) =>
        `    ${p.day}  ${String(p.units).padStart(7)} an arm  ${signed(p.uplift!.estimate).padStart(7)} (${signed(p.uplift!.low)} to ${signed(p.uplift!.high)})`,
    ),
  ]
}

/** The text block `npm run funnels` prints after the funnels. */
export function formatExperiments(report: ExperimentsReport): string {
  const lines = ['Experiments (machines/timings.ts)', `  ${UNIT}`]
  if (report.running.length === 0) lines.push('  none running')
  for (const result of report.running) {
    const { experiment, verdict } = result
    lines.push('')
    if (verdict.kind === 'broken')
      lines.push(
        `WARNING ${experiment.key}: the split is broken, do not trust this: ${splitLine(result)}`,
      )
    lines.push(
      `${experiment.key}: ${experiment.varies}, since ${experiment.start}; conversion: ${experiment.metric}`,
    )
    for (const problem of result.problems) lines.push(`  problem: ${problem}`)
    lines.push(...textTable(ARM_HEADINGS, result.arms.map(armCells)).map((l) => `  ${l}`))
    lines.push(
      `  split: ${splitLine(result)}`,
      `  steps: ${stepsLine(result.arms)}`,
      `  planned: ${result.planned} visitors an arm and ${MIN_DAYS} days${verdict.horizon ? `, reached on ${verdict.horizon}` : ''}`,
      ...textChart(result),
      `  verdict: ${verdict.text}`,
      `  change: ${verdict.change}`,
    )
  }
  for (const { experiment, plan } of report.upcoming)
    lines.push('', `${experiment.key}: starts ${experiment.start}; ${plan}`)
  for (const a of report.archived) {
    lines.push(
      '',
      `${a.experiment.key} (ended ${a.ended}): ${a.experiment.varies}, from ${a.experiment.start}; conversion: ${a.experiment.metric}`,
      ...textTable(ARM_HEADINGS, a.arms.map(armCells)).map((l) => `  ${l}`),
      `  verdict: ${a.verdict.text}`,
      `  change: ${a.verdict.change}`,
    )
  }
  if (report.ended.length)
    lines.push('', `Ended, not archived (no longer in timings.ts): ${report.ended.join(', ')}`)
  return lines.join('\n')
}
