// @vitest-environment jsdom
/**
 * Experiments (docs/funnels-and-experiments.md): the assignment is fair (100 000 simulated tabs split
 * within one percentage point of the weights), sticky within the tab (its id in session storage,
 * the same arm on every call and page), reshuffled by a new key, bucket for bucket GrowthBook's own,
 * and quiet (nothing stored while nothing runs, before the stop switch has answered, or for a
 * stopped experiment; Global Privacy Control or Do Not Track: the control and nothing recorded; the
 * old persistent id removed). The experiments machines/timings.ts declares are well-formed and
 * measure a real funnel step.
 */
import { GrowthBook } from '@growthbook/growthbook'
import { describe, expect, it } from 'vitest'
import * as timings from '../../machines/timings'
import { METRICS } from '../../scripts/funnels/experiments/results'
import {
  ARM_NAMES,
  VARIABLE_TIMINGS,
  armOf,
  experimentProblems,
  experimentSetProblems,
  shares,
  type Experiment,
} from '../../src/domain/experiments'
import { readStops, removeLeftover } from '../../src/services/experiment-stops'
import { TAB_KEY, tabArms, timing, type ExperimentsEnv } from '../../src/services/experiments'
import { seeded, seededUuid } from './seeded'

const welcome = (patch: Partial<Experiment> = {}): Experiment => ({
  key: 'welcome-delay-8s',
  varies: 'HOME_WELCOME_POPUP_DELAY_MS',
  arms: [timings.HOME_WELCOME_POPUP_DELAY_MS, timings.HOME_WELCOME_POPUP_DELAY_MS + 5000],
  weights: [1, 1],
  metric: 'Welcome popup (home): saved',
  start: '2026-12-01',
  ...patch,
})

const ids = (count: number, seed: number) => {
  const random = seeded(seed)
  return Array.from({ length: count }, () => seededUuid(random))
}

/** Each arm's share of `visitors`, in arm order. */
function split(experiment: Experiment, visitors: readonly string[]): number[] {
  const counts = experiment.arms.map(() => 0)
  for (const id of visitors) counts[armOf(experiment, id)]! += 1
  return counts.map((count) => count / visitors.length)
}

describe('assignment', () => {
  const visitors = ids(100_000, 48)

  it.each([
    { weights: [1, 1], arms: [3000, 8000] },
    { weights: [1, 3], arms: [3000, 8000] },
    { weights: [0.5, 0.25, 0.25], arms: [3000, 5000, 8000] },
    { weights: [1, 1, 1, 1], arms: [3000, 4000, 5000, 6000] },
  ])('splits 100 000 visitors within 1 point of the weights $weights', ({ weights, arms }) => {
    const experiment = welcome({ weights, arms })
    const got = split(experiment, visitors)
    shares(weights).forEach((share, i) => expect(Math.abs(got[i]! - share)).toBeLessThan(0.01))
  })

  it('gives the same id the same arm on every call', () => {
    const experiment = welcome()
    const first = visitors.slice(0, 1000).map((id) => armOf(experiment, id))
    for (let round = 0; round < 3; round += 1)
      expect(visitors.slice(0, 1000).map((id) => armOf(experiment, id))).toEqual(first)
    expect(new Set(first)).toEqual(new Set([0, 1]))
  })

  it('reshuffles with a new key: the arms under two keys are independent', () => {
    const before = welcome()
    const after = welcome({ key: 'welcome-delay-8s-2' })
    const sample = visitors.slice(0, 20_000)
    const same = sample.filter((id) => armOf(before, id) === armOf(after, id)).length
    // Independent halves agree about half the time (20 000 draws: one point is 2.8 standard errors).
    expect(Math.abs(same / sample.length - 0.5)).toBeLessThan(0.01)
  })

  it("is GrowthBook's own assignment, bucket for bucket (inline experiment, hash version 2)", () => {
    const experiments = [
      welcome(),
      welcome({ key: 'welcome-quarter', weights: [3, 1] }),
      welcome({ key: 'three-ways', arms: [3000, 5000, 8000], weights: [2, 1, 1] }),
    ]
    for (const experiment of experiments) {
      for (const id of visitors.slice(0, 3000)) {
        const growthbook = new GrowthBook({ attributes: { id } })
        const result = growthbook.run({
          key: experiment.key,
          variations: [...experiment.arms] as [number, number, ...number[]],
          weights: shares(experiment.weights),
          hashVersion: 2,
        })
        expect(result.inExperiment ? result.variationId : -1).toBe(armOf(experiment, id))
        growthbook.destroy()
      }
    }
  })
})

