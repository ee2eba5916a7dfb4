import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js'
import type { LeadRows, LeadTable, SaveOutcome } from '../domain/leads'

/**
 * The only door to the backend. supabase-js is loaded on first use, so it is not part of the
 * first-load bundle. Inserts never ask for the row back: the anon role has no SELECT.
 */
export interface LeadStore {
  insert<T extends LeadTable>(table: T, row: LeadRows[T]): Promise<SaveOutcome>
}

export interface LeadStoreConfig {
  url: string
  anonKey: string
  /** Extra client options (Node-side tests pass a WebSocket transport for realtime). */
  clientOptions?: SupabaseClientOptions<'public'>
}

/** PostgreSQL's unique_violation, which PostgREST answers with HTTP 409. */
const UNIQUE_VIOLATION = '23505'

export function createLeadStore(config: LeadStoreConfig): LeadStore {
  let client: Promise<SupabaseClient> | undefined
  const getClient = () =>
    (client ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(config.url, config.anonKey, {
        ...config.clientOptions,
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    ))

  return {
    async insert(table, row) {
      try {
        const { error, status } = await (await getClient()).from(table).insert(row as never)
        if (!error) return { status: 'success' }
        if (error.code === UNIQUE_VIOLATION || status === 409) return { status: 'duplicate' }
        // status 0: the request never got an answer (offline, aborted): no server message to show.
        if (status === 0 || !error.message) return { status: 'error', message: null }
        return { status: 'error', message: error.message }
      } catch {
        return { status: 'error', message: null }
      }
    },
  }
}

let browserStore: LeadStore | undefined

/** The store the site uses: the configured Supabase project, or the local backend behind /rest/v1. */
export function leadStore(): LeadStore {
  return (browserStore ??= createLeadStore({
    url: (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin,
    anonKey: (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? '',
  }))
}
