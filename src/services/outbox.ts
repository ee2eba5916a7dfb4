import { LEAD_SAVE_TIMEOUT_MS } from '../../machines/timings'
import type { LeadRows, LeadTable, SaveOutcome } from '../domain/leads'

/**
 * The lead outbox: a lead whose save failed or timed out is kept in local storage and delivered
 * later, on the next page load or when the browser comes back online, exactly once.
 *
 *   enqueue(table, row)   keep a lead for later (a flow calls it when its save failed or timed out)
 *   flush(insert)         try every kept lead with `insert` (the lead store's); delivered ones go
 *
 * Exactly once, across retries, reloads and tabs:
 * - Each lead carries an id made once (`newLeadId()`), which is also its `client_id` column where the
 *   table has one. The first attempt and every retry send the same id, and the database keeps one row
 *   per id: a repeat answers 409 / 23505, which counts as delivered (the row is there). That also
 *   covers a save that timed out here but landed there. On the three subscription tables the unique
 *   e-mail plays that part.
 * - A lead leaves the outbox only after the backend accepted it (or answered that it already has
 *   it). A delivery that fails again leaves it for the next try; a network failure ends the flush.
 * - Every change re-reads local storage and changes only its own entry by id, so two tabs never undo
 *   each other's changes; flushes are serialised across tabs with the Web Locks API where it exists
 *   (the second tab then finds the delivered leads gone), and within a tab by one flush at a time.
 * - A lead the backend refuses 10 times (a server answer, not a network failure: e.g. an e-mail the
 *   browser's check let through but the database's refuses) is dropped, with a warning; kept leads
 *   also expire after 30 days, and at most 50 are kept (the oldest goes first).
 */
export type InsertLead = <T extends LeadTable>(
  table: T,
  row: LeadRows[T],
  options?: { signal?: AbortSignal },
) => Promise<SaveOutcome>

interface OutboxEntry<T extends LeadTable = LeadTable> {
  id: string
  table: T
  row: LeadRows[T]
  /** When it was kept (ms since the epoch). */
  queuedAt: number
  /** Failed deliveries so far. */
  attempts: number
  /** Of those, the ones the backend answered with an error (not a network failure). */
  refusals?: number
}

interface FlushReport {
  delivered: number
  /** Still kept after this flush (failed again, or not tried after a network failure). */
  kept: number
  /** Dropped for age, or after being refused too often. */
  expired: number
}

export interface Outbox {
  /**
   * Keeps a lead for later; `false` when local storage is unavailable (the lead is then lost). Its
   * id is `id`, else the row's `client_id`, else a fresh one; a lead kept under the same id is
   * replaced (a form's later attempt at the same lead).
   */
  enqueue<T extends LeadTable>(table: T, row: LeadRows[T], id?: string): boolean
  /** Forgets a kept lead (it was delivered by its own form). */
  remove(id: string): void
  /**
   * Holds a kept lead while its form's own request is in flight: flushes in this tab skip it until
   * the returned `release` is called, so a flush at page load or on `online` never sends the lead
   * a second time beside its form (two requests, and a 409 the form would take for 'Already
   * Subscribed'). Other tabs are not held; a lead they deliver meanwhile counts as saved.
   */
  hold(id: string): () => void
  /** The leads waiting for delivery. */
  pending(): OutboxEntry[]
  flush(insert: InsertLead): Promise<FlushReport>
}

export interface OutboxOptions {
  storage: () => Storage | null
  /** The Web Locks API (navigator.locks), to serialise flushes across tabs; optional. */
  locks?: () => Pick<LockManager, 'request'> | null | undefined
  now?: () => number
  /** Each delivery attempt is aborted after this long without an answer. */
  timeoutMs?: number
}

/** The local storage key. */
export const OUTBOX_KEY = 'lead_outbox'
const LOCK_NAME = 'lead_outbox'
const MAX_ENTRIES = 50
const MAX_AGE_DAYS = 30
const MAX_REFUSALS = 10
const DAY_MS = 24 * 60 * 60 * 1000

/** A fresh lead id (a uuid, the form the `client_id` columns take). */
export function newLeadId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID()
  }
  // Older browsers: a version-4 uuid from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function isEntry(value: unknown): value is OutboxEntry {
  const e = value as Partial<OutboxEntry> | null
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.table === 'string' &&
    typeof e.row === 'object' &&
    e.row !== null &&
    typeof e.queuedAt === 'number' &&
    typeof e.attempts === 'number'
  )
}

