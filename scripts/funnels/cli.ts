/**
 * `npm run funnels [-- --db <url>] [--out <file>] [--timings <file>] [--archive <key>]`: per funnel,
 * the visitors per step and the drop-off, per timings version side by side, and each overlay's
 * conversion; then, per experiment, its arms, its verdict and the change it asks for
 * (scripts/funnels/experiments/). `--archive <key>` ends an experiment: its final table and
 * decision go into docs/generated/experiments-archive.json (commit it, then remove the
 * declaration), and the report keeps showing it from there.
 * Prints a table and writes an HTML report (default funnels/report.html, git-ignored) with SVG bar
 * charts. The experiments are those of machines/timings.ts, or of another copy of it with
 * --timings (the deployed commit's: `git show <commit>:machines/timings.ts > /tmp/timings.ts`).
 *
 * Reads the `funnel_report` view of the running local backend's database (its SQL URL in
 * .local/backend.json), or of the PGlite data directory when no backend runs, or of any PostgreSQL
 * with --db (a hosted project's connection string).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import * as timings from '../../machines/timings'
import type { Experiment } from '../../src/domain/experiments'
import { timingsVersion } from '../../src/domain/funnel-events'
import { defaultDataDir } from '../../supabase/local/backend'
import { dataDirHolder, isProcessAlive, lockDataDir } from '../../supabase/local/lock'
import { readBackendState } from '../../supabase/local/state'
import { errorMessage } from '../../supabase/local/support'
import {
  REPORT_QUERY,
  VERSIONS_QUERY,
  formatReport,
  reportHtml,
  type ReportRow,
  type TimingsSeen,
} from './report'
import { experimentsHtml } from './experiments/html'
import {
  EXPERIMENT_QUERY,
  baselineQuery,
  type Baseline,
  type ExperimentRow,
} from './experiments/queries'
import { experimentResult, experimentsReport, type ArchivedExperiment } from './experiments/results'
import { formatExperiments } from './experiments/text'

type Query = <T>(text: string) => Promise<T[]>

/** Where ended experiments are kept, in the repository. */
export const ARCHIVE_FILE = 'docs/generated/experiments-archive.json'

export function readArchive(file: string): ArchivedExperiment[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ArchivedExperiment[]) : []
}

export async function readReport(query: Query, experiments: readonly Experiment[] = []) {
  const baselines: Record<string, Baseline | null> = {}
  for (const experiment of experiments) {
    const [row] = await query<{ tabs: number; converted: number }>(baselineQuery(experiment))
    baselines[experiment.key] = row
      ? { perDay: row.tabs / 7, rate: row.tabs ? row.converted / row.tabs : 0 }
      : null
  }
  return {
    rows: await query<ReportRow>(REPORT_QUERY),
    versions: await query<TimingsSeen>(VERSIONS_QUERY),
    experiments: await query<ExperimentRow>(EXPERIMENT_QUERY),
    baselines,
  }
}

/** Ends an experiment: its result as of today, kept in the archive (replacing an earlier one). */
export function archiveExperiment(
  file: string,
  experiment: Experiment,
  rows: readonly ExperimentRow[],
  defaults: Record<string, unknown>,
  now: number,
): ArchivedExperiment {
  const today = new Date(now).toISOString().slice(0, 10)
  const { arms, verdict } = experimentResult(experiment, rows, defaults, today)
  const entry = { experiment, ended: today, arms, verdict }
  const kept = readArchive(file).filter((a) => a.experiment.key !== experiment.key)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify([...kept, entry], null, 2)}\n`)
  return entry
}

export async function withPostgres<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined })
  try {
    return await use(async <R>(text: string) => (await sql.unsafe(text)) as unknown as R[])
  } finally {
    await sql.end({ timeout: 5 })
  }
}

async function withPglite<T>(dataDir: string, use: (query: Query) => Promise<T>): Promise<T> {
  const holder = await dataDirHolder(dataDir)
  if (holder !== null)
    throw new Error(`${dataDir} is open in process ${holder}; stop it or try again.`)
  const release = await lockDataDir(dataDir)
  const db = await PGlite.create(dataDir)
  try {
    return await use(async <R>(text: string) => (await db.query<R>(text)).rows)
  } finally {
    await db.close()
    release()
  }
}

const USAGE =
  'usage: npm run funnels -- [--db <url>] [--out <file>] [--timings <file>] [--archive <key>]'

function readOptions(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        db: { type: 'string' },
        out: { type: 'string', default: 'funnels/report.html' },
        timings: { type: 'string' },
        archive: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    })
    return values
  } catch (error) {
    throw new Error(`${errorMessage(error)}\n${USAGE}`)
  }
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
  const options = readOptions(process.argv.slice(2))
  const declaredIn: Record<string, unknown> = options.timings
    ? ((await import(pathToFileURL(path.resolve(process.cwd(), options.timings)).href)) as Record<
        string,
        unknown
      >)
    : timings
  const declared = (declaredIn['EXPERIMENTS'] ?? []) as readonly Experiment[]
  const upcoming = declared.filter((e) => Date.parse(`${e.start}T00:00:00Z`) > Date.now())
  const use = (query: Query) => readReport(query, upcoming)
  let from: string
  let read: Awaited<ReturnType<typeof readReport>>
  const state = options.db ? null : await readBackendState(root)
  if (options.db) {
    read = await withPostgres(options.db, use)
    from = 'the database of --db'
  } else if (state?.sqlUrl && isProcessAlive(state.pid)) {
    read = await withPostgres(state.sqlUrl, use)
    from = `the running local backend`
  } else {
    const dataDir = process.env['LOCAL_DB_DIR']
      ? path.resolve(root, process.env['LOCAL_DB_DIR'])
      : defaultDataDir(root)
    if (!existsSync(dataDir)) {
      console.log(`No local database at ${dataDir} (start \`npm run dev\` first).`)
      return
    }
    read = await withPglite(dataDir, use)
    from = `PGlite ${path.relative(process.cwd(), dataDir) || dataDir}`
  }
  const archiveFile = path.resolve(root, ARCHIVE_FILE)
  if (options.archive) {
    const ending = declared.find((e) => e.key === options.archive)
    if (!ending) throw new Error(`no experiment '${options.archive}' is declared`)
    const entry = archiveExperiment(archiveFile, ending, read.experiments, declaredIn, Date.now())
    console.log(
      `Archived ${ending.key} in ${ARCHIVE_FILE}: ${entry.verdict.text}; ${entry.verdict.change}.`,
    )
  }
  const experiments = experimentsReport(declared, read.experiments, {
    defaults: declaredIn,
    now: Date.now(),
    archive: readArchive(archiveFile),
    baselines: read.baselines,
  })
  const current = timingsVersion(timings)
  console.log(formatReport(read.rows, read.versions, current))
  console.log(`\n${formatExperiments(experiments)}`)
  const out = path.resolve(process.cwd(), options.out)
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    reportHtml(
      read.rows,
      read.versions,
      current,
      new Date().toISOString(),
      experimentsHtml(experiments),
    ),
  )
  console.log(`\nRead from ${from}. Report: ${path.relative(process.cwd(), out) || out}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`funnels: ${errorMessage(error)}`)
    process.exitCode = 1
  })
}
