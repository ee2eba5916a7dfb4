/**
 * Fakes for the lead outbox and lead delivery tests: local storage over a Map, and a backend that
 * behaves like the database as far as exactly-once is concerned.
 */
import type { LeadRows, LeadTable, SaveOutcome } from '../../src/domain/leads'
import type { InsertLead } from '../../src/services/outbox'

/** A Storage backed by a Map; two outboxes over one instance are two tabs of one browser. */
export class MemoryStorage implements Storage {
  private data = new Map<string, string>()
  get length() {
    return this.data.size
  }
  clear() {
    this.data.clear()
  }
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value))
  }
}

/**
 * `refuse`: a permanent refusal (a CHECK constraint, 23514); `unavailable`: a 503 with a message (a
 * gateway's); `limited`: the lead limits' 429 (PT429); `network`: no answer at all.
 */
export type Answer =
  'accept' | 'network' | 'refuse' | 'unavailable' | 'limited' | 'landed-but-lost' | 'hang'

/** The database, as far as exactly-once is concerned: one row per client_id / subscription e-mail. */
export class FakeBackend {
  readonly rows: Array<{ table: LeadTable; row: Record<string, unknown> }> = []
  readonly calls: Array<{ table: LeadTable; key: string }> = []
  /** How the next calls are answered; 'accept' once the list is used up. */
  answers: Answer[] = []

  private key(table: LeadTable, row: Record<string, unknown>): string {
    return String(row['client_id'] ?? `${table}:${String(row['email'])}`)
  }

  insert: InsertLead = async <T extends LeadTable>(
    table: T,
    row: LeadRows[T],
    options?: { signal?: AbortSignal },
  ): Promise<SaveOutcome> => {
    const r = row as unknown as Record<string, unknown>
    const key = this.key(table, r)
    this.calls.push({ table, key })
    const answer = this.answers.shift() ?? 'accept'
    await Promise.resolve()
    if (answer === 'network') return { status: 'error', message: null }
    if (answer === 'refuse')
      return { status: 'error', refused: true, code: '23514', message: 'new row violates check' }
    if (answer === 'unavailable')
      return { status: 'error', refused: false, code: 'PGRST002', message: 'Service Unavailable' }
    if (answer === 'limited')
      return { status: 'error', refused: false, code: 'PT429', message: 'too many leads right now' }
    if (answer === 'hang') {
      return new Promise((resolve) =>
        options?.signal?.addEventListener('abort', () =>
          resolve({ status: 'error', message: null }),
        ),
      )
    }
    const exists = this.rows.some((x) => this.key(x.table, x.row) === key)
    if (!exists) this.rows.push({ table, row: r })
    if (answer === 'landed-but-lost') return { status: 'error', message: null }
    return exists ? { status: 'duplicate' } : { status: 'success' }
  }
}
