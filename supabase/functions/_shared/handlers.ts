/**
 * The Edge Functions as plain request handlers, with their effects passed in (database, SMTP,
 * settings): `<name>/index.ts` serves one with Deno.serve on a hosted project, and
 * `_local/serve.ts` serves them all under /functions/v1/<name> on this machine. Every bad request
 * (wrong method, missing, forged or expired token, bad fields) gets a 4xx and changes nothing.
 */
import type postgres from 'postgres'
import type { Transporter } from 'nodemailer'
import {
  cleanName,
  isBlankText,
  isValidEmail,
  normalizeEmail,
  sanitizeInput,
} from '../../../src/domain/email.ts'
import { siteOrigin, withSiteCors } from './cors.ts'
import { CONTACT_BODY_MAX_BYTES } from './mail-limits.ts'
import { sendDueMails, transaction, type MailSettings } from './sender.ts'
import { verifyToken } from './tokens.ts'

export interface FunctionDeps {
  sql: postgres.Sql
  transport: Pick<Transporter, 'sendMail'>
  settings: MailSettings
  /** The bearer send-mails accepts (the project's service role key): only the scheduler calls it. */
  serviceKey: string
  /** The one origin whose pages may read the functions' answers (SITE_ORIGIN; default: SITE_URL's). */
  siteOrigin?: string | undefined
}

export type Handler = (request: Request, deps: FunctionDeps) => Promise<Response>

// The allowed origin is the site's alone, set on every answer by `serve` (cors.ts).
const CORS: Record<string, string> = {
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-lead-proof',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS, ...headers },
  })
}

/** OPTIONS (a browser's preflight) -> 204; anything but POST -> 405. */
function methodCheck(request: Request): Response | null {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' })
  }
  return null
}

/** The token of a confirm or unsubscribe request: ?token=..., or {"token": "..."} in a JSON body. */
async function tokenOf(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('token')
  if (fromQuery) return fromQuery
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const body: unknown = await request.json()
      if (typeof body === 'object' && body !== null) {
        const token = (body as Record<string, unknown>)['token']
        return typeof token === 'string' ? token : null
      }
    } catch {
      return null
    }
  }
  return null
}

function tokenRefusal(reason: 'missing' | 'invalid' | 'expired'): Response {
  return reason === 'expired'
    ? json(410, { error: 'expired' })
    : json(400, { error: reason === 'missing' ? 'missing_token' : 'invalid_token' })
}

export const handleSendMails: Handler = async (request, deps) => {
  const refused = methodCheck(request)
  if (refused) return refused
  const bearer = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')
  if (!bearer || bearer !== deps.serviceKey) return json(401, { error: 'unauthorized' })
  const report = await sendDueMails(deps.sql, deps.transport, deps.settings)
  return json(200, report)
}

export const handleConfirm: Handler = async (request, deps) => {
  const refused = methodCheck(request)
  if (refused) return refused
  const check = await verifyToken(await tokenOf(request), 'confirm', deps.settings.tokenSecret)
  if (!check.ok) return tokenRefusal(check.reason)
  const { email, list, row } = check.claims
  if (list === 'all' || row === undefined) return tokenRefusal('invalid')
  const [result] = await transaction(
    deps.sql,
    (tx) => tx<{ released: number | null }[]>`
    select app_private.confirm_list_row(${list}, ${row}, ${email}) as released`,
  )
  // The row it names was unsubscribed, replaced by a new sign-up or is gone: the link is void.
  if (result?.released == null) return json(410, { error: 'void' })
  return json(200, { status: 'confirmed', released: result.released })
}

export const handleUnsubscribe: Handler = async (request, deps) => {
  // The List-Unsubscribe URL opened in a browser (some mail apps do that): the page, where one
  // click unsubscribes. Mail apps that support RFC 8058 POST to the same URL.
  if (request.method === 'GET' || request.method === 'HEAD') {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    const page = `${deps.settings.siteUrl.replace(/\/+$/, '')}/unsubscribe${
      token ? `?token=${encodeURIComponent(token)}` : ''
    }`
    return new Response(null, { status: 303, headers: { ...CORS, Location: page } })
  }
  const refused = methodCheck(request)
  if (refused) return refused
  const check = await verifyToken(await tokenOf(request), 'unsubscribe', deps.settings.tokenSecret)
  if (!check.ok) return tokenRefusal(check.reason)
  await transaction(
    deps.sql,
    (tx) => tx`
    select app_private.unsubscribe_mail_address(${check.claims.email}, ${check.claims.list})`,
  )
  return json(200, { status: 'unsubscribed', list: check.claims.list })
}

/**
 * `erase-data`: the sealed link's "Delete everything you have about me" (the page's button POSTs its
 * token). Deletes every row that holds the address's mailbox and existed when the link was issued,
 * everywhere, and keeps only a keyed hash of it (app_private.erase_by_link). A link works once: a
 * repeat within the hour answers as the first did, later 410; limited per client and per link (429).
 */
