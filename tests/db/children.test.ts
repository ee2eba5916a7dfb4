/**
 * Children (supabase/migrations/20250101000000_leads.sql): a learner under 13 is entered by a
 * parent. The row marks the address as a parent's (`for_child`, which the mail job's payload
 * carries), and no child's name is stored: a child's row holds the placeholder 'Quiz Taker', and
 * the database refuses any other name for it, whatever sent the row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import { TABLES, uniqueEmail } from './fixtures'
import { anon, rowsByEmail, sqlClient } from './helpers'
import { CHILD_NAME_PLACEHOLDER } from '../../src/domain/children'

const byName = (table: string) => TABLES.find((t) => t.table === table)!
const quiz = byName('quiz_submissions')
const study = byName('study_plans')

let sql: postgres.Sql
beforeAll(() => {
  sql = sqlClient()
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

async function jobPayloads(email: string) {
  const jobs = await sql<{ kind: string; payload: Record<string, unknown> }[]>`
    select kind, payload from app_private.mail_jobs where to_email = ${email} order by id`
  return jobs.map((j) => ({
    kind: j.kind,
    forChild: j.payload['for_child'],
    name: j.payload['name'],
  }))
}

describe('knowledge quiz (quiz_submissions)', () => {
  it("stores a parent's row for a child with the placeholder name, and the mail job knows", async () => {
    const email = uniqueEmail('child-quiz')
    const row = { ...quiz.valid(email), name: CHILD_NAME_PLACEHOLDER, for_child: true }
    expect((await anon.insert('quiz_submissions', row)).status).toBe(201)
    const [stored] = await rowsByEmail('quiz_submissions', email)
    expect(stored).toMatchObject({ name: 'Quiz Taker', for_child: true })
    expect(await jobPayloads(email)).toEqual([
      { kind: 'knowledge_quiz_result', forChild: true, name: 'Quiz Taker' },
    ])
  })

  it('an older learner is not a child unless the row says so', async () => {
    const email = uniqueEmail('adult-quiz')
    expect((await anon.insert('quiz_submissions', quiz.valid(email))).status).toBe(201)
    expect((await rowsByEmail('quiz_submissions', email))[0]).toMatchObject({
      name: 'Ada Lovelace',
      for_child: false,
    })
  })

  it("refuses a child's row with a name (a check, 23514) and stores nothing", async () => {
    const email = uniqueEmail('child-named')
    const answer = await anon.insert('quiz_submissions', { ...quiz.valid(email), for_child: true })
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '23514' })
    expect(answer.message).toMatch(/quiz_submissions_child_name_check/)
    expect(await rowsByEmail('quiz_submissions', email)).toEqual([])
    expect(await jobPayloads(email)).toEqual([])
  })
})

describe('study plan (study_plans)', () => {
  it("marks a Child (under 12) plan as a child's from its age group; the mail job knows", async () => {
    const email = uniqueEmail('child-plan')
    const row = { ...study.valid(email), age_group: 'Child (under 12)', name: 'Quiz Taker' }
    expect((await anon.insert('study_plans', row)).status).toBe(201)
    expect((await rowsByEmail('study_plans', email))[0]).toMatchObject({
      name: 'Quiz Taker',
      for_child: true,
    })
    expect(await jobPayloads(email)).toEqual([
      { kind: 'study_plan', forChild: true, name: 'Quiz Taker' },
    ])
  })

  it.each(['Teen (13-17)', 'Adult (18+)'])(
    'a %s plan keeps its name and is not a child',
    async (age) => {
      const email = uniqueEmail('older-plan')
      expect(
        (await anon.insert('study_plans', { ...study.valid(email), age_group: age })).status,
      ).toBe(201)
      expect((await rowsByEmail('study_plans', email))[0]).toMatchObject({
        name: 'Magnus',
        for_child: false,
      })
    },
  )

  it("refuses a child's plan with a name, and stores nothing", async () => {
    const email = uniqueEmail('child-plan-named')
    const answer = await anon.insert('study_plans', {
      ...study.valid(email),
      age_group: 'Child (under 12)',
    })
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '23514' })
    expect(answer.message).toMatch(/study_plans_child_name_check/)
    expect(await rowsByEmail('study_plans', email)).toEqual([])
  })

  it("the site cannot say a plan is not a child's: for_child is not writable", async () => {
    const email = uniqueEmail('child-plan-forged')
    const answer = await anon.insert('study_plans', {
      ...study.valid(email),
      age_group: 'Child (under 12)',
      name: 'Quiz Taker',
      for_child: false,
    })
    // A generated column: any value is refused (428C9), the one matching the age group too.
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: '428C9' })
    expect(await rowsByEmail('study_plans', email)).toEqual([])
  })
})
