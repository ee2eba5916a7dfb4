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
 * place the docs take figures from. Runs are sequential, one
 * Chromium at a time, so they do not compete for the CPU.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { createServer } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { PAGE_PATHS } from '../src/content/pages.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { INP_BUDGET_MS, runFlows } from './bench-flows.ts'
import { provenance, writeBenchSection } from './bench-report.ts'
import {
  HYDRATION_BUDGET_MS,
  measureFontCost,
  measureHydration,
  type HydrationReading,
} from './bench-hydration.ts'

const CHROMIUM = CHROMIUM_PATH
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS]
const OUT_DIR = '.bench'
/** Attempts per run: Lighthouse occasionally reports NO_FCP or a protocol timeout in headless mode. */
const ATTEMPTS = 2
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One route's figures (a single run, or the medians of its runs). */
interface Figures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  /** Hydration done, ms after `load`, in Chromium on the mobile profile (scripts/bench-hydration.ts). */
  hydratedMs: number
}
type Key = keyof Figures

interface Column {
  key: Key
  label: string
  /** Which end is bad, to name the worst route. */
  worse: 'lower' | 'higher'
  format: (value: number) => string
  /** The budget, if this figure has one: a description and the check. */
  budget?: { text: string; ok: (value: number) => boolean }
}

const score = (v: number) => String(Math.round(v))
const ms = (v: number) => `${Math.round(v)} ms`
export const COLUMNS: Column[] = [
  {
    key: 'performance',
    label: 'Perf',
    worse: 'lower',
    format: score,
    budget: { text: '>= 98', ok: (v) => v >= 98 },
  },
  {
    key: 'accessibility',
    label: 'A11y',
    worse: 'lower',
    format: score,
    budget: { text: '= 100', ok: (v) => v === 100 },
  },
  {
    key: 'bestPractices',
    label: 'BP',
    worse: 'lower',
    format: score,
    budget: { text: '= 100', ok: (v) => v === 100 },
  },
  {
    key: 'seo',
    label: 'SEO',
    worse: 'lower',
    format: score,
    budget: { text: '= 100', ok: (v) => v === 100 },
  },
  {
    key: 'fcpMs',
    label: 'FCP',
    worse: 'higher',
    format: ms,
    budget: { text: '<= 900 ms', ok: (v) => v <= 900 },
  },
  {
    key: 'lcpMs',
    label: 'LCP',
    worse: 'higher',
    format: ms,
    budget: { text: '<= 1000 ms', ok: (v) => v <= 1000 },
  },
  {
    key: 'tbtMs',
    label: 'TBT',
    worse: 'higher',
    format: ms,
    budget: { text: '<= 100 ms', ok: (v) => v <= 100 },
  },
  {
    key: 'cls',
    label: 'CLS',
    worse: 'higher',
    format: (v) => (v === 0 ? '0' : v.toFixed(3)),
    budget: { text: '= 0', ok: (v) => v === 0 },
  },
  { key: 'jsKb', label: 'JS KB', worse: 'higher', format: (v) => v.toFixed(1) },
  {
    key: 'hydratedMs',
    label: 'Hydrated',
    worse: 'higher',
    format: (v) => `${v >= 0 ? '+' : ''}${Math.round(v)} ms`,
    budget: {
      text: `<= ${HYDRATION_BUDGET_MS} ms after load`,
      ok: (v) => v <= HYDRATION_BUDGET_MS,
    },
  },
]

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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** `vite preview` in its own process group, so stopping it also stops the backend it starts. */
function startPreview(port: number, outDir: string): ChildProcess {
  const viteBin = path.join('node_modules', 'vite', 'bin', 'vite.js')
  const args = ['preview', '--outDir', outDir, '--port', String(port), '--strictPort']
  const child = spawn(process.execPath, [viteBin, ...args, '--host', '127.0.0.1'], {
    env: { ...process.env, LOCAL_DB_DIR: 'memory://' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`vite preview exited early (code ${code}, signal ${signal}):\n${log}`)
    }
  })
  return child
}

let stopping = false
let preview: ChildProcess | undefined
let chrome: chromeLauncher.LaunchedChrome | undefined
let siteDir: string | undefined

