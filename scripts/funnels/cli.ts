/**
 * `npm run funnels [-- --db <url>] [--out <file>] [--timings <file>]`: per funnel, the visitors per
 * step and the drop-off, per timings version side by side, and each overlay's conversion (issue
 * 24); then, per experiment running, its arms and its verdict (scripts/funnels/experiments.ts).
 * Prints a table and writes an HTML report (default funnels/report.html, git-ignored) with SVG bar
 * charts. The experiments are those of machines/timings.ts, or of another copy of it with
 * --timings (the deployed commit's: `git show <commit>:machines/timings.ts > /tmp/timings.ts`).
 *
 * Reads the `funnel_report` view of the running local backend's database (its SQL URL in
 * .local/backend.json), or of the PGlite data directory when no backend runs, or of any PostgreSQL
 * with --db (a hosted project's connection string).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import * as timings from '../../machines/timings'
import type { Experiment } from '../../src/domain/experiments'
import { timingsVersion } from '../../src/domain/funnel-events'
import {
  dataDirHolder,
  defaultDataDir,
  errorMessage,
  isProcessAlive,
  lockDataDir,
  readBackendState,
} from '../../supabase/local/backend'
import {
  REPORT_QUERY,
  VERSIONS_QUERY,
  formatReport,
  reportHtml,
  type ReportRow,
  type TimingsSeen,
} from './report'
import {
  EXPERIMENT_QUERY,
  experimentsHtml,
  experimentsReport,
  formatExperiments,
  type ExperimentRow,
} from './experiments'

type Query = <T>(text: string) => Promise<T[]>

export async function readReport(query: Query) {
  return {
    rows: await query<ReportRow>(REPORT_QUERY),
    versions: await query<TimingsSeen>(VERSIONS_QUERY),
    experiments: await query<ExperimentRow>(EXPERIMENT_QUERY),
  }
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

function parseArgs(argv: readonly string[]) {
  const options: { db: string | null; out: string; timings: string | null } = {
    db: null,
    out: 'funnels/report.html',
    timings: null,
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    const value = () => {
      const next = argv[(i += 1)]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--db') options.db = value()
    else if (arg === '--out') options.out = value()
    else if (arg === '--timings') options.timings = value()
    else
      throw new Error(
        `unknown argument "${arg}"\nusage: npm run funnels -- [--db <url>] [--out <file>] [--timings <file>]`,
      )
  }
  return options
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
  const options = parseArgs(process.argv.slice(2))
  let from: string
  let read: Awaited<ReturnType<typeof readReport>>
  const state = options.db ? null : await readBackendState(root)
  if (options.db) {
    read = await withPostgres(options.db, readReport)
    from = 'the database of --db'
  } else if (state?.sqlUrl && isProcessAlive(state.pid)) {
    read = await withPostgres(state.sqlUrl, readReport)
    from = `the running local backend`
  } else {
    const dataDir = process.env['LOCAL_DB_DIR']
      ? path.resolve(root, process.env['LOCAL_DB_DIR'])
      : defaultDataDir(root)
    if (!existsSync(dataDir)) {
      console.log(`No local database at ${dataDir} (start \`npm run dev\` first).`)
      return
    }
    read = await withPglite(dataDir, readReport)
    from = `PGlite ${path.relative(process.cwd(), dataDir) || dataDir}`
  }
  const current = timingsVersion(timings)
  const declaredIn: Record<string, unknown> = options.timings
    ? ((await import(pathToFileURL(path.resolve(process.cwd(), options.timings)).href)) as Record<
        string,
        unknown
      >)
    : timings
  const declared = (declaredIn['EXPERIMENTS'] ?? []) as readonly Experiment[]
  const experiments = experimentsReport(declared, read.experiments, {
    defaults: declaredIn,
    now: Date.now(),
  })
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
