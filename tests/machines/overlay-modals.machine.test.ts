/**
 * Model-based tests of the overlay modals that are not sign-up timers: the /articles modal and the
 * exit-intent modal (its dwell time on the simulated clock). Events, fakes, a reference written from
 * the spec that each path's outcome must equal, and full coverage; the promo card and the booking
 * bar are in overlay-cards.machine.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  articlesModalMachine,
  type ArticlesModalEvent,
} from '../../machines/articles-modal.machine'
import { exitIntentMachine } from '../../machines/exit-intent.machine'
import { selectArticlesModalOpen } from '../../machines/overlay.selectors'
import { EXIT_INTENT_MIN_DWELL_MS } from '../../machines/timings'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

type SlotCall = 'announce' | 'request' | 'release'

describe('/articles weekly lessons modal chart', () => {
  type Event = ModelEvent<typeof articlesModalMachine>
  type Case = { suppressed: boolean; typing: boolean }
  const recorder = new CoverageRecorder()
  const provided = (c: Case, calls: SlotCall[]) =>
    articlesModalMachine.provide({
      actions: {
        announceSlot: () => void calls.push('announce'),
        requestSlot: () => void calls.push('request'),
        releaseSlot: () => void calls.push('release'),
      },
      guards: { isSuppressed: () => c.suppressed, isVisitorTyping: () => c.typing },
    })
  const events: Event[] = [
    { type: 'page.hydrated' },
    { type: 'popup.close' },
    { type: 'popup.subscribed' },
    { type: 'popup.alreadySubscribed' },
    { type: 'visitor.idle' },
    { type: 'overlay.granted' },
    { type: 'overlay.preempted' },
  ]
  /**
   * Sent after each path: focus leaves the field, the coordinator grants the slot. A modal waiting
   * (for the visitor to stop typing, or for the slot) opens; one closed for this page view stays
   * closed. So where a path left the modal is seen, not read from the chart.
   */
  const PROBE: ArticlesModalEvent[] = [{ type: 'visitor.idle' }, { type: 'overlay.granted' }]
  const cases: Case[] = [false, true].flatMap((suppressed) =>
    [false, true].map((typing) => ({ suppressed, typing })),
  )

  /** Where the modal is, by the spec: not live yet, waiting, showing, or closed for this page view. */
  type Phase = 'prerendered' | 'waitsForTyping' | 'waitsForSlot' | 'open' | 'closed'
  /** How the open dialog closes (§4 "Weekly-lesson modal": close button, success, already-subscribed). */
  const CLOSES = new Set(['popup.close', 'popup.subscribed', 'popup.alreadySubscribed'])
  /**
   * The spec's rules (§2 /articles "on-load modal", §4, §2 "Overlays": one dialog at a time through
   * the coordinator), as a table: where each event leads from each phase and what the coordinator
   * hears. "On load" is once the page is live (hydrated); a visitor signed up from this modal is not
   * asked again; a visitor typing keeps the keyboard until focus leaves the field; a dialog another
   * pre-empts waits for the slot again. Anything not listed changes nothing.
   */
  const RULES: Record<Phase, (event: Event, c: Case) => [Phase, SlotCall?] | undefined> = {
    prerendered: (event, c) =>
      event.type !== 'page.hydrated'
        ? undefined
        : c.suppressed
          ? ['closed', 'release']
          : c.typing
            ? ['waitsForTyping']
            : ['waitsForSlot', 'request'],
    waitsForTyping: (event) =>
      event.type === 'visitor.idle' ? ['waitsForSlot', 'request'] : undefined,
    waitsForSlot: (event) => (event.type === 'overlay.granted' ? ['open'] : undefined),
    open: (event) =>
      CLOSES.has(event.type)
        ? ['closed', 'release']
        : event.type === 'overlay.preempted'
          ? ['waitsForSlot']
          : undefined,
    closed: () => undefined,
  }

  /** What the visitor sees and the coordinator hears after `events`. Reads nothing of the chart. */
  function specView(c: Case, events: readonly Event[]) {
    let phase: Phase = 'prerendered'
    // From its start, a modal the visitor's storage does not suppress tells the coordinator it is
    // due, so the floating promo card does not show first and then sit under it.
    const calls: SlotCall[] = c.suppressed ? [] : ['announce']
    for (const event of events) {
      const [next, call]: [Phase, SlotCall?] = RULES[phase](event, c) ?? [phase]
      phase = next
      calls.push(...(call ? [call] : []))
    }
    return { dialog: phase === 'open' ? DIALOG : null, calls }
  }
  /** The one dialog this chart opens: the e-mail form offering the free weekly live lessons. */
  const DIALOG = 'weekly live lessons sign-up'
  let pathCount = 0

  describe.each(cases)('stored flag: $suppressed, typing at hydration: $typing', (c) => {
    const paths = edgeCoveringPaths(provided(c, []), { events })
    pathCount += paths.length
    it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
      const calls: SlotCall[] = []
      const { actor } = await replayAsync(provided(c, calls), path, { recorder })
      const seen = () => ({
        dialog: selectArticlesModalOpen(actor.getSnapshot()) ? DIALOG : null,
        calls: [...calls],
      })
      const afterPath = seen()
      for (const event of PROBE) actor.send(event)
      expect({ afterPath, afterProbe: seen() }).toEqual({
        afterPath: specView(c, path.events),
        afterProbe: specView(c, [...path.events, ...PROBE]),
      })
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
