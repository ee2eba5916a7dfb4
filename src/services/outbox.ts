import {
  LEAD_SAVE_TIMEOUT_MS,
  OUTBOX_RETRY_FIRST_MS,
  OUTBOX_RETRY_MAX_MS,
} from '../../machines/timings'
import {
  newLeadId,
  OUTBOX_MAX_AGE_DAYS,
  type LeadRows,
  type LeadTable,
  type SaveOutcome,
} from '../domain/leads'
import { createOutboxStorage, type OutboxEntry } from './outbox-storage'

/**
 * The lead outbox: a lead whose save failed or timed out is kept in local storage and delivered
 * later, exactly once: on the next page load, when the browser comes back online, and while the page
 * stays open at its next-attempt time (backoff: `OUTBOX_RETRY_FIRST_MS`, doubling, at most
 * `OUTBOX_RETRY_MAX_MS`; machines/timings.ts).
 *
 *   enqueue(table, row)   keep a lead for later (written ahead, before its form's own attempt)
 *   flush(insert)         try the kept leads with `insert` (the lead store's); delivered ones go
 *
 * Exactly once, across retries, reloads and tabs:
 * - Each lead carries an id made once (`newLeadId()`), which is also its `client_id` column where the
 *   table has one. The first attempt and every retry send the same id, and the database keeps one row
 *   per id: a repeat answers 23505, which counts as delivered (the row is there). That also covers a
 *   save that timed out here but landed there. On the three subscription tables the unique e-mail
 *   plays that part.
 * - One storage key per lead (`lead_outbox:<id>`): a change touches only its own lead, so two tabs
 *   never overwrite each other's leads. Flushes are serialised across tabs with the Web Locks API
 *   where it exists (the second tab then finds the delivered leads gone), and within a tab by one
 *   flush at a time.
 * - Refused or not delivered, by the server's error code, not by whether it sent a message: only a
 *   permanent refusal (a constraint, a validation, a row-level policy: `refused` of the outcome,
 *   src/domain/leads.ts) drops a lead, with a warning; no answer, a 5xx, a gateway's 503, a 429, a
 *   refused proof of work, a 401 or 404 of a misconfigured deploy keep it for the next attempt.
 *   Kept leads expire after 30 days; at most 50 are kept (the oldest goes first).
 */
export type InsertLead = <T extends LeadTable>(
  table: T,
  row: LeadRows[T],
  options?: { signal?: AbortSignal },
) => Promise<SaveOutcome>

interface FlushReport {
  delivered: number
  /** Still kept after this flush (failed again, or not tried after a network failure). */
  kept: number
  /** Dropped for age, or refused for good. */
  expired: number
}

export interface Outbox {
  /**
   * Keeps a lead for later; `false` when local storage is unavailable (the lead is then lost). Its
   * id is `id`, else the row's `client_id`, else a fresh one; a lead kept under the same id is
   * replaced (a form's later attempt at the same lead).
   */
  enqueue<T extends LeadTable>(table: T, row: LeadRows[T], id?: string): boolean
  /** Forgets a kept lead (it was delivered by its own form, or refused for good). */
  remove(id: string): void
  /**
   * Holds a kept lead while its form's own request is in flight: flushes in this tab skip it until
   * the returned `release` is called, so a flush at page load or on `online` never sends the lead
   * a second time beside its form (two requests, and a 23505 the form would take for 'Already
   * Subscribed'). Other tabs are not held; a lead they deliver meanwhile counts as saved.
   */
  hold(id: string): () => void
  /** The leads waiting for delivery. */
  pending(): OutboxEntry[]
  /** When the earliest kept lead is due again (ms since the epoch), or null when none is kept. */
  nextAttemptAt(): number | null
  /** Calls `listener` after this tab keeps, re-times or forgets a lead; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /**
   * Calls `deliver` when the earliest kept lead is due again (its backoff, OUTBOX_RETRY_*_MS),
   * re-timed whenever this tab changes a lead; returns the stop.
   */
  whenDue(deliver: () => void): () => void
  /**
   * Tries the kept leads; with `{ due: true }` only those whose next-attempt time has come (the
   * open page's timer), else all of them (a page load, the browser back online).
   */
  flush(insert: InsertLead, options?: { due?: boolean }): Promise<FlushReport>
}

