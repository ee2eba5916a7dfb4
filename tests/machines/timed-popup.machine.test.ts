/**
 * Model-based test of the timed sign-up popups (home welcome, /learn, Training Hub): every page's
 * delay on the simulated clock, storage present (suppressed) or absent, the coordinator's answers
 * (granted, preempted), close / 'Maybe Later' / Escape (all `popup.close`), a sign-up, and the
 * Training Hub's auto-close 2 s after it, each with the chart started after the page's load (part of
 * the delay already gone) and before it (`page.loaded` later). Copies
 * tests/machines/subscribe.machine.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { timedPopupMachine, type TimedPopupId } from '../../machines/timed-popup.machine'
import {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
} from '../../machines/timings'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'
import { expectOutcome } from './outcomes'

type Event = ModelEvent<typeof timedPopupMachine>
type Snapshot = SnapshotFrom<typeof timedPopupMachine>
type SlotCall = 'request' | 'open' | 'release'

/** Each page's delay runs out as the one named delay of the chart, `popupDelay`. */
const POPUP_DELAY: Event = elapsed('popupDelay', 'timedPopup.waiting')

const DELAY_MS: Record<TimedPopupId, number> = {
  homeWelcome: HOME_WELCOME_POPUP_DELAY_MS,
  learn: LEARN_POPUP_DELAY_MS,
  trainingHub: TRAINING_HUB_POPUP_DELAY_MS,
}

/** Hydration took this long after load: the chart starts with that much of its delay gone. */
const LATE_START_MS = 1200
/** Later than every popup's delay: the chart started (its code arrived) after the popup was due. */
const PAST_EVERY_DELAY_MS = 60_000

const VISITOR_EVENTS: Event[] = [
  { type: 'popup.open' },
  { type: 'popup.close' },
  { type: 'popup.subscribed' },
  { type: 'overlay.granted' },
  { type: 'overlay.preempted' },
]
const AUTO_CLOSE = elapsed('autoCloseAfterSuccess', 'timedPopup.thanks')

/** What can happen in a state: a delay only runs out in the state that started it. */
const eventsFor = () => (snapshot: Snapshot) => [
  ...VISITOR_EVENTS,
  ...(snapshot.matches('loading') ? [{ type: 'page.loaded', sinceLoadMs: 0 } as const] : []),
  ...(snapshot.matches('waiting') ? [POPUP_DELAY] : []),
  ...(snapshot.matches('thanks') ? [AUTO_CLOSE] : []),
]

/** The chart with fake effects: storage says `suppressed`; slot calls are recorded. */
function provided(suppressed: boolean, calls: SlotCall[]) {
  return timedPopupMachine.provide({
    actions: {
      requestSlot: () => void calls.push('request'),
      openSlot: () => void calls.push('open'),
      releaseSlot: () => void calls.push('release'),
    },
    guards: { isSuppressed: () => suppressed },
  })
}

const POPUPS: TimedPopupId[] = ['homeWelcome', 'learn', 'trainingHub']
const CASES = POPUPS.flatMap((popup) =>
  [false, true].flatMap((suppressed) =>
    // Before load, started late within the delay, and started after the whole delay had gone by.
    [null, LATE_START_MS, PAST_EVERY_DELAY_MS].map((sinceLoadMs) => ({
      popup,
      suppressed,
      sinceLoadMs,
    })),
  ),
)