export function createOutbox({
  storage,
  locks = () => null,
  now = Date.now,
  timeoutMs = LEAD_SAVE_TIMEOUT_MS,
}: OutboxOptions): Outbox {
  const read = (): OutboxEntry[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(OUTBOX_KEY) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isEntry) : []
    } catch {
      return []
    }
  }
  /** Re-reads storage, applies `change` and writes the result back, in one synchronous step. */
  const update = (change: (entries: OutboxEntry[]) => OutboxEntry[]): boolean => {
    const store = storage()
    if (!store) return false
    try {
      const next = change(read())
      if (next.length === 0) store.removeItem(OUTBOX_KEY)
      else store.setItem(OUTBOX_KEY, JSON.stringify(next))
      return true
    } catch {
      return false // quota or privacy settings
    }
  }

  const deliverAll = async (insert: InsertLead): Promise<FlushReport> => {
    const report: FlushReport = { delivered: 0, kept: 0, expired: 0 }
    const oldest = now() - MAX_AGE_DAYS * DAY_MS
    update((entries) => {
      const fresh = entries.filter((e) => e.queuedAt >= oldest)
      report.expired = entries.length - fresh.length
      return fresh
    })
    const tried = new Set<string>()
    // Re-read after each delivery: another tab may have delivered or added leads meanwhile.
    for (;;) {
      const entry = read().find((e) => !tried.has(e.id) && !held.has(e.id))
      if (!entry) break
      tried.add(entry.id)
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), timeoutMs)
      let outcome: SaveOutcome
      try {
        outcome = await insert(entry.table, entry.row, { signal: controller.signal })
      } catch {
        outcome = { status: 'error', message: null }
      } finally {
        clearTimeout(timer)
      }
      if (outcome.status !== 'error') {
        update((entries) => entries.filter((e) => e.id !== entry.id))
        report.delivered++
        continue
      }
      const refused = outcome.message !== null
      let dropped = false
      update((entries) =>
        entries.flatMap((e) => {
          if (e.id !== entry.id) return [e]
          const refusals = (e.refusals ?? 0) + (refused ? 1 : 0)
          dropped = refusals >= MAX_REFUSALS
          return dropped ? [] : [{ ...e, attempts: e.attempts + 1, refusals }]
        }),
      )
      if (dropped) {
        report.expired++
        console.warn(`A kept lead for ${entry.table} was refused ${MAX_REFUSALS} times: dropped.`)
      }
      // No answer at all (offline, timed out): the others would fare no better now.
      if (outcome.message === null) break
    }
    report.kept = read().length
    return report
  }

  let running: Promise<FlushReport> | null = null
  /** Leads whose form's request is in flight, with how many holds each has. */
  const held = new Map<string, number>()

  return {
    enqueue(table, row, id) {
      const clientId = (row as { client_id?: unknown }).client_id
      const entry: OutboxEntry = {
        id: id || (typeof clientId === 'string' && clientId ? clientId : newLeadId()),
        table,
        row,
        queuedAt: now(),
        attempts: 1,
      }
      return update((entries) =>
        [...entries.filter((e) => e.id !== entry.id), entry].slice(-MAX_ENTRIES),
      )
    },
    remove(id) {
      update((entries) => entries.filter((e) => e.id !== id))
    },
    hold(id) {
      held.set(id, (held.get(id) ?? 0) + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (held.get(id) ?? 1) - 1
        if (left > 0) held.set(id, left)
        else held.delete(id)
      }
    },
    pending: read,
    flush(insert) {
      if (read().length === 0) return Promise.resolve({ delivered: 0, kept: 0, expired: 0 })
      running ??= (async () => {
        try {
          const lockManager = locks()
          return lockManager
            ? await lockManager.request(LOCK_NAME, () => deliverAll(insert))
            : await deliverAll(insert)
        } finally {
          running = null
        }
      })()
      return running
    },
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The browser's outbox: local storage, and Web Locks across tabs. */
export const outbox: Outbox = createOutbox({
  storage: browserStorage,
  locks: () => (typeof navigator === 'undefined' ? null : navigator.locks),
})
