/** The experiments' sections of the HTML report `npm run funnels` writes, with SVG charts. */
import { DEFAULT_WORTH, type Experiment } from '../../../src/domain/experiments'
import { escapeHtml } from '../../escape-html'
import { ARM_HEADINGS, UNIT, armCells, splitLine, stepsLine } from './cells'
import { pct, signed } from './percent'
import type { ArmResult, ExperimentResult, ExperimentsReport } from './results'

const ARM_COLORS = ['#555', '#1f6feb', '#d97706', '#059669']

/** Each arm's rate as a dot with its 95% interval as a bar. */
function ratesSvg(experiment: Experiment, arms: readonly ArmResult[]): string {
  const width = 420
  const row = 26
  const left = 60
  const top = Math.max(0.01, ...arms.map((a) => a.interval[1])) * 1.1
  const x = (v: number) => left + ((width - left - 20) * v) / top
  const parts = arms.map((a, i) => {
    const y = 14 + i * row
    return (
      `<text x="0" y="${y + 4}">${escapeHtml(`${a.name} ${a.value}`)}</text>` +
      `<line x1="${x(a.interval[0]).toFixed(1)}" x2="${x(a.interval[1]).toFixed(1)}" y1="${y}" y2="${y}" stroke="${ARM_COLORS[i]}" stroke-width="3"/>` +
      `<circle cx="${x(a.rate).toFixed(1)}" cy="${y}" r="4" fill="${ARM_COLORS[i]}"><title>${escapeHtml(`${a.name}: ${pct(a.rate)} (${pct(a.interval[0])}-${pct(a.interval[1])})`)}</title></circle>`
    )
  })
  const height = arms.length * row + 16
  const axis = `<text x="${left}" y="${height - 2}">0%</text><text x="${width - 50}" y="${height - 2}">${pct(top)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(experiment.key)}: conversion rate per arm with 95% intervals" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="12">${parts.join('')}${axis}</svg>`
}

/** The cumulative uplift of B over A by day with its interval, against the planned sample. */
function upliftSvg(result: ExperimentResult): string {
  const points = result.series.filter((p) => p.uplift !== null)
  const width = 560
  const height = 180
  const pad = 36
  const maxUnits = Math.max(result.planned, ...points.map((p) => p.units), 1) * 1.05
  const bound = Math.max(
    0.2,
    (result.experiment.worth ?? DEFAULT_WORTH) * 1.5,
    ...points.map((p) => Math.min(2, Math.max(Math.abs(p.uplift!.low), Math.abs(p.uplift!.high)))),
  )
  const x = (units: number) => pad + ((width - 2 * pad) * units) / maxUnits
  const y = (v: number) =>
    height / 2 - ((height / 2 - 14) * Math.max(-bound, Math.min(bound, v))) / bound
  const band = points.length
    ? `<path d="M${points.map((p) => `${x(p.units).toFixed(1)},${y(p.uplift!.high).toFixed(1)}`).join('L')}L${[
        ...points,
      ]
        .reverse()
        .map((p) => `${x(p.units).toFixed(1)},${y(p.uplift!.low).toFixed(1)}`)
        .join('L')}Z" fill="#1f6feb" fill-opacity="0.15"/>` +
      `<polyline fill="none" stroke="#1f6feb" stroke-width="2" points="${points.map((p) => `${x(p.units).toFixed(1)},${y(p.uplift!.estimate).toFixed(1)}`).join(' ')}"/>`
    : ''
  const worth = result.experiment.worth ?? DEFAULT_WORTH
  const planned = Number.isFinite(result.planned)
    ? `<line x1="${x(result.planned).toFixed(1)}" x2="${x(result.planned).toFixed(1)}" y1="8" y2="${height - 8}" stroke="#b91c1c" stroke-dasharray="4 3"/><text x="${(x(result.planned) - 4).toFixed(1)}" y="12" text-anchor="end">planned ${result.planned}</text>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(result.experiment.key)}: cumulative uplift of B over A by day, against the planned sample" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="11">` +
    `<line x1="${pad}" x2="${width - pad}" y1="${y(0)}" y2="${y(0)}" stroke="#999"/><text x="0" y="${y(0) + 4}">0%</text>` +
    `<line x1="${pad}" x2="${width - pad}" y1="${y(worth).toFixed(1)}" y2="${y(worth).toFixed(1)}" stroke="#059669" stroke-dasharray="2 3"/><text x="0" y="${(y(worth) + 4).toFixed(1)}">${signed(worth)}</text>` +
    `${band}${planned}<text x="${width - pad}" y="${height - 2}" text-anchor="end">visitors an arm</text></svg>`
  )
}

function armsTable(arms: readonly ArmResult[]): string {
  const head = ARM_HEADINGS.map((h) => `<th>${escapeHtml(h)}</th>`).join('')
  const body = arms
    .map(
      (arm) =>
        `<tr>${armCells(arm)
          .map((c) => `<td>${escapeHtml(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('')
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/** The experiments' sections of the HTML report. */
export function experimentsHtml(report: ExperimentsReport): string {
  const sections = report.running.map((result) => {
    const { experiment, verdict } = result
    const warning =
      verdict.kind === 'broken'
        ? `<p class="warning"><strong>The split is broken, do not trust this.</strong> ${escapeHtml(splitLine(result))}</p>`
        : ''
    const problems = result.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')
    return `<section class="experiment"><h3>${escapeHtml(experiment.key)}</h3>
${warning}<p><code>${escapeHtml(experiment.varies)}</code>, since ${escapeHtml(experiment.start)}; conversion: ${escapeHtml(experiment.metric)}</p>
${problems ? `<ul class="problems">${problems}</ul>` : ''}${ratesSvg(experiment, result.arms)}
${result.arms.length > 1 ? upliftSvg(result) : ''}
${armsTable(result.arms)}
<p>Split: ${escapeHtml(splitLine(result))}. Steps: ${escapeHtml(stepsLine(result.arms))}.</p>
<p class="verdict">Verdict: <strong>${escapeHtml(verdict.text)}</strong>. Change: <strong>${escapeHtml(verdict.change)}</strong></p></section>`
  })
  const upcoming = report.upcoming
    .map(
      ({ experiment, plan }) =>
        `<li><code>${escapeHtml(experiment.key)}</code> starts ${escapeHtml(experiment.start)}; ${escapeHtml(plan)}</li>`,
    )
    .join('')
  const archived = report.archived.map(
    (
      a,
    ) => `<section class="experiment ended"><h3>${escapeHtml(a.experiment.key)} <small>ended ${escapeHtml(a.ended)}</small></h3>
<p><code>${escapeHtml(a.experiment.varies)}</code>, from ${escapeHtml(a.experiment.start)}; conversion: ${escapeHtml(a.experiment.metric)}</p>
${ratesSvg(a.experiment, a.arms)}
${armsTable(a.arms)}
<p class="verdict">Verdict: <strong>${escapeHtml(a.verdict.text)}</strong>. Change: <strong>${escapeHtml(a.verdict.change)}</strong></p></section>`,
  )
  return `<h2>Experiments</h2>
<p>${escapeHtml(UNIT)}.</p>
${report.running.length === 0 ? '<p>None running.</p>' : sections.join('\n')}
${upcoming ? `<ul>${upcoming}</ul>` : ''}${archived.length ? `<h2>Ended experiments</h2>\n${archived.join('\n')}` : ''}${report.ended.length ? `<p>Ended, not archived (no longer in timings.ts): ${escapeHtml(report.ended.join(', '))}</p>` : ''}`
}
