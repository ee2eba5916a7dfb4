/**
 * `npm run chart-faults [-- --chart share --faults 2]`: shows that each chart's model test can fail.
 *
 * For each chart of machines/*.machine.ts it seeds a wrong transition in the chart's source (one
 * `target: '…'` changed to another target of the same chart, or dropped so the transition stays
 * where it is), checks that the changed chart still builds (every target resolves), runs the machine
 * tests that import the chart with Vitest, and puts the source back. The transitions are found in
 * the source, not by line number, so the run works on whatever the charts are. It writes
 * docs/generated/chart-faults.md: per chart, the seeded fault and the paths that failed. A chart
 * whose fault fails no path has a test too weak to catch it; the script exits 1 then.
 *
 * Not part of `npm test`: it runs a chart's tests once per fault.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import type { AnyStateMachine } from 'xstate'

const ROOT = join(import.meta.dirname, '..')
const MACHINES = join(ROOT, 'machines')
const TESTS = join(ROOT, 'tests', 'machines')
const OUT = join(ROOT, 'docs', 'generated', 'chart-faults.md')

const { values } = parseArgs({
  options: {
    chart: { type: 'string', multiple: true },
    faults: { type: 'string', default: '1' },
    out: { type: 'string', default: OUT },
  },
})
const faultsPerChart = Number(values.faults)
if (!Number.isInteger(faultsPerChart) || faultsPerChart < 1)
  throw new Error('--faults takes a whole number of faults per chart, 1 or more')

/** One `target: '…'` of a chart's source. */
interface Target {
  /** Offset of the quoted name in the source. */
  at: number
  /** The quoted target, quotes included. */
  quoted: string
  name: string
  line: number
}

interface Fault {
  description: string
  source: string
}

