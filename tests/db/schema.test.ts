/**
 * Direct SQL checks of the security model that HTTP alone cannot isolate: the grants, that the RLS
 * policy and the table CHECKs each refuse bad rows on their own, the roles, and the migration history.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import { BASELINE_MIGRATIONS, definitions } from './baseline'
import { TABLES } from './fixtures'
import {
  LEAD_PROOF_HEADER,
  challengeClientTag,
  forgedLeadProof,
  leadProofKey,
  sqlClient,
} from './helpers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
let sql: postgres.Sql

beforeAll(async () => {
  // Read once up front: inside a transaction of `sql` no other connection may run (PGlite).
  await leadProofKey()
  await challengeClientTag()
  sql = sqlClient()
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

/** Runs `body` in a transaction that is always rolled back; returns the error it raised, if any. */
/** The request header of a solved proof of work, as PostgREST would set it (the lead guard checks it). */
async function withLeadProof(tx: postgres.TransactionSql): Promise<void> {
  const headers = JSON.stringify({ [LEAD_PROOF_HEADER]: await forgedLeadProof() })
  await tx`select set_config('request.headers', ${headers}, true)`
}

async function inRolledBackTransaction(
  body: (tx: postgres.TransactionSql) => Promise<unknown>,
): Promise<{ code?: string; message?: string } | null> {
  const rollback = new Error('rollback')
  try {
    await sql.begin(async (tx) => {
      await body(tx)
      throw rollback
    })
  } catch (error) {
    if (error === rollback) return null
    return error as { code?: string; message?: string }
  }
  return null
}

const JSON_COLUMNS = new Set(['answers', 'generated_plan'])

/** An INSERT with the values as untyped SQL literals, so each is read as its column's type. */
function insertStatement(table: string, row: Record<string, unknown>): string {
  const literal = (column: string, value: unknown): string => {
    const text =
      typeof value === 'string' && !JSON_COLUMNS.has(column) ? value : JSON.stringify(value)
    return `'${text.replaceAll("'", "''")}'`
  }
  const columns = Object.keys(row)
  return `insert into public.${table} (${columns.join(', ')}) values (${columns
    .map((c) => literal(c, row[c]))
    .join(', ')})`
}

describe.each(TABLES)('$table privileges and policies', (t) => {
  it('anon has INSERT on exactly the site columns and no other privilege', async () => {
    const [table] = await sql`
      select has_table_privilege('anon', ${`public.${t.table}`}, 'SELECT') as sel,
             has_table_privilege('anon', ${`public.${t.table}`}, 'UPDATE') as upd,
             has_table_privilege('anon', ${`public.${t.table}`}, 'DELETE') as del,
             has_table_privilege('anon', ${`public.${t.table}`}, 'TRUNCATE') as trunc,
             has_table_privilege('anon', ${`public.${t.table}`}, 'INSERT') as whole_table_insert,
             has_table_privilege('authenticated', ${`public.${t.table}`}, 'INSERT') as auth_insert,
             has_table_privilege('service_role', ${`public.${t.table}`}, 'SELECT') as service_select`
    expect(table).toEqual({
      sel: false,
      upd: false,
      del: false,
      trunc: false,
      whole_table_insert: false,
      auth_insert: false,
      service_select: true,
    })
    const columns = await sql<{ column_name: string; can_insert: boolean; can_select: boolean }[]>`
      select column_name,
             has_column_privilege('anon', ${`public.${t.table}`}, column_name, 'INSERT') as can_insert,
             has_column_privilege('anon', ${`public.${t.table}`}, column_name, 'SELECT') as can_select
      from information_schema.columns
      where table_schema = 'public' and table_name = ${t.table}
      order by ordinal_position`
    expect(
      columns
        .filter((c) => c.can_insert)
        .map((c) => c.column_name)
        .sort(),
    ).toEqual([...t.columns].sort())
    // The lists also keep their double opt-in state, which anon can neither write nor read; every
    // table its normalised mailbox (generated, indexed: an erasure reads the index). A child's plan
    // is marked by the database from its age group (a generated column).
    const serverColumns = [
      ...(t.subscription ? ['confirmed_at', 'unsubscribed_at'] : []),
      ...(t.serverColumns ?? []),
    ]
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      ['created_at', 'id', 'mailbox', ...serverColumns, ...t.columns].sort(),
    )
    expect(columns.some((c) => c.can_select)).toBe(false)
  })

  it('has RLS on and one INSERT policy for anon with a real WITH CHECK', async () => {
    const [rls] =
      await sql`select relrowsecurity from pg_class where oid = ${`public.${t.table}`}::regclass`
    expect(rls?.['relrowsecurity']).toBe(true)
    const policies = await sql`
      select cmd, array_to_string(roles, ',') as roles, qual, with_check from pg_policies
      where schemaname = 'public' and tablename = ${t.table}`
    expect(policies).toHaveLength(1)
    const policy = policies[0] ?? {}
    expect(policy['cmd']).toBe('INSERT')
    expect(policy['roles']).toBe('anon')
    expect(policy['qual']).toBeNull()
    expect(String(policy['with_check'])).toMatch(/is_valid_email\(email\)/)
  })

  it('the RLS policy alone refuses a bad e-mail (table CHECKs dropped inside a rolled-back transaction)', async () => {
    const row = insertStatement(t.table, t.valid('Not Valid'))
    const error = await inRolledBackTransaction(async (tx) => {
      const checks = await tx`
        select conname from pg_constraint
        where conrelid = ${`public.${t.table}`}::regclass and contype = 'c'`
      expect(checks.length).toBeGreaterThan(0)
      for (const check of checks) {
        await tx.unsafe(`alter table public.${t.table} drop constraint ${String(check['conname'])}`)
      }
      await withLeadProof(tx)
      await tx.unsafe('set local role anon')
      await tx.unsafe(row)
    })
    // The lead guard applies the policy before anything else (400 through PostgREST, for anyone).
    expect(error?.code).toBe('23514')
    expect(error?.message).toMatch(/row-level security/)
  })

  it('with the policy dropped, anon cannot insert at all (RLS default deny)', async () => {
    const row = insertStatement(t.table, t.valid('rls-default-deny@example.com'))
    const error = await inRolledBackTransaction(async (tx) => {
      await tx.unsafe(`drop policy anon_insert_valid on public.${t.table}`)
      await withLeadProof(tx)
      await tx.unsafe('set local role anon')
      await tx.unsafe(row)
    })
    // No permissive policy for anon: refused, by the lead guard first.
    expect(error?.code).toBe('23514')
    expect(error?.message).toMatch(/row-level security/)
  })

  it('the table CHECKs alone refuse a bad e-mail (a superuser bypasses RLS)', async () => {
    for (const email of [
      'Upper@Example.com',
      ' space@example.com',
      'no-at-sign',
      `${'a'.repeat(89)}@example.com`,
    ]) {
      const row = insertStatement(t.table, t.valid(email))
      const error = await inRolledBackTransaction((tx) => tx.unsafe(row))
      expect(error?.code, email).toBe('23514')
      expect(error?.message).toMatch(new RegExp(`${t.table}_email_check`))
    }
  })

  it('the table CHECKs alone refuse the oversize and wrong-shape rows', async () => {
    for (const bad of [...t.oversize, ...t.badJson, ...t.other]) {
      const valid = t.valid('checks-only@example.com')
      const patched = { ...valid }
      for (const [key, value] of Object.entries(bad.patch)) {
        if (value === undefined) delete patched[key]
        else patched[key] = value
      }
      const row = insertStatement(t.table, patched)
      const error = await inRolledBackTransaction((tx) => tx.unsafe(row))
      expect(['23514', '23502'], bad.name).toContain(error?.code)
    }
    const ok = insertStatement(t.table, t.valid('checks-only@example.com'))
    expect(await inRolledBackTransaction((tx) => tx.unsafe(ok))).toBeNull()
  })
})

