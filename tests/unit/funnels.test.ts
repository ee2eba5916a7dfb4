/**
 * Funnel analytics without a database: the migration's generated block is what the
 * charts give now, every funnel step names a real chart state, the timings version follows the
 * values of machines/timings.ts, and the recorder sends no typed text, in capped batches.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import * as timings from '../../machines/timings'
import { subscribeMachine } from '../../machines/subscribe.machine'
import { timedPopupMachine } from '../../machines/timed-popup.machine'
import { FUNNELS } from '../../scripts/funnels/definitions'
import { allowedStates, generatedBlock, migrationBlock } from '../../scripts/funnels/sql'
import { shippedBlock, shippedMigrationBlock } from '../../scripts/funnels/shipped'
import { lastBlock, writeBlock } from '../../scripts/funnels/migration-block'
import {
  leafPaths,
  recordedPage,
  timingsVersion,
  type FunnelEvent,
} from '../../src/domain/funnel-events'
import { createFunnelRecorder, type QueuedSnapshot } from '../../src/services/funnel-recorder'
import { MESSAGES } from '../../src/content/messages'
import { lessonTypeModalMachine } from '../../machines/lesson-type-modal.machine'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

describe('the funnel_events migration', () => {
  it('holds the chart states, the batch cap and the funnels the code has now', async () => {
    const { file, block } = migrationBlock(root)
    expect(
      block,
      `supabase/migrations/${file} is stale: run npx tsx scripts/funnels/sql.ts --write (a new migration on top)`,
    ).toBe(generatedBlock(await allowedStates(root)))
  })

  it('lists the timings version and the experiments machines/timings.ts has now', () => {
    const { file, block } = shippedMigrationBlock(root)
    expect(
      block,
      `supabase/migrations/${file} is stale: run npx tsx scripts/funnels/shipped.ts --write (a new migration on top)`,
    ).toBe(shippedBlock())
    expect(block).toContain(`('${timingsVersion(timings)}')`)
    for (const experiment of timings.EXPERIMENTS)
      expect(block).toContain(`('${experiment.key}', ${experiment.arms.length})`)
  })

  it('writes a changed block as a new migration on top, which then is the live definition', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migration-block-'))
    try {
      mkdirSync(path.join(dir, 'supabase', 'migrations'), { recursive: true })
      const baseline = '20250101000300_funnels.sql'
      const old = '-- BEGIN x\nselect 1;\n-- END x'
      writeFileSync(path.join(dir, 'supabase', 'migrations', baseline), `${old}\n${old}\n`)
      const current = lastBlock(dir, '-- BEGIN x', '-- END x', 'x')
      expect(current).toEqual({ file: baseline, block: old })
      const file = writeBlock(dir, current, '-- BEGIN x\nselect 2;\n-- END x', {
        name: 'funnel_states',
        inBaseline: false,
        header: '-- header',
        now: new Date('2027-03-04T05:06:07Z'),
      })
      expect(file).toBe('20270304050607_funnel_states.sql')
      expect(readdirSync(path.join(dir, 'supabase', 'migrations')).sort()).toEqual([baseline, file])
      expect(lastBlock(dir, '-- BEGIN x', '-- END x', 'x')).toEqual({
        file,
        block: '-- BEGIN x\nselect 2;\n-- END x',
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('generates a block that lists a changed version and every experiment with its arms', () => {
    const changed = timingsVersion({ ...timings, LEVEL_QUIZ_AUTO_ADVANCE_MS: 600 })
    const block = shippedBlock(changed, [
      { key: 'welcome-delay-8s', arms: [3000, 8000] },
      { key: 'exit-dwell-20s', arms: [10_000, 20_000, 30_000] },
    ])
    expect(block).not.toBe(shippedBlock())
    expect(block).toContain(`values ('${changed}')`)
    expect(block).toContain("('exit-dwell-20s', 3),\n  ('welcome-delay-8s', 2)")
  })

  it('counts only states the charts have', async () => {
    const states = await allowedStates(root)
    for (const funnel of FUNNELS)
      for (const step of funnel.steps)
        for (const state of step.states)
          expect(states.get(step.chart) ?? [], `${funnel.name}: ${step.label}`).toContain(state)
  })
})

describe('timingsVersion', () => {
  it('is 8 hex digits, the same for the same values and new when any value changes', () => {
    const now = timingsVersion(timings)
    expect(now).toMatch(/^[0-9a-f]{8}$/)
    expect(timingsVersion({ ...timings })).toBe(now)
    expect(timingsVersion({ ...timings, LEVEL_QUIZ_AUTO_ADVANCE_MS: 600 })).not.toBe(now)
    expect(timingsVersion({ ...timings, HOME_WELCOME_POPUP_DELAY_MS: 5000 })).not.toBe(now)
    expect(__TIMINGS_VERSION__).toBe(now)
  })
})

describe('recorded values', () => {
  it('turns a state value into its leaf paths', () => {
    expect(leafPaths('idle')).toEqual(['idle'])
    expect(leafPaths({ ready: 'success' })).toEqual(['ready.success'])
    expect(leafPaths({ viewport: 'wide', hero: 'inView' })).toEqual([
      'viewport.wide',
      'hero.inView',
    ])
  })

  it('keeps a route path and nothing that could hold typed text', () => {
    expect(recordedPage('/chess-level-quiz')).toBe('/chess-level-quiz')
    expect(recordedPage('/articles/chess-tips')).toBe('/articles/chess-tips')
    expect(recordedPage('/me@example.com')).toBe('(other)')
    expect(recordedPage('/Hello%20World')).toBe('(other)')
  })
})

describe('the recorder', () => {
  /** An arm of the welcome popup's delay, used on this page; the tab's exposures in a list. */
  const welcomeArm = (used = true) => {
    const met: string[] = []
    return {
      arms: () => [
        { arm: 'welcome-delay-8s:B', varies: 'HOME_WELCOME_POPUP_DELAY_MS' as const, used },
      ],
      exposed: { list: () => [...met], add: (arm: string) => void met.push(arm) },
      met,
    }
  }

  function run(
    send: (batch: FunnelEvent[]) => void,
    typed: string,
    tabArms = welcomeArm(),
    popupFirst = false,
  ) {
    const queue: QueuedSnapshot[] = []
    const recorder = createFunnelRecorder({
      send,
      tab: 'tab-1',
      timings: 'abcdef01',
      arms: tabArms.arms,
      exposed: tabArms.exposed,
    })
    if (popupFirst)
      createActor(timedPopupMachine, {
        input: { popup: 'homeWelcome', sinceLoadMs: 0 },
        inspect: (event) => queue.push([event, Date.UTC(2026, 10, 25), '/']),
      }).start()
    const actor = createActor(subscribeMachine, {
      input: {
        table: 'newsletter_subscribers',
        source: 'home_newsletter',
        messages: MESSAGES.newsletter,
        blankEmail: 'ignore',
      },
      inspect: (event) => queue.push([event, Date.UTC(2026, 10, 25), '/']),
    })
    actor.start()
    for (let i = 0; i < 30; i += 1) {
      actor.send({ type: 'form.change', value: typed })
      actor.send({ type: 'form.submit', email: typed })
    }
    recorder.take(queue)
    return recorder
  }

  it("records chart, state, variant, page, tab, time, version and the tab's arms from its exposure; never what was typed", () => {
    const batches: FunnelEvent[][] = []
    const tabArms = welcomeArm()
    run((b) => batches.push(b), 'secret.person@example.com', tabArms, true).flush()
    const events = batches.flat()
    // The popup's countdown starting is the exposure: it and every later step carry the arm.
    expect(events[0]).toEqual({
      chart: 'timedPopup',
      state: 'waiting',
      variant: 'homeWelcome',
      page: '/',
      tab: 'tab-1',
      at: '2026-11-25T00:00:00.000Z',
      timings: 'abcdef01',
      arms: ['welcome-delay-8s:B'],
    })
    expect(events[1]).toMatchObject({
      chart: 'subscribe',
      state: 'ready.idle',
      arms: ['welcome-delay-8s:B'],
    })
    expect(events[2]).toMatchObject({ state: 'submitting', arms: ['welcome-delay-8s:B'] })
    expect(tabArms.met).toEqual(['welcome-delay-8s:B'])
    expect(JSON.stringify(batches)).not.toContain('secret')
  })

  it('adds no arm before the exposure, nor where the page did not use the arm (a suppressed popup)', () => {
    for (const [tabArms, popupFirst] of [
      [welcomeArm(), false],
      [welcomeArm(false), true],
    ] as const) {
      const batches: FunnelEvent[][] = []
      run((b) => batches.push(b), 'someone@example.com', tabArms, popupFirst).flush()
      expect(batches.flat().length).toBeGreaterThan(1)
      expect(batches.flat().every((e) => e.arms.length === 0)).toBe(true)
      expect(tabArms.met).toEqual([])
    }
  })

  it(`sends once ${timings.FUNNEL_BATCH_EVENTS} steps have gathered, in batches of at most ${timings.FUNNEL_BATCH_MAX}`, () => {
    const batches: FunnelEvent[][] = []
    // A malformed e-mail: each submit goes ready.idle -> ready.idle (no state entered), so only
    // the first step is recorded and nothing is sent before the flush.
    const quiet = run((b) => batches.push(b), 'not-an-email')
    expect(batches).toEqual([])
    quiet.flush()
    expect(batches.map((b) => b.length)).toEqual([1])
    // Many entered states (the lesson-type dialog opened and closed 60 times): sent on their own
    // once enough gathered, each batch within the cap, every step in order.
    const sent: FunnelEvent[][] = []
    const queue: QueuedSnapshot[] = []
    const recorder = createFunnelRecorder({
      send: (b) => sent.push(b),
      tab: 't',
      timings: 'abcdef01',
      arms: () => [],
      exposed: { list: () => [], add: () => undefined },
    })
    const actor = createActor(lessonTypeModalMachine, {
      inspect: (event) => queue.push([event, 0, '/']),
    })
    actor.start()
    for (let i = 0; i < 60; i += 1) {
      actor.send({ type: 'modal.open' })
      actor.send({ type: 'modal.close' })
    }
    recorder.take(queue)
    expect(sent.map((b) => b.length)).toEqual([
      timings.FUNNEL_BATCH_MAX,
      timings.FUNNEL_BATCH_MAX,
      21,
    ])
    expect(sent.flat().map((e) => e.state)).toEqual([
      'closed',
      ...Array.from({ length: 60 }, () => ['open', 'closed']).flat(),
    ])
    recorder.flush()
    expect(sent).toHaveLength(3)
  })
})
