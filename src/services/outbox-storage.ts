import { OUTBOX_KEY_PREFIX, type LeadRows, type LeadTable } from '../domain/leads'

/** A lead kept for later, as the outbox stores it (one local storage key per lead). */
export interface OutboxEntry<T extends LeadTable = LeadTable> {
  id: string
  table: T
  row: LeadRows[T]
  /** When it was kept (ms since the epoch). */
  queuedAt: number
  /** Attempts so far (its form's first one included). */
  attempts: number
  /** When the open page tries it again (ms since the epoch). */
  nextAttemptAt: number
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

/**
 * The outbox's local storage (src/services/outbox.ts): one key per lead, so a change to one lead never
 * rewrites another (two tabs); unreadable entries are skipped. `changed` is called (in a microtask)
 * after every write or removal.
 */
export function createOutboxStorage(storage: () => Storage | null, changed: () => void) {
  const keyOf = (id: string) => `${OUTBOX_KEY_PREFIX}${id}`
  const parse = (text: string | null): unknown => {
    try {
      return text === null ? null : JSON.parse(text)
    } catch {
      return null
    }
  }
  const normalise = (e: OutboxEntry): OutboxEntry => ({
    ...e,
    nextAttemptAt: typeof e.nextAttemptAt === 'number' ? e.nextAttemptAt : e.queuedAt,
  })
  const write = (store: Storage, entry: OutboxEntry): boolean => {
    try {
      store.setItem(keyOf(entry.id), JSON.stringify(entry))
      queueMicrotask(changed)
      return true
    } catch {
      return false // quota or privacy settings
    }
  }
  const read = (): OutboxEntry[] => {
    const store = storage()
    if (!store) return []
    try {
      const entries: OutboxEntry[] = []
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)
        if (!key?.startsWith(OUTBOX_KEY_PREFIX)) continue
        const entry = parse(store.getItem(key))
        if (isEntry(entry) && keyOf(entry.id) === key) entries.push(normalise(entry))
      }
      return entries.sort((a, b) => a.queuedAt - b.queuedAt)
    } catch {
      return []
    }
  }
  const readOne = (id: string): OutboxEntry | null => {
    const entry = parse(storage()?.getItem(keyOf(id)) ?? null)
    return isEntry(entry) ? normalise(entry) : null
  }
  const remove = (id: string) => {
    try {
      storage()?.removeItem(keyOf(id))
      queueMicrotask(changed)
    } catch {
      // storage gone: nothing to forget
    }
  }

  return { read, readOne, write, remove }
}