function targetsOf(source: string): Target[] {
  const found: Target[] = []
  for (const m of source.matchAll(/\btarget:\s*(['"])([^'"]+)\1/g)) {
    const at = m.index + m[0].length - m[2]!.length - 2
    found.push({
      at,
      quoted: m[1]! + m[2]! + m[1]!,
      name: m[2]!,
      line: source.slice(0, at).split('\n').length,
    })
  }
  return found
}

/**
 * Every fault of a chart, spread over its transitions: first each transition sent to another
 * target of the chart (taking the transitions in an order that visits the whole chart early),
 * then each transition that no longer moves.
 */
function* faultsOf(source: string): Generator<Fault> {
  const targets = targetsOf(source)
  const names = [...new Set(targets.map((t) => t.name))]
  const order = spread(targets.length)
  const replace = (t: Target, by: string) =>
    source.slice(0, t.at) + by + source.slice(t.at + t.quoted.length)
  for (const i of order) {
    const t = targets[i]!
    for (const other of names.filter((n) => !sameTarget(n, t.name)))
      yield {
        description: `line ${t.line}: target '${t.name}' → '${other}'`,
        source: replace(t, `'${other}'`),
      }
  }
  for (const i of order) {
    const t = targets[i]!
    yield {
      description: `line ${t.line}: target '${t.name}' → none (the transition stays put)`,
      source: replace(t, 'undefined'),
    }
  }
}

/** 'showing.automatic' and '.automatic' name the same state from a transition of `showing`. */
function sameTarget(a: string, b: string): boolean {
  const bare = (n: string) => n.replace(/^\./, '')
  return a === b || bare(a).endsWith(`.${bare(b)}`) || bare(b).endsWith(`.${bare(a)}`)
}

/** 0..n-1 in an order that jumps over the list (middle first, then the quarters...). */
function spread(n: number): number[] {
  const out: number[] = []
  const seen = new Set<number>()
  for (let step = n; out.length < n; step = Math.max(1, Math.floor(step / 2)))
    for (let i = Math.floor(step / 2); i < n; i += step)
      if (!seen.has(i)) {
        seen.add(i)
        out.push(i)
      }
  return out
}

/** The chart still builds: every state's transitions resolve their targets. */
async function builds(file: string): Promise<boolean> {
  const probe = join(MACHINES, `.fault-probe-${process.pid}-${Date.now()}.machine.ts`)
  writeFileSync(probe, readFileSync(file, 'utf8'))
  try {
    const mod = (await import(probe)) as Record<string, unknown>
    const machines = Object.values(mod).filter(
      (v): v is AnyStateMachine =>
        typeof v === 'object' && v !== null && 'root' in v && 'provide' in v,
    )
    const { getStateNodes } = await import('xstate/graph')
    for (const machine of machines)
      for (const node of [machine.root, ...getStateNodes(machine.root)]) {
        void node.transitions
        void node.always
        void node.initial
      }
    return machines.length > 0
  } catch {
    return false
  } finally {
    rmSync(probe, { force: true })
  }
}

/** The machine tests that import the chart's module. */
function testsOf(chart: string): string[] {
  const module = new RegExp(`machines/${chart}\\.machine['"]`)
  return readdirSync(TESTS)
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => module.test(readFileSync(join(TESTS, f), 'utf8')))
    .map((f) => join('tests', 'machines', f))
}

interface Run {
  failed: string[]
  passed: number
}

function runTests(files: string[]): Run {
  const dir = mkdtempSync(join(tmpdir(), 'chart-faults-'))
  const report = join(dir, 'report.json')
  try {
    execFileSync('npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${report}`], {
      cwd: ROOT,
      stdio: 'ignore',
    })
  } catch {
    // A failing run is what a fault should give; the report says which tests failed.
  }
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: Array<{
        message?: string
        assertionResults: Array<{ status: string; title: string }>
      }>
    }
    const failed: string[] = []
    let passed = 0
    for (const file of json.testResults) {
      if (file.assertionResults.length === 0 && file.message) failed.push(`(file) ${file.message}`)
      for (const test of file.assertionResults)
        if (test.status === 'failed') failed.push(test.title)
        else if (test.status === 'passed') passed++
    }
    return { failed, passed }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

interface Row {
  chart: string
  tests: string[]
  fault: string
  run: Run | null
}

const restore = new Map<string, string>()
const putBack = () => {
  for (const [file, source] of restore) writeFileSync(file, source)
  restore.clear()
}
process.on('SIGINT', () => {
  putBack()
  process.exit(130)
})

const charts = readdirSync(MACHINES)
  .filter((f) => f.endsWith('.machine.ts') && !f.startsWith('.'))
  .map((f) => basename(f, '.machine.ts'))
  .filter((c) => !values.chart || values.chart.includes(c))

const rows: Row[] = []
for (const chart of charts) {
  const file = join(MACHINES, `${chart}.machine.ts`)
  const original = readFileSync(file, 'utf8')
  const tests = testsOf(chart)
  if (tests.length === 0) {
    rows.push({ chart, tests, fault: '(no machine test imports this chart)', run: null })
    continue
  }
  let seeded = 0
  for (const fault of faultsOf(original)) {
    if (seeded >= faultsPerChart) break
    restore.set(file, original)
    try {
      writeFileSync(file, fault.source)
      if (!(await builds(file))) continue
      seeded++
      const run = runTests(tests)
      rows.push({ chart, tests, fault: fault.description, run })
      console.log(
        `${chart}: ${fault.description}: ${run.failed.length} failed, ${run.passed} passed`,
      )
    } finally {
      putBack()
    }
  }
  if (seeded === 0) rows.push({ chart, tests, fault: '(no fault that builds)', run: null })
}

const escape = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const listed = (names: string[]) =>
  names.length === 0
    ? '**none: the test is too weak**'
    : names
        .slice(0, 5)
        .map((n) => `\`${escape(n).slice(0, 120)}\``)
        .join('<br>') + (names.length > 5 ? `<br>… and ${names.length - 5} more` : '')
const rowLine = (r: Row) =>
  `| ${r.chart} | ${r.tests.map((t) => basename(t)).join(', ') || '-'} | ${escape(r.fault)} | ${
    r.run
      ? `${r.run.failed.length} of ${r.run.failed.length + r.run.passed}: ${listed(r.run.failed)}`
      : '-'
  } |`
/** With --chart, the other charts' rows of the last run stay. */
const kept =
  values.chart && existsSync(values.out)
    ? readFileSync(values.out, 'utf8')
        .split('\n')
        .filter((l) => {
          const chart = /^\| ([a-z-]+) \|/.exec(l)?.[1]
          return (
            chart && existsSync(join(MACHINES, `${chart}.machine.ts`)) && !charts.includes(chart)
          )
        })
    : []
const lines = [...kept, ...rows.map(rowLine)].sort()
const table = [
  '# Seeded faults in the charts',
  '',
  'Written by `npm run chart-faults` (scripts/seed-chart-faults.ts): for each chart one wrong',
  'transition is seeded in its source, the machine tests that import the chart are run, and the',
  'source is put back. Every chart must show failed paths; a chart without is tested too weakly.',
  '',
  '| chart | test files | seeded fault | failed paths (of the run) |',
  '| --- | --- | --- | --- |',
  ...lines,
  '',
]
writeFileSync(values.out, table.join('\n'))
execFileSync('npx', ['prettier', '--write', values.out], { cwd: ROOT, stdio: 'ignore' })
const weak = rows.filter((r) => !r.run || r.run.failed.length === 0)
for (const r of weak) console.error(`${r.chart}: ${r.fault}: no path failed`)
process.exitCode = weak.length > 0 ? 1 : 0
