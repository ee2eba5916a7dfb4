/**
 * What an anonymous visitor holding the public anon key can do, through the real PostgREST:
 * insert valid rows into the eight lead tables, and nothing else.
 */
import { describe, expect, it } from 'vitest'
import { TABLES, applyPatch, emailOfLength, uniqueEmail, type Row } from './fixtures'
import { anon, countRows, rowsByEmail, type RestAnswer } from './helpers'

/**
 * The insert policy's WITH CHECK would refuse the row: the lead guard refuses it first, before it
 * reads the proof or the list, with 400 (23514) for everyone (docs/leads-and-abuse.md).
 */
function expectRlsRefusal(answer: RestAnswer): void {
  expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '23514' })
  expect(answer.message).toMatch(/row-level security/)
}

/** The role lacks the privilege (table or column grant). */
function expectPermissionDenied(answer: RestAnswer): void {
  expect({ status: answer.status, code: answer.code }).toEqual({ status: 401, code: '42501' })
  expect(answer.message).toMatch(/permission denied/)
}

/** The stored row has exactly the values written (jsonb compared structurally). */
function expectStored(stored: Row[], written: Row): void {
  expect(stored).toHaveLength(1)
  const row = stored[0] ?? {}
  for (const [key, value] of Object.entries(written)) expect(row[key]).toEqual(value)
  expect(typeof row['id']).toBe('number')
  expect(Number.isNaN(Date.parse(String(row['created_at'])))).toBe(false)
}

describe.each(TABLES)('$table as anon', (t) => {
  it('accepts a valid row with 201 and the row lands as written', async () => {
    const row = t.valid(uniqueEmail(t.table))
    const answer = await anon.insert(t.table, row)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expectStored(await rowsByEmail(t.table, String(row['email'])), row)
  })

  it('accepts an e-mail of exactly 100 characters and refuses one of 101', async () => {
    const ok = t.valid(emailOfLength(100, t.table))
    expect((await anon.insert(t.table, ok)).status).toBe(201)
    expect(await rowsByEmail(t.table, String(ok['email']))).toHaveLength(1)

    const tooLong = t.valid(emailOfLength(101, t.table))
    expectRlsRefusal(await anon.insert(t.table, tooLong))
    expect(await rowsByEmail(t.table, String(tooLong['email']))).toHaveLength(0)
  })

  it('cannot SELECT', async () => {
    expectPermissionDenied(await anon.select(t.table))
    expectPermissionDenied(await anon.select(t.table, 'select=email&limit=1'))
  })

  it('cannot read back what it inserts (return=representation fails and nothing is kept)', async () => {
    const row = t.valid(uniqueEmail(`${t.table}-repr`))
    expectPermissionDenied(await anon.insert(t.table, row, { Prefer: 'return=representation' }))
    expect(await rowsByEmail(t.table, String(row['email']))).toHaveLength(0)
  })

  it('cannot UPDATE or DELETE: refused, and the row is untouched', async () => {
    const row = t.valid(uniqueEmail(`${t.table}-keep`))
    expect((await anon.insert(t.table, row)).status).toBe(201)
    const before = await countRows(t.table)
    const filter = `email=eq.${encodeURIComponent(String(row['email']))}`

    expectPermissionDenied(await anon.update(t.table, filter, { email: 'changed@example.com' }))
    expectPermissionDenied(await anon.delete(t.table, filter))
    expectPermissionDenied(await anon.delete(t.table, 'id=gt.0'))

    expect(await countRows(t.table)).toBe(before)
    expectStored(await rowsByEmail(t.table, String(row['email'])), row)
  })

  it.each([
    ['no @', 'not-an-email'],
    ['no top-level domain', 'someone@example'],
    ['one-letter top-level domain', 'someone@example.c'],
    ['markup', '<b>x</b>@example.com'],
    ['space inside', 'some one@example.com'],
    ['two @', 'a@b@example.com'],
    ['empty', ''],
  ])('refuses a malformed e-mail (%s)', async (_label, email) => {
    const before = await countRows(t.table)
    expectRlsRefusal(await anon.insert(t.table, t.valid(email)))
    expect(await countRows(t.table)).toBe(before)
  })

  it('refuses an e-mail that is not trimmed and lower-cased (the site normalises, the database checks)', async () => {
    const email = uniqueEmail(`${t.table}-case`)
    for (const variant of [email.toUpperCase(), ` ${email}`, `${email}\n`]) {
      expectRlsRefusal(await anon.insert(t.table, t.valid(variant)))
      expect(await rowsByEmail(t.table, variant)).toHaveLength(0)
    }
    expect(await rowsByEmail(t.table, email)).toHaveLength(0)
  })

  it('refuses a missing e-mail', async () => {
    const row = applyPatch(t.valid('x@example.com'), { email: undefined })
    const answer = await anon.insert(t.table, row)
    expect(answer.status).toBe(400)
    expect(answer.code).toBe('23514')
  })

  it('refuses an unknown column with 400 PGRST204', async () => {
    const email = uniqueEmail(`${t.table}-col`)
    const answer = await anon.insert(t.table, { ...t.valid(email), is_admin: true })
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: 'PGRST204' })
    expect(await rowsByEmail(t.table, email)).toHaveLength(0)
  })

  it('refuses writing id (generated always: 428C9)', async () => {
    const email = uniqueEmail(`${t.table}-id`)
    const answer = await anon.insert(t.table, { ...t.valid(email), id: 424242 })
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '428C9' })
    expect(await rowsByEmail(t.table, email)).toHaveLength(0)
  })

  it('refuses writing created_at (no column grant)', async () => {
    const email = uniqueEmail(`${t.table}-created`)
    const answer = await anon.insert(t.table, {
      ...t.valid(email),
      created_at: '2000-01-01T00:00:00Z',
    })
    expectPermissionDenied(answer)
    expect(answer.message).toMatch(new RegExp(`permission denied for table ${t.table}`))
    expect(await rowsByEmail(t.table, email)).toHaveLength(0)
  })

  const badRows = [...t.oversize, ...t.badJson, ...t.other]
  it.each(badRows.map((bad) => [bad.name, bad] as const))(
    'refuses a row with %s',
    async (_name, bad) => {
      const email = uniqueEmail(`${t.table}-bad`)
      const answer = await anon.insert(t.table, applyPatch(t.valid(email), bad.patch))
      // RLS WITH CHECK runs before the table CHECKs, so anon meets the policy first.
      expectRlsRefusal(answer)
      expect(await rowsByEmail(t.table, email)).toHaveLength(0)
    },
  )

  it('has at least one oversize case, and a wrong-type case when it has a jsonb column', () => {
    expect(t.oversize.length).toBeGreaterThan(0)
    const jsonColumns = t.columns.filter((c) => ['answers', 'generated_plan'].includes(c))
    expect(t.badJson.length > 0).toBe(jsonColumns.length > 0)
  })
})

