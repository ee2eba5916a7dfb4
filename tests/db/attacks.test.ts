/**
 * The lead and mail path tried as an attacker holding the public key would try it, each attack
 * against the real PostgREST, the Edge Functions (deno) and an SMTP sink: one mailbox spelled many
 * ways, our domain mailing a stranger text the attacker wrote, membership look-ups, a flood that
 * would close the forms for everyone, the business inbox flooded, consent given without a click, a
 * sign-up stuck forever. Each test fails on the code before these defences and passes after.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type postgres from 'postgres'
import * as timings from '../../machines/timings'
import { timingsVersion } from '../../src/domain/funnel-events'
import { localMailTokenSecret, LOCAL_CONTACT_INBOX } from '../../supabase/local/edge-functions'
import { MAX_MAILS_PER_ADDRESS_PER_DAY } from '../../supabase/functions/_shared/mail-limits'
import { signToken } from '../../supabase/functions/_shared/tokens'
import { TABLES, uniqueEmail, type Row } from './fixtures'
import {
  CLIENT_HEADER,
  LEAD_PROOF_HEADER,
  anon,
  call,
  forgedLeadProof,
  rowsByEmail,
  sqlClient,
} from './helpers'
import { TEST_LEAD_SETTINGS } from './global-setup'
import {
  confirmationToken,
  drain,
  mailsTo,
  post,
  sendMails,
  SITE,
  useMailStack,
  type SinkMail,
} from './mail-stack'

const stack = useMailStack()
let sql: postgres.Sql
let saved: Record<string, number> = {}

beforeAll(async () => {
  sql = sqlClient()
  saved = Object.fromEntries(
    (
      await sql<
        { name: string; value: number }[]
      >`select name, value from app_private.lead_settings`
    ).map((s) => [s.name, s.value]),
  )
})
afterAll(() => sql.end({ timeout: 5 }))

/** Sets a limit for one test; every limit is put back after it, and the counts start afresh. */
async function setLimit(name: string, value: number): Promise<void> {
  const updated =
    await sql`update app_private.lead_settings set value = ${value} where name = ${name}`
  expect(updated.count, name).toBe(1)
}
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) await setLimit(name, value)
  for (const [name, value] of Object.entries(TEST_LEAD_SETTINGS)) await setLimit(name, value)
  await sql`delete from app_private.rate_counters`
})

const valid = (table: string, email: string): Row =>
  TABLES.find((t) => t.table === table)!.valid(email)
const from = (address: string) => ({ [CLIENT_HEADER]: address })
const mailbox = (mail: SinkMail) => mail.to[0]!.address.replace(/\+[^@]*@/, '@')

describe('one mailbox, many spellings', () => {
  it(`eleven spellings of one mailbox (plus-tags, a group, a list) put at most ${MAX_MAILS_PER_ADDRESS_PER_DAY} mails into it`, async () => {
    const victim = uniqueEmail('victim-box')
    const [local, domain] = victim.split('@') as [string, string]
    const spellings = [
      ...Array.from({ length: 8 }, (_, i) => `${local}+${i}@${domain}`),
      `a:${victim}`,
      `b:${victim}`,
      `zz,${victim}`,
    ]
    const answers = []
    for (const email of spellings)
      answers.push(
        (await anon.insert('opening_recommender', valid('opening_recommender', email))).status,
      )
    // The group and the list are not addresses at all. Past the mailbox's daily cap the row is
    // stored but answered 202: the page says that no mail goes today.
    expect(answers.slice(0, 8)).toEqual([
      ...Array(MAX_MAILS_PER_ADDRESS_PER_DAY).fill(201),
      ...Array(8 - MAX_MAILS_PER_ADDRESS_PER_DAY).fill(202),
    ])
    for (const status of answers.slice(8)) expect(status).not.toBe(201)
    await drain(stack)
    const all = (await (await fetch(`${stack.sink.webUrl}/api/email`)).json()) as SinkMail[]
    const delivered = all.filter((m) => m.to.some((t) => t.address.includes(local)))
    expect(delivered.length).toBeGreaterThan(0)
    expect(delivered.length).toBeLessThanOrEqual(MAX_MAILS_PER_ADDRESS_PER_DAY)
    for (const mail of delivered) expect(mailbox(mail)).toBe(victim)
    // Over the cap a mail waits for the next day: a stranger cannot make the person's own mails
    // disappear, only wait.
    const deferred = await sql`select count(*)::int as n from app_private.mail_jobs
      where mailbox = ${victim} and status = 'pending' and last_error like 'over a daily cap%'
        and next_attempt_at > now() + interval '23 hours'`
    expect(deferred[0]!['n']).toBe(8 - MAX_MAILS_PER_ADDRESS_PER_DAY)
  })
})

