/**
 * The Supabase key built into the site is public: anyone can read it from the bundle. It must be the
 * anon key (a JWT with role "anon") or a publishable key (`sb_publishable_...`), never the
 * service_role key or a secret key (`sb_secret_...`), which bypass row-level security.
 *
 * Pure functions, no signature check (the key's secret is not known here). Error messages never
 * repeat the key itself.
 */
import { isRecord } from '../functions/_shared/is-record.js'

const BASE64URL = /^[A-Za-z0-9_-]+$/

function decodeJsonPart(part: string): unknown {
  if (!BASE64URL.test(part)) return undefined
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/** The payload of a compact JWS (`header.payload.signature`), or null if `token` is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[2] || !BASE64URL.test(parts[2])) return null
  const header = decodeJsonPart(parts[0] ?? '')
  const payload = decodeJsonPart(parts[1] ?? '')
  if (!isRecord(header) || typeof header['alg'] !== 'string' || !isRecord(payload)) return null
  return payload
}

/**
 * Throws unless `key` may be built into the public site. `name` says where the key came from, for
 * the message (default: the environment variable the site reads).
 */
export function assertAnonKey(key: string, name = 'VITE_SUPABASE_ANON_KEY'): void {
  function refuse(problem: string): never {
    throw new Error(
      `${name} ${problem}; only the public anon key (or an sb_publishable_ key) may be built into the site`,
    )
  }
  if (key.startsWith('sb_publishable_')) return
  if (key.startsWith('sb_secret_')) refuse('is a Supabase secret key (sb_secret_...)')
  if (key.trim() === '') refuse('is empty')
  const payload = decodeJwtPayload(key)
  if (!payload) refuse('is neither a JWT nor an sb_publishable_ key')
  const role = payload['role']
  if (role === 'anon') return
  if (typeof role !== 'string') refuse('is a JWT without a role claim')
  refuse(`is a JWT with role ${JSON.stringify(role)}`)
}