describe.each(TABLES.filter((t) => t.subscription))('$table duplicates', (t) => {
  it('answers a repeat e-mail with 409 and keeps one row', async () => {
    const email = uniqueEmail(`${t.table}-dup`)
    expect((await anon.insert(t.table, t.valid(email))).status).toBe(201)
    const again = await anon.insert(t.table, { ...t.valid(email), source: 'blog_article' })
    // A bare 409, committed (the proof it paid stays spent): no error code in the body.
    expect(again.status).toBe(409)
    const stored = await rowsByEmail(t.table, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.['source']).toBe(t.valid(email)['source'])
  })

  it('cannot overwrite an existing subscription by upsert (no UPDATE privilege)', async () => {
    const email = uniqueEmail(`${t.table}-upsert`)
    expect((await anon.insert(t.table, t.valid(email))).status).toBe(201)
    const upsert = await anon.insert(
      t.table,
      { email, source: 'attacker' },
      { Prefer: 'resolution=merge-duplicates' },
    )
    expect(upsert.status).toBe(401)
    expect(upsert.code).toBe('42501')
    expect((await rowsByEmail(t.table, email))[0]?.['source']).toBe(t.valid(email)['source'])
  })

  it('refuses a case/whitespace variant of a subscribed e-mail instead of storing a second copy', async () => {
    const email = uniqueEmail(`${t.table}-variant`)
    expect((await anon.insert(t.table, t.valid(email))).status).toBe(201)
    expectRlsRefusal(await anon.insert(t.table, t.valid(`  ${email.toUpperCase()} `)))
    expect(await rowsByEmail(t.table, email)).toHaveLength(1)
  })
})

describe('non-subscription tables', () => {
  it.each(TABLES.filter((t) => !t.subscription).map((t) => [t.table, t] as const))(
    '%s keeps every submission of the same e-mail (no unique e-mail)',
    async (_table, t) => {
      const email = uniqueEmail(`${t.table}-twice`)
      expect((await anon.insert(t.table, t.valid(email))).status).toBe(201)
      expect((await anon.insert(t.table, t.valid(email))).status).toBe(201)
      expect(await rowsByEmail(t.table, email)).toHaveLength(2)
    },
  )

  it.each(TABLES.filter((t) => !t.subscription).map((t) => [t.table, t] as const))(
    '%s stores a lead sent twice with the same client_id once: the repeat is 409 / 23505',
    async (_table, t) => {
      const email = uniqueEmail(`${t.table}-retry`)
      const row = { ...t.valid(email), client_id: crypto.randomUUID() }
      expect((await anon.insert(t.table, row)).status).toBe(201)
      const again = await anon.insert(t.table, row)
      expect({ status: again.status, code: again.code }).toEqual({ status: 409, code: '23505' })
      // Another lead of the same visitor has its own key and lands.
      const other = { ...t.valid(email), client_id: crypto.randomUUID() }
      expect((await anon.insert(t.table, other)).status).toBe(201)
      const stored = await rowsByEmail(t.table, email)
      expect(stored.map((r) => r['client_id']).sort()).toEqual(
        [row.client_id, other.client_id].sort(),
      )
    },
  )

  it('refuses a client_id that is not a uuid', async () => {
    const email = uniqueEmail('client-id-shape')
    const t = TABLES.find((c) => c.table === 'chess_style_quiz')!
    const answer = await anon.insert(t.table, { ...t.valid(email), client_id: 'not-a-uuid' })
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '22P02' })
    expect(await rowsByEmail(t.table, email)).toHaveLength(0)
  })

  it('refuses a bulk insert as a whole, at its second row', async () => {
    const good = uniqueEmail('bulk-good')
    const answer = await anon.insert('newsletter_subscribers', [
      { email: good, source: 'learn_newsletter' },
      { email: 'bad', source: 'learn_newsletter' },
    ])
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '22023' })
    expect(await rowsByEmail('newsletter_subscribers', good)).toHaveLength(0)
  })
})