describe('a result mail prints only our text', () => {
  const evil = 'Your account is locked: sign in at http://evil.example now'

  it('a study plan that is not the catalogue plan for its answers is refused', async () => {
    const email = uniqueEmail('phish-plan')
    const row = valid('study_plans', email)
    const plan = row['generated_plan'] as Record<string, unknown>
    for (const patch of [
      { schedule: evil },
      { focus: evil },
      { activities: [evil, evil, evil, evil] },
      // A real plan, but another answer's.
      { title: 'Elite Excellence' },
    ]) {
      const answer = await anon.insert('study_plans', {
        ...row,
        generated_plan: { ...plan, ...patch },
      })
      expect([answer.status, answer.code], JSON.stringify(patch)).toEqual([400, '23514'])
    }
    // Another cell's plan under these answers.
    const other = valid('study_plans', email)
    const answer = await anon.insert('study_plans', { ...other, hours_per_week: '6+' })
    expect([answer.status, answer.code]).toEqual([400, '23514'])
    expect(await rowsByEmail('study_plans', email)).toEqual([])
  })

  it("an opening from another cell than the row's own answers is refused", async () => {
    const email = uniqueEmail('phish-opening')
    const answer = await anon.insert('opening_recommender', {
      ...valid('opening_recommender', email),
      recommended_opening: 'Catalan Closed',
    })
    expect([answer.status, answer.code]).toEqual([400, '23514'])
  })

  it('a name the visitor typed is never in the mail', async () => {
    const email = uniqueEmail('phish-name')
    const row = { ...valid('quiz_submissions', email), name: evil }
    expect((await anon.insert('quiz_submissions', row)).status).toBe(201)
    const plan = { ...valid('study_plans', email), name: 'Click http://evil.example' }
    expect((await anon.insert('study_plans', plan)).status).toBe(201)
    await drain(stack)
    const mails = await mailsTo(stack.sink, email)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your chess knowledge quiz result and what to learn next',
      'Your study plan: Rapid Learner',
    ])
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil.example')
      expect(mail.html).not.toContain('evil.example')
    }
  })
})

describe('no free membership look-ups', () => {
  async function member(): Promise<string> {
    const email = uniqueEmail('member')
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))).status,
    ).toBe(201)
    await sql`select app_private.confirm_list_row('newsletter_subscribers', id, email)
              from public.newsletter_subscribers where email = ${email}`
    return email
  }

  it('a bulk request answers the same for a member and a stranger', async () => {
    const known = await member()
    const stranger = uniqueEmail('stranger')
    const ask = async (email: string) => {
      const answer = await anon.insert('newsletter_subscribers', [
        { email, source: 'faqs_newsletter' },
        { email: uniqueEmail('random'), source: 'faqs_newsletter' },
      ])
      return { status: answer.status, code: answer.code, message: answer.message }
    }
    const forMember = await ask(known)
    const forStranger = await ask(stranger)
    expect(forMember).toEqual(forStranger)
    expect(forMember.status).toBe(400)
    expect(await rowsByEmail('newsletter_subscribers', stranger)).toEqual([])
  })

  it('a proof that was answered "already subscribed" is spent: asking again with it is refused', async () => {
    const known = await member()
    const proof = await forgedLeadProof()
    const first = await anon.insert(
      'newsletter_subscribers',
      { email: known, source: 'faqs_newsletter' },
      { [LEAD_PROOF_HEADER]: proof },
    )
    expect(first.status).toBe(409)
    for (const email of [known, uniqueEmail('next-question')]) {
      const again = await anon.insert(
        'newsletter_subscribers',
        { email, source: 'faqs_newsletter' },
        { [LEAD_PROOF_HEADER]: proof },
      )
      expect([again.status, again.message]).toEqual([403, 'lead proof reused'])
    }
  })
})

