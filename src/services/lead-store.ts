import type { createClient, SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js'
import {
  isPermanentRefusal,
  type LeadRows,
  type LeadTable,
  type SaveOutcome,
} from '../domain/leads'
import { LEAD_PROOF_HEADER, createLeadProofs, type LeadProofs } from './lead-proof'
import type { LeadChallenge } from './lead-proof-search'

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
  /**
   * Starts making the next lead's proof of work in the background (a form calls it when the
   * visitor starts filling it in), so a submit does not wait for it.
   */
  prepare?(): void
  /** A proof of work for a write that is not an insert (the contact function's message). */
  proof?(signal?: AbortSignal): Promise<string>
}

export interface LeadStoreConfig {
  url: string
  anonKey: string
  /** Extra client options (Node-side tests pass a WebSocket transport for realtime). */
  clientOptions?: SupabaseClientOptions<'public'>
  /** How supabase-js is loaded; tests replace it to make the load fail. */
  loadSupabase?: () => Promise<{ createClient: typeof createClient }>
  /** Where each lead's proof of work comes from (default: the project's lead-challenge function). */
  proofs?: LeadProofs
}

/**
 * PostgreSQL's unique_violation, which PostgREST answers with HTTP 409 (a retried lead's own id).
 * A list answers a repeat sign-up with a bare 409 that carries no code (the database commits it, so
 * the proof it paid stays spent): both are the only "duplicate".
 */
const UNIQUE_VIOLATION = '23505'
const CONFLICT = 409
/** Stored, but the mail its page promises will not go now (the database's judge_lead_mail). */
const STORED_WITHOUT_MAIL = 202

/** No answer that says anything about the lead: try again later. */
const UNANSWERED: SaveOutcome = { status: 'error', refused: false, code: null, message: null }

/** Challenges from the project's `lead-challenge` Edge Function. */
function challengeFetcher(url: string, anonKey: string) {
  return async (signal?: AbortSignal): Promise<LeadChallenge> => {
    const response = await fetch(`${url.replace(/\/+$/, '')}/functions/v1/lead-challenge`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    })
    if (!response.ok) throw new Error(`lead-challenge answered ${response.status}`)
    return (await response.json()) as LeadChallenge
  }
}

export function createLeadStore(config: LeadStoreConfig): LeadStore {
  const proofs =
    config.proofs ??
    createLeadProofs({ fetchChallenge: challengeFetcher(config.url, config.anonKey) })
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
    prepare: () => {
      proofs.prepare()
      // supabase-js too, so the submit does not wait for its chunk to load and run (at CPU 4x that
      // was most of the wait after the tap).
      getClient().catch(() => undefined)
    },
    proof: (signal) => proofs.take(signal),
    async insert(table, row, options = {}) {
      try {
        const [client, proof] = await Promise.all([getClient(), proofs.take(options.signal)])
        let query = client
          .from(table)
          .insert(row as never)
          .setHeader(LEAD_PROOF_HEADER, proof)
        if (options.signal) query = query.abortSignal(options.signal)
        const { error, status } = await query
        if (!error) {
          return status === STORED_WITHOUT_MAIL
            ? { status: 'success', mail: 'withheld' }
            : { status: 'success' }
        }
        if (error.code === UNIQUE_VIOLATION || status === CONFLICT) return { status: 'duplicate' }
        // A failed save is often tried again soon (the visitor, the outbox): have the next proof ready.
        proofs.prepare()
        // status 0: the request never got an answer (offline, aborted).
        if (status === 0) return UNANSWERED
        const code = error.code || null
        return {
          status: 'error',
          refused: isPermanentRefusal(code),
          code,
          message: error.message || null,
        }
      } catch {
        // supabase-js did not load, or no proof could be made (offline): nothing was sent.
        return UNANSWERED
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