/** Synchronous, so it also works from the 'exit' handler. */
function stopAll() {
  stopping = true
  if (chrome?.pid) {
    try {
      // chrome-launcher starts Chromium as a process group leader.
      process.kill(-chrome.pid, 'SIGKILL')
    } catch {
      /* already gone */
    }
    chrome = undefined
  }
  if (preview?.pid && preview.exitCode === null && preview.signalCode === null) {
    try {
      process.kill(-preview.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
  if (siteDir) rmSync(siteDir, { recursive: true, force: true })
  siteDir = undefined
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error('vite preview stopped before it answered')
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`)
}

async function runLighthouse(url: string): Promise<{ figures: Figures; failingAudits: string[] }> {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const cat = (id: (typeof CATEGORIES)[number]) => {
      const value = lhr.categories[id]?.score
      if (value === null || value === undefined) throw new Error(`${url}: no ${id} score`)
      return value * 100
    }
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (value === undefined) throw new Error(`${url}: audit ${id} has no value`)
      return value
    }
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
    const script = summary?.items?.find((item) => item.resourceType === 'script')
    if (!script) throw new Error(`${url}: no script row in resource-summary`)
    const failingAudits = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 || c.id !== 'performance'))
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.score})${auditDetail(a)}`)
    return {
      figures: {
        performance: cat('performance'),
        accessibility: cat('accessibility'),
        bestPractices: cat('best-practices'),
        seo: cat('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsKb: script.transferSize / 1024,
        hydratedMs: NaN, // filled in by the hydration pass
      },
      failingAudits,
    }
  } finally {
    chrome.kill()
    chrome = undefined
  }
}

async function withRetry<T>(attempt: () => Promise<T>, what: string): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt()
    } catch (error) {
      if (i >= ATTEMPTS) throw error
      console.warn(`  ${what} failed (${error instanceof Error ? error.message : error}); retrying`)
    }
  }
}

/** The first item of a failing audit that explains itself (a console error, a contrast failure). */
function auditDetail(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items
  const first = items?.[0]
  if (!first) return ''
  const node = first.node as { snippet?: string } | undefined
  const text = first.description ?? first.text ?? node?.snippet
  return typeof text === 'string' ? `: ${text.replace(/\s+/g, ' ').slice(0, 160)}` : ''
}

export function checkBudgets(figures: Figures): string[] {
  return COLUMNS.flatMap((c) =>
    c.budget && !c.budget.ok(figures[c.key])
      ? [`${c.label} ${c.format(figures[c.key])} (budget ${c.budget.text})`]
      : [],
  )
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

function printTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n')
}

function markdownTable(rows: string[][]): string {
  const [head, ...body] = rows
  const align = head!.map((_, i) => (i === 0 ? ':--' : '--:'))
  return [head!, align, ...body].map((row) => `| ${row.join(' | ')} |`).join('\n')
}

function budgetsText(): string {
  return COLUMNS.filter((c) => c.budget)
    .map((c) => `${c.label} ${c.budget!.text}`)
    .join(', ')
}

const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')

/**
 * Hydration on the mobile profile with applied throttling, `runs` times per route, printed as it
 * goes (scripts/bench-hydration.ts).
 */
async function hydrationPass(origin: string, routes: string[], runs: number) {
  console.log(
    `Hydration (Chromium, CPU 4x, slow 4G applied, 412 px): ${routes.length} route(s) x ${runs} run(s); ` +
      `load average ${loadAverage()}`,
  )
  const ms0 = (v: number) => `${Math.round(v)} ms`
  const results = await measureHydration(origin, routes, runs, (route, i, r) =>
    console.log(
      `  ${route} run ${i + 1}/${runs}: FCP ${ms0(r.fcpMs)}, load ${ms0(r.loadMs)}, ` +
        `hydrated ${ms0(r.hydratedMs)} (${r.afterLoadMs >= 0 ? '+' : ''}${ms0(r.afterLoadMs)} after load)`,
    ),
  )
  console.log('\nHydration, median per route (ms after load):')
  for (const [route, readings] of results) {
    const med = (key: 'fcpMs' | 'loadMs' | 'afterLoadMs') =>
      Math.round(median(readings.map((r) => r[key])))
    console.log(
      `  ${route.padEnd(32)} ${String(med('afterLoadMs')).padStart(6)} ms  (FCP ${med('fcpMs')} ms, load ${med('loadMs')} ms)`,
    )
  }
  console.log('')
  return results
}

