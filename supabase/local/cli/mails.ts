/**
 * `npm run mails [-- --limit N] [--status STATUS] [--revive] [--db URL]`: the mail queue (app_private.mail_jobs),
 * newest first, with a count per status: what was sent, what waits for a confirmation (held), what
 * is retried (pending with an error), what was suppressed and why, and what is dead with its error.
 *
 * Reads the running local backend's database (its SQL URL in .local/backend.json), or the PGlite
 * data directory when no backend runs, or any PostgreSQL with --db (a hosted project's connection
 * string: the queue is not exposed through the API). `--revive` first puts every dead job back in
 * the queue, tried again from its first attempt (after an SMTP outage longer than the retries last).
 */
import { readDatabase, runMain } from './database.js'
import { oneOf, parseFlags, positiveInteger } from './flags.js'

export const MAIL_STATUSES = ['held', 'pending', 'sending', 'sent', 'dead', 'suppressed'] as const
type MailStatus = (typeof MAIL_STATUSES)[number]

interface Options {
  limit: number
  status: MailStatus | null
  revive: boolean
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

const USAGE = `usage: npm run mails -- [--limit N] [--status ${MAIL_STATUSES.join('|')}] [--revive] [--db postgres://...]`

export function readOptions(argv: readonly string[]): Options {
  return parseFlags(
    argv,
    USAGE,
    {
      limit: { type: 'string', short: 'n' },
      status: { type: 'string', short: 's' },
      revive: { type: 'boolean' },
      db: { type: 'string' },
    },
    (values) => ({
      limit: values.limit === undefined ? 50 : positiveInteger('--limit', values.limit),
      status: values.status === undefined ? null : oneOf('status', MAIL_STATUSES, values.status),
      revive: values.revive ?? false,
      db: values.db ?? null,
    }),
  )
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
  revived: number | null
  rows: MailRow[]
  counts: Record<string, number>
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
  const options = readOptions(process.argv.slice(2))
  const read = await readDatabase(options.db, async (query): Promise<Read> => {
    const revived = options.revive
      ? ((await query<{ n: number }>('select app_private.revive_dead_mail_jobs() as n'))[0]?.n ?? 0)
      : null
    const rows = await query<MailRow>(QUERY, [options.status, options.limit])
    const counts = await query<{ status: string; count: number }>(COUNTS)
    return { revived, rows, counts: Object.fromEntries(counts.map((c) => [c.status, c.count])) }
  })
  if (!read) return
  if (read.result.revived !== null) {
    console.log(
      `Revived ${read.result.revived} dead job(s): back in the queue, from the first try.\n`,
    )
  }
  if (read.result.rows.length === 0) {
    console.log(
      `No mails${options.status ? ` with status ${options.status}` : ''} yet (${read.from}).`,
    )
    return
  }
  console.log(formatMails(read.result.rows, read.result.counts))
  console.log(`\nnewest first, at most ${options.limit} (${read.from}).`)
}

runMain(import.meta.url, 'mails', main)