describe('the row is judged before the person', () => {
  async function confirmedMember(): Promise<string> {
    const email = uniqueEmail('row-member')
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))).status,
    ).toBe(201)
    await sql`select app_private.confirm_list_row('newsletter_subscribers', id, email)
              from public.newsletter_subscribers where email = ${email}`
    return email
  }
  const counters = async () =>
    Number(
      (await sql`select coalesce(sum(hits), 0)::int as n from app_private.rate_counters`)[0]!['n'],
    )
  const jobsTo = async (email: string) =>
    Number(
      (
        await sql`select count(*)::int as n from app_private.mail_jobs where to_email = ${email}`
      )[0]!['n'],
    )

  it('an invalid row answers the same 400 for a member and a stranger, and spends nothing', async () => {
    const known = await confirmedMember()
    const stranger = uniqueEmail('row-stranger')
    const mailsBefore = await jobsTo(known)
    const invalidRows = [
      { source: 'Not a source!' },
      { source: 'faqs_newsletter', client_id: 'not a uuid at all' },
      { source: null },
    ]
    for (const patch of invalidRows) {
      const answers = []
      for (const email of [known, stranger]) {
        const proof = await forgedLeadProof()
        const before = await counters()
        const answer = await anon.insert(
          'newsletter_subscribers',
          { email, ...patch },
          { [LEAD_PROOF_HEADER]: proof },
        )
        answers.push({ status: answer.status, code: answer.code, message: answer.message })
        // Nothing counted, and the proof is still good: the same proof now stores a valid row.
        expect(await counters(), JSON.stringify(patch)).toBe(before)
        const fresh = uniqueEmail('row-proof-unspent')
        expect(
          (
            await anon.insert(
              'newsletter_subscribers',
              { email: fresh, source: 'faqs_newsletter' },
              { [LEAD_PROOF_HEADER]: proof },
            )
          ).status,
        ).toBe(201)
      }
      expect(answers[0], JSON.stringify(patch)).toEqual(answers[1])
      expect(answers[0]!.status, JSON.stringify(patch)).toBe(400)
    }
    expect(await rowsByEmail('newsletter_subscribers', stranger)).toEqual([])
    expect(await jobsTo(known)).toBe(mailsBefore)
  })

  it('an invalid quiz row is refused before the proof is read: no proof needed to learn it is invalid', async () => {
    const email = uniqueEmail('row-no-proof')
    const answer = await anon.insert(
      'chess_level_quiz',
      { ...valid('chess_level_quiz', email), result: 'Grandmaster (3000)' },
      { [LEAD_PROOF_HEADER]: '' },
    )
    expect([answer.status, answer.code]).toEqual([400, '23514'])
  })

  it('an at-limit mailbox reads like an at-limit client (a bare 429), and the proof is spent either way', async () => {
    await setLimit('email_per_hour', 1)
    await setLimit('address_per_10_minutes', 1)
    const victim = uniqueEmail('at-limit')
    expect(
      (await anon.insert('study_plans', valid('study_plans', victim), from('198.51.100.150')))
        .status,
    ).toBe(201)
    // The mailbox is at its limit (asked from a fresh client) ...
    const mailboxProof = await forgedLeadProof({ client: '198.51.100.151' })
    const atMailbox = await anon.insert('study_plans', valid('study_plans', victim), {
      ...from('198.51.100.151'),
      [LEAD_PROOF_HEADER]: mailboxProof,
    })
    // ... and a client at its own limit (another mailbox).
    const atClient = await anon.insert(
      'study_plans',
      valid('study_plans', uniqueEmail('at-limit-other')),
      from('198.51.100.150'),
    )
    const shape = (a: typeof atMailbox) => ({ status: a.status, code: a.code, body: a.body })
    expect(shape(atMailbox)).toEqual(shape(atClient))
    expect(atMailbox.status).toBe(429)
    // The question cost its proof.
    const again = await anon.insert('study_plans', valid('study_plans', uniqueEmail('next')), {
      ...from('198.51.100.151'),
      [LEAD_PROOF_HEADER]: mailboxProof,
    })
    expect([again.status, again.message]).toEqual([403, 'lead proof reused'])
  })

  it('a proof solved for one client is refused from another', async () => {
    const proof = await forgedLeadProof({ client: '198.51.100.160' })
    const elsewhere = await anon.insert(
      'weekly_live_lessons',
      valid('weekly_live_lessons', uniqueEmail('moved-proof')),
      { ...from('203.0.113.160'), [LEAD_PROOF_HEADER]: proof },
    )
    expect([elsewhere.status, elsewhere.message]).toEqual([403, 'lead proof from another client'])
    const home = await anon.insert(
      'weekly_live_lessons',
      valid('weekly_live_lessons', uniqueEmail('home-proof')),
      { ...from('198.51.100.160'), [LEAD_PROOF_HEADER]: proof },
    )
    expect(home.status).toBe(201)
  })
})

