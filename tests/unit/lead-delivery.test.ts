/**
 * Lead delivery (src/services/lead-delivery.ts): every form's saves go through it. One id per lead
 * across retries, written ahead to the outbox, a retry that finds its own earlier attempt counted as
 * saved, and a flush of the outbox meanwhile that leaves the form's lead to the form. The backend is the fake database of tests/unit/lead-fakes.ts: one row per
 * client_id (or per e-mail on a subscription list), a repeat answered 409.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeadRows } from '../../src/domain/leads'
import { createLeadDelivery } from '../../src/services/lead-delivery'
import type { LeadStore } from '../../src/services/lead-store'
import { createOutbox, type Outbox } from '../../src/services/outbox'
import { FakeBackend, MemoryStorage } from './lead-fakes'

let storage: MemoryStorage
let backend: FakeBackend
let outbox: Outbox
let ids: number

const delivery = () =>
  createLeadDelivery({
    store: (): LeadStore => ({ insert: backend.insert }),
    outbox,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  })

const quizRow = (email: string): LeadRows['quiz_submissions'] => ({
  name: 'Ada',
  email,
  score: 1,
  total_questions: 2,
  answers: [1, 0],
  for_child: false,
})
const sub = (email: string) => ({ email, source: 'faqs_newsletter' })

beforeEach(() => {
  storage = new MemoryStorage()
  backend = new FakeBackend()
  outbox = createOutbox({ storage: () => storage })
  ids = 0
})

describe('one lead, one id', () => {
  it('sends the same client_id on every attempt until the lead is saved, a fresh one after', async () => {
    const form = delivery()
    backend.answers = ['network', 'unavailable']
    expect(await form.save('quiz_submissions', quizRow('a@example.com'))).toMatchObject({
      status: 'error',
      message: null,
    })
    expect((await form.save('quiz_submissions', quizRow('a@example.com'))).status).toBe('error')
    expect(await form.save('quiz_submissions', quizRow('a@example.com'))).toEqual({
      status: 'success',
    })
    expect(new Set(backend.calls.map((c) => c.key))).toEqual(
      new Set([`00000000-0000-4000-8000-000000000001`]),
    )
    await form.save('quiz_submissions', quizRow('b@example.com'))
    expect(backend.calls.at(-1)!.key).toBe('00000000-0000-4000-8000-000000000002')
    expect(backend.rows).toHaveLength(2)
  })

  it('a request that timed out here but landed there, then a retry: one row, and the retry reads as saved', async () => {
    const form = delivery()
    backend.answers = ['landed-but-lost']
    expect((await form.save('study_plans', planRow())).status).toBe('error')
    expect(await form.save('study_plans', planRow())).toEqual({ status: 'success' })
    expect(backend.rows).toHaveLength(1)
    expect(outbox.pending()).toEqual([])
  })

  it('keeps the client_id a row already carries (the style quiz makes its own)', async () => {
    const form = delivery()
    const row: LeadRows['chess_style_quiz'] = {
      email: 's@example.com',
      answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1],
      result: 'grinder',
      style_title: 'The Grinder',
      client_id: '11111111-1111-4111-8111-111111111111',
    }
    backend.answers = ['network']
    await form.save('chess_style_quiz', row)
    expect(outbox.pending().map((e) => e.id)).toEqual([row.client_id])
    expect(backend.calls[0]!.key).toBe(row.client_id)
  })

  it('a row naming another lead (the style quiz retaken) is a new lead: the unsettled one stays kept', async () => {
    const form = delivery()
    const styleRow = (email: string, client_id: string): LeadRows['chess_style_quiz'] => ({
      email,
      answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      result: 'tactician',
      style_title: 'The Tactician',
      client_id,
    })
    const first = styleRow('first@example.com', '11111111-1111-4111-8111-111111111111')
    const second = styleRow('second@example.com', '22222222-2222-4222-8222-222222222222')
    backend.answers = ['landed-but-lost', 'network']
    await form.save('chess_style_quiz', first)
    await form.save('chess_style_quiz', second)
    expect(backend.calls.map((c) => c.key)).toEqual([first.client_id, second.client_id])
    expect(outbox.pending().map((e) => [e.id, e.row])).toEqual([
      [first.client_id, first],
      [second.client_id, second],
    ])
    await outbox.flush(backend.insert)
    expect(backend.rows.map((r) => r.row['email'])).toEqual([first.email, second.email])
    expect(outbox.pending()).toEqual([])
  })

  it('sends no client_id to the subscription lists (their unique e-mail plays that part)', async () => {
    const seen: unknown[] = []
    const form = createLeadDelivery({
      store: () => ({
        insert: async (_table, row) => {
          seen.push(row)
          return { status: 'success' }
        },
      }),
      outbox,
    })
    await form.save('newsletter_subscribers', sub('n@example.com'))
    expect(seen).toEqual([sub('n@example.com')])
  })
})

describe('written ahead to the outbox', () => {
  it('holds the lead while its request is in flight, so a tab closed mid-request loses nothing', async () => {
    const form = delivery()
    backend.answers = ['hang']
    const controller = new AbortController()
    const saving = form.save('quiz_submissions', quizRow('w@example.com'), controller.signal)
    expect(outbox.pending()).toMatchObject([
      { table: 'quiz_submissions', row: { email: 'w@example.com', client_id: expect.any(String) } },
    ])
    // The tab goes away: the next load's flush delivers the kept lead, once.
    const nextLoad = createOutbox({ storage: () => storage })
    expect(await nextLoad.flush(backend.insert)).toMatchObject({ delivered: 1, kept: 0 })
    controller.abort()
    await saving
    expect(backend.rows).toHaveLength(1)
  })

  it('keeps a failed lead until delivered; a retry with a corrected e-mail replaces it, never both', async () => {
    const form = delivery()
    backend.answers = ['unavailable']
    await form.save('newsletter_subscribers', sub('typo@exampel.com'))
    expect(outbox.pending().map((e) => e.row)).toEqual([sub('typo@exampel.com')])
    backend.answers = ['network']
    await form.save('newsletter_subscribers', sub('right@example.com'))
    expect(outbox.pending().map((e) => e.row)).toEqual([sub('right@example.com')])
    expect(await outbox.flush(backend.insert)).toMatchObject({ delivered: 1, kept: 0 })
    expect(backend.rows.map((r) => r.row['email'])).toEqual(['right@example.com'])
  })

  it('a changed e-mail after an attempt with no answer is a new lead: new id, the old one not sent', async () => {
    const form = delivery()
    backend.answers = ['landed-but-lost']
    await form.save('quiz_submissions', quizRow('typo@exampel.com'))
    const first = backend.calls[0]!.key
    expect(await form.save('quiz_submissions', quizRow('right@example.com'))).toEqual({
      status: 'success',
    })
    expect(backend.calls[1]!.key).not.toBe(first)
    // The corrected lead is stored, not counted as the typo's duplicate.
    expect(backend.rows.map((r) => r.row['email'])).toEqual([
      'typo@exampel.com',
      'right@example.com',
    ])
    expect(outbox.pending()).toEqual([])
  })

  it('a lead refused for good is not kept; the corrected retry is a new lead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const form = delivery()
    backend.answers = ['refuse']
    expect(await form.save('quiz_submissions', quizRow('a@example.com'))).toMatchObject({
      status: 'error',
      refused: true,
    })
    expect(outbox.pending()).toEqual([])
    expect(await form.save('quiz_submissions', quizRow('a@example.com'))).toEqual({
      status: 'success',
    })
    expect(new Set(backend.calls.map((c) => c.key)).size).toBe(2)
  })

  it('forgets the lead once saved, and once it is found already on the list', async () => {
    const form = delivery()
    await form.save('newsletter_subscribers', sub('x@example.com'))
    expect(outbox.pending()).toEqual([])
    expect(await delivery().save('newsletter_subscribers', sub('x@example.com'))).toEqual({
      status: 'duplicate',
    })
    expect(outbox.pending()).toEqual([])
  })
})

describe('a retry on a subscription list that finds its own earlier attempt', () => {
  it('after an attempt with no answer that landed: success, not "already subscribed"', async () => {
    const form = delivery()
    backend.answers = ['landed-but-lost']
    await form.save('weekly_live_lessons', sub('l@example.com'))
    expect(await form.save('weekly_live_lessons', sub('l@example.com'))).toEqual({
      status: 'success',
    })
    expect(backend.rows).toHaveLength(1)
  })

  it('after the outbox delivered it meanwhile (back online): success', async () => {
    const form = delivery()
    backend.answers = ['network']
    await form.save('free_tactics_cheat_sheet', sub('o@example.com'))
    await outbox.flush(backend.insert)
    expect(await form.save('free_tactics_cheat_sheet', sub('o@example.com'))).toEqual({
      status: 'success',
    })
    expect(backend.rows).toHaveLength(1)
  })

  it('an e-mail someone else subscribed is still "already subscribed", even after a failed attempt', async () => {
    await delivery().save('newsletter_subscribers', sub('taken@example.com'))
    const form = delivery()
    backend.answers = ['refuse']
    await form.save('newsletter_subscribers', sub('taken@example.com'))
    expect(await form.save('newsletter_subscribers', sub('taken@example.com'))).toEqual({
      status: 'duplicate',
    })
    backend.answers = ['network']
    await form.save('newsletter_subscribers', sub('mine@example.com'))
    expect(await form.save('newsletter_subscribers', sub('taken@example.com'))).toEqual({
      status: 'duplicate',
    })
  })
})

describe('a flush while the form is saving', () => {
  it("leaves the form's lead to the form: one request, and the form's own answer", async () => {
    const form = delivery()
    const saving = form.save('newsletter_subscribers', sub('early@example.com'))
    // The page-load flush (or `online`) runs while the form's request is in flight.
    const report = await outbox.flush(backend.insert)
    expect(report).toEqual({ delivered: 0, kept: 1, expired: 0 })
    expect(await saving).toEqual({ status: 'success' })
    expect(backend.calls).toHaveLength(1)
    expect(backend.rows).toHaveLength(1)
    expect(outbox.pending()).toEqual([])
  })

  it('delivers it once the form has let go of it (its save failed)', async () => {
    backend.answers = ['network']
    const form = delivery()
    expect(await form.save('quiz_submissions', quizRow('later@example.com'))).toMatchObject({
      status: 'error',
    })
    expect(await outbox.flush(backend.insert)).toMatchObject({ delivered: 1, kept: 0 })
    expect(backend.rows).toHaveLength(1)
  })

  it('there is no success without the backend having the row', async () => {
    for (const answer of ['network', 'refuse'] as const) {
      backend.answers = [answer]
      const outcome = await delivery().save('quiz_submissions', quizRow(`${answer}@example.com`))
      expect(outcome.status, answer).toBe('error')
    }
    expect(backend.rows).toEqual([])
  })
})

function planRow(): LeadRows['study_plans'] {
  return {
    name: 'Ada',
    email: 'p@example.com',
    experience: 'Beginner',
    hours_per_week: '1-3 hours',
    goal: 'Improve tactics',
    age_group: 'Adult',
    generated_plan: { title: 't', schedule: 's', focus: 'f', activities: ['a'] },
  }
}
