/**
 * `npm run leads [-- --limit N] [--table NAME] [--csv] [--db URL]`: the leads stored, newest first.
 *
 * Reads the running local backend's database, else the PGlite data directory, or any PostgreSQL with
 * --db (supabase/local/cli.ts). `--csv` writes CSV for a spreadsheet: every cell that a spreadsheet
 * would read as a formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe, so a name like `=HYPERLINK(...)` stays text (CSV injection).
 */
import { oneOf, parseFlags, positiveInteger, readDatabase, runMain, type Query } from './cli.js'

export const LEAD_TABLES = [
  'newsletter_subscribers',
  'weekly_live_lessons',
  'free_tactics_cheat_sheet',
  'quiz_submissions',
  'chess_level_quiz',
  'chess_style_quiz',
  'study_plans',
  'opening_recommender',
] as const
export type LeadTable = (typeof LEAD_TABLES)[number]

export interface Lead {
  table: LeadTable
  created_at: string
  email: string
  row: Record<string, unknown>
}

interface Options {
  limit: number
  table: LeadTable | null
  csv: boolean
  db: string | null
}

const USAGE = `usage: npm run leads -- [--limit N] [--table NAME] [--csv] [--db postgres://...]\n  tables: ${LEAD_TABLES.join(', ')}`

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { limit: 50, table: null, csv: false, db: null }
  const limit = (v: string) => (options.limit = positiveInteger('--limit', v))
  const table = (v: string) => (options.table = oneOf('table', LEAD_TABLES, v))
  parseFlags(
    argv,
    USAGE,
    {
      '--limit': limit,
      '-n': limit,
      '--table': table,
      '-t': table,
      '--csv': () => (options.csv = true),
      '--db': (v) => (options.db = v),
    },
    ['--csv'],
  )
  return options
}

function toLead(table: LeadTable, row: Record<string, unknown>): Lead {
  const created = row['created_at']
  return {
    table,
    created_at: created instanceof Date ? created.toISOString() : String(created),
    email: String(row['email'] ?? ''),
    row,
  }
}

async function readLeads(query: Query, tables: readonly LeadTable[], limit: number) {
  const present = new Set(
    (
      await query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_name = any($1)`,
        [[...tables]],
      )
    ).map((row) => row.table_name),
  )
  const leads: Lead[] = []
  for (const table of tables) {
    if (!present.has(table)) continue
    const rows = await query<Record<string, unknown>>(
      `select * from public.${table} order by created_at desc, id desc limit $1`,
      [limit],
    )
    for (const row of rows) leads.push(toLead(table, row))
  }
  return leads
}

function compact(value: unknown, max: number): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The source for subscriptions, else the other columns as key=value, shortened. */
export function describe(lead: Lead): string {
  if (typeof lead.row['source'] === 'string') return `source=${lead.row['source']}`
  const parts = Object.entries(lead.row)
    .filter(([key]) => !['id', 'created_at', 'email'].includes(key))
    .map(([key, value]) => `${key}=${compact(value, 40)}`)
  return compact(parts.join(' '), 160)
}

export function formatLeads(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    lead.table,
    new Date(lead.created_at).toISOString().replace('T', ' ').slice(0, 19),
    lead.email,
    describe(lead),
  ])
  const header = ['table', 'time (UTC)', 'e-mail', 'source / payload']
  const widths = header
    .slice(0, 3)
    .map((title, column) =>
      Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
    )
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}

/** A spreadsheet cell that stays text: formula prefixes defused, quoted when it must be. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** CSV of the leads: table, created_at, email, then every other column of any of them. */
export function formatCsv(leads: readonly Lead[]): string {
  const columns = [
    ...new Set(
      leads.flatMap((lead) =>
        Object.keys(lead.row).filter((key) => !['id', 'created_at', 'email'].includes(key)),
      ),
    ),
  ]
  const header = ['table', 'created_at', 'email', ...columns]
  const rows = leads.map((lead) => [
    lead.table,
    lead.created_at,
    lead.email,
    ...columns.map((column) => lead.row[column]),
  ])
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const tables = options.table ? [options.table] : LEAD_TABLES
  const read = await readDatabase(options.db, (query) => readLeads(query, tables, options.limit))
  if (!read) return
  const leads = read.result
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, options.limit)
  if (options.csv) {
    process.stdout.write(`${formatCsv(leads)}\r\n`)
    return
  }
  if (leads.length === 0) {
    console.log(`No leads yet${options.table ? ` in ${options.table}` : ''} (${read.from}).`)
    return
  }
  console.log(formatLeads(leads))
  console.log(
    `\n${leads.length} lead${leads.length === 1 ? '' : 's'}, newest first (${read.from}).`,
  )
}

runMain(import.meta.url, 'leads', main)