describe('a visitor gets in during a flood', () => {
  it("per-client limits bind before the shared budget: five flooders spend their own, a visitor's lead lands", async () => {
    await setLimit('address_per_10_minutes', 3)
    await setLimit('table_per_minute', 20)
    const statuses: number[][] = []
    for (let client = 0; client < 5; client++) {
      const mine: number[] = []
      for (let i = 0; i < 6; i++) {
        const email = uniqueEmail('flooder')
        const answer = await anon.insert(
          'newsletter_subscribers',
          valid('newsletter_subscribers', email),
          from(`198.51.100.${client + 10}`),
        )
        mine.push(answer.status)
      }
      statuses.push(mine)
    }
    for (const mine of statuses) expect(mine).toEqual([201, 201, 201, 429, 429, 429])
    const visitor = uniqueEmail('visitor')
    const answer = await anon.insert(
      'newsletter_subscribers',
      valid('newsletter_subscribers', visitor),
      from('203.0.113.77'),
    )
    expect(answer.status).toBe(201)
  })

  it('the client is the gateway header: a forged X-Forwarded-For changes nothing', async () => {
    await setLimit('address_per_10_minutes', 2)
    const answers = []
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail('forger')
      answers.push(
        (
          await anon.insert('weekly_live_lessons', valid('weekly_live_lessons', email), {
            ...from('198.51.100.200'),
            'X-Forwarded-For': `10.9.${i}.1`,
          })
        ).status,
      )
    }
    expect(answers).toEqual([201, 201, 429, 429])
  })

  it('an IPv6 /64 is one client; the next /64 is another; an IPv4 written as IPv6 is that IPv4', async () => {
    await setLimit('address_per_10_minutes', 2)
    const insert = async (address: string) =>
      (
        await anon.insert(
          'free_tactics_cheat_sheet',
          valid('free_tactics_cheat_sheet', uniqueEmail('v6')),
          from(address),
        )
      ).status
    expect(await insert('2001:db8:1:2::a')).toBe(201)
    expect(await insert('2001:db8:1:2:ffff:1:2:3')).toBe(201)
    expect(await insert('2001:db8:1:2::b')).toBe(429)
    expect(await insert('2001:db8:1:3::a')).toBe(201)
    expect(await insert('192.0.2.60')).toBe(201)
    expect(await insert('::ffff:192.0.2.60')).toBe(201)
    expect(await insert('::ffff:c000:23c')).toBe(429)
  })

  it('a block of addresses is one client at its coarser tier: an IPv4 /24, an IPv6 /56 and /48', async () => {
    await setLimit('address_per_10_minutes', 1)
    await setLimit('client_v4_24_factor', 3)
    await setLimit('client_v6_56_factor', 2)
    await setLimit('client_v6_48_factor', 3)
    const insert = async (address: string) =>
      (
        await anon.insert(
          'newsletter_subscribers',
          valid('newsletter_subscribers', uniqueEmail('tier')),
          from(address),
        )
      ).status
    // Every address of a /24 its own client, yet the /24 together gets three times one's allowance.
    const v4 = []
    for (let i = 1; i <= 5; i++) v4.push(await insert(`198.18.7.${i}`))
    expect(v4).toEqual([201, 201, 201, 429, 429])
    expect(await insert('198.18.8.1')).toBe(201)
    // IPv6: /64s of one /56 share its allowance of two; the /48 holds three in all.
    expect(await insert('2001:db8:aa:1100::1')).toBe(201)
    expect(await insert('2001:db8:aa:11ff::1')).toBe(201)
    expect(await insert('2001:db8:aa:1180::1')).toBe(429)
    expect(await insert('2001:db8:aa:2200::1')).toBe(201)
    expect(await insert('2001:db8:aa:3300::1')).toBe(429)
    expect(await insert('2001:db8:ab::1')).toBe(201)
  })

  it('a flood from known networks leaves the reserved share of the minute to a first-time visitor', async () => {
    await setLimit('table_per_minute', 10)
    await setLimit('shared_reserved_percent', 20)
    // Two networks that already sent a lead today, then a flood from them.
    const statuses = []
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await anon.insert(
            'free_tactics_cheat_sheet',
            valid('free_tactics_cheat_sheet', uniqueEmail('reserved-flood')),
            from(`2001:db8:${i % 2 ? 'c' : 'd'}::${i + 1}`),
          )
        ).status,
      )
    // The first lead of each network is its first today (the whole budget is open to it); after
    // that they share the eight of ten not reserved.
    expect(statuses.filter((s) => s === 201)).toHaveLength(8)
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429])
    const visitor = await anon.insert(
      'free_tactics_cheat_sheet',
      valid('free_tactics_cheat_sheet', uniqueEmail('reserved-visitor')),
      from('203.0.113.200'),
    )
    expect(visitor.status).toBe(201)
  })

  it('the functions answer cross-origin requests for the site alone', async () => {
    for (const name of ['lead-challenge', 'contact', 'confirm-email']) {
      const preflight = await fetch(`${stack.functions.url}/${name}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      })
      expect(preflight.headers.get('access-control-allow-origin'), name).toBe(SITE)
      expect(preflight.headers.get('vary'), name).toMatch(/origin/i)
    }
    const challenge = await fetch(`${stack.functions.url}/lead-challenge`, {
      headers: { Origin: 'https://evil.example', ...from('198.51.100.170') },
    })
    expect(challenge.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('a network with no challenge today pays the base price while the proof is dearer for the rest', async () => {
    await setLimit('proof_step_per_minute', 2)
    await setLimit('proof_max_factor', 8)
    const price = async (address: string) =>
      (
        (await (
          await fetch(`${stack.functions.url}/lead-challenge`, { headers: from(address) })
        ).json()) as { maxnumber: number }
      ).maxnumber
    const base = saved['proof_max_number']!
    const flood = []
    for (let i = 0; i < 7; i++) flood.push(await price(`198.51.101.${i + 1}`))
    expect(flood[0]).toBe(base)
    expect(Math.max(...flood)).toBe(base * 8)
    expect(await price('203.0.113.180')).toBe(base)
    expect(await price('203.0.113.181')).toBe(base * 8)
  })

  it("past the day's challenge ceiling every challenge costs the most and a crowd of new addresses adds no counter rows", async () => {
    await setLimit('challenges_per_day_full_price', 3)
    await setLimit('proof_max_factor', 8)
    const price = async (address: string) => {
      const response = await fetch(`${stack.functions.url}/lead-challenge`, {
        headers: from(address),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { maxnumber: number }).maxnumber
    }
    for (let i = 0; i < 3; i++) await price(`2001:db8:e${i}::1`)
    const rows = async () =>
      Number((await sql`select count(*)::int as n from app_private.rate_counters`)[0]!['n'])
    const before = await rows()
    const prices = []
    for (let i = 0; i < 5; i++) prices.push(await price(`2001:db8:f${i}::1`))
    expect(prices).toEqual(Array(5).fill(saved['proof_max_number']! * 8))
    expect(await rows()).toBe(before)
  })

  it('requests without a client address share one strict bucket instead of skipping the limit', async () => {
    await setLimit('no_address_per_10_minutes', 2)
    const without = async (headers: Record<string, string> = {}) =>
      (
        await anon.insert(
          'chess_level_quiz',
          valid('chess_level_quiz', uniqueEmail('no-address')),
          headers,
        )
      ).status
    expect(await without()).toBe(201)
    expect(await without({ [CLIENT_HEADER]: 'not an address' })).toBe(201)
    expect(await without()).toBe(429)
    expect(await without({ [CLIENT_HEADER]: '10.0.0.0/8' })).toBe(429)
    expect(await without(from('203.0.113.5'))).toBe(201)
  })

  it('challenges are limited per client, and dearer while many are asked for', async () => {
    await setLimit('challenges_per_10_minutes', 3)
    await setLimit('proof_step_per_minute', 4)
    await setLimit('proof_max_factor', 4)
    const challenge = async (address: string) => {
      const response = await fetch(`${stack.functions.url}/lead-challenge`, {
        headers: from(address),
      })
      return {
        status: response.status,
        maxnumber: response.ok ? ((await response.json()) as { maxnumber: number }).maxnumber : 0,
      }
    }
    const base = saved['proof_max_number']!
    const seen = []
    for (let i = 0; i < 3; i++) seen.push(await challenge('198.51.100.1'))
    expect(seen.map((c) => c.status)).toEqual([200, 200, 200])
    expect((await challenge('198.51.100.1')).status).toBe(429)
    // Three issued so far; at four in the last minute the proof costs twice the base, at eight four
    // times, and never more than the cap.
    const costs = []
    for (let i = 0; i < 10; i++) costs.push((await challenge(`198.51.100.${i + 20}`)).maxnumber)
    expect(seen.map((c) => c.maxnumber)).toEqual([base, base, base])
    expect(costs.slice(0, 6)).toEqual([base, base * 2, base * 2, base * 2, base * 2, base * 4])
    expect(Math.max(...costs)).toBe(base * 4)
  })
})

describe('funnel events', () => {
  const event = (at: string) => ({
    chart: 'levelQuiz',
    state: 'quiz.answering',
    variant: null,
    page: '/chess-level-quiz',
    tab: crypto.randomUUID(),
    at,
    timings: timingsVersion(timings),
  })

  it('per client an hour, and a time the server bounds', async () => {
    await setLimit('funnel_per_client_per_hour', 60)
    const batch = (n: number, at = new Date().toISOString()) =>
      Array.from({ length: n }, () => event(at))
    expect((await anon.insert('funnel_events', batch(50), from('198.51.100.7'))).status).toBe(201)
    const over = await anon.insert('funnel_events', batch(20), from('198.51.100.7'))
    expect([over.status, over.code]).toEqual([429, 'PT429'])
    const tab = crypto.randomUUID()
    const future = { ...event('2099-01-01T00:00:00Z'), tab }
    expect((await anon.insert('funnel_events', [future], from('198.51.100.8'))).status).toBe(201)
    const [stored] = await sql<{ ahead: boolean }[]>`
      select at > now() as ahead from public.funnel_events where tab = ${tab}`
    expect(stored!.ahead).toBe(false)
  })
})

describe('funnel events: distinct tabs per client', () => {
  it('a client starts at most its allowance of new tabs a day; its known tabs go on', async () => {
    await setLimit('funnel_tabs_per_client_per_day', 3)
    const row = (tab: string): Row => ({
      chart: 'levelQuiz',
      state: 'quiz.answering',
      variant: null,
      page: '/chess-level-quiz',
      tab,
      at: new Date().toISOString(),
      timings: timingsVersion(timings),
    })
    const tabs = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    const send = (rows: Row[]) => anon.insert('funnel_events', rows, from('198.51.100.190'))
    expect((await send(tabs.map(row))).status).toBe(201)
    expect((await send([row(tabs[0]!), row(tabs[2]!)])).status).toBe(201)
    const forged = await send([row(crypto.randomUUID())])
    expect([forged.status, forged.code]).toEqual([429, 'PT429'])
    expect(
      (await anon.insert('funnel_events', [row(crypto.randomUUID())], from('203.0.113.190')))
        .status,
    ).toBe(201)
  })
})

describe('the business inbox', () => {
  const message = (email: string) => ({
    name: 'Priya Shah',
    email,
    subject: 'Lessons',
    message: 'Do you have Saturday slots?',
  })
  const contact = async (body: unknown, address = '198.51.100.40') =>
    post(stack.functions, 'contact', body, {
      [LEAD_PROOF_HEADER]: await forgedLeadProof({ client: address }),
      ...from(address),
    })

  it('12 messages from one client: at most the per-client cap is stored, the rest answered 429', async () => {
    await setLimit('contact_per_client_per_day', 5)
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`contact-${i}`))
    const answers = []
    for (const email of emails) answers.push((await contact(message(email))).status)
    expect(answers).toEqual([...Array(5).fill(201), ...Array(7).fill(429)])
    const [stored] = await sql`select count(*)::int as n from app_private.contact_messages
      where email in ${sql(emails)}`
    expect(stored!['n']).toBe(5)
    // Another client is not held back.
    expect((await contact(message(uniqueEmail('contact-other')), '203.0.113.41')).status).toBe(201)
  })

  it('a global daily cap protects the inbox from many clients', async () => {
    await setLimit('contact_per_day', 3)
    await sql`delete from app_private.rate_counters where counter = 'contact-all'`
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(
        (await contact(message(uniqueEmail('contact-many')), `192.0.2.${i + 100}`)).status,
      )
    expect(answers).toEqual([201, 201, 201, 429, 429])
  })

  it('a body over the limit is refused with 413 and nothing is stored', async () => {
    const email = uniqueEmail('contact-big')
    const answer = await contact({ ...message(email), message: 'x'.repeat(40_000) })
    expect(answer.status).toBe(413)
    expect(await sql`select id from app_private.contact_messages where email = ${email}`).toEqual(
      [],
    )
    await drain(stack)
    const inbox = await mailsTo(stack.sink, LOCAL_CONTACT_INBOX)
    expect(inbox.some((m) => m.text.includes(email))).toBe(false)
  })
})

describe('consent a person gives', () => {
  it('loading the confirmation link confirms nothing: only a POST does, for that one list row', async () => {
    const email = uniqueEmail('scanner')
    await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))
    await anon.insert('weekly_live_lessons', valid('weekly_live_lessons', email))
    await drain(stack)
    const confirmationsTo = async () =>
      (await mailsTo(stack.sink, email)).filter((m) => m.subject.startsWith('Please confirm'))
    // One confirmation a mailbox has not answered at a time: the second list's waits.
    const confirmations = await confirmationsTo()
    expect(confirmations).toHaveLength(1)
    const token = confirmationToken(confirmations[0]!)
    // What a mail scanner does: GET the link (the page) and the function.
    expect((await fetch(`${stack.functions.url}/confirm-email?token=${token}`)).status).toBe(405)
    const unconfirmed = await sql`
      select (select confirmed_at from public.newsletter_subscribers where email = ${email}) as news,
             (select confirmed_at from public.weekly_live_lessons where email = ${email}) as weekly`
    expect(unconfirmed[0]).toEqual({ news: null, weekly: null })
    expect(await post(stack.functions, 'confirm-email', { token })).toMatchObject({ status: 200 })
    const after = await sql`
      select (select confirmed_at is not null from public.newsletter_subscribers where email = ${email}) as news,
             (select confirmed_at is not null from public.weekly_live_lessons where email = ${email}) as weekly`
    // One of the two lists, the one the link names.
    expect(Number(after[0]!['news']) + Number(after[0]!['weekly'])).toBe(1)
    // The person answered: the confirmation that waited goes at once.
    await drain(stack)
    expect(await confirmationsTo()).toHaveLength(2)
  })

  it('a link issued before an unsubscribe is void after it', async () => {
    const email = uniqueEmail('void-link')
    await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))
    await drain(stack)
    const [mail] = await mailsTo(stack.sink, email)
    const token = confirmationToken(mail!)
    await sql`select app_private.unsubscribe_mail_address(${email}, 'newsletter_subscribers')`
    expect((await post(stack.functions, 'confirm-email', { token })).status).toBe(410)
    const [row] =
      await sql`select confirmed_at from public.newsletter_subscribers where email = ${email}`
    expect(row!['confirmed_at']).toBeNull()
  })

  it('a link naming the whole address (every list at once) is not a confirmation', async () => {
    const email = uniqueEmail('all-lists')
    await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))
    const token = await signToken(
      { action: 'confirm', email, list: 'all', expires: Math.floor(Date.now() / 1000) + 3600 },
      localMailTokenSecret(stack.keys),
    )
    expect((await post(stack.functions, 'confirm-email', { token })).status).toBe(400)
  })

  it('the one-click unsubscribe URL opened in a browser shows the unsubscribe page', async () => {
    const response = await fetch(`${stack.functions.url}/unsubscribe?token=abc.def`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('http://127.0.0.1:9/unsubscribe?token=abc.def')
  })
})

describe('no stuck sign-ups', () => {
  const confirmationsTo = async (email: string) =>
    (await mailsTo(stack.sink, email)).filter((m) => m.subject.startsWith('Please confirm'))

  it('a pending sign-up repeated after its link expired gets a new confirmation that works', async () => {
    const email = uniqueEmail('stuck')
    await anon.insert('weekly_live_lessons', valid('weekly_live_lessons', email))
    await drain(stack)
    const [first] = await confirmationsTo(email)
    // The link's week is over, and so is the month in which an unanswered confirmation keeps
    // the mailbox from getting another (its mail was sent that long ago).
    await sql`update public.weekly_live_lessons set created_at = now() - interval '31 days' where email = ${email}`
    await sql`update app_private.mail_jobs set claimed_at = claimed_at - interval '31 days',
              created_at = created_at - interval '31 days' where to_email = ${email}`
    const again = await anon.insert('weekly_live_lessons', valid('weekly_live_lessons', email))
    expect(again.status).toBe(201)
    await drain(stack)
    const confirmations = await confirmationsTo(email)
    expect(confirmations).toHaveLength(2)
    const fresh = confirmations.find((m) => m.id !== first!.id)!
    expect(
      (await post(stack.functions, 'confirm-email', { token: confirmationToken(first!) })).status,
    ).toBe(410)
    expect(
      await post(stack.functions, 'confirm-email', { token: confirmationToken(fresh) }),
    ).toMatchObject({ status: 200, body: { status: 'confirmed', released: 1 } })
    await drain(stack)
    expect((await mailsTo(stack.sink, email)).map((m) => m.subject)).toContain(
      'Your link to the free Weekly Master Class',
    )
  })

  it('a repeat of a pending sign-up sends the confirmation again, at most once a month while unanswered', async () => {
    const email = uniqueEmail('lost-mail')
    await anon.insert('free_tactics_cheat_sheet', valid('free_tactics_cheat_sheet', email))
    await drain(stack)
    expect(await confirmationsTo(email)).toHaveLength(1)
    // The same day: "Already Subscribed", and no second confirmation.
    expect(
      (await anon.insert('free_tactics_cheat_sheet', valid('free_tactics_cheat_sheet', email)))
        .status,
    ).toBe(409)
    await drain(stack)
    expect(await confirmationsTo(email)).toHaveLength(1)
    // A day later: the first is still unanswered, so the mailbox gets no other (a stranger
    // repeating the sign-up cannot mail it daily).
    await sql`update app_private.mail_jobs set claimed_at = claimed_at - interval '25 hours'
              where to_email = ${email}`
    expect(
      (await anon.insert('free_tactics_cheat_sheet', valid('free_tactics_cheat_sheet', email)))
        .status,
    ).toBe(409)
    await drain(stack)
    expect(await confirmationsTo(email)).toHaveLength(1)
    // A month later (the first mail was lost): the repeat brings a new one.
    await sql`update app_private.mail_jobs set claimed_at = claimed_at - interval '30 days'
              where to_email = ${email}`
    expect(
      (await anon.insert('free_tactics_cheat_sheet', valid('free_tactics_cheat_sheet', email)))
        .status,
    ).toBe(409)
    await drain(stack)
    expect(await confirmationsTo(email)).toHaveLength(2)
  })

  it('dead jobs can be revived, and are then sent', async () => {
    const email = uniqueEmail('revive')
    await anon.insert('study_plans', valid('study_plans', email))
    await sql`update app_private.mail_jobs set status = 'dead', attempts = 34, last_error = 'SMTP down'
              where to_email = ${email}`
    expect((await sendMails(stack)).body['claimed']).toBe(0)
    const [revived] = await sql`select app_private.revive_dead_mail_jobs() as n`
    expect(revived!['n']).toBeGreaterThanOrEqual(1)
    await drain(stack)
    expect(await mailsTo(stack.sink, email)).toHaveLength(1)
  })
})

it('the database reads the client header the tests and the local gateway set', async () => {
  const [row] = await sql`select app_private.client_setting('client_address_header') as header`
  expect(row!['header']).toBe(CLIENT_HEADER)
  // anon cannot read or change it.
  const read = await call(inject('anonKey'), 'GET', '/client_settings', undefined, {
    'Accept-Profile': 'app_private',
  })
  expect(read.status).toBeGreaterThanOrEqual(400)
})
