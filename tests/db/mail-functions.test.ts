/**
 * The Edge Functions of the mail pipeline, run by the `deno` binary exactly as the dev
 * server runs them, against this run's database (PGlite or PostgreSQL 15) and a real SMTP sink
 * (maildev): claims, retries with backoff, dead letters, concurrent senders, a sender that dies
 * mid-send, the mail-bomb limits, double opt-in, one-click unsubscribe, contact messages, and bad
 * input to every function (a 4xx, nothing changed).
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  LOCAL_CONTACT_INBOX,
  LOCAL_WEEKLY_CLASS_URL,
  localMailTokenSecret,
  startFunctions,
} from '../../supabase/local/edge-functions'
import { startMailSink } from '../../supabase/local/mail-sink'
import {
  CONFIRMATION_LINK_DAYS,
  MAX_MAILS_PER_ADDRESS_PER_DAY,
  MAX_SEND_ATTEMPTS,
} from '../../supabase/functions/_shared/mail-limits'
import { signToken } from '../../supabase/functions/_shared/tokens'
import { WEEKLY_CLASS } from '../../src/content/weekly-class'
import { occurrences, parseCalendar } from '../unit/calendar-reader'
import { TABLES, uniqueEmail } from './fixtures'
import { anon, forgedLeadProof, LEAD_PROOF_HEADER, leadProofKey, sqlClient } from './helpers'
import {
  SITE,
  confirmationToken,
  drain as drainStack,
  mailsTo as mailsIn,
  post,
  rootDir,
  sendMails as sendMailsOf,
  source as sourceIn,
  useMailStack,
  type SinkMail,
} from './mail-stack'

const sql = sqlClient()
const stack = useMailStack()
const mailsTo = (address: string) => mailsIn(stack.sink, address)
const source = (mail: SinkMail) => sourceIn(stack.sink, mail)
const sendMails = (base = stack.functions) => sendMailsOf(stack, base)
const drain = (base = stack.functions) => drainStack(stack, base)

async function job(email: string, kind?: string) {
  const rows = await sql<
    { id: number; status: string; attempts: number; last_error: string | null; due: boolean }[]
  >`
    select id::int as id, status, attempts, last_error, next_attempt_at <= now() as due
    from app_private.mail_jobs where to_email = ${email} and (${kind ?? null}::text is null or kind = ${kind ?? null})
    order by id`
  return rows
}

const study = TABLES.find((t) => t.table === 'study_plans')!

describe('send-mails', () => {
  it('claims a due job, sends it with a plain-text part and one-click unsubscribe, marks it sent', async () => {
    const email = uniqueEmail('send')
    expect((await anon.insert('study_plans', study.valid(email))).status).toBe(201)
    const { status, body } = await sendMails()
    expect(status).toBe(200)
    expect(body).toMatchObject({ claimed: 1, sent: 1, retried: 0, dead: 0 })
    const [mail] = await mailsTo(email)
    expect(mail!.subject).toBe('Your study plan: Rapid Learner')
    const plan = study.valid(email)['generated_plan'] as { activities: string[]; schedule: string }
    for (const activity of plan.activities) {
      expect(mail!.text).toContain(activity)
      expect(mail!.html).toContain(activity)
    }
    expect(mail!.text).toContain(plan.schedule)
    // The week the page draws (3 days/week) and the founder's name; no lesson offer to an address that
    // never confirmed a list (tests/db/mail-caps.test.ts sends a confirmed member the adults' page).
    expect(mail!.text).toContain('Study on Mon, Thu and Sat; rest on Tue, Wed, Fri and Sun.')
    expect(mail!.text).not.toContain('/lessons/')
    expect(mail!.text).toMatch(/Best wishes,\n+WFM Anna Kovacs/)
    const raw = await source(mail!)
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:9\/functions\/v1\/unsubscribe\?token=[\w.-]+>/m,
    )
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(raw).toContain('Content-Type: text/plain')
    expect(await job(email)).toMatchObject([{ status: 'sent', attempts: 1 }])
    // Sent once: the next call finds nothing.
    expect((await sendMails()).body['claimed']).toBe(0)
  })

  it('answers only the scheduler: 405 for GET, 401 without the service key or with the anon key', async () => {
    const email = uniqueEmail('send-auth')
    await anon.insert('study_plans', study.valid(email))
    expect((await fetch(`${stack.functions.url}/send-mails`)).status).toBe(405)
    expect((await post(stack.functions, 'send-mails')).status).toBe(401)
    expect(
      (
        await post(stack.functions, 'send-mails', undefined, {
          Authorization: `Bearer ${stack.keys.anonKey}`,
        })
      ).status,
    ).toBe(401)
    expect(await job(email)).toMatchObject([{ status: 'pending', attempts: 0 }])
  })

  it('retries a failed send after a backoff and parks it as dead with its error after the last try', async () => {
    const email = uniqueEmail('dead')
    await anon.insert('study_plans', study.valid(email))
    expect((await sendMails(stack.broken)).body).toMatchObject({ claimed: 1, sent: 0, retried: 1 })
    let [row] = await job(email)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, due: false })
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i)
    // Not due yet: the backoff holds it.
    expect((await sendMails(stack.broken)).body['claimed']).toBe(0)
    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt += 1) {
      await sql`update app_private.mail_jobs set next_attempt_at = now() where id = ${row!.id}`
      expect((await sendMails(stack.broken)).body['claimed']).toBe(1)
    }
    ;[row] = await job(email)
    expect(row).toMatchObject({ status: 'dead', attempts: MAX_SEND_ATTEMPTS })
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i)
    await sql`update app_private.mail_jobs set next_attempt_at = now() where id = ${row!.id}`
    expect((await sendMails()).body['claimed']).toBe(0)
    expect(await mailsTo(email)).toEqual([])
  })

  it('two senders at once send each mail once', async () => {
    const emails = Array.from({ length: 24 }, (_, i) => uniqueEmail(`pair-${i}`))
    for (const email of emails)
      expect((await anon.insert('study_plans', study.valid(email))).status).toBe(201)
    const answers = await Promise.all([sendMails(), sendMails(), sendMails()])
    const sent = answers.reduce((n, a) => n + Number(a.body['sent']), 0) + (await drain())
    expect(sent).toBe(emails.length)
    for (const email of emails) {
      expect(await mailsTo(email), email).toHaveLength(1)
      expect(await job(email)).toMatchObject([{ status: 'sent', attempts: 1 }])
    }
  })

  it('a sender that died after claiming: the job goes out once its lease runs out', async () => {
    const email = uniqueEmail('crash')
    await anon.insert('study_plans', study.valid(email))
    // A sender claims it with a 1-second lease, then dies before sending.
    const claimed = await sql`select id from app_private.claim_mail_jobs(10, 1, 100, 24)`
    expect(claimed).toHaveLength(1)
    expect((await sendMails()).body['claimed']).toBe(0)
    await expect.poll(async () => (await sendMails()).body['sent'], { timeout: 15_000 }).toBe(1)
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await job(email)).toMatchObject([{ status: 'sent', attempts: 2 }])
  })
})

describe('SMTP over TLS (port 465 style: hosted Edge Functions may not open 25 or 587)', () => {
  it('sends through a sink that speaks TLS from the first byte, verifying its certificate', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'smtp-tls-'))
    const certFile = path.join(dir, 'cert.pem')
    const keyFile = path.join(dir, 'key.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    )
    const tlsSink = await startMailSink({ tls: { certFile, keyFile } })
    const tlsFunctions = await startFunctions({
      rootDir,
      sqlUrl: inject('sqlUrl'),
      siteUrl: SITE,
      functionsPublicUrl: `${SITE}/functions/v1`,
      keys: stack.keys,
      smtpPort: tlsSink.smtpPort,
      smtpTls: { caFile: certFile },
    })
    try {
      const email = uniqueEmail('tls')
      await anon.insert('study_plans', study.valid(email))
      expect((await sendMails(tlsFunctions)).body).toMatchObject({ claimed: 1, sent: 1 })
      const received = (await (await fetch(`${tlsSink.webUrl}/api/email`)).json()) as SinkMail[]
      expect(received.filter((m) => m.to.some((t) => t.address === email))).toHaveLength(1)
    } finally {
      await Promise.allSettled([tlsFunctions.stop(), tlsSink.stop()])
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('no one can mail-bomb a stranger', () => {
  it(`1 000 sign-ups of one address across every form: at most ${MAX_MAILS_PER_ADDRESS_PER_DAY} mails, one confirmation`, async () => {
    const victim = uniqueEmail('victim')
    let landed = 0
    // One sign-up per form first, in turn: each is the address's first row there, so all eight land
    // (the per-address hourly limit allows ten), more than the daily mail cap, whatever order the
    // concurrent flood below would have reached the limits in.
    for (const t of TABLES) {
      const answer = await anon.insert(t.table, t.valid(victim))
      expect(answer.status).toBe(201)
      landed += 1
    }
    for (let i = TABLES.length; i < 1000; i += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, j) => {
          const t = TABLES[(i + j) % TABLES.length]!
          return anon.insert(t.table, t.valid(victim))
        }),
      )
      // 202: stored, and the page told that no mail goes today.
      landed += answers.filter((a) => a.status === 201 || a.status === 202).length
      for (const a of answers) expect([201, 202, 409, 429]).toContain(a.status)
    }
    expect(landed).toBeGreaterThan(MAX_MAILS_PER_ADDRESS_PER_DAY)
    await drain()
    // Confirming every list row (as three clicks would) releases the held list mails too: still capped.
    for (const list of [
      'newsletter_subscribers',
      'weekly_live_lessons',
      'free_tactics_cheat_sheet',
    ]) {
      await sql`select app_private.confirm_list_row(${list}, id, email)
                from ${sql(list)} where email = ${victim}`
    }
    await drain()
    const mails = await mailsTo(victim)
    expect(mails.length).toBeGreaterThan(0)
    // Confirmations are counted apart (the cap never spends the one consent depends on).
    expect(mails.filter((m) => !m.subject.startsWith('Please confirm')).length).toBeLessThanOrEqual(
      MAX_MAILS_PER_ADDRESS_PER_DAY,
    )
    // At most one confirmation per list.
    expect(mails.filter((m) => m.subject.startsWith('Please confirm')).length).toBeLessThanOrEqual(
      3,
    )
    // Over the cap they wait for the next day.
    const deferred = await sql`select count(*)::int as n from app_private.mail_jobs
      where to_email = ${victim} and status = 'pending' and last_error like 'over a daily cap%'`
    expect(deferred[0]!['n']).toBeGreaterThan(0)
  }, 120_000)
})

describe('double opt-in and unsubscribe through the functions', () => {
  it('sign-up -> confirmation mail -> confirmed -> welcome; one-click unsubscribe -> nothing more', async () => {
    const email = uniqueEmail('opt-in')
    expect((await anon.insert('newsletter_subscribers', { email, source: 'faqs' })).status).toBe(
      201,
    )
    await drain()
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Please confirm your e-mail for Checkmate Tutors')
    const token = confirmationToken(confirmation!)
    // Nothing else before the confirmation.
    expect(await mailsTo(email)).toHaveLength(1)

    expect(await post(stack.functions, 'confirm-email', { token })).toEqual({
      status: 200,
      body: { status: 'confirmed', released: 1 },
    })
    await drain()
    const welcome = (await mailsTo(email)).find((m) => m.subject.startsWith('Welcome'))
    expect(welcome).toBeDefined()
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(await source(welcome!))![1]!

    // RFC 8058: the mail app POSTs List-Unsubscribe=One-Click to the header's URL.
    const oneClick = () =>
      fetch(header.replace(`${SITE}/functions/v1`, stack.functions.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    expect((await oneClick()).status).toBe(200)
    expect((await oneClick()).status).toBe(200) // idempotent
    const [row] =
      await sql`select unsubscribed_at from public.newsletter_subscribers where email = ${email}`
    expect(row!['unsubscribed_at']).not.toBeNull()

    // A new sign-up of that address is held for a new confirmation (one per 24 h: already sent).
    expect((await anon.insert('newsletter_subscribers', { email, source: 'faqs' })).status).toBe(
      201,
    )
    await drain()
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      'Please confirm your e-mail for Checkmate Tutors',
      'Welcome to the Checkmate Tutors newsletter',
    ])
    expect((await job(email, 'newsletter_welcome')).map((j) => j.status)).toEqual(['sent', 'held'])
  })

  it('bad tokens get a 4xx and change nothing', async () => {
    const email = uniqueEmail('bad-token')
    await anon.insert('weekly_live_lessons', { email, source: 'chess_quiz' })
    const secret = localMailTokenSecret(stack.keys)
    const now = Math.floor(Date.now() / 1000)
    const expired = await signToken(
      { action: 'confirm', email, list: 'all', expires: now - 1 },
      secret,
    )
    const forged = await signToken(
      { action: 'confirm', email, list: 'all', expires: now + CONFIRMATION_LINK_DAYS * 86400 },
      'x'.repeat(64),
    )
    const unsubscribeToken = await signToken(
      { action: 'unsubscribe', email, list: 'all', expires: now + 3600 },
      secret,
    )
    const cases: Array<[string, string, unknown, number]> = [
      ['confirm-email', 'no token', {}, 400],
      ['confirm-email', 'forged', { token: forged }, 400],
      ['confirm-email', 'garbage', { token: 'not.a-token' }, 400],
      ['confirm-email', 'expired', { token: expired }, 410],
      ['confirm-email', "an unsubscribe link's token", { token: unsubscribeToken }, 400],
      ['unsubscribe', 'no token', {}, 400],
      ['unsubscribe', 'a confirmation token', { token: expired.replace(/\..*/, '') + '.x' }, 400],
      ['unsubscribe', 'forged', { token: forged }, 400],
    ]
    for (const [name, label, body, expected] of cases) {
      expect((await post(stack.functions, name, body)).status, `${name}: ${label}`).toBe(expected)
    }
    for (const name of ['confirm-email', 'contact']) {
      expect((await fetch(`${stack.functions.url}/${name}`)).status, `${name} GET`).toBe(405)
    }
    expect(
      (await fetch(`${stack.functions.url}/no-such-function`, { method: 'POST' })).status,
    ).toBe(404)
    const [row] =
      await sql`select confirmed_at, unsubscribed_at from public.weekly_live_lessons where email = ${email}`
    expect(row).toEqual({ confirmed_at: null, unsubscribed_at: null })
    expect((await job(email, 'weekly_class')).map((j) => j.status)).toEqual(['held'])
  })
})

