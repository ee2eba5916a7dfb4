/**
 * Mail that protects its recipients, tried as an attacker holding the public key and a handful of
 * addresses would try it: an opt-out that a new sign-up undoes, promotion to an address nobody
 * confirmed, a stranger spending a person's daily mails or confirmation, one client mailing many
 * mailboxes, a catch-all domain, an erase link forwarded or replayed, and the bounces and
 * complaints that never reached the database. Each test fails on the code before these defences.
 */
import net from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type postgres from 'postgres'
import {
  localMailEventsSecret,
  localMailTokenSecret,
  startFunctions,
  type LocalFunctions,
} from '../../supabase/local/edge-functions'
import { MAX_MAILS_PER_ADDRESS_PER_DAY } from '../../supabase/functions/_shared/mail-limits'
import { signToken } from '../../supabase/functions/_shared/tokens'
import { TABLES, uniqueEmail, type Row } from './fixtures'
import { CLIENT_HEADER, anon, sqlClient } from './helpers'
import { TEST_LEAD_SETTINGS } from './global-setup'
import {
  SITE,
  confirmationToken,
  drain,
  mailsTo,
  post,
  rootDir,
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

async function setLimit(name: string, value: number): Promise<void> {
  const updated =
    await sql`update app_private.lead_settings set value = ${value} where name = ${name}`
  expect(updated.count, name).toBe(1)
}
/** Every limit is put back after each test, and the counts start afresh. */
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) await setLimit(name, value)
  for (const [name, value] of Object.entries(TEST_LEAD_SETTINGS)) await setLimit(name, value)
  await sql`delete from app_private.rate_counters`
})

const valid = (table: string, email: string): Row =>
  TABLES.find((t) => t.table === table)!.valid(email)
const from = (address: string) => ({ [CLIENT_HEADER]: address })
const confirmations = (mails: SinkMail[]) =>
  mails.filter((m) => m.subject.startsWith('Please confirm'))

async function confirmedMember(email: string): Promise<void> {
  await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))
  await drain(stack)
  const [mail] = confirmations(await mailsTo(stack.sink, email))
  expect(
    (await post(stack.functions, 'confirm-email', { token: confirmationToken(mail!) })).status,
  ).toBe(200)
  await drain(stack)
}

describe('an opt-out lasts', () => {
  it('unsubscribed from everything: a new sign-up is stored (202) but nothing goes, confirmations included, a month later too', async () => {
    const email = uniqueEmail('gone-for-good')
    await confirmedMember(email)
    const before = (await mailsTo(stack.sink, email)).length
    await sql`select app_private.unsubscribe_mail_address(${email}, 'all')`
    // A stranger signs the address up again, to each list and a tool.
    for (const table of ['newsletter_subscribers', 'weekly_live_lessons', 'study_plans']) {
      expect((await anon.insert(table, valid(table, email))).status, table).toBe(202)
    }
    await drain(stack)
    // The record of the unsubscribe is still there, whatever the sign-ups did to the list rows.
    const [record] = await sql`select count(*)::int as n from app_private.mail_suppressions
      where mailbox = ${email} and scope = 'all'`
    expect(record!['n']).toBe(1)
    // A month and more later, again.
    await sql`update app_private.mail_jobs set created_at = created_at - interval '40 days',
              claimed_at = claimed_at - interval '40 days' where mailbox = ${email}`
    await sql`update public.weekly_live_lessons set created_at = created_at - interval '40 days' where mailbox = ${email}`
    expect(
      (await anon.insert('weekly_live_lessons', valid('weekly_live_lessons', email))).status,
    ).toBe(202)
    await drain(stack)
    expect(await mailsTo(stack.sink, email)).toHaveLength(before)
  })

  it('unsubscribed from one list: a new sign-up keeps the record; only the person’s click on its confirmation clears it', async () => {
    const email = uniqueEmail('one-list')
    await confirmedMember(email)
    await sql`select app_private.unsubscribe_mail_address(${email}, 'newsletter_subscribers')`
    // Some days later (one confirmation per list a day).
    await sql`update app_private.mail_jobs set claimed_at = claimed_at - interval '3 days' where mailbox = ${email}`
    // The new sign-up replaces the unsubscribed row; the record stays.
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))).status,
    ).toBe(201)
    const scopes = async () =>
      (
        await sql<
          { scope: string }[]
        >`select scope from app_private.mail_suppressions where mailbox = ${email}`
      ).map((r) => r.scope)
    expect(await scopes()).toEqual(['newsletter_subscribers'])
    await drain(stack)
    const asked = confirmations(await mailsTo(stack.sink, email))
    expect(asked).toHaveLength(2)
    expect(
      (await post(stack.functions, 'confirm-email', { token: confirmationToken(asked[1]!) }))
        .status,
    ).toBe(200)
    expect(await scopes()).toEqual([])
    await drain(stack)
    expect(
      (await mailsTo(stack.sink, email)).filter((m) => m.subject.startsWith('Welcome to')),
    ).toHaveLength(2)
  })

  it('retention keeps the record however old it is (the privacy page promises it), and the mailbox gets nothing', async () => {
    const email = uniqueEmail('long-gone')
    await sql`select app_private.unsubscribe_mail_address(${email}, 'all')`
    await sql`update app_private.mail_suppressions set created_at = now() - interval '800 days' where mailbox = ${email}`
    await sql`select app_private.apply_retention()`
    const [left] =
      await sql`select count(*)::int as n from app_private.mail_suppressions where mailbox = ${email}`
    expect(left!['n']).toBe(1)
    expect((await anon.insert('study_plans', valid('study_plans', email))).status).toBe(202)
    await drain(stack)
    expect(await mailsTo(stack.sink, email)).toHaveLength(0)
  })

  it('a confirmation nobody answered: no other to that mailbox for a month, whatever list a stranger picks', async () => {
    const email = uniqueEmail('ignored')
    await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))
    await drain(stack)
    // Then, on the other lists: stored, but the page learns that no mail goes.
    for (const table of ['weekly_live_lessons', 'free_tactics_cheat_sheet']) {
      expect((await anon.insert(table, valid(table, email))).status, table).toBe(202)
    }
    await drain(stack)
    const [only, ...more] = confirmations(await mailsTo(stack.sink, email))
    expect(more).toHaveLength(0)
    // What the one confirmation promised is what the rule does.
    expect(only!.text).toContain(
      'If it was not you, ignore this mail: we will not ask this address again for a month',
    )
  })
})

