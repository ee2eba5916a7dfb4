import { assertEvent, setup } from 'xstate'
import type { OverlayAnswer } from './overlay-coordinator.machine'
import { EXIT_INTENT_MIN_DWELL_MS, seconds } from './timings'

/**
 * The exit-intent modal (spec §2 "Overlays", §9): once the visitor has spent more than 10 s on the
 * page, the mouse leaving the window through its top edge opens a last offer, once per page view.
 * The mouse position comes in as an event from the host (`pointer.leave` with the pointer's y).
 *
 *   dwelling --exitIntentDwell--> armed --pointer.leave (y <= 0)--> asking
 *   asking --overlay.granted--> open --popup.close--> done;  asking --overlay.refused--> armed
 *
 * The dwell counts from the visitor's arrival, not from when the chart starts: the host
 * passes the time already spent on the page (`sinceArrivalMs`, from the page's own timeline,
 * injected), and the chart waits only the rest.
 *
 * It asks the coordinator `ifFree`: when another modal shows, it does not queue (a late "before you
 * go" would be wrong) and stays armed for the next exit.
 */
export type ExitIntentEvent =
  /** The mouse left the page; `y` is its clientY (at or above 0 = through the top edge). */
  { type: 'pointer.leave'; y: number } | { type: 'popup.close' } | OverlayAnswer

export interface ExitIntentInput {
  /** Milliseconds the visitor has been on the page when the chart starts. */
  sinceArrivalMs: number
  /** The dwell for this visitor (an experiment's arm, docs/funnels-and-experiments.md); the constant when not given. */
  dwellMs?: number
}

interface ExitIntentContext {
  sinceArrivalMs: number
  dwellMs: number
}

/** `open`: the dialog shows. */
export type ExitIntentTag = 'open'

export const exitIntentMachine = setup({
  types: {
    input: {} as ExitIntentInput,
    context: {} as ExitIntentContext,
    events: {} as ExitIntentEvent,
    tags: {} as ExitIntentTag,
  },
  delays: {
    exitIntentDwell: ({ context }) => Math.max(0, context.dwellMs - context.sinceArrivalMs),
  },
  actions: {
    requestSlot: () => {},
    releaseSlot: () => {},
  },
  guards: {
    /** The visitor had been on the page long enough when the chart started. */
    hasDwelt: ({ context }) => context.sinceArrivalMs >= context.dwellMs,
    isThroughTop: ({ event }) => {
      assertEvent(event, 'pointer.leave')
      return event.y <= 0
    },
  },
}).createMachine({
  id: 'exitIntent',
  description: `A last offer when the mouse leaves through the top after more than ${seconds(EXIT_INTENT_MIN_DWELL_MS)}; once per page view.`,
  context: ({ input }) => ({
    sinceArrivalMs: input.sinceArrivalMs,
    dwellMs: input.dwellMs ?? EXIT_INTENT_MIN_DWELL_MS,
  }),
  initial: 'dwelling',
  states: {
    dwelling: {
      description: `Not yet ${seconds(EXIT_INTENT_MIN_DWELL_MS)} on the page (counted from arrival): leaving the window does nothing. Started later than that: armed at once, without a timer.`,
      always: { guard: { type: 'hasDwelt' }, target: 'armed' },
      after: { exitIntentDwell: { target: 'armed' } },
    },
    armed: {
      description: 'Long enough on the page: the next exit through the top asks to open.',
      on: {
        'pointer.leave': {
          guard: { type: 'isThroughTop' },
          target: 'asking',
          actions: { type: 'requestSlot' },
        },
      },
    },
    asking: {
      description: 'Asked the coordinator, only if no other modal shows.',
      on: {
        'overlay.granted': { target: 'open' },
        'overlay.refused': { target: 'armed' },
      },
    },
    open: {
      description: 'The strategy-session offer shows; close, Escape or its links close it.',
      tags: ['open'],
      on: {
        'popup.close': { target: 'done', actions: { type: 'releaseSlot' } },
        'overlay.preempted': { target: 'done', actions: { type: 'releaseSlot' } },
      },
    },
    done: {
      description: 'Shown once; not again on this page view.',
    },
  },
})
