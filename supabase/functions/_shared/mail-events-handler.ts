/** `mail-events`: what the hosted mail provider reports about a mailbox, recorded once checked. */
import { isValidEmail, normalizeEmail } from '../../../src/domain/email.ts'
import type { Handler } from './handlers.ts'
import { json, jsonBody } from './http.ts'
import { isRecord } from './is-record.ts'
import { transaction } from './sender.ts'

/** Equal strings, compared in a time that does not depend on where they differ. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!
  return difference === 0 && expected !== ''
}

/** What a provider's event means for the mailbox, or null for an event that changes nothing. */
function mailEventOf(
  body: unknown,
): { email: string; event: 'bounce' | 'complaint' | 'unsubscribed'; detail: string } | null {
  if (!isRecord(body)) return null
  const record = body
  const email = typeof record['Email'] === 'string' ? normalizeEmail(record['Email']) : ''
  if (!isValidEmail(email)) return null
  const detail = [record['Type'], record['Description'], record['Details']]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(': ')
    .slice(0, 500)
  switch (record['RecordType']) {
    // A hard bounce (Postmark deactivates the address: Inactive), never a soft one.
    case 'Bounce':
      return record['Inactive'] === true ||
        record['Type'] === 'HardBounce' ||
        record['Type'] === 'BadEmailAddress'
        ? { email, event: 'bounce', detail }
        : null
    case 'SpamComplaint':
      return { email, event: 'complaint', detail }
    // The provider's own unsubscribe link or a manual suppression.
    case 'SubscriptionChange':
      return record['SuppressSending'] === true ? { email, event: 'unsubscribed', detail } : null
    default:
      return null
  }
}

/**
 * `mail-events`: the hosted mail provider's webhook (Postmark's Bounce, SpamComplaint and
 * SubscriptionChange bodies). A hard bounce or a complaint becomes a suppression of the mailbox, an
 * unsubscribe at the provider an unsubscribe from every mail; nothing waiting for it goes. Basic
 * auth, the password MAIL_EVENTS_SECRET (checked in constant time); no Supabase key (the provider
 * has none). Anything else it sends is acknowledged and ignored.
 */
export const handleMailEvents: Handler = async (request, deps) => {
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST' })
  }
  const authorization = request.headers.get('authorization') ?? ''
  let password = ''
  if (/^Basic\s+/i.test(authorization)) {
    try {
      const decoded = atob(authorization.replace(/^Basic\s+/i, ''))
      password = decoded.slice(decoded.indexOf(':') + 1)
    } catch {
      password = ''
    }
  }
  if (!(await sameSecret(password, deps.settings.eventsSecret ?? ''))) {
    return json(401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Basic realm="mail-events"' })
  }
  const body = await jsonBody(request, 256 * 1024)
  if (body instanceof Response) return body
  const event = mailEventOf(body)
  if (!event) return json(200, { status: 'ignored' })
  await transaction(deps.sql, (tx) =>
    event.event === 'unsubscribed'
      ? tx`select app_private.unsubscribe_mail_address(${event.email}, 'all')`
      : tx`select app_private.record_mail_event(${event.email}, ${event.event}, ${event.detail})`,
  )
  return json(200, { status: 'recorded', event: event.event })
}
