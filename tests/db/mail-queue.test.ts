/**
 * The mail queue in the database: every lead insert that lands writes its job in the same
 * transaction, a refused one writes none; anon can neither read nor write the queue or confirmed_at;
 * the three lists are double opt-in (held until confirmed), unsubscribing suppresses what waits and
 * a later sign-up of that address needs a new confirmation. PGlite and PostgreSQL 15.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { TABLES, uniqueEmail } from './fixtures'
import { anon, call, sqlClient } from './helpers'

const sql = sqlClient()
afterAll(() => sql.end({ timeout: 5 }))

const KIND: Record<string, string> = {
  newsletter_subscribers: 'newsletter_welcome',
  weekly_live_lessons: 'weekly_class',
  free_tactics_cheat_sheet: 'cheat_sheet',
  quiz_submissions: 'knowledge_quiz_result',
  chess_level_quiz: 'level_quiz_result',
  chess_style_quiz: 'style_quiz_result',
  study_plans: 'study_plan',
  opening_recommender: 'opening',
}

async function jobsFor(email: string) {
  return sql<
    { kind: string; status: string; source_table: string; payload: Record<string, unknown> }[]
  >`
    select kind, status, source_table, payload from app_private.mail_jobs where to_email = ${email} order by id`
}

describe('every lead insert has its mail job', () => {
  it.each(TABLES.map((t) => [t.table, t] as const))('%s', async (_name, t) => {
    const email = uniqueEmail(`${t.table}-job`)
    const answer = await anon.insert(t.table, t.valid(email))
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const jobs = await jobsFor(email)
    if (t.subscription) {
      // A list: the welcome waits for the address's confirmation, which is asked for.
      expect(jobs.map((j) => [j.kind, j.status])).toEqual([
        [KIND[t.table], 'held'],
        ['confirm', 'pending'],
      ])
    } else {
      expect(jobs.map((j) => [j.kind, j.status])).toEqual([[KIND[t.table], 'pending']])
    }
    // The job carries the row as stored (the mail repeats what the page showed).
    expect(jobs[0]!.source_table).toBe(t.table)
    expect(jobs[0]!.payload['email']).toBe(email)
    expect(jobs[0]!.payload).not.toHaveProperty('client_id')
  })

  it('a refused insert has no job', async () => {
    for (const t of TABLES) {
      const email = uniqueEmail(`${t.table}-refused`)
      const bad = { ...t.valid(email), unknown_column: 1 }
      expect((await anon.insert(t.table, bad)).status).toBeGreaterThanOrEqual(400)
      const oversize = t.oversize[0]
      if (oversize) {
        const row = { ...t.valid(email), ...oversize.patch }
        expect((await anon.insert(t.table, row)).status).toBeGreaterThanOrEqual(400)
      }
      expect(await jobsFor(email), t.table).toEqual([])
    }
  })

  it('a repeat of a pending list address (409) asks for the confirmation again, and adds nothing else', async () => {
    const email = uniqueEmail('repeat-job')
    expect((await anon.insert('newsletter_subscribers', { email, source: 'faqs' })).status).toBe(
      201,
    )
    expect((await anon.insert('newsletter_subscribers', { email, source: 'faqs' })).status).toBe(
      409,
    )
    expect((await jobsFor(email)).map((j) => [j.kind, j.status])).toEqual([
      ['newsletter_welcome', 'held'],
      ['confirm', 'pending'],
      ['confirm', 'pending'],
    ])
  })

  it('a repeat of a confirmed list address (409) adds no job', async () => {
    const email = uniqueEmail('repeat-confirmed')
    await anon.insert('newsletter_subscribers', { email, source: 'faqs' })
    await sql`select app_private.confirm_list_row('newsletter_subscribers', id, email)
              from public.newsletter_subscribers where email = ${email}`
    const before = await jobsFor(email)
    expect((await anon.insert('newsletter_subscribers', { email, source: 'faqs' })).status).toBe(
      409,
    )
    expect(await jobsFor(email)).toHaveLength(before.length)
  })

  it('a bulk insert refused whole leaves no job behind', async () => {
    const a = uniqueEmail('bulk-a')
    const b = uniqueEmail('bulk-b')
    const answer = await anon.insert('newsletter_subscribers', [
      { email: a, source: 'faqs' },
      { email: b, source: 'faqs' },
    ])
    expect(answer.status).toBe(400)
    expect([...(await jobsFor(a)), ...(await jobsFor(b))]).toEqual([])
  })
})

describe('anon cannot touch the queue or the opt-in state', () => {
  it('holds no privilege on any app_private table', async () => {
    const granted = await sql`
      select c.relname, r.role from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where n.nspname = 'app_private' and c.relkind = 'r'
        and (has_table_privilege(r.role, c.oid, 'SELECT') or has_table_privilege(r.role, c.oid, 'INSERT')
          or has_table_privilege(r.role, c.oid, 'UPDATE') or has_table_privilege(r.role, c.oid, 'DELETE'))`
    expect(granted).toEqual([])
  })

  it('cannot call the queue functions', async () => {
    const callable = await sql`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where n.nspname = 'app_private'
        and p.proname in ('claim_mail_jobs', 'mark_mail_sent', 'mark_mail_failed', 'confirm_list_row', 'revive_dead_mail_jobs',
                          'unsubscribe_mail_address', 'store_contact_message', 'enqueue_lead_mail', 'prepare_list_row')
        and has_function_privilege(r.role, p.oid, 'EXECUTE')`
    expect(callable).toEqual([])
    const rpc = await call(inject('anonKey'), 'POST', '/rpc/confirm_list_row', {
      list: 'newsletter_subscribers',
      row_id: 1,
      address: 'a@b.co',
    })
    expect(rpc.status).toBe(404)
  })

  it('cannot write or read confirmed_at / unsubscribed_at', async () => {
    for (const column of ['confirmed_at', 'unsubscribed_at']) {
      const email = uniqueEmail(`opt-in-${column}`)
      const answer = await anon.insert('newsletter_subscribers', {
        email,
        source: 'faqs',
        [column]: '2020-01-01T00:00:00Z',
      })
      expect(answer.status, column).toBe(401)
      expect(await jobsFor(email)).toEqual([])
    }
    expect((await anon.select('newsletter_subscribers', 'select=confirmed_at')).status).toBe(401)
  })
})

describe('double opt-in and unsubscribe', () => {
  /** A click on each pending list row's confirmation link. */
  const confirm = (email: string, list = 'newsletter_subscribers') =>
    sql`select app_private.confirm_list_row(${list}, id, email) as released
        from ${sql(list)} where email = ${email}`
  const unsubscribe = (email: string, list: string) =>
    sql`select app_private.unsubscribe_mail_address(${email}, ${list})`

  it('a confirmation confirms its own list row only; every list asks for its own', async () => {
    const email = uniqueEmail('opt-in')
    await anon.insert('newsletter_subscribers', { email, source: 'faqs' })
    await anon.insert('weekly_live_lessons', { email, source: 'chess_quiz' })
    const [released] = await confirm(email)
    expect(released!['released']).toBe(1)
    const [row] =
      await sql`select confirmed_at from public.newsletter_subscribers where email = ${email}`
    expect(row!['confirmed_at']).not.toBeNull()
    const [other] =
      await sql`select confirmed_at from public.weekly_live_lessons where email = ${email}`
    expect(other!['confirmed_at']).toBeNull()
    // The cheat sheet, asked for after confirming the newsletter, asks for its own confirmation.
    await anon.insert('free_tactics_cheat_sheet', { email, source: 'learn' })
    const jobs = await jobsFor(email)
    expect(jobs.filter((j) => j.kind !== 'confirm').map((j) => [j.kind, j.status])).toEqual([
      ['newsletter_welcome', 'pending'],
      ['weekly_class', 'held'],
      ['cheat_sheet', 'held'],
    ])
    expect(jobs.filter((j) => j.kind === 'confirm')).toHaveLength(3)
    // Confirming again changes nothing and releases nothing.
    expect((await confirm(email))[0]!['released']).toBe(0)
  })

  it('a link is void once its row is unsubscribed, and confirming never clears an unsubscribe', async () => {
    const email = uniqueEmail('void')
    await anon.insert('newsletter_subscribers', { email, source: 'faqs' })
    await anon.insert('weekly_live_lessons', { email, source: 'chess_quiz' })
    const [news] = await sql`select id from public.newsletter_subscribers where email = ${email}`
    await unsubscribe(email, 'newsletter_subscribers')
    const [voided] = await sql`select app_private.confirm_list_row(
      'newsletter_subscribers', ${news!['id']}, ${email}) as released`
    expect(voided!['released']).toBeNull()
    // Confirming the weekly class leaves the newsletter unsubscribed.
    expect((await confirm(email, 'weekly_live_lessons'))[0]!['released']).toBe(1)
    const [row] =
      await sql`select confirmed_at, unsubscribed_at from public.newsletter_subscribers where email = ${email}`
    expect(row!['confirmed_at']).toBeNull()
    expect(row!['unsubscribed_at']).not.toBeNull()
    // A row id with another address is no link at all.
    const [stranger] = await sql`select app_private.confirm_list_row(
      'newsletter_subscribers', ${news!['id']}, 'someone-else@example.com') as released`
    expect(stranger!['released']).toBeNull()
  })

  it('unsubscribing suppresses what waits; a later sign-up needs a new confirmation', async () => {
    const email = uniqueEmail('unsub')
    await anon.insert('newsletter_subscribers', { email, source: 'faqs' })
    await confirm(email)
    await unsubscribe(email, 'newsletter_subscribers')
    await unsubscribe(email, 'newsletter_subscribers') // idempotent
    const [row] =
      await sql`select unsubscribed_at from public.newsletter_subscribers where email = ${email}`
    expect(row!['unsubscribed_at']).not.toBeNull()
    expect((await jobsFor(email)).find((j) => j.kind === 'newsletter_welcome')!.status).toBe(
      'suppressed',
    )

    // Signing up again is allowed (no 409), but held until a new confirmation.
    expect((await anon.insert('newsletter_subscribers', { email, source: 'faqs' })).status).toBe(
      201,
    )
    const rows =
      await sql`select confirmed_at, unsubscribed_at from public.newsletter_subscribers where email = ${email}`
    expect(rows).toEqual([{ confirmed_at: null, unsubscribed_at: null }])
    const latest = (await jobsFor(email)).slice(-2)
    expect(latest.map((j) => [j.kind, j.status])).toEqual([
      ['newsletter_welcome', 'held'],
      ['confirm', 'pending'],
    ])
  })

  it("unsubscribing from every mail stops a result mail that waits, and refuses 'lists' it does not know", async () => {
    const email = uniqueEmail('unsub-all')
    const study = TABLES.find((t) => t.table === 'study_plans')!
    await anon.insert('study_plans', study.valid(email))
    await unsubscribe(email, 'all')
    expect((await jobsFor(email)).map((j) => j.status)).toEqual(['suppressed'])
    await expect(unsubscribe(email, 'orders')).rejects.toThrow(/unknown list/)
  })
})
