/**
 * `npm run leads [-- --limit N] [--table NAME]`: the leads stored by the local backend, newest first.
 *
 * Reads through the running local PostgREST (found in .local/backend.json) with the service key; when
 * no backend runs, opens the PGlite data directory itself (LOCAL_DB_DIR, default .local/pgdata), taking
 * the same lock the backend takes, so two PGlite instances never share one directory.
 */
import path from 'node:path'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import {
  dataDirHolder,
  defaultDataDir,
  ensureLocalKeys,
  errorMessage,
  isProcessAlive,
  lockDataDir,
  readBackendState,
} from './backend.js'

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
}

function usage(): string {
  return `usage: npm run leads -- [--limit N] [--table NAME]\n  tables: ${LEAD_TABLES.join(', ')}`
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { limit: 50, table: null }
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
    } else if (flag === '--table' || flag === '-t') {
      const table = value()
      if (!(LEAD_TABLES as readonly string[]).includes(table))
        throw new Error(`unknown table "${table}"\n${usage()}`)
      options.table = table as LeadTable
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage())
      process.exit(0)
    } else {
      throw new Error(`unknown argument "${arg}"\n${usage()}`)
    }
  }
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

/** Through PostgREST as service_role (which has SELECT on the lead tables). */
async function readViaPostgrest(
  restUrl: string,
  serviceKey: string,
  tables: readonly LeadTable[],
  limit: number,
) {
  const leads: Lead[] = []
  for (const table of tables) {
    const response = await fetch(
      `${restUrl}/${table}?select=*&order=created_at.desc,id.desc&limit=${limit}`,
      {
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
      },
    )
    if (response.status === 404) continue // table not migrated
    if (!response.ok) throw new Error(`${table}: HTTP ${response.status} ${await response.text()}`)
    for (const row of (await response.json()) as Record<string, unknown>[])
      leads.push(toLead(table, row))
  }
  return leads
}

/** Straight from the PGlite files, when no backend holds them. */
async function readViaPglite(dataDir: string, tables: readonly LeadTable[], limit: number) {
  const release = await lockDataDir(dataDir)
  const db = await PGlite.create(dataDir)
  try {
    const present = new Set(
      (
        await db.query<{ table_name: string }>(
          `select table_name from information_schema.tables where table_schema = 'public' and table_name = any($1)`,
          [[...tables]],
        )
      ).rows.map((row) => row.table_name),
    )
    const leads: Lead[] = []
    for (const table of tables) {
      if (!present.has(table)) continue
      const result = await db.query<Record<string, unknown>>(
        `select * from public.${table} order by created_at desc, id desc limit $1`,
        [limit],
      )
      for (const row of result.rows) leads.push(toLead(table, row))
    }
    return leads
  } finally {
    await db.close()
    release()
  }
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

async function main(): Promise<void> {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
  const options = parseArgs(process.argv.slice(2))
  const tables = options.table ? [options.table] : LEAD_TABLES
  const dataDir = process.env['LOCAL_DB_DIR']
    ? path.resolve(rootDir, process.env['LOCAL_DB_DIR'])
    : defaultDataDir(rootDir)

  let leads: Lead[] | null = null
  let from = ''
  const state = await readBackendState(rootDir)
  if (state && isProcessAlive(state.pid)) {
    const keys = await ensureLocalKeys(rootDir)
    try {
      leads = await readViaPostgrest(state.restUrl, keys.serviceKey, tables, options.limit)
      from = `running local backend ${state.restUrl}`
    } catch (error) {
      console.error(
        `note: the running backend at ${state.restUrl} did not answer (${errorMessage(error)})`,
      )
    }
  }
  if (leads === null) {
    if (!existsSync(dataDir)) {
      console.log(
        `No leads yet: there is no local database at ${dataDir} (start \`npm run dev\` first).`,
      )
      return
    }
    const holder = await dataDirHolder(dataDir)
    if (holder !== null) {
      throw new Error(
        `${dataDir} is open in process ${holder}, whose backend did not answer; stop that process or try again.`,
      )
    }
    leads = await readViaPglite(dataDir, tables, options.limit)
    const relative = path.relative(process.cwd(), dataDir)
    from = `PGlite ${relative && !relative.startsWith('..') ? relative : dataDir}`
  }

  leads.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
  const shown = leads.slice(0, options.limit)
  if (shown.length === 0) {
    console.log(`No leads yet${options.table ? ` in ${options.table}` : ''} (${from}).`)
    return
  }
  console.log(formatLeads(shown))
  console.log(`\n${shown.length} lead${shown.length === 1 ? '' : 's'}, newest first (${from}).`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`leads: ${errorMessage(error)}`)
    process.exitCode = 1
  })
}
