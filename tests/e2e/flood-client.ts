/**
 * Flooders, for tests/e2e/lead-flood.spec.ts: `clients` scripts at once, for `ms` milliseconds, each
 * from its own loopback address, each in its own /24 (127.0.2.1, 127.0.3.1, ...), posting newsletter sign-ups with a
 * fresh address every time and paying the proof of work the site pays (a challenge from the
 * lead-challenge function, solved with the site's own solver); one more script, from the next
 * address, forges X-Forwarded-For and cf-connecting-ip on every request. It runs in its own
 * process, so its hashing does not stall the browser test. Loopback only, bounded in time.
 *
 *   npx tsx tests/e2e/flood-client.ts <base URL> <clients> <ms> <address prefix>
 *
 * Prints one JSON line: the answers by HTTP status, and the sign-ups each script got stored.
 */
import http from 'node:http'
import { ensureLocalKeys } from '../../supabase/local/keys'
import { LEAD_PROOF_HEADER, leadProofHeader } from '../../src/services/lead-proof'
import { solveLeadChallenge, type LeadChallenge } from '../../src/services/lead-proof-search'

const [baseURL, clientsArg, msArg, prefix] = process.argv.slice(2)
if (!baseURL || !clientsArg || !msArg || !prefix) {
  console.error('usage: flood-client.ts <base URL> <clients> <ms> <address prefix>')
  process.exit(2)
}
const base = new URL(baseURL)
if (!/^127\./.test(base.hostname)) throw new Error('floods go to loopback only')
const { anonKey } = await ensureLocalKeys(process.cwd())
const until = Date.now() + Number(msArg)
const statuses: Record<string, number> = {}
const stored: number[] = []
let sequence = 0

/** One request from `localAddress`; resolves with the status and body (0 when no answer). */
function request(
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        localAddress,
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, ...headers },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve({ status: 0, body: '' }))
    req.end(body)
  })
}

const forged = () => `203.0.113.${Math.floor(Math.random() * 250)}`

async function client(index: number, forger: boolean): Promise<void> {
  const localAddress = `127.0.${index + 2}.1`
  stored[index] = 0
  while (Date.now() < until) {
    const extra: Record<string, string> = forger
      ? { 'X-Forwarded-For': forged(), 'cf-connecting-ip': forged() }
      : {}
    const challenge = await request(localAddress, 'GET', '/functions/v1/lead-challenge', extra)
    if (challenge.status !== 200) {
      const key = `challenge ${challenge.status}`
      statuses[key] = (statuses[key] ?? 0) + 1
      continue
    }
    const parsed = JSON.parse(challenge.body) as LeadChallenge
    const number = await solveLeadChallenge(parsed)
    if (number === null) continue
    sequence += 1
    const answer = await request(
      localAddress,
      'POST',
      '/rest/v1/newsletter_subscribers',
      {
        ...extra,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        [LEAD_PROOF_HEADER]: leadProofHeader(parsed, number),
      },
      JSON.stringify({
        email: `${prefix}${index}x${sequence}@example.com`,
        source: 'faqs_newsletter',
      }),
    )
    statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1
    // 202: stored, without mail (the client's distinct recipients are capped).
    if (answer.status === 201 || answer.status === 202) stored[index] = (stored[index] ?? 0) + 1
  }
}

const clients = Number(clientsArg)
await Promise.all(Array.from({ length: clients + 1 }, (_, i) => client(i, i === clients)))
console.log(JSON.stringify({ statuses, stored }))