export interface OutboxOptions {
  storage: () => Storage | null
  /** The Web Locks API (navigator.locks), to serialise flushes across tabs; optional. */
  locks?: () => Pick<LockManager, 'request'> | null | undefined
  now?: () => number
  /** Each delivery attempt is aborted after this long without an answer. */
  timeoutMs?: number
}

const LOCK_NAME = 'lead_outbox'
const MAX_ENTRIES = 50
const MAX_AGE_DAYS = OUTBOX_MAX_AGE_DAYS
const DAY_MS = 24 * 60 * 60 * 1000

/** How long after its `attempts`-th failed attempt a lead is due again. */
export function retryDelay(attempts: number): number {
  return Math.min(OUTBOX_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS)
}

export function createOutbox({
  storage,
  locks = () => null,
  now = Date.now,
  timeoutMs = LEAD_SAVE_TIMEOUT_MS,
}: OutboxOptions): Outbox {
  const listeners = new Set<() => void>()
  const { read, readOne, write, remove } = createOutboxStorage(storage, () => {
    for (const listener of [...listeners]) listener()
  })

  const deliverAll = async (insert: InsertLead, dueOnly: boolean): Promise<FlushReport> => {
    const report: FlushReport = { delivered: 0, kept: 0, expired: 0 }
    const oldest = now() - MAX_AGE_DAYS * DAY_MS
    for (const e of read()) {
      if (e.queuedAt < oldest) {
        remove(e.id)
        report.expired++
      }
    }
    const tried = new Set<string>()
    // Re-read after each delivery: another tab may have delivered or added leads meanwhile.
    for (;;) {
      const entry = read().find(
        (e) => !tried.has(e.id) && !held.has(e.id) && (!dueOnly || e.nextAttemptAt <= now()),
      )
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
        remove(entry.id)
        report.delivered++
        continue
      }
      if (outcome.refused) {
        remove(entry.id)
        report.expired++
        console.warn(
          `A kept lead for ${entry.table} was refused (${outcome.code ?? 'no code'}: ${outcome.message ?? ''}): dropped.`,
        )
        continue
      }
      // Not delivered: due again later, unless its form or another tab settled it meanwhile.
      const current = readOne(entry.id)
      const store = storage()
      if (current && store) {
        const attempts = current.attempts + 1
        write(store, { ...current, attempts, nextAttemptAt: now() + retryDelay(attempts) })
      }
      // No answer at all (offline, timed out): the others would fare no better now.
      if (outcome.code == null && outcome.message === null) break
    }
    report.kept = read().length
    return report
  }

  let running: Promise<FlushReport> | null = null
  /** Leads whose form's request is in flight, with how many holds each has. */
  const held = new Map<string, number>()

  return {
    enqueue(table, row, id) {
      const store = storage()
      if (!store) return false
      const clientId = (row as { client_id?: unknown }).client_id
      const entryId = id || (typeof clientId === 'string' && clientId ? clientId : newLeadId())
      const previous = readOne(entryId)
      const attempts = (previous?.attempts ?? 0) + 1
      const entry: OutboxEntry = {
        id: entryId,
        table,
        row,
        queuedAt: previous?.queuedAt ?? now(),
        attempts,
        nextAttemptAt: now() + retryDelay(attempts),
      }
      if (!write(store, entry)) return false
      const all = read()
      for (const old of all.slice(0, Math.max(0, all.length - MAX_ENTRIES))) remove(old.id)
      return true
    },
    remove,
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
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    whenDue(deliver) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const schedule = () => {
        clearTimeout(timer)
        const next = this.nextAttemptAt()
        if (next !== null) timer = setTimeout(deliver, Math.max(0, next - now()))
      }
      listeners.add(schedule)
      schedule()
      return () => {
        clearTimeout(timer)
        listeners.delete(schedule)
      }
    },
    nextAttemptAt() {
      const times = read().map((e) => e.nextAttemptAt)
      return times.length ? Math.min(...times) : null
    },
    flush(insert, options = {}) {
      if (read().length === 0) return Promise.resolve({ delivered: 0, kept: 0, expired: 0 })
      running ??= (async () => {
        try {
          const lockManager = locks()
          const dueOnly = options.due === true
          return lockManager
            ? await lockManager.request(LOCK_NAME, () => deliverAll(insert, dueOnly))
            : await deliverAll(insert, dueOnly)
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
