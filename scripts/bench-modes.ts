/**
 * Part of `npm run bench`: the passes beside Lighthouse. Hydration on the mobile profile with
 * applied throttling (every run does it; `--hydration` alone), the brand font's cost (`--font`)
 * and the interactions' INP (`--flows`), each printed as it goes and, after a full run, written
 * to its section of docs/generated/bench.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_PATH } from './chromium.ts'
import { INP_BUDGET_MS, runFlows } from './bench-flows.ts'
import { measureFontCost, measureHydration, type HydrationReading } from './bench-hydration.ts'
import { provenance, writeBenchSection } from './bench-report.ts'
import { loadAverage, median } from './bench-stats.ts'

const ms = (v: number) => `${Math.round(v)} ms`

/** Hydration, `runs` times per route, printed as it goes (scripts/bench-hydration.ts). */
export async function hydrationPass(origin: string, routes: string[], runs: number) {
  console.log(
    `Hydration (Chromium, CPU 4x, slow 4G applied, 412 px): ${routes.length} route(s) x ${runs} ` +
      `run(s); load average ${loadAverage()}`,
  )
  const results = await measureHydration(origin, routes, runs, (route, i, r) =>
    console.log(
      `  ${route} run ${i + 1}/${runs}: FCP ${ms(r.fcpMs)}, load ${ms(r.loadMs)}, ` +
        `hydrated ${ms(r.hydratedMs)} (${r.afterLoadMs >= 0 ? '+' : ''}${ms(r.afterLoadMs)} after load)`,
    ),
  )
  console.log('\nHydration, median per route (ms after load):')
  for (const [route, readings] of results) {
    const med = (key: 'fcpMs' | 'loadMs' | 'afterLoadMs') =>
      Math.round(median(readings.map((r) => r[key])))
    console.log(
      `  ${route.padEnd(32)} ${String(med('afterLoadMs')).padStart(6)} ms  ` +
        `(FCP ${med('fcpMs')} ms, load ${med('loadMs')} ms)`,
    )
  }
  console.log('')
  return results
}

/**
 * FCP and LCP with the brand font asked for from the first paint and without (a first page view),
 * same machine, alternating; a full run writes the 'font' section.
 */
export async function fontMode(origin: string, routes: string[], runs: number, write: boolean) {
  console.log(
    `Brand font cost (Chromium, CPU 4x, slow 4G applied, 412 px): ${routes.length} route(s) x ` +
      `${runs} pair(s); load average ${loadAverage()}`,
  )
  const results = await measureFontCost(origin, routes, runs)
  const lines = [
    '| route | FCP with font | FCP without | LCP with font | LCP without |',
    '| :-- | --: | --: | --: | --: |',
  ]
  for (const [route, { withFont, withoutFont }] of results) {
    const med = (readings: HydrationReading[], key: 'fcpMs' | 'lcpMs') =>
      ms(median(readings.map((r) => r[key])))
    lines.push(
      `| ${route} | ${med(withFont, 'fcpMs')} | ${med(withoutFont, 'fcpMs')} | ` +
        `${med(withFont, 'lcpMs')} | ${med(withoutFont, 'lcpMs')} |`,
    )
  }
  console.log(`\n${lines.join('\n')}`)
  console.log(`(medians of ${runs}; load average now ${loadAverage()})`)
  if (!write) return
  await writeBenchSection(
    'font',
    [
      '## The brand font',
      '',
      `FCP and LCP of a page view that asks for the brand font from its first paint (not cached) ` +
        `and of a first page view, alternating; Chromium at CPU 4x with slow 4G applied, 412 px; ` +
        `medians of ${runs} pair(s); \`npm run bench -- --font\`. ${provenance(CHROMIUM_PATH)}`,
      '',
      ...lines,
    ].join('\n'),
  )
}

/** INP of the budget's interactions (scripts/bench-flows.ts); exit code 1 when one is over. */
export async function flowsMode(origin: string, runs: number, outDir: string) {
  const results = await runFlows(origin, runs)
  const over = results.filter((r) => r.medianMs > INP_BUDGET_MS)
  mkdirSync(outDir, { recursive: true })
  writeFileSync(
    path.join(outDir, 'flows.json'),
    JSON.stringify({ date: new Date().toISOString(), cpuRate: 4, results }, null, 2) + '\n',
  )
  const names = over.map((r) => r.name).join(', ')
  await writeBenchSection(
    'flows',
    [
      '## Interactions',
      '',
      `INP at CPU 4x, 390 px, median of ${runs} run(s) per interaction (the recorder pair: ` +
        `${2 * runs} runs each, alternating); \`npm run bench -- --flows\`. ` +
        provenance(CHROMIUM_PATH),
      '',
      '| interaction | INP | runs |',
      '| :-- | --: | :-- |',
      ...results.map(
        (r) => `| ${r.name} | ${ms(r.medianMs)} | ${r.runsMs.map(Math.round).join(', ')} |`,
      ),
      '',
      `Budget: INP <= ${INP_BUDGET_MS} ms. ${over.length ? `Over: ${names}.` : 'Every interaction within it.'}`,
    ].join('\n'),
  )
  if (over.length) {
    console.error(`\nOver the ${INP_BUDGET_MS} ms INP budget: ${names}`)
    process.exitCode = 1
  } else console.log(`\nEvery interaction within the ${INP_BUDGET_MS} ms INP budget.`)
}
