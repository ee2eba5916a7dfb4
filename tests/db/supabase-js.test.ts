/**
 * The browser's path, in Node: supabase-js with the anon key, `.from(table).insert(row)` without
 * `.select()`. Requests go to `<url>/rest/v1/<table>`; like the Vite proxy, the fetch below strips
 * `/rest/v1` before PostgREST.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { TABLES, uniqueEmail } from './fixtures'
import { LEAD_PROOF_HEADER, forgedLeadProof, rowsByEmail } from './helpers'

const SITE_ORIGIN = 'http://site.localhost'

/** Also adds each insert's proof of work, as the site's lead store does (src/services/lead-store.ts). */
function proxyFetch(restUrl: string): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const prefix = `${SITE_ORIGIN}/rest/v1`
    if (!url.startsWith(prefix)) throw new Error(`unexpected request to ${url}`)
    const headers = new Headers(init?.headers)
    if (init?.method === 'POST') headers.set(LEAD_PROOF_HEADER, await forgedLeadProof())
    return fetch(`${restUrl}${url.slice(prefix.length)}`, { ...init, headers })
  }
}

let supabase: SupabaseClient

beforeAll(() => {
  supabase = createClient(SITE_ORIGIN, inject('anonKey'), {
    realtime: {
      transport: WebSocket as unknown as NonNullable<
        NonNullable<Parameters<typeof createClient>[2]>['realtime']
      >['transport'],
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: proxyFetch(inject('restUrl')) },
  })
})

describe('supabase-js as the site uses it', () => {
  it.each(TABLES.map((t) => [t.table, t] as const))(
    '%s: insert(row) succeeds with 201 and the row lands',
    async (_name, t) => {
      const row = t.valid(uniqueEmail(`js-${t.table}`))
      const { error, status } = await supabase.from(t.table).insert(row)
      expect(error).toBeNull()
      expect(status).toBe(201)
      const stored = await rowsByEmail(t.table, String(row['email']))
      expect(stored).toHaveLength(1)
      for (const [key, value] of Object.entries(row)) expect(stored[0]?.[key]).toEqual(value)
    },
  )

  it('a repeat subscription comes back as an error with status 409 ("Already Subscribed")', async () => {
    const email = uniqueEmail('js-dup')
    const first = await supabase
      .from('weekly_live_lessons')
      .insert({ email, source: 'free_weekly_strategy_session' })
    expect(first.error).toBeNull()
    const second = await supabase
      .from('weekly_live_lessons')
      .insert({ email, source: 'free_weekly_strategy_session' })
    // A bare 409: the database commits the refusal (so the proof it paid stays spent) and has no
    // error code to send; the site's lead store reads the status (tests/db/lead-store.test.ts).
    expect(second.status).toBe(409)
    expect(second.error).not.toBeNull()
  })

  it('a select with the anon key is an error (42501), not an empty list', async () => {
    const { data, error, status } = await supabase
      .from('newsletter_subscribers')
      .select('email')
      .limit(1)
    expect(data).toBeNull()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  it('a bad e-mail is an error and stores nothing', async () => {
    const { error } = await supabase
      .from('free_tactics_cheat_sheet')
      .insert({ email: 'Someone@Example.com', source: 'training_hub' })
    expect(error?.code).toBe('23514')
    expect(await rowsByEmail('free_tactics_cheat_sheet', 'Someone@Example.com')).toHaveLength(0)
  })
})
