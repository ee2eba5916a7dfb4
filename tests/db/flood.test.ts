/**
 * A crowd against the lead door, in the database (the client addresses simulated through the
 * gateway's header, as tests/db/attacks.test.ts does): 300 clients spread over one IPv6 /48 and 40
 * IPv4 /24s sign up as fast as the backend answers, with the production limits, while visitors
 * from fresh addresses sign up among them. Every visitor's lead lands, each answered quickly; the
 * flood gets no more than its networks' allowances and the shared budgets less their reserved
 * share. Prints the flood's cost per accepted row. Bounded: 3 requests a client.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type postgres from 'postgres'
import type { TEST_LEAD_SETTINGS } from './global-setup'
import { uniqueEmail } from './fixtures'
import { CLIENT_HEADER, LEAD_PROOF_HEADER, anon, forgedLeadProof, sqlClient } from './helpers'

let sql: postgres.Sql
let saved: Record<string, number> = {}

/** The migrations' values of the limits the run's backend widens (tests/db/global-setup.ts). */
const PRODUCTION: Record<keyof typeof TEST_LEAD_SETTINGS, number> = {
  table_per_minute: 1000,
  table_per_day: 5000,
  no_address_per_10_minutes: 10,
  no_address_per_day: 20,
  no_address_challenges_per_10_minutes: 20,
  contact_per_client_per_day: 3,
  contact_per_mailbox_per_day: 5,
  contact_per_day: 15,
  funnel_per_client_per_hour: 600,
  funnel_per_client_per_day: 600,
  funnel_tabs_per_client_per_day: 200,
  leads_per_day: 100,
  funnel_per_day: 3000,
  mail_recipients_per_client_per_day: 5,
  mails_per_domain_per_day: 40,
}

beforeAll(async () => {
  sql = sqlClient()
  saved = Object.fromEntries(
    (
      await sql<
        { name: string; value: number }[]
      >`select name, value from app_private.lead_settings`
    ).map((s) => [s.name, s.value]),
  )
  for (const [name, value] of Object.entries(PRODUCTION))
    await sql`update app_private.lead_settings set value = ${value} where name = ${name}`
  await sql`delete from app_private.rate_counters`
})
afterAll(async () => {
  for (const [name, value] of Object.entries(saved))
    await sql`update app_private.lead_settings set value = ${value} where name = ${name}`
  await sql`delete from app_private.rate_counters`
  await sql.end({ timeout: 5 })
})

const CLIENTS = 300
const REQUESTS_PER_CLIENT = 3
const VISITORS = 10

/** Client i: the first half /64s of one /48, the rest over 40 IPv4 /24s. */
const flooder = (i: number) =>
  i < CLIENTS / 2
    ? `2001:db8:4848:${(i * 97).toString(16)}::${(i + 1).toString(16)}`
    : `198.18.${i % 40}.${10 + Math.floor(i / 40)}`

it(
  `${CLIENTS} clients over one /48 and 40 /24s: every visitor from a fresh address gets in`,
  { timeout: 300_000 },
  async () => {
    const proofs = new Map<string, string[]>()
    const addresses = Array.from({ length: CLIENTS }, (_, i) => flooder(i))
    // One at a time: each address's client tag is read once over its own connection (PGlite
    // serves one session).
    for (const address of addresses) {
      const mine = []
      for (let r = 0; r < REQUESTS_PER_CLIENT; r++)
        mine.push(await forgedLeadProof({ client: address }))
      proofs.set(address, mine)
    }
    // Visitors come from all over: each from a network (an IPv4 /16) no one has used today.
    const visitors = Array.from({ length: VISITORS }, (_, i) => `${60 + i * 7}.${i + 1}.7.7`)
    const visitorProofs = []
    for (const address of visitors) visitorProofs.push(await forgedLeadProof({ client: address }))

    const statuses: Record<number, number> = {}
    const visitorAnswers: { status: number; ms: number }[] = []
    const started = Date.now()
    let sent = 0
    for (let round = 0; round < REQUESTS_PER_CLIENT; round++) {
      for (let i = 0; i < CLIENTS; i++) {
        const address = addresses[i]!
        const answer = await anon.insert(
          'newsletter_subscribers',
          { email: uniqueEmail('crowd'), source: 'faqs_newsletter' },
          { [CLIENT_HEADER]: address, [LEAD_PROOF_HEADER]: proofs.get(address)![round]! },
        )
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        sent += 1
        // A visitor now and then, from an address no one has used today.
        if (sent % Math.floor((CLIENTS * REQUESTS_PER_CLIENT) / VISITORS) === 0) {
          const v = visitorAnswers.length
          if (v < VISITORS) {
            const at = performance.now()
            const mine = await anon.insert(
              'newsletter_subscribers',
              { email: uniqueEmail('crowd-visitor'), source: 'faqs_newsletter' },
              { [CLIENT_HEADER]: visitors[v]!, [LEAD_PROOF_HEADER]: visitorProofs[v]! },
            )
            visitorAnswers.push({ status: mine.status, ms: performance.now() - at })
          }
        }
      }
    }
    const seconds = (Date.now() - started) / 1000
    const accepted = statuses[201] ?? 0
    console.log(
      `flood: ${sent} requests from ${CLIENTS} clients in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}; ` +
        `${accepted} rows accepted: ${(sent / Math.max(accepted, 1)).toFixed(1)} requests (and proofs) ` +
        `per accepted row; visitors ${visitorAnswers.map((a) => `${a.status} in ${Math.round(a.ms)} ms`).join(', ')}`,
    )
    expect(visitorAnswers).toHaveLength(VISITORS)
    for (const answer of visitorAnswers) {
      expect(answer.status).toBe(201)
      expect(answer.ms).toBeLessThan(2000)
    }
    // The crowd got no more than the shared budget (less its reserved share, but for the first
    // lead of its two wider networks, each new today when it came).
    expect(accepted).toBeLessThanOrEqual(PRODUCTION.leads_per_day)
    expect(accepted).toBeGreaterThan(0)
    expect(statuses[429]).toBeGreaterThan(0)
  },
)