describe('the daily cap', () => {
  it('never spends a confirmation: after the day’s results, a sign-up is still asked to confirm', async () => {
    const email = uniqueEmail('busy-parent')
    for (let i = 0; i < MAX_MAILS_PER_ADDRESS_PER_DAY; i += 1) {
      expect((await anon.insert('chess_style_quiz', valid('chess_style_quiz', email))).status).toBe(
        201,
      )
    }
    await drain(stack)
    expect(
      (await anon.insert('newsletter_subscribers', valid('newsletter_subscribers', email))).status,
    ).toBe(201)
    await drain(stack)
    expect(confirmations(await mailsTo(stack.sink, email))).toHaveLength(1)
  })

  it('one client mails at most its share of distinct mailboxes a day; the rest is stored, answered 202, and not mailed', async () => {
    await setLimit('mail_recipients_per_client_per_day', 3)
    const client = from('203.0.113.77')
    const victims = Array.from({ length: 5 }, (_, i) => uniqueEmail(`stranger-${i}`))
    const answers = []
    for (const email of victims)
      answers.push((await anon.insert('study_plans', valid('study_plans', email), client)).status)
    expect(answers).toEqual([201, 201, 201, 202, 202])
    // The same mailbox again from that client is no new recipient.
    expect(
      (await anon.insert('study_plans', valid('study_plans', victims[0]!), client)).status,
    ).toBe(201)
    await drain(stack)
    for (const [i, email] of victims.entries())
      expect(await mailsTo(stack.sink, email), email).toHaveLength(i < 3 ? (i === 0 ? 2 : 1) : 0)
  })

  it('a catch-all domain gets its daily cap, the rest waits for the next day; a public mail service has none', async () => {
    await setLimit('mails_per_domain_per_day', 3)
    const domain = `catchall-${Date.now()}.example`
    const boxes = Array.from({ length: 5 }, (_, i) => `box${i}@${domain}`)
    for (const [i, email] of boxes.entries())
      await anon.insert(
        'opening_recommender',
        valid('opening_recommender', email),
        from(`198.51.100.${i + 10}`),
      )
    await drain(stack)
    const all = (await (await fetch(`${stack.sink.webUrl}/api/email`)).json()) as SinkMail[]
    expect(all.filter((m) => m.to[0]!.address.endsWith(`@${domain}`))).toHaveLength(3)
    const [waiting] = await sql`select count(*)::int as n from app_private.mail_jobs
      where domain = ${domain} and status = 'pending' and next_attempt_at > now() + interval '23 hours'`
    expect(waiting!['n']).toBe(2)
    const [open] = await sql`select app_private.is_public_mail_domain('gmail.com') as open`
    expect(open!['open']).toBe(true)
  })
})

