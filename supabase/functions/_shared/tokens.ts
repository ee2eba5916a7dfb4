/**
 * Signed, expiring links for double opt-in and unsubscribe: `<payload>.<signature>`, both base64url;
 * the payload is JSON { a: action, e: e-mail, l: list, r: list row id (confirmation links), x: expiry
 * in Unix seconds }, the signature an
 * HMAC-SHA-256 of the payload with MAIL_TOKEN_SECRET. Web Crypto only: runs in Deno and in Node.
 */

/** Confirm a list row, unsubscribe, or erase everything stored about the address. */
export type TokenAction = 'confirm' | 'unsubscribe' | 'erase'
/** A list table, or 'all' (every mail to the address). */
export type MailList =
  'newsletter_subscribers' | 'weekly_live_lessons' | 'free_tactics_cheat_sheet' | 'all'

const MAIL_LISTS: readonly MailList[] = [
  'newsletter_subscribers',
  'weekly_live_lessons',
  'free_tactics_cheat_sheet',
  'all',
]

export interface TokenClaims {
  action: TokenAction
  email: string
  list: MailList
  /**
   * The list row a confirmation link confirms: that row only, and only while it is subscribed (a
   * link issued before an unsubscribe or a new sign-up is void after it).
   */
  row?: number
  /** Expiry, Unix seconds. */
  expires: number
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  if (secret.length < 32) throw new Error('MAIL_TOKEN_SECRET must have at least 32 characters')
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  const payload = toBase64Url(
    encoder.encode(
      JSON.stringify({
        a: claims.action,
        e: claims.email,
        l: claims.list,
        ...(claims.row === undefined ? {} : { r: claims.row }),
        x: claims.expires,
      }),
    ),
  )
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)),
  )
  return `${payload}.${toBase64Url(signature)}`
}

/** Checks signature, shape and expiry (`now` in Unix seconds) for the expected action. */
export async function verifyToken(
  token: string | null | undefined,
  action: TokenAction,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' }
  if (token.length > 1000) return { ok: false, reason: 'invalid' }
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' }
  const signatureBytes = fromBase64Url(signature)
  if (!signatureBytes) return { ok: false, reason: 'invalid' }
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signatureBytes,
    encoder.encode(payload),
  )
  if (!valid) return { ok: false, reason: 'invalid' }
  const bytes = fromBase64Url(payload)
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array()))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, reason: 'invalid' }
  const record = parsed as Record<string, unknown>
  const list = record['l']
  const row = record['r']
  if (
    record['a'] !== action ||
    typeof record['e'] !== 'string' ||
    typeof record['x'] !== 'number' ||
    !MAIL_LISTS.includes(list as MailList) ||
    (row !== undefined && !(Number.isSafeInteger(row) && (row as number) > 0))
  ) {
    return { ok: false, reason: 'invalid' }
  }
  if (record['x'] < now) return { ok: false, reason: 'expired' }
  return {
    ok: true,
    claims: {
      action,
      email: record['e'],
      list: list as MailList,
      ...(row === undefined ? {} : { row: row as number }),
      expires: record['x'],
    },
  }
}
