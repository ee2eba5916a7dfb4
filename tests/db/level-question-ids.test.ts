/**
 * The level quizzes' row says which questions were asked (migration
 * 20250101000000_leads.sql): `question_ids`, the bank's ids in the order asked. The
 * database keeps the bank's ids and the draw size as closed sets computed from the content
 * (tests/db/lead-options.ts), and refuses a row whose ids are unknown, repeated, missing, or not one
 * per answer: 400, nothing stored. The mail job's payload carries them for the topics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import { TABLES, uniqueEmail } from './fixtures'
import { anon, rowsByEmail, sqlClient } from './helpers'
import { LEVEL_QUESTION_COUNT, LEVEL_QUESTION_IDS } from './lead-options'

const level = TABLES.find((t) => t.table === 'chess_level_quiz')!

let sql: postgres.Sql
beforeAll(() => {
  sql = sqlClient()
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

describe('chess_level_quiz.question_ids', () => {
  it("the database's ids and draw size are the content's", async () => {
    const [row] = await sql<{ ids: string[]; count: number }[]>`
      select array_to_json(app_private.level_question_ids()) as ids,
             app_private.level_quiz_question_count() as count`
    expect([...row!.ids].sort()).toEqual([...LEVEL_QUESTION_IDS].sort())
    expect(row!.count).toBe(LEVEL_QUESTION_COUNT)
  })

  it('a row with the questions asked lands, and its mail job carries them', async () => {
    const email = uniqueEmail('level-ids')
    const row = level.valid(email)
    expect((await anon.insert('chess_level_quiz', row)).status).toBe(201)
    const [stored] = await rowsByEmail('chess_level_quiz', email)
    expect(stored?.['question_ids']).toEqual(row['question_ids'])
    const jobs = await sql<{ payload: Record<string, unknown> }[]>`
      select payload from app_private.mail_jobs
      where to_email = ${email} and kind = 'level_quiz_result'`
    expect(jobs.map((j) => j.payload['question_ids'])).toEqual([row['question_ids']])
  })

  const ids = level.valid('x@example.com')['question_ids'] as string[]
  const cases: Array<[string, Record<string, unknown>]> = [
    ['no question ids', { question_ids: undefined }],
    ['null question ids', { question_ids: null }],
    ['ids as an object', { question_ids: { 0: ids[0] } }],
    ['an id not in the bank', { question_ids: [...ids.slice(0, -1), 'tactics-fork'] }],
    ['an id that is not text', { question_ids: [...ids.slice(0, -1), 7] }],
    ['a repeated id', { question_ids: [...ids.slice(0, -1), ids[0]] }],
    ['one id fewer than the answers', { question_ids: ids.slice(0, -1) }],
    [
      'ids and answers of the same length, shorter than a visit draws',
      { question_ids: ids.slice(0, -1), answers: [0, 2, 1, 3, 1, 0, 2, 2, 1] },
    ],
    ['every id of the bank, more than the answers', { question_ids: [...LEVEL_QUESTION_IDS] }],
  ]
  it.each(cases)('%s: refused (400), nothing stored', async (_, patch) => {
    const email = uniqueEmail('level-ids-bad')
    const row: Record<string, unknown> = { ...level.valid(email), ...patch }
    if (patch['question_ids'] === undefined) delete row['question_ids']
    const answer = await anon.insert('chess_level_quiz', row)
    expect(answer.status).toBe(400)
    expect(await rowsByEmail('chess_level_quiz', email)).toEqual([])
  })
})
