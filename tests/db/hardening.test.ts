/**
 * Database hardening (supabase/migrations/20250101000000_leads.sql), as the anon role through the
 * real PostgREST and, for what HTTP cannot show, in the catalogue: forged tokens, the exposed surface,
 * rows that must add up, invisible and locale-dependent text, oversize and bulk requests, and the
 * Supabase security advisor's lints (the lead limits: tests/db/abuse.test.ts). Runs on PGlite (npm run test:db) and on
 * PostgreSQL 15 with a hosted project's default privileges (npm run test:db:pg).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type postgres from 'postgres'
import { ensureLocalKeys } from '../../supabase/local/keys'
import { isValidEmail, normalizeEmail } from '../../src/domain/email'
import { TABLES, applyPatch, uniqueEmail, type Row } from './fixtures'
import { anon, call, countRows, rowsByEmail, sqlClient } from './helpers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const TABLE_NAMES = TABLES.map((t) => t.table)
const byName = (table: string) => TABLES.find((t) => t.table === table)!

let secret = ''
let sql: postgres.Sql

beforeAll(async () => {
  secret = (await ensureLocalKeys(root)).jwtSecret
  sql = sqlClient()
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

async function sign(claims: Record<string, unknown>, key = secret): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(key))
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('tokens', () => {
  const forged: Array<[string, () => Promise<string>]> = [
    ['signed with another secret', () => sign({ role: 'anon' }, 'x'.repeat(40))],
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`,
    ],
    ['expired', () => sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 })],
    ['service_role signed wrongly', () => sign({ role: 'service_role' }, 'y'.repeat(40))],
    [
      'service_role with a tampered payload',
      async () => {
        const [header, , signature] = (await sign({ role: 'anon' })).split('.')
        return `${header}.${base64url({ role: 'service_role' })}.${signature}`
      },
    ],
  ]

  it.each(forged)('a token %s is refused for reads and writes', async (_name, make) => {
    const token = await make()
    const table = 'newsletter_subscribers'
    const email = uniqueEmail('forged')
    const read = await call(token, 'GET', `/${table}?select=*`)
    const write = await call(token, 'POST', `/${table}`, { email, source: 'faqs_newsletter' })
    expect(read.status).toBe(401)
    expect(write.status).toBe(401)
    expect(await rowsByEmail(table, email)).toEqual([])
  })

  it.each(TABLE_NAMES)(
    'a valid authenticated token gets no more than anon on %s: no read, no change',
    async (table) => {
      const token = await sign({ role: 'authenticated', sub: 'someone' })
      const before = await countRows(table)
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { email: 'x@example.com' }],
        ['DELETE', undefined],
      ] as const) {
        const answer = await call(token, method, `/${table}?id=gt.0`, body)
        expect(answer.status, `${method} ${table}`).toBeGreaterThanOrEqual(400)
      }
      expect(await countRows(table)).toBe(before)
    },
  )
})

describe('the exposed surface', () => {
  it("is tested against a hosted project's default privileges (service_role still has them)", async () => {
    const defaults = await sql<{ objtype: string }[]>`
      select d.defaclobjtype as objtype from pg_default_acl d
      join pg_namespace n on n.oid = d.defaclnamespace
      where n.nspname = 'public' and array_to_string(d.defaclacl, ',') like '%service_role=%'`
    expect(defaults.map((d) => d.objtype).sort()).toEqual(['S', 'f', 'r'])
  })

  it('no function can be called through /rpc', async () => {
    for (const fn of ['is_valid_email', 'guard_lead', 'issue_lead_challenge', 'lead_options']) {
      const answer = await call(inject('anonKey'), 'POST', `/rpc/${fn}`, { value: 'a' })
      expect(answer.status, fn).toBe(404)
    }
  })

  it('no other schema can be reached with the profile headers', async () => {
    const read = await call(inject('anonKey'), 'GET', '/newsletter_subscribers', undefined, {
      'Accept-Profile': 'app_private',
    })
    const write = await call(
      inject('anonKey'),
      'POST',
      '/rpc/is_valid_email',
      { value: 'a@b.co' },
      { 'Content-Profile': 'app_private' },
    )
    expect(read.status).toBe(406)
    expect(write.status).toBe(406)
  })

  it('anon and authenticated hold no table privilege but the INSERT grants, no sequence, no public function', async () => {
    const tables = await sql<{ role: string; table: string; privilege: string }[]>`
      select r.role, c.relname as table, p.privilege
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      cross join (values ('SELECT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) as p(privilege)
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
        and has_table_privilege(r.role, c.oid, p.privilege)`
    expect(tables).toEqual([])
    const authenticatedInserts = await sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and has_any_column_privilege('authenticated', c.oid, 'INSERT')`
    expect(authenticatedInserts).toEqual([])
    const sequences = await sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where n.nspname = 'public' and c.relkind = 'S'
        and (has_sequence_privilege(r.role, c.oid, 'USAGE')
          or has_sequence_privilege(r.role, c.oid, 'SELECT')
          or has_sequence_privilege(r.role, c.oid, 'UPDATE'))`
    expect(sequences).toEqual([])
    const functions = await sql`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where n.nspname = 'public' and has_function_privilege(r.role, p.oid, 'EXECUTE')`
    expect(functions).toEqual([])
  })
})

describe("the security advisor's lints", () => {
  it('RLS is on for every table of public', async () => {
    const off = await sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`
    expect(off).toEqual([])
  })

  it('no policy is always true', async () => {
    const open = await sql`
      select tablename, policyname from pg_policies
      where schemaname = 'public'
        and (coalesce(qual, '') in ('true', '(true)') or coalesce(with_check, '') in ('true', '(true)'))`
    expect(open).toEqual([])
  })

  it('no security definer function is executable by anon or authenticated', async () => {
    const exposed = await sql`
      select n.nspname, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where n.nspname in ('public', 'app_private') and p.prosecdef
        and has_function_privilege(r.role, p.oid, 'EXECUTE')`
    expect(exposed).toEqual([])
    const definers = await sql`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'app_private' and p.prosecdef order by p.proname`
    // The lead guard reads the signing key and counts; the mail triggers (judge_lead_mail counts
    // the client's recipients) and the funnel events' per-client count write app_private.
    expect(definers.map((d) => d['proname'])).toEqual([
      'cap_funnel_batch',
      'enqueue_lead_mail',
      'guard_lead',
      'judge_lead_mail',
      'prepare_list_row',
    ])
  })

  it('every function of ours has a fixed search_path (lint 0011)', async () => {
    const loose = await sql`
      select n.nspname, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'app_private')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c where c like 'search_path=%')`
    expect(loose).toEqual([])
  })
})

/** Inserts `row` into `table` as anon; expects a refusal and nothing stored. */
async function expectRefused(table: string, row: Row): Promise<number> {
  const answer = await anon.insert(table, row)
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
  expect(answer.status).toBeLessThan(500)
  if (typeof row['email'] === 'string') expect(await rowsByEmail(table, row['email'])).toEqual([])
  return answer.status
}

