/**
 * funnel_events (supabase/migrations/20250101000300_funnels.sql) as the anon role
 * through the real PostgREST: a batch of known chart states lands; unknown charts and states,
 * malformed values, oversize batches and anything but INSERT are refused; the database's list of
 * states is the charts' own; and the funnel_report view (what `npm run funnels` prints) gives the
 * numbers computed by hand from a seeded set of events with two timings versions.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import * as timings from '../../machines/timings'
import { FUNNEL_BATCH_MAX } from '../../machines/timings'
import { readReport } from '../../scripts/funnels/cli'
import { FUNNELS } from '../../scripts/funnels/definitions'
import { formatReport, reportHtml, type ReportRow } from '../../scripts/funnels/report'
import { allowedStates } from '../../scripts/funnels/sql'
import { timingsVersion, type FunnelEvent } from '../../src/domain/funnel-events'
import type { Row } from './fixtures'
import { anon, shipForFunnels, sqlClient, type RestAnswer } from './helpers'
import { inject } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
let sql: postgres.Sql

/** Two experiments of two arms, as a build that ran them would have listed them. */
const FIXTURE_EXPERIMENTS = [
  { key: 'welcome-delay-8s', arms: 2 },
  { key: 'exit-dwell-20s', arms: 2 },
]

beforeAll(async () => {
  sql = sqlClient()
  await shipForFunnels(sql, ['aaaaaaa1', 'bbbbbbb2'], FIXTURE_EXPERIMENTS)
})
afterAll(async () => {
  await sql.end({ timeout: 5 })
})

function event(patch: Partial<FunnelEvent> = {}): FunnelEvent & Row {
  return {
    chart: 'levelQuiz',
    state: 'quiz.answering',
    variant: null,
    page: '/chess-level-quiz',
    tab: randomUUID(),
    at: new Date().toISOString(),
    timings: timingsVersion(timings),
    arms: [],
    ...patch,
  }
}

async function countFor(tab: string): Promise<number> {
  const [row] = await sql<Array<{ n: number }>>`
    select count(*)::int as n from public.funnel_events where tab = ${tab}::uuid`
  return row!.n
}

function expectRefused(answer: RestAnswer, status: number, code: string): void {
  expect({ status: answer.status, code: answer.code }).toEqual({ status, code })
}

