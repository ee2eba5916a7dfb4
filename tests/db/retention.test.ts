/**
 * Personal data has a lifetime and a way out, enforced by the database: every kind of row older than
 * its period is gone after app_private.apply_retention runs (at a fixed clock, not after a wait),
 * a younger one stays, and the funnel report counts the same after raw events are rolled up; one
 * call erases a mailbox everywhere, leaves nothing of it in a dump of the database but a keyed
 * hash, and no mail goes to it again, confirmations included, until the person asks us back.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { RETENTION_DAYS } from '../../src/content/retention'
import { localMailTokenSecret } from '../../supabase/local/edge-functions'
import { signToken } from '../../supabase/functions/_shared/tokens'
import { TABLES, uniqueEmail, type Row } from './fixtures'
import {
  CLIENT_HEADER,
  LEAD_PROOF_HEADER,
  anon,
  call,
  forgedLeadProof,
  shipForFunnels,
  sqlClient,
} from './helpers'
import { confirmationToken, drain, mailsTo, post, useMailStack } from './mail-stack'

const sql = sqlClient()
const stack = useMailStack()
afterAll(() => sql.end({ timeout: 5 }))

const valid = (table: string, email: string): Row =>
  TABLES.find((t) => t.table === table)!.valid(email)
const DAY = 24 * 60 * 60 * 1000
/**
 * The clock the retention runs at: fixed when the file starts (the rows are dated before it), so
 * nothing waits, and the other files' rows, all younger, are not touched.
 */
const NOW = new Date()
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString()

const retain = async () => {
  const [row] = await sql<{ report: Record<string, number> }[]>`
    select app_private.apply_retention(${NOW.toISOString()}::timestamptz) as report`
  return row!.report
}

async function exists(table: string, email: string): Promise<boolean> {
  const [row] = await sql`select count(*)::int as n from ${sql(table)} where email = ${email}`
  return row!['n'] > 0
}

