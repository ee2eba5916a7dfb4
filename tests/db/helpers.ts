/** Talking to the local PostgREST as anon (the site) and as service_role (to check what landed). */
import { inject } from 'vitest'
import postgres from 'postgres'
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
  const record =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  return {
    status: response.status,
    body: parsed,
    code: typeof record['code'] === 'string' ? record['code'] : undefined,
    message: typeof record['message'] === 'string' ? record['message'] : '',
  }
}

export const anon = {
  insert: (table: string, row: Row | Row[], headers: Record<string, string> = {}) =>
    call(inject('anonKey'), 'POST', `/${table}`, row, headers),
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