async function expectStored(table: string, row: Row): Promise<void> {
  const answer = await anon.insert(table, row)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  expect(await rowsByEmail(table, String(row['email']))).toHaveLength(1)
}

describe('rows that add up', () => {
  const quiz = (patch: Row) =>
    applyPatch(byName('quiz_submissions').valid(uniqueEmail('sum')), patch)

  it.each([
    ['fewer answers than questions', { answers: [1, 1, 0, 1, 1, 0, 1, 1, 0], total_questions: 10 }],
    ['more answers than questions', { answers: [1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1] }],
    ['a score that is not the number of 1s', { score: 8 }],
    ['a score of 0 with correct answers', { score: 0 }],
  ])('the knowledge quiz refuses %s', async (_name, patch) => {
    await expectRefused('quiz_submissions', quiz(patch))
  })

  it('the knowledge quiz keeps a row whose score is the number of 1s', async () => {
    await expectStored(
      'quiz_submissions',
      quiz({ score: 3, total_questions: 4, answers: [1, 0, 1, 1] }),
    )
  })

  it.each(['chess_level_quiz', 'chess_style_quiz'])(
    '%s refuses an answer index beyond the four options, keeps 0-3',
    async (table) => {
      const valid = byName(table).valid(uniqueEmail('range'))
      // As many answers as the valid row (a level row has one per question asked).
      const indices = (valid['answers'] as number[]).map((_, i) => i % 4)
      await expectRefused(table, { ...valid, answers: indices.with(2, 4) })
      await expectStored(table, { ...valid, answers: indices })
    },
  )
})