describe('result mails are results', () => {
  it('to an address that never confirmed: the result and our footer, no lesson offer; to a confirmed member: the offer', async () => {
    const stranger = uniqueEmail('result-only')
    await anon.insert('study_plans', valid('study_plans', stranger))
    await anon.insert('chess_level_quiz', valid('chess_level_quiz', stranger))
    await drain(stack)
    const plain = await mailsTo(stack.sink, stranger)
    expect(plain).toHaveLength(2)
    for (const mail of plain) {
      expect(mail.text).not.toMatch(/intro session|intro lesson|Lessons matched|Your next step/i)
      expect(mail.text).not.toContain('/lessons/')
      expect(mail.text).toContain('Unsubscribe')
    }
    const member = uniqueEmail('member')
    await confirmedMember(member)
    await anon.insert('study_plans', valid('study_plans', member))
    await drain(stack)
    const plan = (await mailsTo(stack.sink, member)).find((m) =>
      m.subject.startsWith('Your study plan'),
    )
    expect(plan!.text).toContain('LESSONS MATCHED TO YOUR PLAN')
    expect(plan!.text).toContain('/lessons/adults')
    expect(plan!.text).not.toContain('/lessons/kids')
  })
})

/** An SMTP server that refuses every recipient whose address starts with "gone" (550 5.1.1). */
function refusingSmtp(): Promise<{ port: number; close: () => void }> {
  const server = net.createServer((socket) => {
    socket.write('220 refusing.test ESMTP\r\n')
    let data = false
    let buffer = ''
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line === '.') {
            data = false
            socket.write('250 2.0.0 queued\r\n')
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 refusing.test\r\n')
        else if (verb === 'MAIL') socket.write('250 2.1.0 ok\r\n')
        else if (verb === 'RCPT')
          socket.write(/<gone/i.test(line) ? '550 5.1.1 no such user\r\n' : '250 2.1.5 ok\r\n')
        else if (verb === 'DATA') {
          data = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
    socket.on('error', () => undefined)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() }),
    ),
  )
}

describe('bounces and complaints reach the database', () => {
  let refusing: { port: number; close: () => void }
  let functions: LocalFunctions
  beforeAll(async () => {
    refusing = await refusingSmtp()
    functions = await startFunctions({
      rootDir,
      sqlUrl: inject('sqlUrl'),
      siteUrl: SITE,
      functionsPublicUrl: `${SITE}/functions/v1`,
      keys: stack.keys,
      smtpPort: refusing.port,
    })
  }, 120_000)
  afterAll(async () => {
    await functions?.stop()
    refusing?.close()
  })

  it('a permanent refusal (5xx) of the recipient is a suppression: no retry, nothing more to it', async () => {
    const email = uniqueEmail('gone')
    await anon.insert('study_plans', valid('study_plans', email))
    await drain(stack, functions)
    const [job] =
      await sql`select status, last_error from app_private.mail_jobs where to_email = ${email}`
    expect(job!['status']).toBe('suppressed')
    expect(String(job!['last_error'])).toMatch(/^bounce: .*550/)
    const [suppression] =
      await sql`select reason from app_private.mail_suppressions where mailbox = ${email}`
    expect(suppression!['reason']).toBe('bounce')
    expect((await anon.insert('study_plans', valid('study_plans', email))).status).toBe(202)
  })

  // Postmark's Bounce and SpamComplaint webhook bodies, as its documentation records them.
  // The body as Postmark sends it: its ID is a 64-bit number, beyond a JavaScript number, so the
  // recorded text is kept as text.
  const postmarkBounce = (email: string, type = 'HardBounce', inactive = true) =>
    `{"RecordType":"Bounce","MessageStream":"outbound","ID":4323372036854775807,${JSON.stringify({
      Type: type,
      TypeCode: type === 'HardBounce' ? 1 : 4096,
      Name: type === 'HardBounce' ? 'Hard bounce' : 'Soft bounce',
      Tag: 'Test',
      MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
      Metadata: { a_key: 'a_value', b_key: 'b_value' },
      ServerID: 23,
      Description:
        'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
      Details: 'Test bounce details',
      Email: email,
      From: 'sender@example.com',
      BouncedAt: '2019-11-05T16:33:54.9070259Z',
      DumpAvailable: true,
      Inactive: inactive,
      CanActivate: true,
      Subject: 'Test subject',
      Content: '<Full dump of bounce>',
    }).slice(1)}`
  const postmarkComplaint = (email: string) => ({
    RecordType: 'SpamComplaint',
    MessageStream: 'outbound',
    ID: 42,
    Type: 'SpamComplaint',
    TypeCode: 512,
    Name: 'Spam complaint',
    Tag: 'Test',
    MessageID: '00000000-0000-0000-0000-000000000000',
    Metadata: { a_key: 'a_value', b_key: 'b_value' },
    ServerID: 1234,
    Description: '',
    Details: 'Test spam complaint details',
    Email: email,
    From: 'sender@example.com',
    BouncedAt: '2019-11-05T16:33:54.9070259Z',
    DumpAvailable: true,
    Inactive: true,
    CanActivate: false,
    Subject: 'Test subject',
    Content: '<Abuse report dump>',
  })
  const basic = (password: string) => ({
    Authorization: `Basic ${Buffer.from(`postmark:${password}`).toString('base64')}`,
  })

  it('the provider’s webhook: a hard bounce and a complaint become suppressions; a soft bounce, a wrong password change nothing', async () => {
    const secret = localMailEventsSecret(stack.keys)
    const bounced = uniqueEmail('hook-bounce')
    const complained = uniqueEmail('hook-complaint')
    const soft = uniqueEmail('hook-soft')
    await anon.insert('study_plans', valid('study_plans', complained))
    expect(
      (await post(stack.functions, 'mail-events', postmarkBounce(bounced), basic('wrong'))).status,
    ).toBe(401)
    expect((await post(stack.functions, 'mail-events', postmarkBounce(bounced))).status).toBe(401)
    expect(
      await post(stack.functions, 'mail-events', postmarkBounce(bounced), basic(secret)),
    ).toEqual({ status: 200, body: { status: 'recorded', event: 'bounce' } })
    expect(
      await post(stack.functions, 'mail-events', postmarkComplaint(complained), basic(secret)),
    ).toEqual({ status: 200, body: { status: 'recorded', event: 'complaint' } })
    expect(
      await post(
        stack.functions,
        'mail-events',
        postmarkBounce(soft, 'SoftBounce', false),
        basic(secret),
      ),
    ).toEqual({ status: 200, body: { status: 'ignored' } })
    const rows = await sql<{ mailbox: string; reason: string }[]>`
      select mailbox, reason from app_private.mail_suppressions
      where mailbox in (${bounced}, ${complained}, ${soft}) order by reason`
    expect(rows).toEqual([
      { mailbox: bounced, reason: 'bounce' },
      { mailbox: complained, reason: 'complaint' },
    ])
    // What waited for the complainer does not go.
    await drain(stack)
    expect(await mailsTo(stack.sink, complained)).toHaveLength(0)
  })
})