describe('the weekly class mail', () => {
  it('names the next class in Eastern time and carries the class as an .ics with the join link', async () => {
    const email = uniqueEmail('weekly-ics')
    expect((await anon.insert('weekly_live_lessons', { email, source: 'chess_quiz' })).status).toBe(
      201,
    )
    await drain()
    const token = confirmationToken((await mailsTo(email))[0]!)
    expect((await post(stack.functions, 'confirm-email', { token })).status).toBe(200)
    const sentAfter = Date.now()
    await drain()
    const weekly = (await mailsTo(email)).find(
      (m) => m.subject === 'Your link to the free Weekly Master Class',
    )
    expect(weekly).toBeDefined()

    // nodemailer's calendar event: a text/calendar alternative (method PUBLISH) and an attachment.
    const raw = await source(weekly!)
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/m)
    expect(raw).toMatch(/^Content-Type: application\/ics; name=(")?weekly-class\.ics/m)
    const attachment = weekly!.attachments?.find((a) => a.contentType.startsWith('application/ics'))
    expect(attachment).toBeDefined()
    const file = await fetch(
      `${stack.sink.webUrl}/api/email/${weekly!.id}/attachment/${attachment!.generatedFileName ?? attachment!.fileName}`,
    )
    expect(file.status).toBe(200)
    const { calendar, event } = parseCalendar(await file.text())
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'America/New_York',
    )
    expect(event.uid).toBe(WEEKLY_CLASS.uid)
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(LOCAL_WEEKLY_CLASS_URL)
    expect(event.description).toContain(LOCAL_WEEKLY_CLASS_URL)

    // Its first class is the next one (a week of classes at most ahead), Saturday 7 PM in New York,
    // and the mail names that one.
    const [first, second] = occurrences(event, new Date(sentAfter - 30 * 60_000).toISOString(), 2)
    const start = new Date(first!)
    expect(start.getTime() - sentAfter).toBeLessThanOrEqual(7 * 86_400_000)
    expect(new Date(second!).getTime() - start.getTime()).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    )
    const inNewYork = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).format(start)
    expect(
      inNewYork({ weekday: 'long', hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' '),
    ).toBe('Saturday 7:00 PM')
    const day = inNewYork({ weekday: 'long', month: 'long', day: 'numeric' })
    expect(weekly!.text).toContain(`Next class: ${day}, 7:00 PM Eastern.`)
    expect(weekly!.text).toContain(LOCAL_WEEKLY_CLASS_URL)
    expect(weekly!.text).toMatch(/Add to Google Calendar .*calendar\.google\.com/)
  })
})