describe('invisible, control and locale-dependent text', () => {
  const blanks: Array<[string, string]> = [
    ['tabs and newlines', '\t\n\r '],
    ['no-break and ideographic spaces', '\u00a0\u3000\u2003'],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
    ['a soft hyphen and a Hangul filler', '\u00ad\u3164'],
  ]
  it.each(blanks)('a name of only %s is blank and refused', async (_what, name) => {
    await expectRefused('quiz_submissions', {
      ...byName('quiz_submissions').valid(uniqueEmail('blank')),
      name,
    })
  })

  it.each([
    ['a bell character', 'Ada\u0007'],
    ['a newline', 'Ada\nLovelace'],
    ['a C1 control', 'Ada\u0085'],
  ])('a name with %s is refused', async (_what, name) => {
    await expectRefused('study_plans', { ...byName('study_plans').valid(uniqueEmail('ctl')), name })
  })

  it.each(['Zoë Ødegård', 'Владимир', '李雷', 'Ada 🚀', 'محمد'])(
    'a real name in any script is kept: %s',
    async (name) => {
      await expectStored('study_plans', {
        ...byName('study_plans').valid(uniqueEmail('name')),
        name,
      })
    },
  )

  it.each([
    ['a zero-width space', (e: string) => e.replace('@', '\u200b@')],
    ['a byte-order mark', (e: string) => `\ufeff${e}`],
    ['a tab', (e: string) => e.replace('@', '\t@')],
    ['a non-ASCII capital', (e: string) => `\u00c0${e}`],
    ['a Turkish dotted capital I', (e: string) => `\u0130${e}`],
    ['a non-ASCII letter', (e: string) => `\u00e0${e}`],
  ])('an e-mail with %s is refused', async (_what, change) => {
    const email = change(uniqueEmail('mail'))
    await expectRefused('newsletter_subscribers', { email, source: 'faqs_newsletter' })
  })

  it('an e-mail with a plus tag and subdomains is kept', async () => {
    const email = uniqueEmail('plus').replace('@', '+chess@mail.') // a+chess@mail.example.com
    await expectStored('newsletter_subscribers', { email, source: 'faqs_newsletter' })
  })
})

describe('oversize and bulk requests', () => {
  const MB = 1024 * 1024
  it.each([
    [
      'an answers list of 10 000 entries',
      'chess_style_quiz',
      { answers: Array.from({ length: 10_000 }, () => 1) },
    ],
    [
      'a 1 MB jsonb',
      'study_plans',
      {
        generated_plan: {
          title: 'Plan',
          schedule: 'Daily',
          focus: 'x'.repeat(MB),
          activities: ['a', 'b', 'c', 'd'],
        },
      },
    ],
    ['a 5 MB text field', 'chess_style_quiz', { result: 'r'.repeat(5 * MB) }],
  ] as const)('%s is refused with a client error', async (_what, table, patch) => {
    await expectRefused(table, applyPatch(byName(table).valid(uniqueEmail('big')), patch))
  })

  it.each(TABLE_NAMES)('%s refuses two rows in one request, storing neither', async (table) => {
    const rows = [
      byName(table).valid(uniqueEmail('bulk-a')),
      byName(table).valid(uniqueEmail('bulk-b')),
    ]
    const answer = await anon.insert(table, rows)
    expect(answer.status).toBe(400)
    for (const row of rows) expect(await rowsByEmail(table, String(row['email']))).toEqual([])
  })

  it('a thousand rows in one request are refused', async () => {
    const before = await countRows('chess_level_quiz')
    const rows = Array.from({ length: 1000 }, (_, i) =>
      byName('chess_level_quiz').valid(uniqueEmail(`flood-${i}`)),
    )
    expect((await anon.insert('chess_level_quiz', rows)).status).toBe(400)
    expect(await countRows('chess_level_quiz')).toBe(before)
  })
})

describe('the browser and the database agree on e-mails', () => {
  it('an e-mail the site accepts after clean-up is one the database accepts, and the reverse', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.emailAddress(),
          fc.emailAddress().map((e) => e.toUpperCase()),
          fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `${s}@example.com`),
          fc.string({ unit: 'binary', maxLength: 120 }),
        ),
        async (raw) => {
          const email = normalizeEmail(raw).split('\u0000').join('') // Postgres text holds no NUL
          const [row] = await sql<
            { ok: boolean }[]
          >`select app_private.is_valid_email(${email}) as ok`
          expect(row!.ok, JSON.stringify(email)).toBe(isValidEmail(email))
        },
      ),
      { numRuns: 300 },
    )
  })
})