describe('the erase link', () => {
  const eraseToken = (email: string, issued: number) =>
    signToken(
      { action: 'erase', email, list: 'all', issued, expires: issued + 90 * 86_400 },
      localMailTokenSecret(stack.keys),
    )

  it('erases what existed when it was issued, not a sign-up made after it', async () => {
    const email = uniqueEmail('forwarded')
    await anon.insert('study_plans', valid('study_plans', email))
    const issued = Math.floor(Date.now() / 1000) - 60
    await sql`update public.study_plans set created_at = now() - interval '2 minutes' where mailbox = ${email}`
    await anon.insert('chess_style_quiz', valid('chess_style_quiz', email))
    const token = await eraseToken(email, issued)
    expect((await post(stack.functions, 'erase-data', { token })).status).toBe(200)
    const [left] = await sql`select
      (select count(*) from public.study_plans where mailbox = ${email})::int as plans,
      (select count(*) from public.chess_style_quiz where mailbox = ${email})::int as styles`
    expect(left).toEqual({ plans: 0, styles: 1 })
  })

  it('is limited per client and per link', async () => {
    await setLimit('erase_per_client_per_hour', 2)
    const client = { [CLIENT_HEADER]: '192.0.2.55' }
    const now = Math.floor(Date.now() / 1000)
    const answers = []
    for (let i = 0; i < 3; i += 1)
      answers.push(
        (
          await post(
            stack.functions,
            'erase-data',
            { token: await eraseToken(uniqueEmail(`e${i}`), now) },
            client,
          )
        ).status,
      )
    expect(answers).toEqual([200, 200, 429])
    await setLimit('erase_per_client_per_hour', 100)
    await setLimit('erase_per_link_per_hour', 2)
    const token = await eraseToken(uniqueEmail('replayed'), now)
    const replays = []
    for (let i = 0; i < 3; i += 1)
      replays.push(
        (
          await post(
            stack.functions,
            'erase-data',
            { token },
            { [CLIENT_HEADER]: `192.0.2.${60 + i}` },
          )
        ).status,
      )
    expect(replays).toEqual([200, 200, 429])
  })

  it('every table that holds an address is read by an index on its normalised mailbox', async () => {
    const tables = [
      'public.newsletter_subscribers',
      'public.weekly_live_lessons',
      'public.free_tactics_cheat_sheet',
      'public.quiz_submissions',
      'public.chess_level_quiz',
      'public.chess_style_quiz',
      'public.study_plans',
      'public.opening_recommender',
      'app_private.contact_messages',
      'app_private.mail_jobs',
      'app_private.mail_suppressions',
    ]
    for (const table of tables) {
      const [row] = await sql`select exists (
          select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
          where i.indrelid = ${table}::regclass and a.attname in ('mailbox', 'sender_mailbox')) as indexed`
      expect(row!['indexed'], table).toBe(true)
    }
  })
})
