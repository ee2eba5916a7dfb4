import type { ContactMessage, ContactSendOutcome } from '../../machines/contact-form.machine'
import { LEAD_PROOF_HEADER } from './lead-proof'
import { leadStore } from './lead-store'

/**
 * The site's calls to the mail Edge Functions (supabase/functions): the contact form's message, and
 * the confirmation, unsubscribe and erase links of the mails. The functions live at
 * <VITE_SUPABASE_URL>/functions/v1, or on this site's origin with the local backend (Vite proxies
 * them); like supabase-js, every call carries the public anon key.
 */
function functionUrl(name: string): string {
  const base = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin
  return `${base.replace(/\/+$/, '')}/functions/v1/${name}`
}

async function post(
  name: string,
  body: unknown,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: Record<string, unknown> }> {
  const anonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? ''
  const response = await fetch(functionUrl(name), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      ...headers,
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  })
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = await response.json()
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>
  } catch {
    // not JSON (a gateway's error page): the status says enough
  }
  return { status: response.status, data }
}

/**
 * Sends a contact message with its proof of work (made while the visitor wrote it, see
 * src/services/lead-proof.ts); never throws (offline and refusals are outcomes).
 */
export async function sendContactMessage(
  message: ContactMessage,
  options: { signal?: AbortSignal } = {},
): Promise<ContactSendOutcome> {
  try {
    const proof = await leadStore().proof!(options.signal)
    const { status, data } = await post('contact', message, options.signal, {
      [LEAD_PROOF_HEADER]: proof,
    })
    if (status === 201) return { status: 'sent' }
    if (status === 429) return { status: 'rate_limited' }
    console.warn(
      `Contact form: the message was not sent (${status} ${String(data['error'] ?? '')}).`,
    )
    return { status: 'error' }
  } catch (error) {
    console.warn(`Contact form: the message was not sent (${String(error)}).`)
    return { status: 'error' }
  }
}

export type LinkOutcome = 'done' | 'expired' | 'invalid' | 'failed'

/** The function each mail link's page asks on the visitor's click. */
export type MailLinkFunction = 'confirm-email' | 'unsubscribe' | 'erase-data'

/**
 * Confirms a subscription (`confirm-email`), unsubscribes (`unsubscribe`) or erases everything about
 * the address (`erase-data`) with a mail's token, POSTed as JSON. Each answers 200 when done, 410
 * `expired`, 400 `invalid_token`/`missing_token`; anything else, or no answer, is a failure to retry.
 */
export async function followMailLink(name: MailLinkFunction, token: string): Promise<LinkOutcome> {
  try {
    const { status } = await post(name, { token })
    if (status === 200) return 'done'
    if (status === 410) return 'expired'
    if (status === 400) return 'invalid'
    return 'failed'
  } catch {
    return 'failed'
  }
}