export const handleErase: Handler = async (request, deps) => {
  const refused = methodCheck(request)
  if (refused) return refused
  const token = await tokenOf(request)
  const check = await verifyToken(token, 'erase', deps.settings.tokenSecret)
  if (!check.ok) return tokenRefusal(check.reason)
  const { email, issued } = check.claims
  // A link without its issue time cannot say what existed when it was issued.
  if (issued === undefined) return tokenRefusal('invalid')
  try {
    const outcome = await transaction(deps.sql, async (tx) => {
      await withRequestHeaders(tx, request)
      const [row] = await tx<{ outcome: string }[]>`
        select app_private.erase_by_link(${email}, to_timestamp(${issued}), ${token ?? ''}) as outcome`
      return row?.outcome
    })
    if (outcome === 'used') return json(410, { error: 'used' })
    return json(200, { status: 'erased' })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'PT429') {
      return json(429, { error: 'rate_limited' }, { 'Retry-After': '3600' })
    }
    throw error
  }
}

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
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
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
  const text = await boundedText(request, 256 * 1024)
  if (text === null) return json(413, { error: 'too_large' })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  const event = mailEventOf(body)
  if (!event) return json(200, { status: 'ignored' })
  await transaction(deps.sql, (tx) =>
    event.event === 'unsubscribed'
      ? tx`select app_private.unsubscribe_mail_address(${event.email}, 'all')`
      : tx`select app_private.record_mail_event(${event.email}, ${event.event}, ${event.detail})`,
  )
  return json(200, { status: 'recorded', event: event.event })
}

/**
 * The request's headers, for the database's client key (app_private.client_key reads the gateway's
 * address header from request.headers, as it does for a request PostgREST serves).
 */
function requestHeaders(request: Request): string {
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  return JSON.stringify(headers)
}

/** Sets request.headers for the rest of the transaction. */
function withRequestHeaders(tx: postgres.TransactionSql, request: Request) {
  return tx`select set_config('request.headers', ${requestHeaders(request)}, true)`
}

/** The body as text, or null when it is larger than `limit` bytes (read no further). */
async function boundedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

interface ContactFields {
  name: string
  email: string
  subject: string
  message: string
}

/** The contact form's fields, cleaned up as the site cleans them; null when one is missing or bad. */
export function contactFields(body: unknown): { fields: ContactFields } | { field: string } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const raw = (key: string): string =>
    typeof record[key] === 'string' ? (record[key] as string) : ''
  const name = cleanName(raw('name'))
  const email = normalizeEmail(raw('email'))
  // One line of at most 200 characters (the form's limit), cleaned like every input.
  const subject = sanitizeInput(raw('subject').replace(/[\p{Cc}\s]+/gu, ' '))
    .slice(0, 200)
    .trim()
  const message = raw('message')
    // NUL cannot be stored in text; every other character is kept as typed.
    .replaceAll(String.fromCharCode(0), '')
    .replace(/\r\n?/g, '\n')
    .trim()
    .slice(0, 5000)
  if (!name) return { field: 'name' }
  if (!isValidEmail(email)) return { field: 'email' }
  if (!subject || isBlankText(subject)) return { field: 'subject' }
  if (!message || isBlankText(message)) return { field: 'message' }
  return { fields: { name, email, subject, message } }
}

export const handleContact: Handler = async (request, deps) => {
  const refused = methodCheck(request)
  if (refused) return refused
  const text = await boundedText(request, CONTACT_BODY_MAX_BYTES)
  if (text === null) return json(413, { error: 'too_large' })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  const checked = contactFields(body)
  if ('field' in checked) return json(400, { error: 'invalid_field', field: checked.field })
  const { name, email, subject, message } = checked.fields
  // The proof of work every form that writes pays, checked and spent by the database in the same
  // transaction as the message: a refused message does not use it up.
  const proof = request.headers.get('x-lead-proof') ?? ''
  try {
    const stored = await transaction(deps.sql, async (tx) => {
      await withRequestHeaders(tx, request)
      const [check] = await tx<{ refusal: string | null }[]>`
        select app_private.lead_proof_refusal(${proof}) as refusal`
      if (check?.refusal) return { refusal: check.refusal }
      const [row] = await tx<{ id: number }[]>`
        select app_private.store_contact_message(
          ${name}, ${email}, ${subject}, ${message}, ${deps.settings.businessInbox}
        )::int as id`
      return { id: row?.id }
    })
    if ('refusal' in stored) return json(403, { error: 'proof_refused', reason: stored.refusal })
    return json(201, { status: 'stored', id: stored.id })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'PT429') return json(429, { error: 'rate_limited' })
    if (typeof code === 'string' && code.startsWith('23')) {
      return json(400, { error: 'invalid_field' })
    }
    throw error
  }
}

/**
 * `lead-challenge`: a fresh proof-of-work challenge for one lead (ALTCHA v1), issued and signed by
 * the database (app_private.issue_lead_challenge), which also checks the solution when the lead is
 * stored. Limited per client (429), and dearer while many are asked for. GET (or POST); never cached.
 */
export const handleLeadChallenge: Handler = async (request, deps) => {
  const headers = {
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  }
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { ...CORS, ...headers } })
  if (request.method !== 'GET' && request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed' }, { Allow: 'GET, POST, OPTIONS' })
  }
  try {
    const challenge = await transaction(deps.sql, async (sql) => {
      await withRequestHeaders(sql, request)
      const [row] = await sql<
        { challenge: unknown }[]
      >`select app_private.issue_lead_challenge() as challenge`
      return row?.challenge
    })
    return json(200, challenge, headers)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'PT429') {
      return json(429, { error: 'rate_limited' }, { ...headers, 'Retry-After': '60' })
    }
    throw error
  }
}

/** Runs a handler; an unexpected error is logged and answered 500 without its text. */
export async function serve(
  handler: Handler,
  request: Request,
  deps: FunctionDeps,
): Promise<Response> {
  const origin = siteOrigin(deps.settings.siteUrl, deps.siteOrigin)
  try {
    return withSiteCors(await handler(request, deps), origin)
  } catch (error) {
    console.error(error)
    return withSiteCors(json(500, { error: 'internal' }), origin)
  }
}
