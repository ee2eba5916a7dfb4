/**
 * Sealed, expiring links for double opt-in, unsubscribe and erasure: `<iv>.<ciphertext>`, both
 * base64url; the ciphertext is AES-256-GCM (a key derived from MAIL_TOKEN_SECRET) of JSON
 * { a: action, e: e-mail, l: list, r: list row id (confirmation links), i: issued, x: expiry, in
 * Unix seconds }. Encrypted, not only signed: a URL lands in browser histories, host and function
 * logs, and it must not carry the address in clear; authenticated, so a changed byte is refused.
 * Web Crypto only: runs in Deno and in Node.
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
  /** When the link was made, Unix seconds: an erase link erases what existed then. */
  issued?: number
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

async function sealKey(secret: string): Promise<CryptoKey> {
  if (secret.length < 32) throw new Error('MAIL_TOKEN_SECRET must have at least 32 characters')
  // A key of its own for the links, derived from the secret (the secret itself is never the key).
  const material = await crypto.subtle.digest('SHA-256', encoder.encode(`mail-link:${secret}`))
  return crypto.subtle.importKey('raw', material, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ])
}

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  const plain = encoder.encode(
    JSON.stringify({
      a: claims.action,
      e: claims.email,
      l: claims.list,
      ...(claims.row === undefined ? {} : { r: claims.row }),
      ...(claims.issued === undefined ? {} : { i: claims.issued }),
      x: claims.expires,
    }),
  )
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealKey(secret), plain),
  )
  return `${toBase64Url(iv)}.${toBase64Url(sealed)}`
}

/** Checks integrity, shape and expiry (`now` in Unix seconds) for the expected action. */
export async function verifyToken(
  token: string | null | undefined,
  action: TokenAction,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' }
  if (token.length > 1000) return { ok: false, reason: 'invalid' }
  const [ivText, sealedText, ...rest] = token.split('.')
  if (!ivText || !sealedText || rest.length > 0) return { ok: false, reason: 'invalid' }
  const iv = fromBase64Url(ivText)
  const sealed = fromBase64Url(sealedText)
  if (!iv || iv.length !== 12 || !sealed) return { ok: false, reason: 'invalid' }
  const key = await sealKey(secret)
  let parsed: unknown
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed)
    parsed = JSON.parse(new TextDecoder().decode(plain))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, reason: 'invalid' }
  const record = parsed as Record<string, unknown>
  const list = record['l']
  const row = record['r']
  const issued = record['i']
  if (
    record['a'] !== action ||
    typeof record['e'] !== 'string' ||
    typeof record['x'] !== 'number' ||
    !MAIL_LISTS.includes(list as MailList) ||
    (row !== undefined && !(Number.isSafeInteger(row) && (row as number) > 0)) ||
    (issued !== undefined && !Number.isSafeInteger(issued))
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
      ...(issued === undefined ? {} : { issued: issued as number }),
      expires: record['x'],
    },
  }
}
