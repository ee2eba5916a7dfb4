/**
 * `npm run mails [-- --limit N] [--status STATUS] [--db URL]`: the mail queue (app_private.mail_jobs),
 * newest first, with a count per status: what was sent, what waits for a confirmation (held), what
 * is retried (pending with an error), what was suppressed and why, and what is dead with its error.
 *
 * Reads the running local backend's database (its SQL URL in .local/backend.json), or the PGlite
 * data directory when no backend runs, or any PostgreSQL with --db (a hosted project's connection
 * string: the queue is not exposed through the API).
 */
import path from 'node:path'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import {
  dataDirHolder,
  defaultDataDir,
  errorMessage,
  isProcessAlive,
  lockDataDir,
  readBackendState,
} from './backend.js'

export const MAIL_STATUSES = ['held', 'pending', 'sending', 'sent', 'dead', 'suppressed'] as const
type MailStatus = (typeof MAIL_STATUSES)[number]

interface Options {
  limit: number
  status: MailStatus | null
  db: string | null
}

export interface MailRow {
  id: number
  created_at: string
  kind: string
  to_email: string
  status: string
  attempts: number
  next_attempt_at: string | null
  sent_at: string | null
  last_error: string | null
}

function usage(): string {
  return `usage: npm run mails -- [--limit N] [--status ${MAIL_STATUSES.join('|')}] [--db postgres://...]`
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { limit: 50, status: null, db: null }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined]
    const value = (): string => {
      const next = inline ?? argv[(i += 1)]
      if (next === undefined) throw new Error(`${flag} needs a value\n${usage()}`)
      return next
    }
    if (flag === '--limit' || flag === '-n') {
      const limit = Number(value())
      if (!Number.isInteger(limit) || limit < 1)
        throw new Error(`--limit must be a positive integer\n${usage()}`)
      options.limit = limit
    } else if (flag === '--status' || flag === '-s') {
      const status = value()
      if (!(MAIL_STATUSES as readonly string[]).includes(status))
        throw new Error(`unknown status "${status}"\n${usage()}`)
      options.status = status as MailStatus
    } else if (flag === '--db') {
      options.db = value()
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage())
      process.exit(0)
    } else {
      throw new Error(`unknown argument "${arg}"\n${usage()}`)
    }
  }
  return options
}

const QUERY = `
  select id::int as id, created_at::text as created_at, kind, to_email, status, attempts,
         next_attempt_at::text as next_attempt_at, sent_at::text as sent_at, last_error
  from app_private.mail_jobs
  where $1::text is null or status = $1::text
  order by id desc
  limit $2`
const COUNTS = `select status, count(*)::int as count from app_private.mail_jobs group by status`

interface Read {
  rows: MailRow[]
  counts: Record<string, number>
}

async function readViaPostgres(url: string, options: Options): Promise<Read> {
  const sql = postgres(url, {
    max: 1,
    prepare: false,
    onnotice: () => undefined,
    connect_timeout: 10,
  })
  try {
    const rows = await sql.unsafe<MailRow[]>(QUERY, [options.status, options.limit])
    const counts = await sql.unsafe<{ status: string; count: number }[]>(COUNTS)
    return { rows: [...rows], counts: Object.fromEntries(counts.map((c) => [c.status, c.count])) }
  } finally {
    await sql.end({ timeout: 5 })
  }
}

async function readViaPglite(dataDir: string, options: Options): Promise<Read> {
  const release = await lockDataDir(dataDir)
  const db = await PGlite.create(dataDir)
  try {
    const rows = (await db.query<MailRow>(QUERY, [options.status, options.limit])).rows
    const counts = (await db.query<{ status: string; count: number }>(COUNTS)).rows
    return { rows, counts: Object.fromEntries(counts.map((c) => [c.status, c.count])) }
  } finally {
    await db.close()
    release()
  }
}

function time(value: string | null): string {
  return value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : ''
}

/** The table `npm run mails` prints. */
export function formatMails(rows: readonly MailRow[], counts: Record<string, number>): string {
  const header = [
    'id',
    'created (UTC)',
    'kind',
    'to',
    'status',
    'tries',
    'sent / next try',
    'last error',
  ]
  const body = rows.map((row) => [
    String(row.id),
    time(row.created_at),
    row.kind,
    row.to_email,
    row.status,
    String(row.attempts),
    row.status === 'sent'
      ? time(row.sent_at)
      : row.status === 'pending'
        ? time(row.next_attempt_at)
        : '',
    (row.last_error ?? '').replace(/\s+/g, ' ').slice(0, 80),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  )
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const summary = MAIL_STATUSES.map((status) => `${status} ${counts[status] ?? 0}`).join(', ')
  return [line(header), ...body.map(line), '', `queue: ${summary}`].join('\n')
}

async function main(): Promise<void> {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
  const options = parseArgs(process.argv.slice(2))
  let read: Read | null = null
  let from = ''
  if (options.db) {
    read = await readViaPostgres(options.db, options)
    from = 'the database of --db'
  } else {
    const state = await readBackendState(rootDir)
    if (state?.sqlUrl && isProcessAlive(state.pid)) {
      try {
        read = await readViaPostgres(state.sqlUrl, options)
        from = `running local backend ${state.restUrl}`
      } catch (error) {
        console.error(
          `note: the running backend's database did not answer (${errorMessage(error)})`,
        )
      }
    }
    if (!read) {
      const dataDir = process.env['LOCAL_DB_DIR']
        ? path.resolve(rootDir, process.env['LOCAL_DB_DIR'])
        : defaultDataDir(rootDir)
      if (!existsSync(dataDir)) {
        console.log(
          `No mails yet: there is no local database at ${dataDir} (start \`npm run dev\` first).`,
        )
        return
      }
      const holder = await dataDirHolder(dataDir)
      if (holder !== null)
        throw new Error(`${dataDir} is open in process ${holder}; stop that process or try again.`)
      read = await readViaPglite(dataDir, options)
      from = `PGlite ${path.relative(process.cwd(), dataDir) || dataDir}`
    }
  }
  if (read.rows.length === 0) {
    console.log(`No mails${options.status ? ` with status ${options.status}` : ''} yet (${from}).`)
    return
  }
  console.log(formatMails(read.rows, read.counts))
  console.log(`\nnewest first, at most ${options.limit} (${from}).`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`mails: ${errorMessage(error)}`)
    process.exitCode = 1
  })
}
