/**
 * Every "we keep / we delete / we never" of /privacy (src/content/privacy.ts) held against the
 * database that keeps the promise: each table is described on the page or holds nothing about a
 * person; each form's card names every column its table has; what apply_retention deletes is what
 * the page gives a lifetime; the unsubscribe record and the erased fingerprint are what the page
 * says (their columns, kept by retention, keyed); the abuse counters hold keyed hashes of the
 * network address, never the address; the funnel keeps the columns the page lists, and its totals
 * no visitor. A change to the SQL or the settings without the text (or the reverse) fails here.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import * as privacy from '../../src/content/privacy'
import { RETENTION_DAYS } from '../../src/content/retention'
import { periodText } from '../../src/domain/retention'
import { TABLES, uniqueEmail } from './fixtures'
import { CLIENT_HEADER, anon, sqlClient } from './helpers'

const sql = sqlClient()
afterAll(() => sql.end({ timeout: 5 }))

const pageText = JSON.stringify(Object.values(privacy))
const card = (name: string) => privacy.PRIVACY_FORMS.find((f) => f.name === name)!

async function columns(qualified: string): Promise<string[]> {
  const [schema, table] = qualified.split('.') as [string, string]
  const rows = await sql<{ name: string }[]>`
    select column_name as name from information_schema.columns
    where table_schema = ${schema} and table_name = ${table} order by column_name`
  return rows.map((r) => r.name)
}

/** Runs `body` in a transaction that is always rolled back (a far clock deletes everyone's rows). */
async function rolledBack<T>(body: (tx: typeof sql) => Promise<T>): Promise<T> {
  let result: T | undefined
  const rollback = new Error('rollback')
  await sql
    .begin(async (tx) => {
      result = await body(tx as unknown as typeof sql)
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
  return result as T
}

/**
 * Each lead table: what its card says for each column (id and client_id, the outbox's random
 * idempotency key, name nothing about anyone).
 */
const LEAD_COLUMNS: Record<string, { card: string; says: Record<string, string> }> = {
  newsletter_subscribers: { card: 'Newsletter, weekly class and cheat sheet', says: {} },
  weekly_live_lessons: { card: 'Newsletter, weekly class and cheat sheet', says: {} },
  free_tactics_cheat_sheet: { card: 'Newsletter, weekly class and cheat sheet', says: {} },
  quiz_submissions: {
    card: 'Chess knowledge quiz',
    says: {
      name: 'name',
      email: 'e-mail address',
      score: 'score',
      total_questions: 'number of questions',
      answers: 'whether each answer was right',
      for_child: 'whether the address is a parent’s',
      created_at: 'when',
    },
  },
  chess_level_quiz: {
    card: 'Chess level quizzes',
    says: {
      name: 'fixed placeholder',
      email: 'e-mail address',
      answers: 'your answers',
      question_ids: 'which questions you were asked',
      result: 'the level they give',
      created_at: 'when',
    },
  },
  chess_style_quiz: {
    card: 'Chess style quiz',
    says: {
      email: 'e-mail address',
      answers: 'your answers',
      result: 'the style they give',
      style_title: 'the style they give',
      created_at: 'when',
    },
  },
  study_plans: {
    card: 'Study plan generator',
    says: {
      name: 'name',
      email: 'e-mail address',
      experience: 'experience',
      hours_per_week: 'hours per week',
      goal: 'goal',
      age_group: 'age group',
      generated_plan: 'the plan we made for you',
      for_child: 'whether the address is a parent’s',
      created_at: 'when',
    },
  },
  opening_recommender: {
    card: 'Opening recommender',
    says: {
      email: 'e-mail address',
      rating_level: 'rating',
      study_time: 'study time',
      opening_style: 'playing style',
      play_format: 'format',
      opponent_strategy: 'opponents',
      recommended_opening: 'the opening we recommended',
      created_at: 'when',
    },
  },
}
const LIST_SAYS = {
  email: 'e-mail address',
  source: 'which of our forms you used',
  created_at: 'when you signed up',
  confirmed_at: 'whether and when you confirmed',
  unsubscribed_at: 'when you unsubscribed',
}

/** Every other table: the statement of the page that describes it, or why it holds nobody. */
const OTHER_TABLES: Record<string, string | { nobody: string }> = {
  'app_private.contact_messages': 'Your name, e-mail address, subject and message',
  'app_private.mail_jobs': 'the address it went to, what kind of e-mail it was',
  'app_private.mail_suppressions': privacy.UNSUBSCRIBE_RECORD,
  'app_private.erased_mailboxes': 'a coded fingerprint of it (a keyed hash, with the date)',
  'app_private.rate_counters': 'keyed hash of the network address',
  'public.funnel_events': 'a random number for this browser tab',
  'app_private.funnel_step_counts': 'how many tabs reached each step in all',
  'app_private.funnel_version_counts': 'when each version was first seen',
  'app_private.experiment_unit_counts':
    'for each pop-up timing tested, by the day a tab first met it',
  'app_private.experiment_exposure_steps': {
    nobody: 'which step of a funnel a tested timing acts on',
  },
  'public.experiment_stops': { nobody: 'the experiments stopped by hand' },
  'app_private.used_lead_proofs': { nobody: 'spent random challenges, until they expire' },
  'app_private.used_erase_links': { nobody: 'a keyed hash of each erase link once used' },
  'app_private.lead_proof_key': { nobody: 'the key that signs challenges and keys the hashes' },
  'app_private.lead_settings': { nobody: 'limits' },
  'app_private.client_settings': { nobody: 'the gateway header name' },
  'app_private.retention_settings': { nobody: 'the periods' },
  'app_private.funnel_steps': { nobody: 'the funnel steps' },
  'app_private.funnel_shipped_timings': { nobody: "the timings versions the site's builds sent" },
  'app_private.funnel_shipped_experiments': { nobody: 'the experiments the site ran' },
}

describe('what /privacy says against the database', () => {
  it('every table is described on the page, or holds nothing about a person', async () => {
    const tables = await sql<{ name: string }[]>`
      select n.nspname || '.' || c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'app_private') order by 1`
    const described = [
      ...Object.keys(LEAD_COLUMNS).map((t) => `public.${t}`),
      ...Object.keys(OTHER_TABLES),
    ].sort()
    expect(tables.map((t) => t.name)).toEqual(described)
    for (const [table, statement] of Object.entries(OTHER_TABLES))
      if (typeof statement === 'string') expect(pageText, table).toContain(statement)
  })

  it.each(Object.entries(LEAD_COLUMNS))(
    '%s: the card names every column the table has',
    async (table, { card: name, says }) => {
      // `mailbox` is the e-mail itself in its normalised form (the index an erasure reads), generated
      // by the database from `email`: the card's "e-mail address" is what it holds.
      const have = (await columns(`public.${table}`)).filter(
        (c) => c !== 'id' && c !== 'client_id' && c !== 'mailbox',
      )
      const [mailbox] = await sql<{ generated: string; expression: string }[]>`
        select is_generated as generated, generation_expression as expression
        from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and column_name = 'mailbox'`
      expect(mailbox).toMatchObject({ generated: 'ALWAYS' })
      expect(mailbox!.expression).toContain('normalized_email(email)')
      const expected = TABLES.find((t) => t.table === table)!.subscription ? LIST_SAYS : says
      expect(have).toEqual(Object.keys(expected).sort())
      for (const phrase of Object.values(expected))
        expect(card(name).keep.toLowerCase()).toContain(phrase.toLowerCase())
    },
  )

  it('each kind apply_retention deletes has its lifetime on the page, and the settings are its periods', async () => {
    const report = await rolledBack(
      async (tx) =>
        (await tx<{ r: Record<string, number> }[]>`select app_private.apply_retention() as r`)[0]!
          .r,
    )
    const lifetimes: Record<string, string> = {
      quiz_and_tool_rows: `${periodText(RETENTION_DAYS.quizAndToolRows)} after you send it`,
      list_rows: `we delete it after ${periodText(RETENTION_DAYS.unconfirmedListRows)}`,
      contact_messages: `${periodText(RETENTION_DAYS.contactMessages)} after you send it`,
      held_mails: `goes with your sign-up after ${periodText(RETENTION_DAYS.unconfirmedListRows)}`,
      failed_mail_content: `keeps its text ${periodText(RETENTION_DAYS.failedMailContent)}`,
      mail_records: `${periodText(RETENTION_DAYS.mailRecords)}, then we delete it`,
      rate_counters: `kept about ${periodText(RETENTION_DAYS.rateCounters)}, then deleted`,
      used_lead_proofs: '', // random challenges: nothing about anyone (above)
      funnel_events: `We keep these counts for ${periodText(RETENTION_DAYS.funnelEvents)}`,
    }
    expect(Object.keys(report).sort()).toEqual(Object.keys(lifetimes).sort())
    for (const [kind, text] of Object.entries(lifetimes)) expect(pageText, kind).toContain(text)
    expect(pageText).toContain(
      `After you unsubscribe we keep the sign-up for ${periodText(RETENTION_DAYS.listRowsAfterUnsubscribe)}`,
    )
  })

  it('the unsubscribe record: the address and when, kept whatever the clock', async () => {
    expect(await columns('app_private.mail_suppressions')).toEqual([
      'created_at',
      'email',
      'mailbox',
      'reason',
      'scope',
    ])
    expect(privacy.UNSUBSCRIBE_RECORD).toContain('(your address, which e-mails and when)')
    expect(privacy.UNSUBSCRIBE_RECORD).toContain('bounces for good or you mark it as spam')
    const email = uniqueEmail('statement-unsub')
    await sql`select app_private.unsubscribe_mail_address(${email}, 'all')`
    const left = await rolledBack(async (tx) => {
      await tx`select app_private.apply_retention(now() + interval '100 years')`
      return tx`select 1 from app_private.mail_suppressions where email = ${email}`
    })
    expect(left).toHaveLength(1)
    await sql`select app_private.erase_mailbox(${email})`
  })

  it('the fingerprint of an erased address: a keyed hash with the date, kept whatever the clock', async () => {
    expect(await columns('app_private.erased_mailboxes')).toEqual(['erased_at', 'mailbox_key'])
    const email = uniqueEmail('statement-erased')
    await sql`select app_private.erase_mailbox(${email})`
    const [row] = await sql<{ key: string; plain: string; keyed: string }[]>`
      select e.mailbox_key as key,
             encode(extensions.digest('mailbox:' || ${email}, 'sha256'), 'hex') as plain,
             app_private.mailbox_key(${email}) as keyed
      from app_private.erased_mailboxes e where e.mailbox_key = app_private.mailbox_key(${email})`
    expect(row!.key).toBe(row!.keyed)
    // Keyed: not the plain hash anyone could compute from the address.
    expect(row!.key).not.toBe(row!.plain)
    expect(row!.key).not.toContain(email.split('@')[0])
    const left = await rolledBack(async (tx) => {
      await tx`select app_private.apply_retention(now() + interval '100 years')`
      return tx`select 1 from app_private.erased_mailboxes where mailbox_key = ${row!.key}`
    })
    expect(left).toHaveLength(1)
    expect(pageText).toContain('for as long as we send e-mail')
    expect(pageText).toContain('pseudonymous, not anonymous')
  })

  it('the abuse counters keep a keyed hash of the network address, never the address', async () => {
    expect(await columns('app_private.rate_counters')).toEqual(['counter', 'hits', 'window_start'])
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    const table = 'chess_style_quiz'
    const fixture = TABLES.find((t) => t.table === table)!
    const email = uniqueEmail(`statement-${randomUUID().slice(0, 6)}`)
    expect(
      (await anon.insert(table, fixture.valid(email), { [CLIENT_HEADER]: address })).status,
    ).toBe(201)
    const rows = await sql<{ counter: string }[]>`select counter from app_private.rate_counters`
    expect(rows.some((r) => r.counter.includes(address))).toBe(false)
    expect(rows.some((r) => r.counter.includes(email))).toBe(false)
    const [key] = await sql<
      { k: string }[]
    >`select app_private.lead_key('client:' || ${address}) as k`
    expect(rows.some((r) => r.counter.endsWith(key!.k))).toBe(true)
  })

  it('the funnel keeps what the page lists, and its totals no tab and no day', async () => {
    expect(await columns('public.funnel_events')).toEqual([
      'arms',
      'at',
      'chart',
      'id',
      'page',
      'received_at',
      'state',
      'tab',
      'timings',
      'variant',
    ])
    for (const table of [
      'app_private.funnel_step_counts',
      'app_private.funnel_version_counts',
      'app_private.experiment_step_counts',
    ]) {
      const have = await columns(table)
      expect(have, table).not.toContain('tab')
      expect(have, table).not.toContain('at')
    }
    expect(await columns('app_private.funnel_version_counts')).toEqual([
      'first_seen',
      'tabs',
      'timings',
    ])
    for (const said of [
      'the step, the page, the time and a random number for this browser tab',
      'the steps we count say which one it was',
    ])
      expect(pageText).toContain(said)
  })
})
