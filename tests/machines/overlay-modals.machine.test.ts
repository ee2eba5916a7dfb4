/**
 * Model-based tests of the overlay modals that are not sign-up timers: the /articles modal and the
 * exit-intent modal (its dwell time on the simulated clock). Events, fakes, what must hold after each
 * path, and full coverage; the promo card and the booking bar are in overlay-cards.machine.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { articlesModalMachine } from '../../machines/articles-modal.machine'
import { exitIntentMachine } from '../../machines/exit-intent.machine'
import { EXIT_INTENT_MIN_DWELL_MS } from '../../machines/timings'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'
import { expectOutcome } from './outcomes'

type SlotCall = 'request' | 'release'

/** Open or waiting for the slot means the coordinator heard a request last; closed means a release. */
function expectSlotInStep(calls: SlotCall[], holdsOrWaits: boolean) {
  expect(calls.at(-1) ?? 'none').toBe(
    holdsOrWaits ? 'request' : calls.length > 0 ? 'release' : 'none',
  )
}

describe('/articles weekly lessons modal chart', () => {
  type Snapshot = SnapshotFrom<typeof articlesModalMachine>
  const recorder = new CoverageRecorder()
  const provided = (suppressed: boolean, typing: boolean, calls: SlotCall[]) =>
    articlesModalMachine.provide({
      actions: {
        requestSlot: () => void calls.push('request'),
        releaseSlot: () => void calls.push('release'),
      },
      guards: { isSuppressed: () => suppressed, isVisitorTyping: () => typing },
    })
  const events: ModelEvent<typeof articlesModalMachine>[] = [
    { type: 'page.hydrated' },
    { type: 'popup.close' },
    { type: 'popup.subscribed' },
    { type: 'popup.alreadySubscribed' },
    { type: 'visitor.idle' },
    { type: 'overlay.granted' },
    { type: 'overlay.preempted' },
  ]
  const cases = [false, true].flatMap((suppressed) =>
    [false, true].map((typing) => ({ suppressed, typing })),
  )
  let pathCount = 0

  describe.each(cases)('stored flag: $suppressed, typing at hydration: $typing', (c) => {
    const paths = edgeCoveringPaths(provided(c.suppressed, c.typing, []), { events })
    pathCount += paths.length
    it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
      const calls: SlotCall[] = []
      const { actor } = await replayAsync(provided(c.suppressed, c.typing, calls), path, {
        recorder,
      })
      const snapshot: Snapshot = actor.getSnapshot()
      const hydrated = path.events.some((e) => e.type === 'page.hydrated')
      expectOutcome(
        path.name,
        {
          state: snapshot.value,
          asked: calls.some((call) => call !== 'release'),
          callsOnceStored: c.suppressed && hydrated ? calls : null,
        },
        {
          // Nothing happens before hydration: no modal in the prerendered page. A stored sign-up
          // closes it for good once the page is live, without asking for the slot.
          state: !hydrated ? 'prerendered' : c.suppressed ? 'closed' : snapshot.value,
          // While the visitor types, nothing is asked; the modal never opens over their field.
          asked:
            !hydrated || c.suppressed || snapshot.matches('deferred')
              ? false
              : calls.some((call) => call !== 'release'),
          // A stored sign-up tells the coordinator the modal will not open (no promo card waits for it).
          callsOnceStored: c.suppressed && hydrated ? ['release'] : null,
        },
      )
      expectSlotInStep(calls, snapshot.matches('open') || snapshot.matches('queued'))
      expect(snapshot.hasTag('open')).toBe(snapshot.matches('open'))
    })
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(articlesModalMachine, recorder, { task, paths: pathCount })
  })
})

