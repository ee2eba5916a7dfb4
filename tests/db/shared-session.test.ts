/**
 * The local database answers every connection as a session of its own would (supabase/local/
 * pglite-queue.ts): PGlite has one session for all of them, and an extended-protocol query from one
 * connection must not have another's messages run in its middle. PostgREST's inserts and the Edge
 * Functions' queries (the lead-challenge function, the mail sender) arrive at once on a busy site;
 * before the fix some failed with `portal "" does not exist`. On PostgreSQL 15 (npm run test:db:pg)
 * the same checks hold by construction.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from './fixtures'
import { anon, sqlClient } from './helpers'

const clients = [sqlClient(), sqlClient()]
afterAll(async () => {
  await Promise.all(clients.map((sql) => sql.end({ timeout: 5 })))
})

describe('connections at the same time', () => {
  it('each gets its own answers to parameterised queries, and PostgREST its inserts', async () => {
    const count = 60
    const ask = (sql: (typeof clients)[number], tag: string) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const [row] = await sql<{ v: string }[]>`select ${tag}::text || ${i}::int as v`
          return row!.v
        }),
      )
    const inserts = Promise.all(
      Array.from({ length: 10 }, () =>
        anon.insert('newsletter_subscribers', {
          email: uniqueEmail('session'),
          source: 'faqs_newsletter',
        }),
      ),
    )
    const [a, b, stored] = await Promise.all([
      ask(clients[0]!, 'a'),
      ask(clients[1]!, 'b'),
      inserts,
    ])
    expect(a).toEqual(Array.from({ length: count }, (_, i) => `a${i}`))
    expect(b).toEqual(Array.from({ length: count }, (_, i) => `b${i}`))
    expect(stored.map((answer) => answer.status)).toEqual(Array(10).fill(201))
  })
})
