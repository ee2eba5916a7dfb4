import type { createClient, SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js'
import type { LeadRows, LeadTable, SaveOutcome } from '../domain/leads'

/**
 * The only door to the backend. supabase-js is loaded on first use, so it is not part of the
 * first-load bundle. Inserts never ask for the row back: the anon role has no SELECT.
 */
export interface LeadStore {
  /**
   * Inserts one row. `signal` aborts the request: the machine that asked for the save aborts it when
   * it gives up waiting (its save time limit) or is stopped, so a late answer cannot land unseen.
   */
  insert<T extends LeadTable>(
    table: T,
    row: LeadRows[T],
    options?: { signal?: AbortSignal },
  ): Promise<SaveOutcome>
}

export interface LeadStoreConfig {
  url: string
  anonKey: string
  /** Extra client options (Node-side tests pass a WebSocket transport for realtime). */
  clientOptions?: SupabaseClientOptions<'public'>
  /** How supabase-js is loaded; tests replace it to make the load fail. */
  loadSupabase?: () => Promise<{ createClient: typeof createClient }>
}

/** PostgreSQL's unique_violation, which PostgREST answers with HTTP 409. */
const UNIQUE_VIOLATION = '23505'

export function createLeadStore(config: LeadStoreConfig): LeadStore {
  const load = config.loadSupabase ?? (() => import('@supabase/supabase-js'))
  let client: Promise<SupabaseClient> | undefined
  const getClient = () => {
    client ??= load().then(({ createClient }) =>
      createClient(config.url, config.anonKey, {
        ...config.clientOptions,
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    // A failed load (offline, or a chunk renamed by a new deploy) is forgotten, so the next
    // submit tries again instead of failing until the page is reloaded.
    client.catch(() => {
      client = undefined
    })
    return client
  }

  return {
    async insert(table, row, options = {}) {
      try {
        let query = (await getClient()).from(table).insert(row as never)
        if (options.signal) query = query.abortSignal(options.signal)
        const { error, status } = await query
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
