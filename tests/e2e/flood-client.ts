/**
 * A flooder, for tests/e2e/lead-flood.spec.ts (issue 22): `clients` scripts at once, for `ms`
 * milliseconds, each posting newsletter sign-ups with a fresh address every time, each paying the
 * proof of work the site pays (a challenge from the lead-challenge function, solved with the site's
 * own solver). It runs in its own process, so its hashing does not stall the browser test.
 *
 *   npx tsx tests/e2e/flood-client.ts <base URL> <clients> <ms> <address prefix>
 *
 * Prints one JSON line: how many requests were answered with which HTTP status.
 */
import { ensureLocalKeys } from '../../supabase/local/backend'
import { LEAD_PROOF_HEADER, leadProofHeader } from '../../src/services/lead-proof'
import { solveLeadChallenge, type LeadChallenge } from '../../src/services/lead-proof-search'

const [baseURL, clientsArg, msArg, prefix] = process.argv.slice(2)
if (!baseURL || !clientsArg || !msArg || !prefix) {
  console.error('usage: flood-client.ts <base URL> <clients> <ms> <address prefix>')
  process.exit(2)
}
const { anonKey } = await ensureLocalKeys(process.cwd())
const auth = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
const until = Date.now() + Number(msArg)
const statuses: Record<string, number> = {}
let sequence = 0
/** One answer's body per unexpected status, for the log. */
const samples: Record<string, string> = {}

async function proof(): Promise<string | null> {
  const response = await fetch(`${baseURL}/functions/v1/lead-challenge`, { headers: auth })
  if (!response.ok) return null
  const challenge = (await response.json()) as LeadChallenge
  const number = await solveLeadChallenge(challenge)
  return number === null ? null : leadProofHeader(challenge, number)
}

async function client(index: number): Promise<void> {
  while (Date.now() < until) {
    const header = await proof().catch(() => null)
    if (!header) {
      statuses['no proof'] = (statuses['no proof'] ?? 0) + 1
      continue
    }
    sequence += 1
    const response = await fetch(`${baseURL}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: {
        ...auth,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        [LEAD_PROOF_HEADER]: header,
      },
      body: JSON.stringify({
        email: `${prefix}${index}x${sequence}@example.com`,
        source: 'faqs_newsletter',
      }),
    }).catch(() => null)
    const key = response ? String(response.status) : 'no answer'
    statuses[key] = (statuses[key] ?? 0) + 1
    if (response && response.status !== 201 && response.status !== 429 && !samples[key])
      samples[key] = await response.text()
  }
}

await Promise.all(Array.from({ length: Number(clientsArg) }, (_, i) => client(i)))
if (Object.keys(samples).length) console.error(JSON.stringify(samples))
console.log(JSON.stringify(statuses))