describe('exit-intent chart', () => {
  type Snapshot = SnapshotFrom<typeof exitIntentMachine>
  const recorder = new CoverageRecorder()
  const provided = (calls: SlotCall[]) =>
    exitIntentMachine.provide({
      actions: {
        requestSlot: () => void calls.push('request'),
        releaseSlot: () => void calls.push('release'),
      },
    })
  const DWELL = elapsed('exitIntentDwell', 'exitIntent.dwelling')
  const events = (snapshot: Snapshot): ModelEvent<typeof exitIntentMachine>[] => [
    { type: 'pointer.leave', y: -1 },
    { type: 'pointer.leave', y: 0 },
    { type: 'pointer.leave', y: 300 },
    { type: 'popup.close' },
    { type: 'overlay.granted' },
    { type: 'overlay.refused' },
    { type: 'overlay.preempted' },
    ...(snapshot.matches('dwelling') ? [DWELL] : []),
  ]
  type Phase = 'dwelling' | 'armed' | 'asking' | 'open' | 'done'
  type Event = ModelEvent<typeof exitIntentMachine>
  /**
   * The spec's rules (§2 "Overlays", §9), as a table: where each event leads from each phase, and
   * what the coordinator hears. Past the dwell, an exit through the top (y <= 0) asks for the slot
   * if free; granted, the offer shows; refused, the next exit asks again; closed or pre-empted, the
   * slot is released and it never shows again on this page view. Anything not listed changes
   * nothing (an exit before the dwell, through the sides or bottom, anything once done).
   */
  const RULES: Partial<Record<Phase, (event: Event) => [Phase, SlotCall?] | undefined>> = {
    dwelling: (event) => (event === DWELL ? ['armed'] : undefined),
    armed: (event) =>
      event.type === 'pointer.leave' && event.y <= 0 ? ['asking', 'request'] : undefined,
    asking: (event) =>
      event.type === 'overlay.granted'
        ? ['open']
        : event.type === 'overlay.refused'
          ? ['armed']
          : undefined,
    open: (event) =>
      event.type === 'popup.close' || event.type === 'overlay.preempted'
        ? ['done', 'release']
        : undefined,
  }
  /** What must be seen after `events`, folded through RULES; reads nothing of the chart. */
  function specView(sinceArrivalMs: number, events: readonly Event[]) {
    let state: Phase = sinceArrivalMs >= EXIT_INTENT_MIN_DWELL_MS ? 'armed' : 'dwelling'
    const calls: SlotCall[] = []
    for (const event of events) {
      const [next, call]: [Phase, SlotCall?] = RULES[state]?.(event) ?? [state]
      state = next
      calls.push(...(call ? [call] : []))
    }
    return { state, showing: state === 'open', calls }
  }
  /** Hydration took this long after the visitor arrived: that much of the dwell is already spent. */
  const LATE_START_MS = 1800
  // Started within the dwell, and after it (the chart's code came after the visitor's 10 s).
  const inputs = [LATE_START_MS, EXIT_INTENT_MIN_DWELL_MS + 500].map((sinceArrivalMs) => ({
    sinceArrivalMs,
  }))
  const cases = inputs.flatMap((input) =>
    edgeCoveringPaths(provided([]), { events, input }).map((path) => ({ input, path })),
  )
  const paths = cases.map((c) => c.path)

  it.each(
    cases.map((c) => [`${c.path.name} (${c.input.sinceArrivalMs} ms after arrival)`, c] as const),
  )('%s', async (_name, { input, path }) => {
    const calls: SlotCall[] = []
    const { actor } = await replayAsync(provided(calls), path, {
      input,
      recorder,
      clock: new SimulatedClock(),
    })
    const snapshot: Snapshot = actor.getSnapshot()
    expect({ state: snapshot.value, showing: snapshot.hasTag('open'), calls }).toEqual(
      specView(input.sinceArrivalMs, path.events),
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(exitIntentMachine, recorder, { task, paths: paths.length })
  })

  it('counts only after more than the dwell time of timings.ts', () => {
    const calls: SlotCall[] = []
    const clock = new SimulatedClock()
    const actor = createActor(provided(calls), { clock, input: { sinceArrivalMs: 0 } }).start()
    clock.increment(EXIT_INTENT_MIN_DWELL_MS - 1)
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual([])
    clock.increment(1)
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual(['request'])
  })

  it('a chart started after the dwell is armed at once, without a timer', () => {
    const calls: SlotCall[] = []
    const actor = createActor(provided(calls), {
      clock: new SimulatedClock(),
      input: { sinceArrivalMs: EXIT_INTENT_MIN_DWELL_MS },
    }).start()
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual(['request'])
  })

  it('counts the dwell from arrival: a chart started late waits only the rest', () => {
    const calls: SlotCall[] = []
    const clock = new SimulatedClock()
    const actor = createActor(provided(calls), {
      clock,
      input: { sinceArrivalMs: LATE_START_MS },
    }).start()
    clock.increment(EXIT_INTENT_MIN_DWELL_MS - LATE_START_MS - 1)
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual([])
    clock.increment(1)
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual(['request'])
  })

  it("with a visitor's own dwell (an experiment's arm) counts that from arrival", () => {
    const dwellMs = EXIT_INTENT_MIN_DWELL_MS + 5000
    const calls: SlotCall[] = []
    const clock = new SimulatedClock()
    // Started after the constant's dwell, before the visitor's: not armed yet.
    const actor = createActor(provided(calls), {
      clock,
      input: { sinceArrivalMs: EXIT_INTENT_MIN_DWELL_MS, dwellMs },
    }).start()
    clock.increment(dwellMs - EXIT_INTENT_MIN_DWELL_MS - 1)
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual([])
    clock.increment(1)
    actor.send({ type: 'pointer.leave', y: 0 })
    expect(calls).toEqual(['request'])
  })
})
