/**
 * `npm run stress:hydration`: runs the before-hydration e2e tests many times, one at a time, with the
 * page's CPU throttled (E2E_CPU_THROTTLE, tests/e2e/fixtures.ts), and prints how many runs failed.
 * Not part of `npm test`: it is for timing-dependent faults that a single run rarely shows
 * (a success toast once shown with nothing sent).
 *
 *   npm run stress:hydration                        build, then 50 x the four early sign-ups (200 runs)
 *   npm run stress:hydration -- --repeat 10 --rate 6 --no-build
 *   npm run stress:hydration -- --grep "keeps an early scroll" --repeat 20
 *   npm run stress:hydration -- --all               every test of the before-hydration specs
 *
 * Ctrl-C stops early and still counts the runs made. Exits 1 when any run failed. Failed runs keep their traces in test-results-stress/ (its own folder:
 * another Playwright run empties test-results/ when it starts).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'

const FILES = ['tests/e2e/before-hydration.spec.ts', 'tests/e2e/first-load.spec.ts']
const DEFAULT_GREP = 'a submit before hydration is delivered once'

const { values: options } = parseArgs({
  options: {
    repeat: { type: 'string', default: '50' },
    rate: { type: 'string', default: '4' },
    grep: { type: 'string', default: DEFAULT_GREP },
    all: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
})
const repeat = Number(options.repeat)
const rate = Number(options.rate)
const grep = options.all ? undefined : options.grep
if (!(repeat >= 1) || !(rate >= 1)) throw new Error('--repeat and --rate take numbers >= 1')

if (!options['no-build']) {
  const build = spawnSync('npm', ['run', 'build:local'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const report = join(mkdtempSync(join(tmpdir(), 'stress-hydration-')), 'report.json')
const args = [
  'playwright',
  'test',
  ...FILES,
  `--repeat-each=${repeat}`,
  '--workers=1',
  '--reporter=dot,json',
  '--output=test-results-stress',
  ...(grep ? ['--grep', grep] : []),
]
console.log(`CPU ${rate}x slower, each test ${repeat} times: npx ${args.join(' ')}`)
const started = Date.now()
// Ctrl-C stops Playwright, which still writes its report of the runs so far: count those.
process.on('SIGINT', () => console.log('\nstopping: counting the runs so far'))
spawnSync('npx', args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_CPU_THROTTLE: String(rate),
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  },
})

interface Spec {
  title: string
  tests: Array<{ results: Array<{ status: string; error?: { message?: string } }> }>
}
interface Suite {
  title: string
  specs?: Spec[]
  suites?: Suite[]
}
const parsed = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }
const byTest = new Map<string, { runs: number; failed: number; errors: string[] }>()
const walk = (suite: Suite, prefix: string) => {
  for (const spec of suite.specs ?? []) {
    const name = `${prefix}${spec.title}`
    const entry = byTest.get(name) ?? { runs: 0, failed: 0, errors: [] }
    for (const test of spec.tests)
      for (const result of test.results) {
        // Not run, or cut short by Ctrl-C: not a run.
        if (result.status === 'skipped' || result.status === 'interrupted') continue
        entry.runs++
        if (result.status === 'passed') continue
        entry.failed++
        // The first line of the error, without colour codes.
        const message = stripVTControlCharacters(result.error?.message ?? result.status)
        entry.errors.push(message.split('\n').find((line) => line.trim()) ?? result.status)
      }
    byTest.set(name, entry)
  }
  for (const child of suite.suites ?? []) walk(child, `${prefix}${child.title} > `)
}
for (const suite of parsed.suites) walk(suite, '')

let runs = 0
let failed = 0
for (const [name, entry] of byTest) {
  runs += entry.runs
  failed += entry.failed
  if (!entry.failed) continue
  console.log(`  ${entry.failed}/${entry.runs} failed: ${name}`)
  for (const error of entry.errors) console.log(`      ${error}`)
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`\nstress:hydration: ${failed} failed of ${runs} runs (CPU ${rate}x, ${minutes} min)`)
process.exit(failed === 0 && runs > 0 ? 0 : 1)
