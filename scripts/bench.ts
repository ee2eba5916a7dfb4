/**
 * `npm run bench`: Lighthouse (mobile preset, default simulated throttling) on every route of the
 * production build, served by `vite preview` with its local backend on a throwaway database.
 *
 *   npm run bench                          build, then 3 runs of every route in PAGE_PATHS
 *   npm run bench -- --no-build            use the dist/ that is there
 *   npm run bench -- --routes /,/faqs      a subset
 *   npm run bench -- --runs 1              another number of runs per route
 *   npm run bench -- --hydration           only the hydration pass (Chromium, CPU 4x, slow 4G
 *                                          applied: hydration done, ms after load; see
 *                                          scripts/bench-hydration.ts), which every run also does
 *   npm run bench -- --font                FCP and LCP with Inter from the first paint (file not
 *                                          cached) and without (a first page view), alternating
 *                                          (Chromium, CPU 4x, slow 4G applied)
 *   npm run bench -- --flows               INP of the budget's interactions at CPU 4x instead
 *                                          (scripts/bench-flows.ts), 3 runs each (or --runs)
 *
 * Prints the medians per route and the worst route for each figure, writes them to .bench/ as JSON
 * and Markdown, and exits 1 when a route breaks a budget (see COLUMNS). A run of every route (no
 * --routes) also rewrites its section of docs/generated/bench.md (scripts/bench-report.ts), the one
 * place the docs take figures from, with the commit and the machine it ran on (bench-report.ts).
 * Runs are sequential, one Chromium at a time, so they do not compete for the CPU. The parts:
 * bench-preview.ts (the site), bench-lighthouse.ts (a run and the budgets), bench-modes.ts
 * (hydration, font, interactions), bench-stats.ts (median, tables).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PAGE_PATHS } from '../src/content/pages.ts'
import { CHROMIUM_PATH } from './chromium.ts'
import {
  budgetsText,
  checkBudgets,
  COLUMNS,
  killChrome,
  ms,
  runLighthouse,
  score,
  withRetry,
  type Figures,
} from './bench-lighthouse.ts'
import { flowsMode, fontMode, hydrationPass } from './bench-modes.ts'
import { serveSite, stopSite } from './bench-preview.ts'
import { provenance, writeBenchSection } from './bench-report.ts'
import { loadAverage, markdownTable, median, printTable } from './bench-stats.ts'

const OUT_DIR = '.bench'

interface RouteResult {
  route: string
  runs: Figures[]
  median: Figures
  /** Budgets the medians break, e.g. 'Perf 91 (budget >= 95)'. */
  failures: string[]
  /** Failing Lighthouse audits (score < 1) seen in any run, for the budget failures' causes. */
  failingAudits: string[]
}