describe('roles and migration history', () => {
  it('has the Supabase roles with the right attributes', async () => {
    const roles = await sql`
      select rolname, rolcanlogin, rolinherit, rolbypassrls from pg_roles
      where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`
    expect(roles.map((r) => ({ ...r }))).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolinherit: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolinherit: false, rolbypassrls: false },
      { rolname: 'authenticator', rolcanlogin: true, rolinherit: false, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolinherit: false, rolbypassrls: true },
    ])
    const members = await sql`
      select r.rolname from pg_auth_members m
      join pg_roles r on r.oid = m.roleid join pg_roles u on u.oid = m.member
      where u.rolname = 'authenticator' order by r.rolname`
    expect(members.map((m) => m['rolname'])).toEqual(['anon', 'authenticated', 'service_role'])
  })

  it('records every migration file in supabase_migrations.schema_migrations, as the Supabase CLI does', async () => {
    const files = readdirSync(path.join(root, 'supabase', 'migrations'))
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .map((f) => f.split('_')[0])
      .sort()
    expect(files.length).toBeGreaterThan(0)
    const rows =
      await sql`select version, name from supabase_migrations.schema_migrations order by version`
    expect(rows.map((r) => r['version'])).toEqual(files)
  })

  it('exposes no functions to PostgREST (helpers live in app_private, not public)', async () => {
    const functions = await sql`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`
    expect(functions).toHaveLength(0)
  })
})

describe('one schema to read', () => {
  const migrations = readdirSync(path.join(root, 'supabase', 'migrations'))
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
  const read = (file: string) =>
    readFileSync(path.join(root, 'supabase', 'migrations', file), 'utf8')

  it('applies the baseline first, one file per topic, in the listed order', () => {
    expect(migrations.slice(0, BASELINE_MIGRATIONS.length)).toEqual([...BASELINE_MIGRATIONS])
  })

  it('defines each function, table, view, index, policy and trigger once across the baseline', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const file of BASELINE_MIGRATIONS)
      for (const definition of definitions(read(file))) {
        const first = seen.get(definition)
        if (first) twice.push(`${definition} (${first}, ${file})`)
        else seen.set(definition, file)
      }
    expect(seen.size).toBeGreaterThan(100)
    expect(twice).toEqual([])
  })

  it('holds no history in the baseline: no drop, no added column, no constraint left unchecked', () => {
    for (const file of BASELINE_MIGRATIONS) {
      const text = read(file).replace(/--[^\n]*/g, '')
      expect(text, file).not.toMatch(/\bdrop\s+(function|policy|trigger|index|view)\b/i)
      expect(text, file).not.toMatch(/\bdrop\s+table\s+(?!old_tabs\b)/i)
      expect(text, file).not.toMatch(/\balter\s+table\s+[\w.]+\s+(add|drop|alter)\s/i)
      expect(text, file).not.toMatch(/\bnot\s+valid\b/i)
    }
  })

  it('has in the catalogue exactly the functions the migrations define', async () => {
    const defined = new Set(
      migrations
        .flatMap((file) => definitions(read(file)))
        .filter((d) => d.startsWith('function '))
        .map((d) => d.slice('function '.length)),
    )
    const rows = await sql<{ name: string }[]>`
      select n.nspname || '.' || p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'app_private')`
    expect(new Set(rows.map((r) => r.name))).toEqual(defined)
    // One function per name: a changed signature replaces the function, never adds an overload.
    expect(rows).toHaveLength(defined.size)
  })
})