describe('retention', () => {
  it('the periods are the ones the privacy page shows', async () => {
    const rows = await sql<{ name: string; days: number }[]>`
      select name, days from app_private.retention_settings order by name`
    const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
    for (const row of rows)
      expect(row.days, row.name).toBe(
        RETENTION_DAYS[camel(row.name) as keyof typeof RETENTION_DAYS],
      )
    expect(rows).toHaveLength(Object.keys(RETENTION_DAYS).length - 1) // the browser's is the browser's
  })

  it.each([
    'quiz_submissions',
    'chess_level_quiz',
    'chess_style_quiz',
    'study_plans',
    'opening_recommender',
  ])('%s: a row older than its period is gone, a younger one stays', async (table) => {
    const old = uniqueEmail(`old-${table}`)
    const young = uniqueEmail(`young-${table}`)
    for (const email of [old, young])
      expect((await anon.insert(table, valid(table, email))).status).toBe(201)
    await sql`update ${sql(table)} set created_at = ${daysBefore(RETENTION_DAYS.quizAndToolRows + 1)} where email = ${old}`
    await sql`update ${sql(table)} set created_at = ${daysBefore(RETENTION_DAYS.quizAndToolRows - 1)} where email = ${young}`
    await retain()
    expect(await exists(table, old)).toBe(false)
    expect(await exists(table, young)).toBe(true)
  })

  it.each(['newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet'])(
    '%s: kept while subscribed; gone 24 months after an unsubscribe, or 30 days after a sign-up never confirmed',
    async (table) => {
      const emails = {
        subscribed: uniqueEmail(`sub-${table}`),
        unsubscribedLongAgo: uniqueEmail(`unsub-old-${table}`),
        unsubscribedLately: uniqueEmail(`unsub-new-${table}`),
        neverConfirmed: uniqueEmail(`unconfirmed-${table}`),
        pending: uniqueEmail(`pending-${table}`),
      }
      for (const email of Object.values(emails))
        expect((await anon.insert(table, valid(table, email))).status).toBe(201)
      const old = daysBefore(3 * 365)
      await sql`update ${sql(table)} set created_at = ${old}, confirmed_at = ${old}
                where email in ${sql([emails.subscribed, emails.unsubscribedLongAgo, emails.unsubscribedLately])}`
      await sql`update ${sql(table)} set unsubscribed_at = ${daysBefore(RETENTION_DAYS.listRowsAfterUnsubscribe + 1)}
                where email = ${emails.unsubscribedLongAgo}`
      await sql`update ${sql(table)} set unsubscribed_at = ${daysBefore(RETENTION_DAYS.listRowsAfterUnsubscribe - 1)}
                where email = ${emails.unsubscribedLately}`
      await sql`update ${sql(table)} set created_at = ${daysBefore(RETENTION_DAYS.unconfirmedListRows + 1)}
                where email = ${emails.neverConfirmed}`
      await sql`update ${sql(table)} set created_at = ${daysBefore(RETENTION_DAYS.unconfirmedListRows - 1)}
                where email = ${emails.pending}`
      await retain()
      expect({
        subscribed: await exists(table, emails.subscribed),
        unsubscribedLongAgo: await exists(table, emails.unsubscribedLongAgo),
        unsubscribedLately: await exists(table, emails.unsubscribedLately),
        neverConfirmed: await exists(table, emails.neverConfirmed),
        pending: await exists(table, emails.pending),
      }).toEqual({
        subscribed: true,
        unsubscribedLongAgo: false,
        unsubscribedLately: true,
        neverConfirmed: false,
        pending: true,
      })
    },
  )

  it("contact messages after 12 months; a mail's content once it is sent, its record after 90 days", async () => {
    const old = uniqueEmail('contact-old')
    const young = uniqueEmail('contact-young')
    for (const email of [old, young]) {
      const answer = await post(
        stack.functions,
        'contact',
        { name: 'Priya', email, subject: 'Hello', message: 'Saturday slots?' },
        {
          [LEAD_PROOF_HEADER]: await forgedLeadProof({ client: '198.51.100.90' }),
          [CLIENT_HEADER]: '198.51.100.90',
        },
      )
      expect(answer.status).toBe(201)
    }
    await sql`update app_private.contact_messages set created_at = ${daysBefore(RETENTION_DAYS.contactMessages + 1)} where email = ${old}`
    const mailed = uniqueEmail('mail-record')
    await anon.insert('quiz_submissions', valid('quiz_submissions', mailed))
    await drain(stack)
    const [sent] = await sql`select payload from app_private.mail_jobs where to_email = ${mailed}`
    expect(sent!['payload']).toEqual({})
    await sql`update app_private.mail_jobs set created_at = ${daysBefore(RETENTION_DAYS.mailRecords + 1)}
              where to_email = ${mailed}`
    await retain()
    expect(await sql`select id from app_private.contact_messages where email = ${old}`).toEqual([])
    expect(
      await sql`select id from app_private.contact_messages where email = ${young}`,
    ).toHaveLength(1)
    expect(await sql`select id from app_private.mail_jobs where to_email = ${mailed}`).toEqual([])
  })

  it('abuse counters after 2 days, spent proofs once expired: both keyed or random, both go', async () => {
    const tag = randomUUID()
    await sql`insert into app_private.rate_counters (counter, window_start, hits) values
      (${`old:${tag}`}, ${daysBefore(RETENTION_DAYS.rateCounters + 0.1)}, 3),
      (${`young:${tag}`}, ${daysBefore(RETENTION_DAYS.rateCounters - 0.5)}, 3)`
    await sql`insert into app_private.used_lead_proofs (challenge, expires_at) values
      (${`old:${tag}`}, ${daysBefore(0.01)}), (${`young:${tag}`}, ${new Date(NOW.getTime() + DAY).toISOString()})`
    await retain()
    const left =
      await sql`select counter from app_private.rate_counters where counter like ${`%:${tag}`}`
    expect(left.map((r) => r['counter'])).toEqual([`young:${tag}`])
    const proofs =
      await sql`select challenge from app_private.used_lead_proofs where challenge like ${`%:${tag}`}`
    expect(proofs.map((r) => r['challenge'])).toEqual([`young:${tag}`])
  })

  it("a held welcome goes with its unconfirmed sign-up; a dead mail's text after a week, its record after 90 days", async () => {
    const held = uniqueEmail('held')
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', held))).status,
    ).toBe(201)
    const [heldJob] = await sql`select id, payload from app_private.mail_jobs
                                 where to_email = ${held} and status = 'held'`
    expect(heldJob!['payload']).not.toEqual({})
    await sql`update app_private.mail_jobs set created_at = ${daysBefore(RETENTION_DAYS.unconfirmedListRows + 1)}
              where to_email = ${held}`
    await sql`update public.newsletter_subscribers set created_at = ${daysBefore(RETENTION_DAYS.unconfirmedListRows + 1)}
              where email = ${held}`
    const dead = uniqueEmail('dead')
    const deadYoung = uniqueEmail('dead-young')
    for (const [email, lastTry] of [
      [dead, RETENTION_DAYS.failedMailContent + 1],
      [deadYoung, RETENTION_DAYS.failedMailContent - 1],
    ] as const)
      await sql`insert into app_private.mail_jobs (kind, to_email, payload, status, claimed_at, created_at)
                values ('study_plan', ${email}, ${sql.json({ email, name: 'Ada' })}, 'dead',
                        ${daysBefore(lastTry)}, ${daysBefore(lastTry + 1)})`
    const report = await retain()
    expect(report['held_mails']).toBeGreaterThanOrEqual(1)
    expect(await sql`select id from app_private.mail_jobs where id = ${heldJob!['id']}`).toEqual([])
    expect(await exists('newsletter_subscribers', held)).toBe(false)
    const payloads = async (email: string) =>
      (await sql`select payload from app_private.mail_jobs where to_email = ${email}`).map(
        (r) => r['payload'],
      )
    expect(await payloads(dead)).toEqual([{}])
    expect(await payloads(deadYoung)).toEqual([{ email: deadYoung, name: 'Ada' }])
    await sql`update app_private.mail_jobs set created_at = ${daysBefore(RETENTION_DAYS.mailRecords + 1)}
              where to_email = ${dead}`
    await retain()
    expect(await payloads(dead)).toEqual([])
  })

  it('an unsubscribe from every mail is kept, however old: it is what stops the mail', async () => {
    const email = uniqueEmail('opted-out')
    await sql`select app_private.unsubscribe_mail_address(${email}, 'all')`
    await sql`update app_private.mail_suppressions set created_at = ${daysBefore(10 * 365)}
              where email = ${email}`
    await retain()
    expect(
      await sql`select email from app_private.mail_suppressions where email = ${email}`,
    ).toHaveLength(1)
    await sql`select app_private.erase_mailbox(${email})`
  })

  it('the funnel report counts the same before and after the raw events are rolled up', async () => {
    const event = (tab: string, state: string, timings: string, at: string) => ({
      chart: 'levelQuiz',
      state,
      variant: null,
      page: '/chess-level-quiz',
      tab,
      at,
      timings,
    })
    const events: ReturnType<typeof event>[] = []
    await shipForFunnels(sql, ['ccccccc3', 'ddddddd4'])
    const tabs = Array.from({ length: 6 }, () => randomUUID())
    tabs.forEach((tab, i) => {
      const timings = i % 2 ? 'ccccccc3' : 'ddddddd4'
      const at = new Date().toISOString()
      events.push(event(tab, 'quiz.answering', timings, at))
      if (i < 4) events.push(event(tab, 'email.idle', timings, at))
      if (i < 2) events.push(event(tab, 'result', timings, at))
    })
    expect((await anon.insert('funnel_events', events)).status).toBe(201)
    // Half of the tabs long ago, half lately (only the service role can write such times).
    await sql`update public.funnel_events set at = ${daysBefore(RETENTION_DAYS.funnelEvents + 5)}
              where tab in ${sql(tabs.slice(0, 3))}`
    await sql`update public.funnel_events set at = ${daysBefore(RETENTION_DAYS.funnelEvents - 5)}
              where tab in ${sql(tabs.slice(3))}`
    const report = async () =>
      sql`select funnel, step, timings, visitors, drop_off_pct from public.funnel_report
          where timings in ('ccccccc3', 'ddddddd4') order by funnel_no, step_no, timings`
    const versions = async () =>
      sql`select timings, tabs from public.funnel_versions where timings in ('ccccccc3', 'ddddddd4') order by timings`
    const before = await report()
    const versionsBefore = await versions()
    expect(before.length).toBeGreaterThan(0)
    const result = await retain()
    expect(result['funnel_events']).toBeGreaterThan(0)
    const [left] =
      await sql`select count(distinct tab)::int as n from public.funnel_events where tab in ${sql(tabs)}`
    expect(left!['n']).toBe(3)
    expect(await report()).toEqual(before)
    expect(await versions()).toEqual(versionsBefore)
  })
  it('the experiment report counts the same per arm before and after the raw events are rolled up', async () => {
    const key = `retention-${randomUUID().slice(0, 8)}`
    const step = (tab: string, arm: string, chart: string, state: string, variant: string) => ({
      chart,
      state,
      variant,
      page: '/',
      tab,
      at: new Date().toISOString(),
      timings: 'eeeeeee5',
      arms: [`${key}:${arm}`, 'another-one:A'],
    })
    await shipForFunnels(
      sql,
      ['eeeeeee5'],
      [
        { key, arms: 2 },
        { key: 'another-one', arms: 2 },
      ],
    )
    const tabs = Array.from({ length: 8 }, () => randomUUID())
    const events = tabs.flatMap((tab, i) => {
      const arm = i % 2 ? 'B' : 'A'
      return [
        step(tab, arm, 'timedPopup', 'waiting', 'homeWelcome'),
        ...(i < 6 ? [step(tab, arm, 'timedPopup', 'open', 'homeWelcome')] : []),
        ...(i < 3 ? [step(tab, arm, 'subscribe', 'ready.success', 'welcome_popup')] : []),
      ]
    })
    expect((await anon.insert('funnel_events', events)).status).toBe(201)
    await sql`update public.funnel_events set at = ${daysBefore(RETENTION_DAYS.funnelEvents + 5)}
              where tab in ${sql(tabs.slice(0, 4))}`
    const report = async () =>
      sql`select experiment, arm, day::text as day, kind, funnel, step, units
          from public.experiment_report
          where experiment in (${key}, 'another-one')
          order by experiment, arm, day, kind, funnel_no, step_no`
    const before = await report()
    expect(before).toContainEqual({
      experiment: key,
      arm: 'B',
      day: daysBefore(RETENTION_DAYS.funnelEvents + 5).slice(0, 10),
      kind: 'step',
      funnel: 'Welcome popup (home)',
      step: 'saved',
      units: 1,
    })
    expect(before.length).toBeGreaterThan(0)
    expect((await retain())['funnel_events']).toBeGreaterThan(0)
    const [left] =
      await sql`select count(distinct tab)::int as n from public.funnel_events where tab in ${sql(tabs)}`
    expect(left!['n']).toBe(4)
    expect(await report()).toEqual(before)
    await sql`delete from app_private.experiment_unit_counts where experiment in (${key}, 'another-one')`
  })
})