function parseCli() {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      flows: { type: 'boolean', default: false },
      hydration: { type: 'boolean', default: false },
      font: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`)
  let routes: string[] = PAGE_PATHS
  if (values.routes) {
    routes = values.routes
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
    const unknown = routes.filter((r) => !(PAGE_PATHS as string[]).includes(r))
    if (unknown.length) throw new Error(`Unknown route(s): ${unknown.join(', ')} (see PAGE_PATHS)`)
  }
  return {
    runs,
    routes,
    allRoutes: !values.routes,
    build: !values['no-build'],
    flows: values.flows,
    hydrationOnly: values.hydration,
    fontOnly: values.font,
  }
}

function worst(results: RouteResult[]) {
  return COLUMNS.map((c) => {
    const pick = results.reduce((a, b) => {
      const va = a.median[c.key]
      const vb = b.median[c.key]
      return (c.worse === 'lower' ? vb < va : vb > va) ? b : a
    })
    return { figure: c.label, route: pick.route, value: c.format(pick.median[c.key]) }
  })
}

function table(results: RouteResult[]): string[][] {
  return [
    ['Route', ...COLUMNS.map((c) => c.label), 'Budget'],
    ...results.map((r) => [
      r.route,
      ...COLUMNS.map((c) => c.format(r.median[c.key])),
      r.failures.length ? 'FAIL' : 'ok',
    ]),
  ]
}

async function main() {
  const started = Date.now()
  const { runs, routes, allRoutes, build, flows, hydrationOnly, fontOnly } = parseCli()

  if (build) {
    console.log('Building (npm run build:local)...')
    const result = spawnSync('npm', ['run', 'build:local'], { stdio: 'inherit' })
    if (result.status !== 0) throw new Error('npm run build:local failed')
  }

  const origin = await serveSite()
  console.log(`vite preview with the local backend on ${origin}`)
  if (flows) return flowsMode(origin, runs, OUT_DIR)
  if (fontOnly) return fontMode(origin, routes, runs, allRoutes)
  const hydration = await hydrationPass(origin, routes, runs)
  if (hydrationOnly) return
  console.log(
    `Lighthouse (mobile, simulated throttling): ${routes.length} route(s) x ${runs} run(s)`,
  )

  const results: RouteResult[] = []
  for (const route of routes) {
    const figures: Figures[] = []
    const failing = new Set<string>()
    for (let i = 0; i < runs; i++) {
      const t = Date.now()
      const run = await withRetry(() => runLighthouse(`${origin}${route}`), `${route} run ${i + 1}`)
      figures.push({ ...run.figures, hydratedMs: hydration.get(route)![i]!.afterLoadMs })
      run.failingAudits.forEach((a) => failing.add(a))
      console.log(
        `  ${route} run ${i + 1}/${runs}: perf ${score(run.figures.performance)}, ` +
          `LCP ${ms(run.figures.lcpMs)}, TBT ${ms(run.figures.tbtMs)} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
      )
    }
    const med = Object.fromEntries(
      COLUMNS.map((c) => [c.key, median(figures.map((f) => f[c.key]))]),
    ) as unknown as Figures
    results.push({
      route,
      runs: figures,
      median: med,
      failures: checkBudgets(med),
      failingAudits: [...failing].sort(),
    })
  }

  const rows = table(results)
  const worstRows = worst(results)
  const seconds = Math.round((Date.now() - started) / 1000)
  const failed = results.filter((r) => r.failures.length)

  console.log(`\nMedians of ${runs} run(s) per route:\n`)
  console.log(printTable(rows))
  console.log('\nWorst route per figure:')
  for (const w of worstRows)
    console.log(`  ${w.figure.padEnd(6)} ${w.value.padStart(8)}  ${w.route}`)

  const when = new Date().toISOString()
  const markdown = [
    `# Lighthouse benchmark`,
    '',
    `${when}; mobile preset with simulated throttling; median of ${runs} run(s) per route; ` +
      `Chromium ${CHROMIUM_PATH}; ${seconds} s in total; load average ${loadAverage()}.`,
    '',
    `Hydrated: hydration done, ms after \`load\`, in Chromium at CPU 4x with slow 4G applied ` +
      `(scripts/bench-hydration.ts).`,
    '',
    markdownTable(rows),
    '',
    `Worst route per figure: ${worstRows.map((w) => `${w.figure} ${w.value} (${w.route})`).join('; ')}.`,
    '',
    `Budgets: ${budgetsText()}.`,
    '',
    ...(failed.length
      ? [
          '## Budget failures',
          '',
          ...failed.map(
            (r) =>
              `- ${r.route}: ${r.failures.join(', ')}; failing audits: ${r.failingAudits.join(', ') || 'none'}`,
          ),
          '',
        ]
      : []),
  ].join('\n')
  const json = {
    date: when,
    preset: 'mobile (Lighthouse default config, simulated throttling)',
    runsPerRoute: runs,
    seconds,
    budgets: Object.fromEntries(
      COLUMNS.filter((c) => c.budget).map((c) => [c.key, c.budget!.text]),
    ),
    routes: results,
    worst: worstRows,
  }
  mkdirSync(OUT_DIR, { recursive: true })
  const stamp = when.replace(/[:.]/g, '-')
  for (const name of ['latest', `lighthouse-${stamp}`]) {
    writeFileSync(path.join(OUT_DIR, `${name}.json`), JSON.stringify(json, null, 2) + '\n')
    writeFileSync(path.join(OUT_DIR, `${name}.md`), markdown)
  }
  console.log(`\nWrote ${OUT_DIR}/latest.json and ${OUT_DIR}/latest.md (${seconds} s in total)`)
  if (allRoutes)
    await writeBenchSection(
      'lighthouse',
      [
        '## Lighthouse and hydration, every route',
        '',
        `Mobile preset with simulated throttling, median of ${runs} run(s) per route, ` +
          `${Math.round(seconds / 60)} min in all; \`npm run bench\`. ${provenance(CHROMIUM_PATH)}`,
        '',
        `Hydrated: the page live (hydrated, its charts running), ms after \`load\`, in Chromium at ` +
          `CPU 4x with slow 4G applied (\`scripts/bench-hydration.ts\`). JS KB: the JavaScript ` +
          `transferred during Lighthouse's run, the chunks fetched once the page is live and idle included.`,
        '',
        markdownTable(rows),
        '',
        `Worst route per figure: ${worstRows.map((w) => `${w.figure} ${w.value} (${w.route})`).join('; ')}.`,
        '',
        failed.length
          ? `Over a budget: ${failed.map((r) => `${r.route} (${r.failures.join(', ')})`).join('; ')}.`
          : `Every route within every budget (${budgetsText()}).`,
      ].join('\n'),
    )

  if (failed.length) {
    console.error(`\n${failed.length} route(s) break a budget (${budgetsText()}):`)
    for (const r of failed) {
      console.error(`  ${r.route}: ${r.failures.join(', ')}`)
      console.error(`    failing audits: ${r.failingAudits.join(', ') || 'none'}`)
    }
    process.exitCode = 1
  } else {
    console.log(`\nAll routes within budget (${budgetsText()}).`)
  }
}

function stopAll() {
  killChrome()
  stopSite()
}

process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the preview server and Chromium`)
    stopAll()
    process.exit(130)
  })
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(stopAll)
