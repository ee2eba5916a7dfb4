/**
 * One e-mail grammar: the browser's isValidEmail (src/domain/email.ts, which the Edge Functions call
 * too) and the database's app_private.is_valid_email (supabase/migrations/20250101000000_leads.sql,
 * behind every e-mail CHECK and insert policy) accept exactly the same strings. The strings come from
 * tests/unit/email-grammar-cases.ts: the hand-written table, the attack strings and a generator biased
 * towards the grammar's edges, each string checked as typed and once normalised. Plain SQL, so it runs
 * the same on PGlite (npm run test:db) and on PostgreSQL 15 (npm run test:db:pg).
 */
import fc from 'fast-check'
import type postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidEmail, normalizeEmail } from '../../src/domain/email'
import { ATTACK_EMAILS, INVALID_EMAILS, VALID_EMAILS, emailLike } from '../unit/email-grammar-cases'
import { TABLES, uniqueEmail } from './fixtures'
import { anon, rowsByEmail, sqlClient } from './helpers'

let sql: postgres.Sql

beforeAll(() => {
  sql = sqlClient()
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

/**
 * What a string can be in the database: Postgres text holds no NUL, and UTF-8 no lone surrogate
 * (it would arrive as U+FFFD, another string than the browser checked).
 */
function storable(value: string): string {
  return value
    .replaceAll('\u0000', '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
}

/**
 * A text[] literal: every element quoted, \\ and " escaped (the client's own array serialiser needs
 * the catalogue's types, which the test connection does not load).
 */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`
}

/** The database's answer for each string, in one query, in order. */
async function databaseAnswers(values: readonly string[]): Promise<boolean[]> {
  const rows = await sql<{ v: string; ok: boolean }[]>`
    select t.v, app_private.is_valid_email(t.v) as ok
    from unnest(${textArray(values)}::text[]) with ordinality as t(v, i)
    order by t.i`
  // The database judged the very strings the browser did.
  expect(rows.map((row) => row.v)).toEqual(values)
  return rows.map((row) => row.ok)
}

/** The strings on which the two sides disagree, with both answers. */
async function disagreements(values: readonly string[]) {
  const answers = await databaseAnswers(values)
  return values
    .map((value, i) => ({ value, browser: isValidEmail(value), database: answers[i] }))
    .filter((answer) => answer.browser !== answer.database)
}

describe('the browser and the database accept exactly the same e-mails', () => {
  it('the hand-written table: the same answer on both sides, the one written down', async () => {
    const examples = [
      ...VALID_EMAILS.map(([, email]) => [email, true] as const),
      ...INVALID_EMAILS.map(([, email]) => [email, false] as const),
    ]
    const values = examples.map(([email]) => storable(email))
    const answers = await databaseAnswers(values)
    expect(
      values.map((value, i) => ({ value, browser: isValidEmail(value), database: answers[i] })),
    ).toEqual(
      examples.map(([, valid], i) => ({ value: values[i], browser: valid, database: valid })),
    )
  })

  it('the attack strings (groups, lists, quotes, display names, headers) are refused by both', async () => {
    const values = ATTACK_EMAILS.map(storable)
    expect(await databaseAnswers(values)).toEqual(values.map(() => false))
    expect(values.filter(isValidEmail)).toEqual([])
  })

  it("a visitor's capitals and spaces: both accept the normalised address, both refuse it as typed", async () => {
    const typed = ['Name@Example.COM', '  Fan+Chess@Mail.Example.CO.UK ']
    const normalised = typed.map(normalizeEmail)
    expect(await databaseAnswers([...normalised, ...typed])).toEqual([true, true, false, false])
    expect([...normalised, ...typed].map(isValidEmail)).toEqual([true, true, false, false])
  })

  it('generated strings near the grammar edges, as typed and once normalised', async () => {
    let accepted = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(emailLike, { minLength: 1, maxLength: 300, size: 'max' }),
        async (raws) => {
          const values = raws.flatMap((raw) => [storable(raw), storable(normalizeEmail(raw))])
          expect(await disagreements(values)).toEqual([])
          const valid = values.filter(isValidEmail).length
          accepted += valid
          refused += values.length - valid
        },
      ),
      { numRuns: 100 },
    )
    // Both sides of the grammar were exercised, not only refusals.
    expect(accepted).toBeGreaterThan(1000)
    expect(refused).toBeGreaterThan(1000)
  })
})

describe('the tables take the rule', () => {
  const newsletter = TABLES.find((t) => t.table === 'newsletter_subscribers')!

  it.each(ATTACK_EMAILS)('a lead with %j is refused through the API', async (email) => {
    const answer = await anon.insert(newsletter.table, newsletter.valid(email))
    // The insert policy's check (400, 23514, from the lead guard), or any refusal before it: never stored.
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(await rowsByEmail(newsletter.table, email)).toEqual([])
  })

  it('a lead with an address at the edge of the grammar is stored', async () => {
    const email = uniqueEmail('edge').replace('@example.com', '+tag%x@xn--my-club.example.co')
    expect(isValidEmail(email)).toBe(true)
    expect((await anon.insert(newsletter.table, newsletter.valid(email))).status).toBe(201)
    expect(await rowsByEmail(newsletter.table, email)).toHaveLength(1)
  })

  it("the contact messages' CHECK refuses the attack strings", async () => {
    for (const email of ATTACK_EMAILS) {
      await expect(
        sql.begin(
          (tx) => tx`
            insert into app_private.contact_messages (name, email, subject, message)
            values ('Ann', ${storable(email)}, 'Lessons', 'Hello')`,
        ),
        email,
      ).rejects.toMatchObject({ code: '23514', constraint_name: 'contact_messages_email_check' })
    }
  })
})