describe('erasure', () => {
  it('erases one mailbox everywhere: nothing of it in a dump but a keyed hash, no mail at all until the person asks us back', async () => {
    const email = uniqueEmail('forget-me')
    const name = `Zebulon Quartermaine ${randomUUID().slice(0, 6)}`
    const variant = email.replace('@', '+kid@')
    for (const t of TABLES) {
      const row = { ...valid(t.table, t.table === 'study_plans' ? variant : email) }
      if ('name' in row && t.table !== 'chess_level_quiz') row['name'] = name
      expect((await anon.insert(t.table, row)).status, t.table).toBe(201)
    }
    const contact = await post(
      stack.functions,
      'contact',
      { name, email, subject: 'About my son', message: `Hello, this is ${name}.` },
      {
        [LEAD_PROOF_HEADER]: await forgedLeadProof({ client: '198.51.100.91' }),
        [CLIENT_HEADER]: '198.51.100.91',
      },
    )
    expect(contact.status).toBe(201)
    await drain(stack) // some mails sent, the list welcomes still held
    await sql`select app_private.unsubscribe_mail_address(${email}, 'all')`

    const [exported] = await sql<{ data: { data: Record<string, unknown[]> } }[]>`
      select app_private.export_mailbox(${email}) as data`
    const found = exported!.data.data
    expect(found['study_plans']).toHaveLength(1)
    expect(found['contact_messages']).toHaveLength(1)
    expect((found['mail_jobs'] ?? []).length).toBeGreaterThan(5)

    const [erased] = await sql<{ report: Record<string, number> }[]>`
      select app_private.erase_mailbox(${email.toUpperCase()}) as report`
    expect(erased!.report['contact_messages']).toBe(1)

    // A full dump of every table of ours: no trace of the address, its normalised form or the name.
    const tables = await sql<{ schema: string; name: string }[]>`
      select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'app_private')`
    const [local] = email.split('@') as [string]
    for (const table of tables) {
      const rows = await sql.unsafe(`select t::text as row from ${table.schema}.${table.name} t`)
      for (const { row } of rows as unknown as { row: string }[]) {
        for (const needle of [email, variant, local, name])
          expect(row.includes(needle), `${table.schema}.${table.name} holds ${needle}`).toBe(false)
      }
    }

    // Later, a quiz and a list sign-up with that address: stored, answered 202 (the page says
    // that no mail goes), and no mail at all, not even a confirmation.
    const before = (await mailsTo(stack.sink, email)).length
    expect((await anon.insert('quiz_submissions', valid('quiz_submissions', email))).status).toBe(
      202,
    )
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))).status,
    ).toBe(202)
    await drain(stack)
    expect(await mailsTo(stack.sink, email)).toHaveLength(before)
    // The person asks us from that mailbox; the operator lifts the erasure's opt-out: the next
    // sign-up is asked to confirm, and once confirmed, mail again.
    await sql`select app_private.lift_mail_opt_out(${email})`
    await sql`delete from app_private.rate_counters` // the address's hourly sign-ups are used up
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))).status,
    ).toBe(409)
    await drain(stack)
    const mails = await mailsTo(stack.sink, email)
    expect(mails.slice(before).map((m) => m.subject)).toEqual([
      'Please confirm your e-mail for Checkmate Tutors',
    ])
    const token = confirmationToken(mails[mails.length - 1]!)
    expect((await post(stack.functions, 'confirm-email', { token })).status).toBe(200)
    await drain(stack)
    expect((await mailsTo(stack.sink, email)).slice(before).map((m) => m.subject)).toContain(
      'Welcome to the Checkmate Tutors newsletter',
    )
  })

  it('the erase link of a mail works through the function; anon cannot call the database functions', async () => {
    const email = uniqueEmail('erase-link')
    await anon.insert('study_plans', valid('study_plans', email))
    const secret = localMailTokenSecret(stack.keys)
    const now = Math.floor(Date.now() / 1000)
    const token = await signToken(
      { action: 'erase', email, list: 'all', issued: now, expires: now + 3600 },
      secret,
    )
    // The address is not in the link: it is sealed.
    expect(token).not.toContain(email)
    expect(Buffer.from(token.split('.')[1]!, 'base64url').toString('latin1')).not.toContain(email)
    expect((await fetch(`${stack.functions.url}/erase-data?token=${token}`)).status).toBe(405)
    expect(await exists('study_plans', email)).toBe(true)
    expect(await post(stack.functions, 'erase-data', { token })).toEqual({
      status: 200,
      body: { status: 'erased' },
    })
    expect(await exists('study_plans', email)).toBe(false)
    // Idempotent within the hour, then void.
    expect((await post(stack.functions, 'erase-data', { token })).status).toBe(200)
    await sql`update app_private.used_erase_links set used_at = used_at - interval '2 hours'`
    expect((await post(stack.functions, 'erase-data', { token })).status).toBe(410)
    // A link without its issue time cannot say what existed: refused.
    const undated = await signToken(
      { action: 'erase', email, list: 'all', expires: now + 3600 },
      secret,
    )
    expect((await post(stack.functions, 'erase-data', { token: undated })).status).toBe(400)
    const unsubscribe = await signToken(
      { action: 'unsubscribe', email, list: 'all', expires: Math.floor(Date.now() / 1000) + 3600 },
      secret,
    )
    expect((await post(stack.functions, 'erase-data', { token: unsubscribe })).status).toBe(400)
    for (const fn of ['erase_mailbox', 'export_mailbox', 'apply_retention']) {
      const rpc = await call(inject('anonKey'), 'POST', `/rpc/${fn}`, { address: email })
      expect(rpc.status, fn).toBeGreaterThanOrEqual(400)
      const [granted] = await sql`
        select bool_or(has_function_privilege(r, p.oid, 'EXECUTE')) as any
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
             unnest(array['anon', 'authenticated']) as r
        where n.nspname = 'app_private' and p.proname = ${fn}`
      expect(granted!['any'], fn).toBe(false)
    }
  })

  it('npm run forget prints what it found, as JSON, then erases it', async () => {
    const email = uniqueEmail('forget-cli')
    await anon.insert('chess_style_quiz', valid('chess_style_quiz', email))
    await anon.insert(
      'weekly_live_lessons',
      valid('weekly_live_lessons', email.replace('@', '+w@')),
    )
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'supabase/local/cli/forget.ts', '--email', email, '--db', inject('sqlUrl')],
      { timeout: 60_000 },
    )
    const json = stdout.slice(0, stdout.indexOf('\nErased'))
    const exported = JSON.parse(json) as { mailbox: string; data: Record<string, unknown[]> }
    expect(exported.mailbox).toBe(email)
    expect(exported.data['chess_style_quiz']).toHaveLength(1)
    expect(exported.data['weekly_live_lessons']).toHaveLength(1)
    expect(stdout).toMatch(/Erased \(the database of --db\): \{.*"chess_style_quiz":1/)
    expect(await exists('chess_style_quiz', email)).toBe(false)
    expect(await exists('weekly_live_lessons', email.replace('@', '+w@'))).toBe(false)
  })
})
