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
import { CONTACT_MESSAGES_PER_ADDRESS_PER_DAY } from './mail-limits.ts'
import { sendDueMails, transaction, type MailSettings } from './sender.ts'
import { verifyToken } from './tokens.ts'

export interface FunctionDeps {
  sql: postgres.Sql
  transport: Pick<Transporter, 'sendMail'>
  settings: MailSettings
  /** The bearer send-mails accepts (the project's service role key): only the scheduler calls it. */
  serviceKey: string
}

export type Handler = (request: Request, deps: FunctionDeps) => Promise<Response>

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
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
  const [row] = await transaction(
    deps.sql,
    (tx) => tx<{ released: number }[]>`
    select app_private.confirm_mail_address(${check.claims.email}) as released`,
  )
  return json(200, { status: 'confirmed', released: row?.released ?? 0 })
}

export const handleUnsubscribe: Handler = async (request, deps) => {
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
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  const checked = contactFields(body)
  if ('field' in checked) return json(400, { error: 'invalid_field', field: checked.field })
  const { name, email, subject, message } = checked.fields
  // The proof of work every form that writes pays (issue 22), checked and spent by the database in
  // the same transaction as the message: a refused message does not use it up.
  const proof = request.headers.get('x-lead-proof') ?? ''
  try {
    const stored = await transaction(deps.sql, async (tx) => {
      const [check] = await tx<{ refusal: string | null }[]>`
        select app_private.lead_proof_refusal(${proof}) as refusal`
      if (check?.refusal) return { refusal: check.refusal }
      const [row] = await tx<{ id: number }[]>`
        select app_private.store_contact_message(
          ${name}, ${email}, ${subject}, ${message}, ${deps.settings.businessInbox},
          ${CONTACT_MESSAGES_PER_ADDRESS_PER_DAY}
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

/** Runs a handler; an unexpected error is logged and answered 500 without its text. */
/**
 * `lead-challenge`: a fresh proof-of-work challenge for one lead (ALTCHA v1), issued and signed by
 * the database (app_private.issue_lead_challenge, migration 20261126000000_abuse.sql), which also
 * checks the solution when the lead is stored. GET (or POST); never cached.
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
  const challenge = await transaction(deps.sql, async (sql) => {
    const [row] = await sql<
      { challenge: unknown }[]
    >`select app_private.issue_lead_challenge() as challenge`
    return row?.challenge
  })
  return json(200, challenge, headers)
}

export async function serve(
  handler: Handler,
  request: Request,
  deps: FunctionDeps,
): Promise<Response> {
  try {
    return await handler(request, deps)
  } catch (error) {
    console.error(error)
    return json(500, { error: 'internal' })
  }
}