/**
 * FCP and LCP with the brand font asked for from the first paint and without (a first page view),
 * same machine, alternating.
 */
async function fontPass(origin: string, routes: string[], runs: number) {
  console.log(
    `Brand font cost (Chromium, CPU 4x, slow 4G applied, 412 px): ${routes.length} route(s) x ${runs} ` +
      `pair(s); load average ${loadAverage()}`,
  )
  const results = await measureFontCost(origin, routes, runs)
  const lines = [
    '| route | FCP with font | FCP without | LCP with font | LCP without |',
    '| :-- | --: | --: | --: | --: |',
  ]
  for (const [route, { withFont, withoutFont }] of results) {
    const med = (readings: HydrationReading[], key: 'fcpMs' | 'lcpMs') =>
      `${Math.round(median(readings.map((r) => r[key])))} ms`
    lines.push(
      `| ${route} | ${med(withFont, 'fcpMs')} | ${med(withoutFont, 'fcpMs')} | ` +
        `${med(withFont, 'lcpMs')} | ${med(withoutFont, 'lcpMs')} |`,
    )
  }
  console.log(`\n${lines.join('\n')}`)
  console.log(`(medians of ${runs}; load average now ${loadAverage()})`)
  return lines
}

async function main() {
  const started = Date.now()
  const { runs, routes, allRoutes, build, flows, hydrationOnly, fontOnly } = parseCli()

  if (build) {
    console.log('Building (npm run build:local)...')
    const result = spawnSync('npm', ['run', 'build:local'], { stdio: 'inherit' })
    if (result.status !== 0) throw new Error('npm run build:local failed')
  }

  if (!existsSync(path.join('dist', 'index.html'))) throw new Error('dist/ is missing: build first')
  // The preview serves a copy of dist/, so a rebuild during the bench cannot change the site.
  siteDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'))
  cpSync('dist', siteDir, { recursive: true })

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  preview = startPreview(port, siteDir)
  await waitForServer(`${origin}/`, preview)
  console.log(`vite preview with the local backend on ${origin}`)
  if (flows) {
    const results = await runFlows(origin, runs)
    const over = results.filter((r) => r.medianMs > INP_BUDGET_MS)
    mkdirSync(OUT_DIR, { recursive: true })
    writeFileSync(
      path.join(OUT_DIR, 'flows.json'),
      JSON.stringify({ date: new Date().toISOString(), cpuRate: 4, results }, null, 2) + '\n',
    )
    await writeBenchSection(
      'flows',
      [
        '## Interactions',
        '',
        `INP at CPU 4x, 390 px, median of ${runs} run(s) per interaction (the recorder pair: ` +
          `${2 * runs} runs each, alternating); \`npm run bench -- --flows\`. ${provenance(CHROMIUM)}`,
        '',
        '| interaction | INP | runs |',
        '| :-- | --: | :-- |',
        ...results.map(
          (r) =>
            `| ${r.name} | ${Math.round(r.medianMs)} ms | ${r.runsMs.map(Math.round).join(', ')} |`,
        ),
        '',
        `Budget: INP <= ${INP_BUDGET_MS} ms. ${over.length ? `Over: ${over.map((r) => r.name).join(', ')}.` : 'Every interaction within it.'}`,
      ].join('\n'),
    )
    if (over.length) {
      console.error(
        `\nOver the ${INP_BUDGET_MS} ms INP budget: ${over.map((r) => r.name).join(', ')}`,
      )
      process.exitCode = 1
    } else console.log(`\nEvery interaction within the ${INP_BUDGET_MS} ms INP budget.`)
    return
  }
  if (fontOnly) {
    const lines = await fontPass(origin, routes, runs)
    if (allRoutes)
      await writeBenchSection(
        'font',
        [
          '## The brand font',
          '',
          `FCP and LCP of a page view that asks for the brand font from its first paint (not cached) ` +
            `and of a first page view, alternating; Chromium at CPU 4x with slow 4G applied, 412 px; ` +
            `medians of ${runs} pair(s); \`npm run bench -- --font\`. ${provenance(CHROMIUM)}`,
          '',
          ...lines,
        ].join('\n'),
      )
    return
  }
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
      `Chromium ${CHROMIUM}; ${seconds} s in total; load average ${loadAverage()}.`,
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
          `${Math.round(seconds / 60)} min in all; \`npm run bench\`. ${provenance(CHROMIUM)}`,
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