describe('funnel_events as anon', () => {
  it('takes a batch of known chart states and stores each row as sent', async () => {
    const tab = randomUUID()
    const batch = [
      event({ tab }),
      event({ tab, state: 'email.idle' }),
      event({
        tab,
        chart: 'timedPopup',
        state: 'open',
        variant: 'homeWelcome',
        page: '/',
        arms: ['welcome-delay-8s:B', 'exit-dwell-20s:A'],
      }),
      event({
        tab,
        chart: 'subscribe',
        state: 'ready.success',
        variant: 'chess-style-quiz',
        page: '(other)',
      }),
    ]
    const answer = await anon.insert('funnel_events', batch)
    expect(answer.status).toBe(201)
    const rows = await sql<Array<Record<string, unknown>>>`
      select chart, state, variant, page, tab::text as tab, timings, to_json(arms) as arms
      from public.funnel_events
      where tab = ${tab}::uuid order by id`
    expect(rows).toEqual(batch.map(({ at: _at, ...rest }) => rest))
  })

  it.each([
    ['an unknown chart', { chart: 'checkout' }],
    ['an unknown state of a known chart', { state: 'quiz.sleeping' }],
    ['a state of another chart', { state: 'ready.success' }],
    ['a non-leaf state', { state: 'quiz' }],
    ['a page that is not a route path', { page: '/Quiz?email=a@b.co' }],
    ['an overlong page', { page: `/${'a'.repeat(100)}` }],
    ['a variant that is text, not an identifier', { variant: 'a@b.co' }],
    ['an overlong variant', { variant: 'a'.repeat(65) }],
    ['a malformed timings version', { timings: 'v1' }],
    ['an arm with no experiment key', { arms: ['B'] }],
    ['an experiment key that is text, not an identifier', { arms: ['Welcome Delay:B'] }],
    ['an overlong experiment key', { arms: [`${'a'.repeat(41)}:B`] }],
    ['an arm beyond D', { arms: ['welcome-delay-8s:E'] }],
    ['an arm that is a name, not a letter', { arms: ['welcome-delay-8s:Bob'] }],
    ['two arms of one experiment', { arms: ['welcome-delay-8s:A', 'welcome-delay-8s:B'] }],
    ['more than four experiments', { arms: ['a:A', 'b:A', 'c:A', 'd:A', 'e:A'] }],
    ['an empty arm', { arms: [null as unknown as string] }],
  ])('refuses %s, and the batch it is in, whole', async (_name, patch) => {
    const tab = randomUUID()
    const answer = await anon.insert('funnel_events', [event({ tab }), event({ tab, ...patch })])
    expectRefused(answer, 401, '42501')
    expect(answer.message).toMatch(/row-level security/)
    expect(await countFor(tab)).toBe(0)
  })

  it.each([
    ['a timings version no build has sent', { timings: '0badf00d' }],
    ['an experiment the site never ran', { arms: ['forged-winner:B'] }],
    ["an arm past the experiment's last", { arms: ['welcome-delay-8s:C'] }],
    ['a shipped arm beside an unknown one', { arms: ['welcome-delay-8s:B', 'forged-winner:A'] }],
  ])(
    'refuses %s, and the batch it is in, whole, leaving the report as it was',
    async (_name, patch) => {
      const query = async <R>(text: string) => (await sql.unsafe(text)) as unknown as R[]
      const before = await readReport(query)
      const forged = Array.from({ length: 10 }, () => randomUUID()).flatMap((tab) => [
        event({ tab, arms: ['welcome-delay-8s:A'] }),
        event({ tab, state: 'email.idle', ...patch }),
        event({ tab, state: 'result', ...patch }),
      ])
      const answer = await anon.insert('funnel_events', forged)
      expectRefused(answer, 400, '23514')
      expect(answer.message).toBe(
        'funnel events of a version or an experiment the site has not shipped',
      )
      const [row] = await sql<Array<{ n: number }>>`
        select count(*)::int as n from public.funnel_events
        where tab in ${sql(forged.map((e) => e.tab))}`
      expect(row!.n).toBe(0)
      expect(await readReport(query)).toEqual(before)
    },
  )

  it("takes the version the site's build sends now and the arms of shipped experiments", async () => {
    const tab = randomUUID()
    const answer = await anon.insert('funnel_events', [
      event({ tab }),
      event({ tab, timings: 'aaaaaaa1', arms: ['welcome-delay-8s:B', 'exit-dwell-20s:A'] }),
    ])
    expect(answer.status).toBe(201)
    expect(await countFor(tab)).toBe(2)
  })

  it('refuses a column the site does not send (an IP, an e-mail)', async () => {
    const tab = randomUUID()
    expect((await anon.insert('funnel_events', { ...event({ tab }), ip: '10.0.0.1' })).status).toBe(
      400,
    )
    expectRefused(
      await anon.insert('funnel_events', {
        ...event({ tab }),
        received_at: '2026-01-01T00:00:00Z',
      }),
      401,
      '42501',
    )
    expect(await countFor(tab)).toBe(0)
  })

  it(`takes a batch of ${FUNNEL_BATCH_MAX} and refuses one of ${FUNNEL_BATCH_MAX + 1} whole`, async () => {
    const full = randomUUID()
    const ok = await anon.insert(
      'funnel_events',
      Array.from({ length: FUNNEL_BATCH_MAX }, () => event({ tab: full })),
    )
    expect(ok.status).toBe(201)
    expect(await countFor(full)).toBe(FUNNEL_BATCH_MAX)
    const over = randomUUID()
    const answer = await anon.insert(
      'funnel_events',
      Array.from({ length: FUNNEL_BATCH_MAX + 1 }, () => event({ tab: over })),
    )
    expectRefused(answer, 400, '22023')
    expect(answer.message).toBe(`at most ${FUNNEL_BATCH_MAX} funnel events per request`)
    expect(await countFor(over)).toBe(0)
  })

  it('may not read, change or delete events, nor read the reports', async () => {
    const tab = randomUUID()
    expect((await anon.insert('funnel_events', event({ tab }))).status).toBe(201)
    for (const answer of [
      await anon.select('funnel_events'),
      await anon.select('funnel_report'),
      await anon.select('experiment_report'),
      await anon.update('funnel_events', `tab=eq.${tab}`, { state: 'result' }),
      await anon.delete('funnel_events', `tab=eq.${tab}`),
    ]) {
      expectRefused(answer, 401, '42501')
      expect(answer.message).toMatch(/permission denied/)
    }
    expect(await countFor(tab)).toBe(1)
  })

  it('is reached without the apikey header only as PostgREST allows (the recorder sends headers)', async () => {
    // PostgREST reads every query parameter of a POST as a filter or a column list, so the key
    // cannot ride in the URL: this is why the recorder uses fetch with headers, not sendBeacon.
    const response = await fetch(`${inject('restUrl')}/funnel_events?apikey=${inject('anonKey')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event()),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/failed to parse filter/)
  })
})

describe('the database knows the charts', () => {
  it("allows exactly every chart's leaf states, as machines/ defines them now", async () => {
    const expected = [...(await allowedStates(root))].flatMap(([chart, states]) =>
      states.map((state) => `${chart} ${state}`),
    )
    const rows = await sql<Array<{ chart: string; state: string }>>`
      select chart, state from app_private.funnel_states()`
    expect(rows.map((r) => `${r.chart} ${r.state}`).sort()).toEqual(expected.sort())
  })

  it('lists the timings version and the experiments of machines/timings.ts as shipped', async () => {
    const versions = await sql<Array<{ version: string }>>`
      select version from app_private.funnel_shipped_timings`
    expect(versions.map((v) => v.version)).toContain(timingsVersion(timings))
    const experiments = await sql<Array<{ key: string; arms: number }>>`
      select key, arms from app_private.funnel_shipped_experiments`
    for (const experiment of timings.EXPERIMENTS)
      expect(experiments).toContainEqual({ key: experiment.key, arms: experiment.arms.length })
  })

  it('holds the funnels of scripts/funnels/definitions.ts', async () => {
    const rows = await sql<Array<{ funnel: string; label: string; states: string[] }>>`
      select funnel, label, to_json(states) as states from app_private.funnel_steps order by funnel_no, step_no`
    expect(rows).toEqual(
      FUNNELS.flatMap((f) =>
        f.steps.map((s) => ({ funnel: f.name, label: s.label, states: [...s.states] })),
      ),
    )
  })
})

describe('the funnel report', () => {
  const A = 'aaaaaaa1'
  const B = 'bbbbbbb2'
  const tabs = (n: number) => Array.from({ length: n }, () => randomUUID())

  /** Each tab enters the given states in order (the quiz's first state twice: counted once). */
  const walk = (tab: string, timings: string, steps: Array<Partial<FunnelEvent>>) =>
    steps.map((s) => event({ tab, timings, ...s }))

  it('gives the visitors and drop-offs computed by hand, per timings version', async () => {
    await sql`truncate public.funnel_events`
    // What the retention rolled up from other files' events is not this report's either.
    await sql`delete from app_private.funnel_step_counts`
    await sql`delete from app_private.funnel_version_counts`
    const quiz = ['quiz.answering', 'email.idle', 'submitting', 'result'].map((state) => ({
      state,
    }))
    const events: Array<FunnelEvent & Row> = []
    // Level quiz, version A: 4 start, 3 reach the e-mail step, 2 submit, 1 sees the result.
    tabs(4).forEach((tab, i) =>
      events.push(...walk(tab, A, [quiz[0]!, quiz[0]!, ...quiz.slice(1, 4 - i)])),
    )
    // Version B: 5 start, 4 reach the e-mail step, 4 submit, 3 see the result.
    const b = tabs(5)
    b.forEach((tab, i) => {
      const reached = i === 0 ? 1 : i === 1 ? 3 : 4
      events.push(...walk(tab, B, quiz.slice(0, reached)))
    })
    // Welcome popup, A: 3 loads, 2 shown, 1 submitted and saved; a newsletter sign-up on the same page does not count.
    const popup = (state: string) => ({
      chart: 'timedPopup',
      state,
      variant: 'homeWelcome',
      page: '/',
    })
    const form = (state: string, variant = 'welcome_popup') => ({
      chart: 'subscribe',
      state,
      variant,
      page: '/',
    })
    const [p1, p2, p3] = tabs(3)
    events.push(
      ...walk(p1!, A, [popup('waiting'), popup('open'), form('submitting'), form('ready.success')]),
      ...walk(p2!, A, [popup('waiting'), popup('open'), popup('closed')]),
      ...walk(p3!, A, [
        popup('waiting'),
        form('submitting', 'home_newsletter'),
        form('ready.success', 'home_newsletter'),
      ]),
    )
    // B: 2 loads, both shown, none submitted.
    for (const tab of tabs(2))
      events.push(...walk(tab, B, [popup('waiting'), popup('open'), popup('closed')]))
    // The tools share one chart: the page tells them apart (A: 2 study plans, 1 opening recommender).
    for (const tab of tabs(2))
      events.push(event({ tab, timings: A, chart: 'toolForm', state: 'form', page: '/study-plan' }))
    events.push(
      event({ timings: A, chart: 'toolForm', state: 'form', page: '/opening-recommender' }),
    )
    for (let i = 0; i < events.length; i += FUNNEL_BATCH_MAX)
      expect(
        (await anon.insert('funnel_events', events.slice(i, i + FUNNEL_BATCH_MAX))).status,
      ).toBe(201)
    // Version A's events come first in time: weeks ago, which only the service role can write (a
    // browser's times are bounded to the last hour).
    await sql`update public.funnel_events
              set at = case timings when ${A} then '2026-11-01T00:00:00Z'::timestamptz
                                    else '2026-11-20T00:00:00Z'::timestamptz end`

    const { rows, versions } = await readReport(
      async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
    )
    const of = (funnel: string, timings: string) =>
      rows
        .filter((r: ReportRow) => r.funnel === funnel && r.timings === timings)
        .map((r) => [r.step, r.visitors, r.drop_off_pct])

    expect(versions.map((v) => [v.timings, v.tabs])).toEqual([
      [A, 4 + 3 + 2 + 1],
      [B, 5 + 2],
    ])
    expect(of('Level quiz', A)).toEqual([
      ['answering', 4, null],
      ['e-mail step', 3, 25],
      ['submitted', 2, 33.3],
      ['result', 1, 50],
    ])
    expect(of('Level quiz', B)).toEqual([
      ['answering', 5, null],
      ['e-mail step', 4, 20],
      ['submitted', 4, 0],
      ['result', 3, 25],
    ])
    expect(of('Welcome popup (home)', A)).toEqual([
      ['page loaded', 3, null],
      ['shown', 2, 33.3],
      ['submitted', 1, 50],
      ['saved', 1, 0],
    ])
    expect(of('Welcome popup (home)', B)).toEqual([
      ['page loaded', 2, null],
      ['shown', 2, 0],
      ['submitted', 0, 100],
      ['saved', 0, null],
    ])
    expect(of('Study plan', A).map((r) => r[1])).toEqual([2, 0, 0])
    expect(of('Opening recommender', A).map((r) => r[1])).toEqual([1, 0, 0])
    expect(of('Knowledge quiz', B)).toEqual([
      ['answering', 0, null],
      ['details step', 0, null],
      ['submitted', 0, null],
      ['result', 0, null].map((v, i) => (i === 0 ? 'results' : v)),
    ])

    // The printed table and the HTML report show the same numbers, side by side.
    const text = formatReport(rows, versions, B)
    expect(text).toContain(`${A}  first seen 2026-11-01`)
    expect(text).toContain(`${B}  first seen 2026-11-20`)
    expect(text).toMatch(
      /Level quiz \(flow\)\n\s*step\s+aaaaaaa1\s+drop\s+bbbbbbb2\s+drop\n1\. answering\s+4\s+5\n2\. e-mail step\s+3\s+25\.0%\s+4\s+20\.0%/,
    )
    const html = reportHtml(rows, versions, B, '2026-11-25T00:00:00Z')
    expect(html).toContain('<svg')
    expect(html).toContain('<title>aaaaaaa1: 4</title>')
    expect(html).not.toMatch(/(src|href)="https?:/)
  })
})
