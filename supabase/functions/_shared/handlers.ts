/**
 * The Edge Functions as plain request handlers, with their effects passed in (database, SMTP,
 * settings): `<name>/index.ts` serves one with Deno.serve on a hosted project, and
 * `_local/serve.ts` serves them all under /functions/v1/<name> on this machine. Every bad request
 * (wrong method, missing, forged or expired token, bad fields) gets a 4xx and changes nothing. The
 * contact form's and the mail provider's handlers are in contact-handler.ts and mail-events-handler.ts.
 */
import type postgres from 'postgres'
import type { Transporter } from 'nodemailer'
import { siteOrigin, withSiteCors } from './cors.ts'
import { CORS, json, methodCheck, tokenOf, tokenRefusal, withRequestHeaders } from './http.ts'
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
