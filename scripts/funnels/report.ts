/**
 * The funnel report from the rows of the `funnel_report` view: a text table per funnel
 * with the timings versions side by side, and a self-contained HTML page with one SVG bar chart per
 * funnel (no script, no font, nothing from the network).
 */
import { escapeHtml } from '../escape-html'
import { textTable } from './text-table'

export interface ReportRow {
  funnel_no: number
  funnel: string
  kind: 'flow' | 'overlay'
  step_no: number
  step: string
  timings: string
  visitors: number
  drop_off_pct: number | null
}

export interface TimingsSeen {
  timings: string
  first_seen: string
  tabs: number
}

export const REPORT_QUERY = `
  select funnel_no, funnel, kind, step_no, step, timings, visitors::int as visitors,
         drop_off_pct::float8 as drop_off_pct
  from public.funnel_report
  order by funnel_no, step_no, timings`

/** The versions seen, raw events and rolled-up counts together (the view does the adding). */
export const VERSIONS_QUERY = `
  select timings, first_seen::text as first_seen, tabs::int as tabs
  from public.funnel_versions order by first_seen, timings`

interface FunnelTable {
  name: string
  kind: string
  steps: Array<{ step: string; cells: Map<string, { visitors: number; drop: number | null }> }>
}

function group(rows: readonly ReportRow[]): FunnelTable[] {
  const funnels = new Map<number, FunnelTable>()
  for (const row of rows) {
    let funnel = funnels.get(row.funnel_no)
    if (!funnel)
      funnels.set(row.funnel_no, (funnel = { name: row.funnel, kind: row.kind, steps: [] }))
    let step = funnel.steps[row.step_no - 1]
    if (!step) funnel.steps[row.step_no - 1] = step = { step: row.step, cells: new Map() }
    step.cells.set(row.timings, { visitors: row.visitors, drop: row.drop_off_pct })
  }
  return [...funnels.keys()].sort((a, b) => a - b).map((n) => funnels.get(n)!)
}

const percent = (drop: number | null) => (drop === null ? '' : `${drop.toFixed(1)}%`)

/** The text table: one block per funnel, a column pair (visitors, drop-off) per timings version. */
export function formatReport(
  rows: readonly ReportRow[],
  versions: readonly TimingsSeen[],
  current: string,
): string {
  if (versions.length === 0) return 'No funnel events recorded yet.'
  const ids = versions.map((v) => v.timings)
  const lines = [
    'Timings versions (oldest first):',
    ...versions.map(
      (v) =>
        `  ${v.timings}  first seen ${v.first_seen.slice(0, 19)}  ${v.tabs} tab${v.tabs === 1 ? '' : 's'}` +
        (v.timings === current ? '  (this checkout)' : ''),
    ),
  ]
  for (const funnel of group(rows)) {
    const head = ['step', ...ids.flatMap((id) => [id, 'drop'])]
    const body = funnel.steps.map((s, i) => [
      `${i + 1}. ${s.step}`,
      ...ids.flatMap((id) => {
        const cell = s.cells.get(id)
        return [String(cell?.visitors ?? 0), percent(cell?.drop ?? null)]
      }),
    ])
    lines.push('', `${funnel.name} (${funnel.kind})`, ...textTable(head, body))
  }
  return lines.join('\n')
}

const COLORS = ['#1f6feb', '#d97706', '#059669', '#9333ea', '#dc2626', '#0891b2']

function chart(funnel: FunnelTable, ids: readonly string[]): string {
  const bar = 18
  const gap = 6
  const labelWidth = 190
  const width = 640
  const max = Math.max(
    1,
    ...funnel.steps.flatMap((s) => [...s.cells.values()].map((c) => c.visitors)),
  )
  const rowHeight = ids.length * bar + gap * 2
  const parts: string[] = []
  funnel.steps.forEach((s, i) => {
    const y = i * rowHeight
    parts.push(
      `<text x="0" y="${y + rowHeight / 2}" dominant-baseline="middle">${escapeHtml(`${i + 1}. ${s.step}`)}</text>`,
    )
    ids.forEach((id, v) => {
      const cell = s.cells.get(id) ?? { visitors: 0, drop: null }
      const w = Math.round(((width - labelWidth - 120) * cell.visitors) / max)
      const by = y + gap + v * bar
      parts.push(
        `<rect x="${labelWidth}" y="${by}" width="${w}" height="${bar - 3}" fill="${COLORS[v % COLORS.length]}"><title>${escapeHtml(`${id}: ${cell.visitors}`)}</title></rect>`,
        `<text x="${labelWidth + w + 4}" y="${by + (bar - 3) / 2}" dominant-baseline="middle">${cell.visitors}${cell.drop === null ? '' : ` (${percent(cell.drop)})`}</text>`,
      )
    })
  })
  const height = funnel.steps.length * rowHeight
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(funnel.name)}: visitors per step" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="13">${parts.join('')}</svg>`
}

/**
 * The HTML report: the experiments' verdicts (`experiments`, from scripts/funnels/experiments/html.ts)
 * first, then a legend of the timings versions, then per funnel its chart and its table.
 */
export function reportHtml(
  rows: readonly ReportRow[],
  versions: readonly TimingsSeen[],
  current: string,
  generatedAt: string,
  experiments = '',
): string {
  const ids = versions.map((v) => v.timings)
  const legend = versions
    .map(
      (v, i) =>
        `<li><span class="swatch" style="background:${COLORS[i % COLORS.length]}"></span><code>${escapeHtml(v.timings)}</code> first seen ${escapeHtml(v.first_seen.slice(0, 19))}, ${v.tabs} tab${v.tabs === 1 ? '' : 's'}${v.timings === current ? ' (this checkout)' : ''}</li>`,
    )
    .join('')
  const sections = group(rows).map((funnel) => {
    const head = ids.map((id) => `<th>${escapeHtml(id)}</th><th>drop-off</th>`).join('')
    const body = funnel.steps
      .map(
        (s, i) =>
          `<tr><td>${i + 1}. ${escapeHtml(s.step)}</td>${ids
            .map((id) => {
              const cell = s.cells.get(id)
              return `<td>${cell?.visitors ?? 0}</td><td>${percent(cell?.drop ?? null)}</td>`
            })
            .join('')}</tr>`,
      )
      .join('')
    return `<section><h2>${escapeHtml(funnel.name)} <small>${escapeHtml(funnel.kind)}</small></h2>
${chart(funnel, ids)}
<table><thead><tr><th>step</th>${head}</tr></thead><tbody>${body}</tbody></table></section>`
  })
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Funnels</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#111}
table{border-collapse:collapse;margin:.5rem 0 2rem}td,th{padding:.2rem .6rem;text-align:right;border-bottom:1px solid #ddd}
td:first-child,th:first-child{text-align:left}small{color:#555;font-weight:normal}
.swatch{display:inline-block;width:.8rem;height:.8rem;margin-right:.4rem;vertical-align:middle}ul{list-style:none;padding:0}
.warning{background:#fde8e8;border-left:4px solid #b91c1c;padding:.5rem .8rem}.verdict{font-size:1.1rem}</style></head>
<body><h1>Funnels</h1>
<p>Visitors (browser tabs) that reached each step, per timings version of <code>machines/timings.ts</code>, and the drop-off from the step before. Generated ${escapeHtml(generatedAt)} by <code>npm run funnels</code>.</p>
${experiments}
${versions.length === 0 ? '<p>No funnel events recorded yet.</p>' : `<ul>${legend}</ul>`}
${versions.length === 0 ? '' : sections.join('\n')}
</body></html>
`
}