/** Local storage as the browser keeps it, in a Map. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const AFTER_START = Date.parse('2026-12-02T10:00:00Z')

describe("the browser's side", () => {
  const env = (patch: Partial<ExperimentsEnv> = {}): ExperimentsEnv => ({
    experiments: [welcome()],
    storage: memoryStorage(),
    notTracked: false,
    now: AFTER_START,
    stopped: [],
    ...patch,
  })
  const arms = (e: ExperimentsEnv) => tabArms(e).map(({ arm }) => arm)

  it("keeps the tab's random id and gives its arm's value on every page of the tab", () => {
    const storage = memoryStorage()
    const first = timing('HOME_WELCOME_POPUP_DELAY_MS', { env: env({ storage }) })
    const id = storage.items.get(TAB_KEY)!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect([...storage.items.keys()]).toEqual([TAB_KEY])
    const arm = armOf(welcome(), id)
    expect(first).toBe(welcome().arms[arm])
    // Another page of the same tab: the same id, the same value, the same recorded arm.
    for (let page = 0; page < 3; page += 1) {
      expect(timing('HOME_WELCOME_POPUP_DELAY_MS', { env: env({ storage }) })).toBe(first)
      expect(arms(env({ storage }))).toEqual([`welcome-delay-8s:${ARM_NAMES[arm]}`])
    }
    expect(storage.items.get(TAB_KEY)).toBe(id)
  })

  it('gives both arms to tabs, each their own', () => {
    const values = new Set(
      Array.from({ length: 40 }, () => timing('HOME_WELCOME_POPUP_DELAY_MS', { env: env() })),
    )
    expect(values).toEqual(new Set(welcome().arms))
  })

  it('leaves timings nobody experiments on as they are', () => {
    expect(timing('EXIT_INTENT_MIN_DWELL_MS', { env: env() })).toBe(
      timings.EXIT_INTENT_MIN_DWELL_MS,
    )
  })

  it('a suppressed feature takes the constant, and marks no exposure', () => {
    for (let i = 0; i < 20; i += 1) {
      const e = env()
      expect(timing('HOME_WELCOME_POPUP_DELAY_MS', { suppressed: true, env: e })).toBe(
        timings.HOME_WELCOME_POPUP_DELAY_MS,
      )
    }
  })

  it('stopped, or before the stop switch has answered: the control, nothing stored', () => {
    for (const stopped of [['welcome-delay-8s'], null]) {
      for (let i = 0; i < 20; i += 1) {
        const storage = memoryStorage()
        const e = env({ storage, stopped })
        expect(timing('HOME_WELCOME_POPUP_DELAY_MS', { env: e })).toBe(
          timings.HOME_WELCOME_POPUP_DELAY_MS,
        )
        expect(arms(e)).toEqual([])
        expect(storage.items.size).toBe(0)
      }
    }
    // Another experiment's stop leaves this one running.
    expect(arms(env({ stopped: ['another-one'] }))).toHaveLength(1)
  })

  it('at start-up: removes the old persistent id, and reads the stopped keys', async () => {
    localStorage.setItem('experiment_visitor', 'left-over')
    removeLeftover()
    expect(localStorage.getItem('experiment_visitor')).toBeNull()
    const calls: string[] = []
    const answer = (body: string, status = 200) =>
      (async (url: string) => {
        calls.push(url)
        return new Response(body, { status })
      }) as unknown as typeof fetch
    expect(await readStops(answer('[{"experiment":"welcome-delay-8s"}]'))).toEqual([
      'welcome-delay-8s',
    ])
    expect(calls).toEqual([
      expect.stringMatching(/\/rest\/v1\/experiment_stops\?select=experiment$/),
    ])
    // No answer: unknown, so every tab stays in the control.
    expect(await readStops(answer('{}', 503))).toBeNull()
  })

  it('with Global Privacy Control or Do Not Track: the control, nothing stored, nothing recorded', () => {
    for (let i = 0; i < 20; i += 1) {
      const storage = memoryStorage()
      const quiet = env({ storage, notTracked: true })
      expect(timing('HOME_WELCOME_POPUP_DELAY_MS', { env: quiet })).toBe(
        timings.HOME_WELCOME_POPUP_DELAY_MS,
      )
      expect(arms(quiet)).toEqual([])
      expect(storage.items.size).toBe(0)
    }
  })

  it('before its start day, and with no experiment: the constant, nothing stored', () => {
    for (const patch of [
      { now: Date.parse('2026-11-30T23:59:59Z') },
      { experiments: [] },
    ] satisfies Partial<ExperimentsEnv>[]) {
      const storage = memoryStorage()
      expect(timing('HOME_WELCOME_POPUP_DELAY_MS', { env: env({ storage, ...patch }) })).toBe(
        timings.HOME_WELCOME_POPUP_DELAY_MS,
      )
      expect(arms(env({ storage, ...patch }))).toEqual([])
      expect(storage.items.size).toBe(0)
    }
  })

  it('without storage (blocked), the control and nothing recorded', () => {
    const blocked = env({ storage: null })
    expect(timing('HOME_WELCOME_POPUP_DELAY_MS', { env: blocked })).toBe(
      timings.HOME_WELCOME_POPUP_DELAY_MS,
    )
    expect(arms(blocked)).toEqual([])
  })
})

describe('declaring an experiment', () => {
  it('finds the problems of a malformed one', () => {
    expect(experimentProblems(welcome(), timings)).toEqual([])
    const problems = (patch: Partial<Experiment>) =>
      experimentProblems(welcome(patch), timings).join('; ')
    expect(problems({ key: 'Welcome Delay' })).toMatch(/^key/)
    expect(problems({ varies: 'PHONE_LAYOUT_BELOW_PX' as Experiment['varies'] })).toMatch(/^varies/)
    const control = timings.HOME_WELCOME_POPUP_DELAY_MS
    expect(problems({ arms: [control + 5000, control] })).toMatch(
      new RegExp(`first arm \\(the control\\) must be .*${control}`),
    )
    expect(problems({ arms: [control] })).toMatch(/2 to 4 arms/)
    expect(problems({ arms: [control, control] })).toMatch(/no two arms alike/)
    expect(problems({ weights: [1] })).toMatch(/one weight per arm/)
    expect(problems({ weights: [1, 0] })).toMatch(/every weight is above 0/)
    expect(problems({ metric: 'saved' })).toMatch(/^metric/)
    expect(problems({ start: '2026-13-01' })).toMatch(/^start/)
    expect(experimentSetProblems([welcome(), welcome({ key: 'other' })]).join('; ')).toMatch(
      /two experiments on HOME_WELCOME_POPUP_DELAY_MS/,
    )
  })

  it('may vary only numbers of timings.ts, each as the file sets it while no experiment runs', () => {
    for (const name of VARIABLE_TIMINGS) {
      expect(typeof timings[name], name).toBe('number')
      expect(
        timing(name, {
          env: {
            experiments: [],
            storage: memoryStorage(),
            notTracked: false,
            now: AFTER_START,
            stopped: [],
          },
        }),
      ).toBe(timings[name])
    }
  })

  const declared = timings.EXPERIMENTS

  it('runs every experiment timings.ts exports: each is declared with experiment()', () => {
    const exported = Object.values(timings).filter(
      (value) => typeof value === 'object' && value !== null && 'varies' in value,
    )
    expect(declared).toEqual(exported)
  })

  it.each(declared.map((e) => [e.key, e] as const))(
    'timings.ts: %s is well-formed and measures a funnel step',
    (_key, experiment) => {
      expect(experimentProblems(experiment, timings)).toEqual([])
      expect(METRICS).toContain(experiment.metric)
    },
  )

  it('timings.ts: its experiments fit together', () => {
    expect(experimentSetProblems(declared)).toEqual([])
  })
})
