/**
 * The site's one door to the backend (`src/services/lead-store.ts`) against the real PostgREST:
 * a failed load of supabase-js is retried on the next save, an aborted save stores nothing, and the
 * answers map to the outcomes the machines branch on.
 */
import { createClient } from '@supabase/supabase-js'
import { describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { createLeadStore, type LeadStoreConfig } from '../../src/services/lead-store'
import { TABLES, uniqueEmail } from './fixtures'
import { forgedLeadProof, rowsByEmail, sqlClient } from './helpers'

const SITE_ORIGIN = 'http://site.localhost'

function config(overrides: Partial<LeadStoreConfig> = {}): LeadStoreConfig {
  const restUrl = inject('restUrl')
  return {
    url: SITE_ORIGIN,
    anonKey: inject('anonKey'),
    // A solved challenge per lead, as the browser makes them (tests/db/abuse.test.ts solves real ones).
    proofs: { prepare: () => {}, take: () => forgedLeadProof() },
    clientOptions: {
      realtime: {
        transport: WebSocket as unknown as NonNullable<
          NonNullable<Parameters<typeof createClient>[2]>['realtime']
        >['transport'],
      },
      global: {
        // Like the Vite proxy: <origin>/rest/v1/<table> -> PostgREST /<table>.
        fetch: (input, init) =>
          fetch(
            String(input instanceof Request ? input.url : input).replace(
              `${SITE_ORIGIN}/rest/v1`,
              restUrl,
            ),
            init,
          ),
      },
    },
    ...overrides,
  }
}

describe('createLeadStore', () => {
  it('a failed load of supabase-js fails that save only; the next save loads it again and stores once', async () => {
    let loads = 0
    const store = createLeadStore(
      config({
        loadSupabase: async () => {
          loads += 1
          if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
          return { createClient }
        },
      }),
    )
    const email = uniqueEmail('store-retry')
    const row = { email, source: 'faqs_newsletter' }
    expect(await store.insert('newsletter_subscribers', row)).toEqual({
      status: 'error',
      refused: false,
      code: null,
      message: null,
    })
    expect(await rowsByEmail('newsletter_subscribers', email)).toHaveLength(0)
    expect(await store.insert('newsletter_subscribers', row)).toEqual({ status: 'success' })
    expect(loads).toBe(2)
    expect(await rowsByEmail('newsletter_subscribers', email)).toHaveLength(1)
    // Once loaded, the client is kept: no third load.
    expect(await store.insert('newsletter_subscribers', row)).toEqual({ status: 'duplicate' })
    expect(loads).toBe(2)
  })

  it('stored without its mail (an address that unsubscribed from everything): success, mail withheld', async () => {
    const store = createLeadStore(config())
    const email = uniqueEmail('store-no-mail')
    const sql = sqlClient()
    try {
      await sql`select app_private.unsubscribe_mail_address(${email}, 'all')`
    } finally {
      await sql.end({ timeout: 5 })
    }
    const opening = TABLES.find((t) => t.table === 'opening_recommender')!.valid(email)
    expect(await store.insert('opening_recommender', opening as never)).toEqual({
      status: 'success',
      mail: 'withheld',
    })
    expect(await rowsByEmail('opening_recommender', email)).toHaveLength(1)
  })

  it('an aborted save answers with the fallback (no server message) and stores nothing', async () => {
    const store = createLeadStore(config())
    const email = uniqueEmail('store-abort')
    const controller = new AbortController()
    controller.abort()
    expect(
      await store.insert(
        'weekly_live_lessons',
        { email, source: 'training_hub_popup' },
        { signal: controller.signal },
      ),
    ).toEqual({ status: 'error', refused: false, code: null, message: null })
    expect(await rowsByEmail('weekly_live_lessons', email)).toHaveLength(0)
  })

  it('a row the database refuses is a permanent refusal, with its code and message (for the console)', async () => {
    const store = createLeadStore(config())
    const outcome = await store.insert('free_tactics_cheat_sheet', {
      email: 'not an email',
      source: 'learn_cheat_sheet',
    })
    expect(outcome).toMatchObject({ status: 'error', refused: true, code: '23514' })
    expect(outcome.status === 'error' && outcome.message).toMatch(/row-level security/)
  })

  it('a closed option the database refuses (CHECK, 23514): refused for good', async () => {
    const store = createLeadStore(config())
    const outcome = await store.insert('chess_style_quiz', {
      email: uniqueEmail('store-closed'),
      answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1],
      result: 'chaos',
      style_title: 'The Chaos Monkey',
    })
    expect(outcome).toMatchObject({ status: 'error', refused: true, code: '23514' })
  })

  it('a limit answers a bare 429 (no code, no reason): kept and tried again later', async () => {
    const sql = sqlClient()
    const [saved] = await sql<{ value: number }[]>`
      select value from app_private.lead_settings where name = 'email_per_hour'`
    await sql`update app_private.lead_settings set value = 1 where name = 'email_per_hour'`
    try {
      const store = createLeadStore(config())
      const email = uniqueEmail('store-limit')
      const row = {
        name: 'Ada Lovelace',
        email,
        score: 7,
        total_questions: 10,
        answers: [1, 1, 0, 1, 1, 0, 1, 1, 0, 1] as (0 | 1)[],
        for_child: false,
      }
      expect(
        await store.insert('quiz_submissions', { ...row, client_id: crypto.randomUUID() }),
      ).toEqual({ status: 'success' })
      const limited = await store.insert('quiz_submissions', {
        ...row,
        client_id: crypto.randomUUID(),
      })
      expect(limited).toMatchObject({ status: 'error', refused: false, code: null })
      expect(await rowsByEmail('quiz_submissions', email)).toHaveLength(1)
    } finally {
      await sql`update app_private.lead_settings set value = ${saved!.value} where name = 'email_per_hour'`
      await sql`delete from app_private.rate_counters`
      await sql.end({ timeout: 5 })
    }
  })

  it("a refused proof of work (403) or a limit (429) is not the lead's fault: tried again later", async () => {
    const bad = createLeadStore(
      config({
        proofs: { prepare: () => {}, take: () => forgedLeadProof({ expiresInSeconds: -5 }) },
      }),
    )
    const email = uniqueEmail('store-proof')
    expect(
      await bad.insert('newsletter_subscribers', { email, source: 'faqs_newsletter' }),
    ).toEqual({
      status: 'error',
      refused: false,
      code: 'PT403',
      message: 'lead proof expired',
    })
    const none = createLeadStore(
      config({ proofs: { prepare: () => {}, take: () => Promise.reject(new Error('offline')) } }),
    )
    expect(
      await none.insert('newsletter_subscribers', { email, source: 'faqs_newsletter' }),
    ).toEqual({
      status: 'error',
      refused: false,
      code: null,
      message: null,
    })
    expect(await rowsByEmail('newsletter_subscribers', email)).toEqual([])
  })

  it('only 23505 is a duplicate', async () => {
    const store = createLeadStore(config())
    const email = uniqueEmail('store-dup')
    expect(
      await store.insert('newsletter_subscribers', { email, source: 'faqs_newsletter' }),
    ).toEqual({ status: 'success' })
    expect(
      await store.insert('newsletter_subscribers', { email, source: 'faqs_newsletter' }),
    ).toEqual({ status: 'duplicate' })
  })
})
