/**
 * How the functions read a request and answer it: JSON answers with the CORS headers a browser's
 * preflight asks for, the method check, a link's token, a body read no further than its limit, and
 * the request's headers handed to the database (its client key).
 */
import type postgres from 'postgres'
import { isRecord } from './is-record.ts'

// The allowed origin is the site's alone, set on every answer by `serve` (cors.ts).
export const CORS: Record<string, string> = {
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-lead-proof',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS, ...headers },
  })
}

/** OPTIONS (a browser's preflight) -> 204; anything but POST -> 405. */
export function methodCheck(request: Request): Response | null {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' })
  }
  return null
}

/** The token of a confirm or unsubscribe request: ?token=..., or {"token": "..."} in a JSON body. */
export async function tokenOf(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('token')
  if (fromQuery) return fromQuery
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const body: unknown = await request.json()
      if (isRecord(body)) return typeof body['token'] === 'string' ? body['token'] : null
    } catch {
      return null
    }
  }
  return null
}

export function tokenRefusal(reason: 'missing' | 'invalid' | 'expired'): Response {
  return reason === 'expired'
    ? json(410, { error: 'expired' })
    : json(400, { error: reason === 'missing' ? 'missing_token' : 'invalid_token' })
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
export function withRequestHeaders(tx: postgres.TransactionSql, request: Request) {
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

/** The body as JSON, or the answer to give: 413 over `limit` bytes, 400 when it is not JSON. */
export async function jsonBody(request: Request, limit: number): Promise<unknown> {
  const text = await boundedText(request, limit)
  if (text === null) return json(413, { error: 'too_large' })
  try {
    return JSON.parse(text) as unknown
  } catch {
    return json(400, { error: 'invalid_json' })
  }
}
