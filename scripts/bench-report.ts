/**
 * The one file that holds benchmark figures: docs/generated/bench.md. `npm run bench` rewrites its
 * own section there after a full run (every route), with the date, the commit and the machine, so
 * the docs link to the last figures instead of copying them into prose. Each mode (Lighthouse,
 * interactions, the brand font) has a section of its own; rewriting one keeps the others.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release, totalmem } from 'node:os'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'

export const BENCH_DOC = path.join('docs', 'generated', 'bench.md')

/** The sections, in the order the file lists them. */
export const BENCH_SECTIONS = ['lighthouse', 'flows', 'font'] as const
export type BenchSection = (typeof BENCH_SECTIONS)[number]

const HEADER = [
  '# Bench figures',
  '',
  'Written by `npm run bench` (`scripts/bench.ts`, `scripts/bench-report.ts`): do not edit by hand. Each',
  'section is the last full run of its mode, with its date, commit and machine. The budgets and what',
  'checks them are in [performance.md](../performance.md).',
].join('\n')

const open = (key: BenchSection) => `<!-- bench:${key} -->`
const close = (key: BenchSection) => `<!-- /bench:${key} -->`

/** The body of each section found in `doc` (the text between its markers). */
export function benchSections(doc: string): Partial<Record<BenchSection, string>> {
  const found: Partial<Record<BenchSection, string>> = {}
  for (const key of BENCH_SECTIONS) {
    const start = doc.indexOf(open(key))
    const end = doc.indexOf(close(key))
    if (start >= 0 && end > start) found[key] = doc.slice(start + open(key).length, end).trim()
  }
  return found
}

/** The document with `key`'s section replaced by `body`, every other section kept as it was. */
export function withBenchSection(doc: string | undefined, key: BenchSection, body: string): string {
  const sections = { ...benchSections(doc ?? ''), [key]: body.trim() }
  const parts = BENCH_SECTIONS.filter((k) => sections[k]).map(
    (k) => `${open(k)}\n\n${sections[k]}\n\n${close(k)}`,
  )
  return `${HEADER}\n\n${parts.join('\n\n')}\n`
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : undefined
}

/**
 * The commit measured, read when the bench starts (before it builds), so a commit made while it
 * runs is not taken for the one it measured.
 */
const measured = {
  commit: run('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown commit',
  // The figures file itself does not count: one mode's run rewrites it before the next starts.
  dirty: !!run('git', [
    'status',
    '--porcelain',
    '--untracked-files=no',
    '--',
    '.',
    `:!${BENCH_DOC}`,
  ]),
}

/** Where and on what the figures were taken: the date, the commit, the machine and its load. */
export function provenance(chromium: string, date = new Date()): string {
  const { commit, dirty } = measured
  const cpu = cpus()
  const load = loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')
  return [
    `${date.toISOString()}, commit ${commit}${dirty ? ' with uncommitted changes' : ''}.`,
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'} x ${cpu.length}, ` +
      `${Math.round(totalmem() / 1024 ** 3)} GB, Linux ${release()}, Node ${process.version}, ` +
      `${run(chromium, ['--version']) ?? chromium}; load average ${load} at the end.`,
  ].join(' ')
}

/** Rewrites `key`'s section of docs/generated/bench.md, formatted as `npm run format` would. */
export async function writeBenchSection(key: BenchSection, body: string): Promise<void> {
  const doc = existsSync(BENCH_DOC) ? readFileSync(BENCH_DOC, 'utf8') : undefined
  const options = (await resolveConfig(BENCH_DOC)) ?? {}
  const text = await format(withBenchSection(doc, key, body), { ...options, parser: 'markdown' })
  mkdirSync(path.dirname(BENCH_DOC), { recursive: true })
  writeFileSync(BENCH_DOC, text)
  console.log(`Wrote ${BENCH_DOC} (${key})`)
}
