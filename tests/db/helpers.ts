/** Talking to the local PostgREST as anon (the site) and as service_role (to check what landed). */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import postgres from 'postgres'
import { isRecord } from '../../supabase/functions/_shared/is-record'
import type { Row } from './fixtures'

export interface RestAnswer {
  status: number
  body: unknown
  /** PostgREST's error code (`code` of the JSON body), if any. */
  code: string | undefined
  message: string
}

/** A PostgREST request with `key` as both apikey and bearer token (any role, or a forged token). */
export async function call(
  key: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RestAnswer> {
  const response = await fetch(`${inject('restUrl')}${pathAndQuery}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON
  }
  const record = isRecord(parsed) ? parsed : {}
  return {
    status: response.status,
    body: parsed,
    code: typeof record['code'] === 'string' ? record['code'] : undefined,
    message: typeof record['message'] === 'string' ? record['message'] : '',
  }
}

let proofKey: Promise<string> | undefined

/** The database's challenge-signing key (migration 20250101000100_abuse.sql), read once. */
export function leadProofKey(): Promise<string> {
  return (proofKey ??= (async () => {
    const sql = sqlClient()
    try {
      const [row] = await sql<{ key: string }[]>`select key from app_private.lead_proof_key`
      return row!.key
    } finally {
      await sql.end({ timeout: 5 })
    }
  })())
}

const clientTags = new Map<string, Promise<string>>()

/**
 * The tag a challenge carries of the client that fetched it (app_private.challenge_client_tag),
 * for a request with `address` in the client header (none: the shared bucket), read once each.
 */
export function challengeClientTag(address?: string): Promise<string> {
  const key = address ?? ''
  let tag = clientTags.get(key)
  if (!tag) {
    tag = (async () => {
      const sql = sqlClient()
      try {
        const headers = JSON.stringify(address === undefined ? {} : { [CLIENT_HEADER]: address })
        return await sql.begin(async (tx) => {
          await tx`select set_config('request.headers', ${headers}, true)`
          const [row] = await tx<
            { tag: string }[]
          >`select app_private.challenge_client_tag() as tag`
          return row!.tag
        })
      } finally {
        await sql.end({ timeout: 5 })
      }
    })()
    clientTags.set(key, tag)
  }
  return tag
}

/**
 * A valid proof for one lead, made with the database's key: what a visitor's solved challenge
 * looks like (ALTCHA v1 payload, base64 JSON), without the search, for the tests that are about
 * something else. It is bound to the client `client` names (its address, as in the client header;
 * none: requests without one). tests/db/abuse.test.ts solves real challenges and checks every
 * refusal.
 */
export async function forgedLeadProof(
  options: { expiresInSeconds?: number; key?: string; number?: number; client?: string } = {},
): Promise<string> {
  const key = options.key ?? (await leadProofKey())
  const expires = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 600)
  const tag = await challengeClientTag(options.client)
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&client=${tag}&`
  const number = options.number ?? 0
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex')
  const signature = createHmac('sha256', key).update(challenge).digest('hex')
  return Buffer.from(
    JSON.stringify({ algorithm: 'SHA-256', challenge, number, salt, signature }),
  ).toString('base64')
}

/** The proof header a lead insert needs (`x-lead-proof`). */
export const LEAD_PROOF_HEADER = 'x-lead-proof'

/**
 * The header the gateway sets to the caller's address (app_private.client_settings), which the
 * limits count per client; tests/db/abuse.test.ts checks that the database names the same one.
 */
export const CLIENT_HEADER = 'cf-connecting-ip'

export const anon = {
  /** Inserts as the site does: with a fresh valid proof, unless `headers` names its own. */
  insert: async (table: string, row: Row | Row[], headers: Record<string, string> = {}) =>
    call(inject('anonKey'), 'POST', `/${table}`, row, {
      ...(LEAD_PROOF_HEADER in headers
        ? {}
        : {
            [LEAD_PROOF_HEADER]: await forgedLeadProof(
              CLIENT_HEADER in headers ? { client: headers[CLIENT_HEADER]! } : {},
            ),
          }),
      ...headers,
    }),
  select: (table: string, query = 'select=*') =>
    call(inject('anonKey'), 'GET', `/${table}?${query}`),
  update: (table: string, filter: string, patch: Row) =>
    call(inject('anonKey'), 'PATCH', `/${table}?${filter}`, patch),
  delete: (table: string, filter: string) =>
    call(inject('anonKey'), 'DELETE', `/${table}?${filter}`),
}

/** Rows of `table` with this e-mail, read with the service key (service_role has SELECT). */
export async function rowsByEmail(table: string, email: string): Promise<Row[]> {
  const answer = await call(
    inject('serviceKey'),
    'GET',
    `/${table}?select=*&email=eq.${encodeURIComponent(email)}`,
  )
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    throw new Error(
      `service read of ${table} failed: ${answer.status} ${JSON.stringify(answer.body)}`,
    )
  }
  return answer.body as Row[]
}

/** Total rows of `table` (service key, exact count). */
export async function countRows(table: string): Promise<number> {
  const response = await fetch(`${inject('restUrl')}/${table}?select=id`, {
    method: 'HEAD',
    headers: {
      apikey: inject('serviceKey'),
      Authorization: `Bearer ${inject('serviceKey')}`,
      Prefer: 'count=exact',
    },
  })
  const range = response.headers.get('content-range') ?? ''
  const total = Number(range.split('/')[1])
  if (response.status !== 200 || !Number.isInteger(total)) {
    throw new Error(`count of ${table} failed: ${response.status} ${range}`)
  }
  return total
}

/**
 * A superuser SQL connection to the same database. On PGlite every connection shares one session,
 * so: one connection, no named prepared statements, transaction-scoped settings only, and never
 * in parallel with PostgREST requests (the db test files run one at a time).
 */
export function sqlClient(): postgres.Sql {
  return postgres(inject('sqlUrl'), {
    max: 1,
    prepare: false,
    fetch_types: false,
    onnotice: () => undefined,
    connect_timeout: 10,
  })
}

/**
 * Lists timings versions and experiments as shipped, as a migration's generated block does
 * (scripts/funnels/shipped.ts): funnel events take only those. For fixtures that stand for a build
 * other than today's.
 */
export async function shipForFunnels(
  sql: postgres.Sql,
  versions: readonly string[],
  experiments: ReadonlyArray<{ key: string; arms: number }> = [],
): Promise<void> {
  for (const version of versions)
    await sql`insert into app_private.funnel_shipped_timings (version) values (${version})
              on conflict (version) do nothing`
  for (const { key, arms } of experiments)
    await sql`insert into app_private.funnel_shipped_experiments (key, arms) values (${key}, ${arms})
              on conflict (key) do nothing`
}
