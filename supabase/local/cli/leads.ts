/**
 * `npm run leads [-- --limit N] [--table NAME] [--csv] [--db URL]`: the leads stored, newest first.
 * `npm run leads -- --sizes`: each table anonymous traffic can grow, its size on disk now against its
 * budget (supabase/local/storage-budget.ts), and the total against the ceiling.
 *
 * Reads the running local backend's database, else the PGlite data directory, or any PostgreSQL with
 * --db (supabase/local/cli/database.ts). `--csv` writes CSV for a spreadsheet: every cell that a spreadsheet
 * would read as a formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe, so a name like `=HYPERLINK(...)` stays text (CSV injection).
 */
import { readDatabase, runMain, type Query } from './database.js'
import { oneOf, parseFlags, positiveInteger } from './flags.js'
import { DATABASE_CEILING_MB, STORAGE_BUDGET, budgetMb, totalBudgetMb } from '../storage-budget.js'

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
  sizes: boolean
  db: string | null
}

const USAGE = `usage: npm run leads -- [--limit N] [--table NAME] [--csv] [--sizes] [--db postgres://...]\n  tables: ${LEAD_TABLES.join(', ')}`

export function readOptions(argv: readonly string[]): Options {
  return parseFlags(
    argv,
    USAGE,
    {
      limit: { type: 'string', short: 'n' },
      table: { type: 'string', short: 't' },
      csv: { type: 'boolean' },
      sizes: { type: 'boolean' },
      db: { type: 'string' },
    },
    (values) => ({
      limit: values.limit === undefined ? 50 : positiveInteger('--limit', values.limit),
      table: values.table === undefined ? null : oneOf('table', LEAD_TABLES, values.table),
      csv: values.csv ?? false,
      sizes: values.sizes ?? false,
      db: values.db ?? null,
    }),
  )
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

export interface TableSize {
  table: string
  bytes: number
  budgetMb: number
}

/** Each budgeted table's size on disk now (heap, indexes, TOAST), with its budget. */
export async function readSizes(query: Query): Promise<TableSize[]> {
  const sizes: TableSize[] = []
  for (const budget of STORAGE_BUDGET) {
    const tables = budget.covers ?? [budget.table]
    const [row] = await query<{ bytes: string | number | null }>(
      `select sum(pg_total_relation_size(t::regclass))::bigint as bytes
       from unnest(string_to_array($1, ',')) as t where to_regclass(t) is not null`,
      [tables.join(',')],
    )
    sizes.push({
      table: budget.covers ? `${budget.covers.length} lead tables` : budget.table,
      bytes: Number(row?.bytes ?? 0),
      budgetMb: budgetMb(budget),
    })
  }
  return sizes
}

export function formatSizes(sizes: readonly TableSize[]): string {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1)
  const width = Math.max(...sizes.map((s) => s.table.length), 'all together'.length)
  const line = (name: string, bytes: number, budget: number) =>
    `${name.padEnd(width)}  ${mb(bytes).padStart(7)} MB of ${budget.toFixed(1).padStart(6)} MB` +
    `  (${((bytes / 1e6 / budget) * 100).toFixed(1)}%)`
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0)
  return [
    ...sizes.map((s) => line(s.table, s.bytes, s.budgetMb)),
    line('all together', total, totalBudgetMb()),
    `ceiling: ${DATABASE_CEILING_MB} MB (the budgets' steady state: ${totalBudgetMb().toFixed(1)} MB)`,
  ].join('\n')
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2))
  if (options.sizes) {
    const read = await readDatabase(options.db, readSizes)
    if (read) console.log(formatSizes(read.result))
    return
  }
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