describe('timed popup chart', () => {
  const recorder = new CoverageRecorder()
  let pathCount = 0

  describe.each(CASES)(
    '$popup, storage suppresses: $suppressed, started $sinceLoadMs ms after load',
    ({ popup, suppressed, sinceLoadMs }) => {
      const paths = edgeCoveringPaths(provided(suppressed, []), {
        events: eventsFor(),
        input: { popup, sinceLoadMs },
      })
      pathCount += paths.length

      it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
        const calls: SlotCall[] = []
        const { actor, beforeLastStep } = await replayAsync(provided(suppressed, calls), path, {
          input: { popup, sinceLoadMs },
          recorder,
          clock: new SimulatedClock(),
        })
        const snapshot: Snapshot = actor.getSnapshot()
        const timerRan = path.events.includes(POPUP_DELAY)
        const clicked = path.events.some((e) => e.type === 'popup.open')
        const last = path.events.at(-1)?.type
        const holdsOrAsks = calls.length > 0 && calls.at(-1) !== 'release'
        expectOutcome(
          path.name,
          {
            // The coordinator always knows: open or waiting means holding or asking for the slot.
            holdsOrAsks,
            closed: snapshot.matches('closed'),
            thanks: snapshot.hasTag('thanks'),
            asked: calls.some((call) => call !== 'release'),
            callsWhenSuppressed: suppressed && timerRan && !clicked ? calls : null,
            lastCallWhenClosed:
              snapshot.matches('closed') && calls.length > 0 ? calls.at(-1) : null,
          },
          {
            holdsOrAsks: snapshot.hasTag('open') || snapshot.matches('queued'),
            // Suppressed by storage: the timer never asks for the slot, and never opens. A sign-up
            // closes the home and /learn popups at once; only the Training Hub thanks first.
            closed:
              (suppressed && timerRan && !clicked) ||
              (last === 'popup.subscribed' &&
                beforeLastStep.hasTag('open') &&
                popup !== 'trainingHub')
                ? true
                : snapshot.matches('closed'),
            thanks: snapshot.hasTag('thanks') && popup === 'trainingHub',
            // Not loaded yet, or suppressed before anything was clicked: nothing asked for the slot.
            asked:
              snapshot.matches('loading') || (suppressed && timerRan && !clicked)
                ? false
                : calls.some((call) => call !== 'release'),
            // Suppressed by storage: the coordinator is told it will not open (no promo card waits).
            callsWhenSuppressed: suppressed && timerRan && !clicked ? ['release'] : null,
            // Closed after asking or holding means the slot was given back.
            lastCallWhenClosed: snapshot.matches('closed') && calls.length > 0 ? 'release' : null,
          },
        )
      })
    },
  )

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(timedPopupMachine, recorder, { task, paths: pathCount })
  })

  it.each(POPUPS)(
    '%s asks to open at its delay from timings.ts after load, not a millisecond before',
    (popup) => {
      const calls: SlotCall[] = []
      const clock = new SimulatedClock()
      const actor = createActor(provided(false, calls), {
        input: { popup, sinceLoadMs: 0 },
        clock,
      }).start()
      clock.increment(DELAY_MS[popup] - 1)
      expect(calls).toEqual([])
      clock.increment(1)
      expect(calls).toEqual(['request'])
      expect(actor.getSnapshot().value).toBe('queued')
    },
  )

  it.each(POPUPS)(
    '%s started late (hydration after load) waits only the rest of its delay',
    (popup) => {
      const calls: SlotCall[] = []
      const clock = new SimulatedClock()
      createActor(provided(false, calls), {
        input: { popup, sinceLoadMs: LATE_START_MS },
        clock,
      }).start()
      clock.increment(DELAY_MS[popup] - LATE_START_MS - 1)
      expect(calls).toEqual([])
      clock.increment(1)
      expect(calls).toEqual(['request'])
    },
  )

  it.each(POPUPS)(
    '%s started after its whole delay has gone by asks at once, without a timer (a paused clock does not hold it)',
    (popup) => {
      const calls: SlotCall[] = []
      const clock = new SimulatedClock()
      createActor(provided(false, calls), {
        input: { popup, sinceLoadMs: DELAY_MS[popup] + 500 },
        clock,
      }).start()
      expect(calls).toEqual(['request'])
    },
  )

  it.each(POPUPS)('%s started before load counts from the load, not from its start', (popup) => {
    const calls: SlotCall[] = []
    const clock = new SimulatedClock()
    const actor = createActor(provided(false, calls), {
      input: { popup, sinceLoadMs: null },
      clock,
    }).start()
    clock.increment(DELAY_MS[popup] + 1000)
    expect(calls).toEqual([])
    actor.send({ type: 'page.loaded', sinceLoadMs: 100 })
    clock.increment(DELAY_MS[popup] - 100 - 1)
    expect(calls).toEqual([])
    clock.increment(1)
    expect(calls).toEqual(['request'])
  })

  // An experiment on a page's delay (docs/funnels-and-experiments.md): the host passes the visitor's arm.
  it.each(POPUPS)(
    "%s with a visitor's own delay (an experiment's arm) asks at that delay, counted from load",
    (popup) => {
      const delayMs = DELAY_MS[popup] + 5000
      for (const sinceLoadMs of [0, LATE_START_MS]) {
        const calls: SlotCall[] = []
        const clock = new SimulatedClock()
        createActor(provided(false, calls), {
          input: { popup, sinceLoadMs, delayMs },
          clock,
        }).start()
        clock.increment(delayMs - sinceLoadMs - 1)
        expect(calls).toEqual([])
        clock.increment(1)
        expect(calls).toEqual(['request'])
      }
      // Started after the page's constant but before the visitor's delay: it still waits.
      const calls: SlotCall[] = []
      const clock = new SimulatedClock()
      createActor(provided(false, calls), {
        input: { popup, sinceLoadMs: DELAY_MS[popup] + 500, delayMs },
        clock,
      }).start()
      expect(calls).toEqual([])
      clock.increment(delayMs - DELAY_MS[popup] - 500)
      expect(calls).toEqual(['request'])
    },
  )

  it('closes the Training Hub popup by itself 2 s after a sign-up', () => {
    const calls: SlotCall[] = []
    const clock = new SimulatedClock()
    const actor = createActor(provided(false, calls), {
      input: { popup: 'trainingHub', sinceLoadMs: 0 },
      clock,
    }).start()
    actor.send({ type: 'popup.open' })
    actor.send({ type: 'popup.subscribed' })
    expect(actor.getSnapshot().hasTag('thanks')).toBe(true)
    clock.increment(POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS - 1)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['open', 'release'])
  })
})