describe('contact', () => {
  const message = (email: string) => ({
    name: 'Priya Shah',
    email,
    subject: 'Lessons for my daughter',
    message: 'Hello!\nShe is 9 and has played for a year. Do you have Saturday slots?',
  })
  let key = ''
  beforeAll(async () => {
    key = await leadProofKey()
  })
  /** Sends a message as the site does: with a fresh proof of work, unless `proof` names one. */
  const sendContact = async (body: unknown, proof?: string) =>
    post(stack.functions, 'contact', body, {
      [LEAD_PROOF_HEADER]: proof ?? (await forgedLeadProof({ key })),
    })

  it('stores the message and mails it to the business inbox, reply-to the visitor', async () => {
    const email = uniqueEmail('contact')
    expect(await sendContact(message(email))).toMatchObject({
      status: 201,
      body: { status: 'stored' },
    })
    await drain()
    const mails = (await mailsTo(LOCAL_CONTACT_INBOX)).filter((m) => m.text.includes(email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Contact form: Lessons for my daughter')
    expect(mails[0]!.text).toContain(
      'She is 9 and has played for a year. Do you have Saturday slots?',
    )
    expect(await source(mails[0]!)).toMatch(
      new RegExp(`^Reply-To: ${email.replace(/[.+]/g, '\\$&')}`, 'm'),
    )
    const stored =
      await sql`select name, subject from app_private.contact_messages where email = ${email}`
    expect(stored).toEqual([{ name: 'Priya Shah', subject: 'Lessons for my daughter' }])
  })

  it('refuses bad input with a 400 and stores nothing', async () => {
    const email = uniqueEmail('contact-bad')
    const cases: unknown[] = [
      '{not json',
      { ...message(email), name: '   ' },
      { ...message(email), email: 'not-an-email' },
      { ...message(email), subject: '' },
      { ...message(email), message: '\u200b ' },
      { name: 'only a name' },
    ]
    for (const body of cases)
      expect((await sendContact(body)).status, JSON.stringify(body)).toBe(400)
    expect(await sql`select id from app_private.contact_messages where email = ${email}`).toEqual(
      [],
    )
  })

  it('takes at most the daily cap of messages per sender mailbox, +tags and case counted as one (429)', async () => {
    const [setting] = await sql<{ value: number }[]>`
      select value from app_private.lead_settings where name = 'contact_per_mailbox_per_day'`
    const cap = 5
    await sql`update app_private.lead_settings set value = ${cap} where name = 'contact_per_mailbox_per_day'`
    try {
      const email = uniqueEmail('contact-flood')
      const variant = (i: number) => email.replace('@', `+v${i}@`)
      for (let i = 0; i < cap; i += 1)
        expect((await sendContact(message(variant(i)))).status).toBe(201)
      expect((await sendContact(message(email))).status).toBe(429)
      const stored = await sql`select count(*)::int as n from app_private.contact_messages
        where app_private.normalized_email(email) = app_private.normalized_email(${email})`
      expect(stored[0]!['n']).toBe(cap)
    } finally {
      await sql`update app_private.lead_settings set value = ${setting!.value} where name = 'contact_per_mailbox_per_day'`
    }
  })

  it('refuses a message without a good proof of work (403) and stores nothing', async () => {
    const email = uniqueEmail('contact-proof')
    const reused = await forgedLeadProof({ key })
    expect((await sendContact(message(email), reused)).status).toBe(201)
    const refusals: Array<[string, string, string]> = [
      ['missing', '', 'lead proof missing'],
      ['reused', reused, 'lead proof reused'],
      ['expired', await forgedLeadProof({ key, expiresInSeconds: -5 }), 'lead proof expired'],
      [
        'signed with another key',
        await forgedLeadProof({ key: 'k'.repeat(64) }),
        'lead proof invalid',
      ],
      ['not a proof', 'bm90IGEgcHJvb2Y=', 'lead proof malformed'],
    ]
    for (const [label, proof, reason] of refusals) {
      expect(await sendContact(message(email), proof), label).toMatchObject({
        status: 403,
        body: { error: 'proof_refused', reason },
      })
    }
    const stored =
      await sql`select count(*)::int as n from app_private.contact_messages where email = ${email}`
    expect(stored[0]!['n']).toBe(1)
  })
})
