/**
 * The database's ceiling (supabase/local/storage-budget.ts): each table anonymous traffic can grow
 * is filled with worst-case rows in the database itself (a rolled-back transaction, so nothing
 * stays), the bytes a row takes with its indexes and TOAST are measured, and the steady state of
 * every table at its daily bound for the days its rows are kept is extrapolated from them: each
 * row must fit the budget's bytes, and all tables together the ceiling. The budget's settings must
 * be the database's.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import {
  BUDGET_SETTINGS,
  DATABASE_CEILING_MB,
  RETENTION,
  STORAGE_BUDGET,
  budgetMb,
  totalBudgetMb,
} from '../../supabase/local/storage-budget'
import { formatSizes, readOptions, readSizes } from '../../supabase/local/cli/leads'
import type { Query } from '../../supabase/local/cli/database'
import { TABLES } from './fixtures'
import { sqlClient } from './helpers'

let sql: postgres.Sql
beforeAll(() => {
  sql = sqlClient()
})
afterAll(() => sql.end({ timeout: 5 }))

const ROWS = 600
const hex = (bytes: number) => randomBytes(bytes).toString('hex')
/** Text no compression shrinks, `length` characters. */
const noise = (length: number) => randomBytes(length).toString('base64').slice(0, length)
const longEmail = (i: number) => `${hex(40)}${i}`.slice(0, 80) + '@example-mail.com'

/** Worst-case rows of each budgeted table. */
const fill: Record<string, (tx: postgres.TransactionSql) => Promise<unknown>> = {
  'public.study_plans': async (tx) => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      ...TABLES.find((t) => t.table === 'study_plans')!.valid(longEmail(i)),
      name: noise(100),
      client_id: crypto.randomUUID(),
    }))
    await tx`insert into public.study_plans ${tx(rows)}`
  },
  'app_private.mail_jobs': async (tx) => {
    const payload = { ...TABLES.find((t) => t.table === 'study_plans')!.valid(longEmail(0)) }
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      kind: 'study_plan',
      to_email: longEmail(i),
      payload: { ...payload, name: noise(100) },
      source_table: 'study_plans',
      source_id: i + 1,
      last_error: noise(200),
    }))
    await tx`insert into app_private.mail_jobs ${tx(rows, 'kind', 'to_email', 'payload', 'source_table', 'source_id', 'last_error')}`
  },
  'app_private.contact_messages': async (tx) => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      name: noise(100),
      email: longEmail(i),
      subject: noise(200),
      message: noise(5000),
    }))
    await tx`insert into app_private.contact_messages ${tx(rows)}`
  },
  'public.funnel_events': async (tx) => {
    const rows = Array.from({ length: ROWS }, () => ({
      chart: 'improvedLevelQuiz',
      state: 'quiz.unanswered',
      variant: noise(64).replace(/[^A-Za-z0-9]/g, 'a'),
      page: `/${'a'.repeat(99)}`,
      tab: crypto.randomUUID(),
      at: new Date(),
      timings: hex(4),
      // Four arms, the first of the longest key (an array literal: no type lookups on PGlite).
      arms: `{${'a'.repeat(40)}:D,b:C,c:B,d:A}`,
    }))
    await tx`insert into public.funnel_events ${tx(rows)}`
  },
  'app_private.rate_counters': async (tx) => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      counter: `funnel-client-hour:${hex(32)}`,
      window_start: new Date(Date.now() - i * 60_000),
      hits: 1,
    }))
    await tx`insert into app_private.rate_counters ${tx(rows)}`
  },
}

/** Bytes a row of `table` takes (heap, indexes, TOAST), from ROWS worst-case rows. */
async function bytesPerRow(table: string): Promise<number> {
  let measured = 0
  const rollback = new Error('rollback')
  try {
    await sql.begin(async (tx) => {
      const size = async () =>
        Number((await tx`select pg_total_relation_size(${table}::regclass)::bigint as n`)[0]!['n'])
      const before = await size()
      await fill[table]!(tx)
      measured = (await size()) - before
      throw rollback
    })
  } catch (error) {
    if (error !== rollback) throw error
  }
  return measured / ROWS
}

describe('a ceiling on every table', () => {
  it("the budget's settings are the migrations' (the test servers widen some for the run)", async () => {
    const dir = 'supabase/migrations'
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n')
    for (const [name, value] of Object.entries(BUDGET_SETTINGS)) {
      const found = [
        ...text.matchAll(new RegExp(`\\('${name}',\\s*(\\d+)`, 'g')),
        ...text.matchAll(new RegExp(`set value = (\\d+),[^;]*?where name = '${name}'`, 'g')),
      ].sort((a, b) => a.index - b.index)
      expect(Number(found.at(-1)?.[1]), name).toBe(value)
    }
    const retention = Object.fromEntries(
      (
        await sql<
          { name: string; days: number }[]
        >`select name, days from app_private.retention_settings where name in ${sql(Object.keys(RETENTION))}`
      ).map((r) => [r.name, r.days]),
    )
    expect(retention).toEqual(RETENTION)
    for (const budget of STORAGE_BUDGET) {
      if (budget.retention)
        expect(budget.days, budget.table).toBe(
          RETENTION[budget.retention as keyof typeof RETENTION],
        )
    }
  })

  it(`every table at its daily bound for the days it keeps rows fits its budget, and all together ${DATABASE_CEILING_MB} MB`, async () => {
    const lines = []
    const measures: [string, number, number][] = []
    for (const budget of STORAGE_BUDGET) {
      const measured = await bytesPerRow(budget.table)
      measures.push([budget.table, measured, budget.bytesPerRow])
      lines.push(
        `${budget.table}: ${Math.round(measured)} B a row (budget ${budget.bytesPerRow}), ` +
          `${budget.rowsPerDay} a day x ${budget.days} days = ${((budget.rowsPerDay * budget.days * measured) / 1e6).toFixed(1)} MB ` +
          `(budget ${budgetMb(budget).toFixed(1)} MB)`,
      )
    }
    lines.push(`all together: ${totalBudgetMb().toFixed(1)} MB of ${DATABASE_CEILING_MB} MB`)
    console.log(lines.join('\n'))
    for (const [table, measured, budgeted] of measures) {
      expect(measured, table).toBeGreaterThan(0)
      expect(measured, table).toBeLessThanOrEqual(budgeted)
    }
    expect(totalBudgetMb()).toBeLessThanOrEqual(DATABASE_CEILING_MB)
  })

  it('`npm run leads -- --sizes` prints each table against its budget, and the total against the ceiling', async () => {
    expect(readOptions(['--sizes']).sizes).toBe(true)
    const query: Query = async <R extends object>(text: string, params: unknown[] = []) =>
      (await sql.unsafe(text, params as never[])) as unknown as R[]
    const sizes = await readSizes(query)
    expect(sizes.map((s) => s.table)).toEqual([
      '8 lead tables',
      ...STORAGE_BUDGET.slice(1).map((b) => b.table),
    ])
    for (const size of sizes) expect(size.bytes, size.table).toBeGreaterThan(0)
    const text = formatSizes(sizes)
    console.log(text)
    expect(text).toContain('app_private.rate_counters')
    expect(text).toContain(`ceiling: ${DATABASE_CEILING_MB} MB`)
  })
})
