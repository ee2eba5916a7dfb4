/**
 * The lead outbox (src/services/outbox.ts): kept leads are delivered exactly once, across failed
 * retries, saves that timed out but landed, reloads and two tabs sharing local storage. The backend is
 * a fake that behaves like the database: one row per client_id (or per e-mail on a subscription
 * table), a repeat answered as a duplicate (409 / 23505).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OUTBOX_RETRY_FIRST_MS, OUTBOX_RETRY_MAX_MS } from '../../machines/timings'
import { hasKeptLeads, newLeadId, OUTBOX_KEY_PREFIX, type LeadRows } from '../../src/domain/leads'
import {
  createOutbox,
  retryDelay,
  type InsertLead,
  type OutboxOptions,
} from '../../src/services/outbox'
import { FakeBackend, MemoryStorage, type Answer } from './lead-fakes'

const styleRow = (email: string, clientId = newLeadId()): LeadRows['chess_style_quiz'] => ({
  email,
  answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1],
  result: 'grinder',
  style_title: 'The Grinder',
  client_id: clientId,
})

let storage: MemoryStorage
let backend: FakeBackend
let clock: number
const tab = (options: Partial<OutboxOptions> = {}) =>
  createOutbox({ storage: () => storage, now: () => clock, timeoutMs: 8000, ...options })

beforeEach(() => {
  storage = new MemoryStorage()
  backend = new FakeBackend()
  clock = Date.UTC(2026, 10, 23)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('one flush', () => {
  it.each<
    [
      string,
      Answer[],
      { delivered: number; kept: number; rows: number; attempts?: number; expired?: number },
    ]
  >([
    ['the backend accepts: delivered and gone', ['accept'], { delivered: 1, kept: 0, rows: 1 }],
    [
      'the first attempt had landed after all: the repeat is a duplicate, counted as delivered',
      ['landed-but-lost', 'accept'],
      { delivered: 1, kept: 0, rows: 1 },
    ],
    [
      'the delivery fails again (network): kept, one more attempt counted',
      ['network'],
      { delivered: 0, kept: 1, rows: 0, attempts: 2 },
    ],
    [
      'a 503 with a message (a gateway, an outage): kept for the next try',
      ['unavailable'],
      { delivered: 0, kept: 1, rows: 0, attempts: 2 },
    ],
    [
      'the lead limits answer 429: kept for the next try',
      ['limited'],
      { delivered: 0, kept: 1, rows: 0, attempts: 2 },
    ],
    [
      'the backend refuses the row for good (a constraint): dropped',
      ['refuse'],
      { delivered: 0, kept: 0, rows: 0, expired: 1 },
    ],
  ])('%s', async (_name, answers, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const outbox = tab()
    const row = styleRow('fan@example.com')
    backend.answers = [...answers]
    // The chart's own first attempt, then the failure it keeps.
    if (answers[0] === 'landed-but-lost') await backend.insert('chess_style_quiz', row)
    expect(outbox.enqueue('chess_style_quiz', row)).toBe(true)

    const report = await outbox.flush(backend.insert)
    expect(report).toEqual({
      delivered: expected.delivered,
      kept: expected.kept,
      expired: expected.expired ?? 0,
    })
    expect(backend.rows).toHaveLength(expected.rows)
    expect(outbox.pending()).toHaveLength(expected.kept)
    if (expected.attempts) expect(outbox.pending()[0]?.attempts).toBe(expected.attempts)
  })

  it('sends the kept row as it was, with the id of its first attempt', async () => {
    const outbox = tab()
    const row = styleRow('fan@example.com')
    outbox.enqueue('chess_style_quiz', row)
    await outbox.flush(backend.insert)
    expect(backend.rows).toEqual([{ table: 'chess_style_quiz', row }])
    expect(backend.calls).toEqual([{ table: 'chess_style_quiz', key: row.client_id }])
  })

  it('a network failure ends the flush; a server answer goes on to the next lead', async () => {
    const outbox = tab()
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      outbox.enqueue('chess_style_quiz', styleRow(email))
    backend.answers = ['unavailable', 'network']
    expect(await outbox.flush(backend.insert)).toEqual({ delivered: 0, kept: 3, expired: 0 })
    expect(backend.calls).toHaveLength(2)
    backend.answers = []
    expect(await outbox.flush(backend.insert)).toEqual({ delivered: 3, kept: 0, expired: 0 })
    expect(backend.rows).toHaveLength(3)
  })

  it('an attempt without an answer is aborted after the time limit and the lead is kept', async () => {
    vi.useFakeTimers()
    const outbox = tab()
    outbox.enqueue('chess_style_quiz', styleRow('slow@example.com'))
    backend.answers = ['hang']
    const flushing = outbox.flush(backend.insert)
    await vi.advanceTimersByTimeAsync(7999)
    expect(outbox.pending()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await flushing).toEqual({ delivered: 0, kept: 1, expired: 0 })
  })

  it('a subscription lead (no client_id) is delivered once too: its e-mail is the key', async () => {
    const outbox = tab()
    outbox.enqueue('newsletter_subscribers', {
      email: 'fan@example.com',
      source: 'faqs_newsletter',
    })
    backend.answers = ['landed-but-lost']
    await outbox.flush(backend.insert)
    expect(outbox.pending()).toHaveLength(1)
    await outbox.flush(backend.insert)
    expect(outbox.pending()).toHaveLength(0)
    expect(backend.rows).toHaveLength(1)
  })

  it('with nothing kept, flush calls nothing', async () => {
    expect(await tab().flush(backend.insert)).toEqual({ delivered: 0, kept: 0, expired: 0 })
    expect(backend.calls).toEqual([])
  })
})

describe('across reloads and retries', () => {
  it('fails again, then is delivered on a later page load, exactly once', async () => {
    const row = styleRow('fan@example.com')
    tab().enqueue('chess_style_quiz', row)
    backend.answers = ['network', 'landed-but-lost', 'unavailable']
    for (let load = 0; load < 3; load++) await tab().flush(backend.insert)
    expect(tab().pending()).toHaveLength(1)
    expect(tab().pending()[0]?.attempts).toBe(4)
    await tab().flush(backend.insert)
    expect(tab().pending()).toEqual([])
    expect(backend.rows).toHaveLength(1)
    // Later loads send nothing more.
    await tab().flush(backend.insert)
    expect(backend.calls).toHaveLength(4)
  })

  it('only a permanent refusal drops a lead: 5xx, 429 and silence never do, however often', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    tab().enqueue('chess_style_quiz', styleRow('kept@example.com'))
    const answers: Answer[] = ['network', 'unavailable', 'limited']
    backend.answers = Array.from({ length: 30 }, (_, i) => answers[i % 3]!)
    for (let load = 0; load < 30; load++) await tab().flush(backend.insert)
    expect(tab().pending()).toHaveLength(1)
    expect(tab().pending()[0]?.attempts).toBe(31)
    expect(warn).not.toHaveBeenCalled()
    backend.answers = ['refuse']
    expect(await tab().flush(backend.insert)).toEqual({ delivered: 0, kept: 0, expired: 1 })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refused \(23514/))
    expect(backend.rows).toEqual([])
  })

  it('backs off: each failed attempt puts the next one further away, up to the maximum', async () => {
    const outbox = tab()
    outbox.enqueue('chess_style_quiz', styleRow('later@example.com'))
    expect(outbox.nextAttemptAt()).toBe(clock + OUTBOX_RETRY_FIRST_MS)
    const gaps: number[] = []
    for (let i = 0; i < 8; i++) {
      backend.answers = ['unavailable']
      // Not due yet: the open page's timer sends nothing.
      expect(await outbox.flush(backend.insert, { due: true })).toMatchObject({ delivered: 0 })
      const calls = backend.calls.length
      clock = outbox.nextAttemptAt()!
      await outbox.flush(backend.insert, { due: true })
      expect(backend.calls).toHaveLength(calls + 1)
      gaps.push(outbox.nextAttemptAt()! - clock)
    }
    expect(gaps[0]).toBe(2 * OUTBOX_RETRY_FIRST_MS)
    expect(gaps.every((g, i) => i === 0 || g >= gaps[i - 1]!)).toBe(true)
    expect(gaps.at(-1)).toBe(OUTBOX_RETRY_MAX_MS)
    expect(retryDelay(100)).toBe(OUTBOX_RETRY_MAX_MS)
    // A page load (or the browser back online) tries at once, whatever the timer says.
    backend.answers = []
    expect(await outbox.flush(backend.insert)).toMatchObject({ delivered: 1, kept: 0 })
  })

  it('keeping the same lead twice keeps it once', () => {
    const outbox = tab()
    const row = styleRow('fan@example.com')
    outbox.enqueue('chess_style_quiz', row)
    outbox.enqueue('chess_style_quiz', row)
    expect(outbox.pending()).toHaveLength(1)
  })

  it('drops leads older than 30 days and keeps at most 50', async () => {
    const outbox = tab()
    outbox.enqueue('chess_style_quiz', styleRow('old@example.com'))
    clock += 30 * 24 * 60 * 60 * 1000 + 1
    for (let i = 0; i < 51; i++) outbox.enqueue('chess_style_quiz', styleRow(`n${i}@example.com`))
    expect(outbox.pending()).toHaveLength(50)
    expect(outbox.pending().map((e) => e.row.email)).not.toContain('n0@example.com')
    clock += 1
    const report = await outbox.flush(backend.insert)
    expect(report).toEqual({ delivered: 50, kept: 0, expired: 0 })
    const stale = tab()
    stale.enqueue('chess_style_quiz', styleRow('stale@example.com'))
    clock += 31 * 24 * 60 * 60 * 1000
    expect(await stale.flush(backend.insert)).toEqual({ delivered: 0, kept: 0, expired: 1 })
  })

  it('treats unreadable storage as empty, and says when it cannot keep a lead', async () => {
    storage.setItem(`${OUTBOX_KEY_PREFIX}x`, '{not json')
    expect(tab().pending()).toEqual([])
    storage.setItem(`${OUTBOX_KEY_PREFIX}y`, JSON.stringify({ id: 1 }))
    expect(tab().pending()).toEqual([])
    const none = createOutbox({ storage: () => null })
    expect(none.enqueue('chess_style_quiz', styleRow('x@example.com'))).toBe(false)
    expect(await none.flush(backend.insert)).toEqual({ delivered: 0, kept: 0, expired: 0 })
  })
})

describe('storage', () => {
  it('one key per lead: a change to one lead never rewrites another', () => {
    const [a, b] = [tab(), tab()]
    const first = styleRow('first@example.com')
    const second = styleRow('second@example.com')
    a.enqueue('chess_style_quiz', first)
    b.enqueue('chess_style_quiz', second)
    expect(storage.getItem(`${OUTBOX_KEY_PREFIX}${first.client_id}`)).toContain('first@example.com')
    expect(storage.getItem(`${OUTBOX_KEY_PREFIX}${second.client_id}`)).toContain(
      'second@example.com',
    )
    a.remove(first.client_id!)
    expect(b.pending().map((e) => e.row.email)).toEqual(['second@example.com'])
  })
})

describe('two tabs', () => {
  it('flushing at the same time without locks: the database keeps one row, both outboxes empty', async () => {
    const [a, b] = [tab(), tab()]
    a.enqueue('chess_style_quiz', styleRow('fan@example.com'))
    await Promise.all([a.flush(backend.insert), b.flush(backend.insert)])
    expect(backend.calls).toHaveLength(2)
    expect(backend.rows).toHaveLength(1)
    expect(a.pending()).toEqual([])
    expect(b.pending()).toEqual([])
  })

  it('with Web Locks the second tab waits, then finds the lead delivered and sends nothing', async () => {
    let queue = Promise.resolve<unknown>(undefined)
    const locks = {
      request: ((_name: string, callback: () => Promise<unknown>) => {
        const result = queue.then(callback)
        queue = result.catch(() => undefined)
        return result
      }) as unknown as LockManager['request'],
    }
    const [a, b] = [tab({ locks: () => locks }), tab({ locks: () => locks })]
    a.enqueue('chess_style_quiz', styleRow('fan@example.com'))
    const reports = await Promise.all([a.flush(backend.insert), b.flush(backend.insert)])
    expect(backend.calls).toHaveLength(1)
    expect(backend.rows).toHaveLength(1)
    expect(reports.map((r) => r.delivered).sort()).toEqual([0, 1])
  })

  it('a lead another tab keeps while this one flushes is neither lost nor sent twice', async () => {
    const [a, b] = [tab(), tab()]
    a.enqueue('chess_style_quiz', styleRow('first@example.com'))
    const late = styleRow('late@example.com')
    const insert: InsertLead = async (table, row, options) => {
      // Tab b keeps a lead while tab a's delivery is in flight.
      if (b.pending().every((e) => e.id !== late.client_id)) b.enqueue('chess_style_quiz', late)
      return backend.insert(table, row, options)
    }
    expect(await a.flush(insert)).toEqual({ delivered: 2, kept: 0, expired: 0 })
    expect(backend.rows.map((r) => r.row['email']).sort()).toEqual([
      'first@example.com',
      'late@example.com',
    ])
  })

  it('one flush at a time within a tab', async () => {
    const a = tab()
    a.enqueue('chess_style_quiz', styleRow('fan@example.com'))
    const [first, second] = [a.flush(backend.insert), a.flush(backend.insert)]
    expect(second).toBe(first)
    await first
    expect(backend.calls).toHaveLength(1)
  })
})

describe('newLeadId', () => {
  it('makes distinct version-4 uuids', () => {
    const ids = new Set(Array.from({ length: 100 }, newLeadId))
    expect(ids.size).toBe(100)
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('hasKeptLeads (what a page reads before it loads the outbox)', () => {
  it('is true exactly when the outbox keeps a lead, under its own key', () => {
    expect(hasKeptLeads(null)).toBe(false)
    storage.setItem('user_email', 'fan@example.com')
    storage.setItem('email_subscribed_welcome_popup', 'true')
    expect(hasKeptLeads(storage)).toBe(false)
    const outbox = tab()
    outbox.enqueue('chess_style_quiz', styleRow('fan@example.com'))
    expect(hasKeptLeads(storage)).toBe(true)
    for (const lead of outbox.pending()) outbox.remove(lead.id)
    expect(hasKeptLeads(storage)).toBe(false)
  })
})
