import { assign, enqueueActions, setup } from 'xstate'
import type { OverlayAnswer } from './overlay-coordinator.machine'
import { POPUP_DELAY_TIMINGS } from '../src/domain/experiment-exposures'
import {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
  seconds,
} from './timings'

/**
 * The timed sign-up popups (spec §2 Home, /learn, /train, "Overlays"; §4 "Welcome popup"):
 *
 * - home welcome popup (free tactics cheat sheet): 3 s after load unless `user_email` is stored;
 * - /learn popup (free weekly live lessons): 3 s after load unless any subscription flag is stored;
 * - Training Hub popup (free weekly live lessons, source training_hub_popup): 2 s after load; the
 *   hub's "free weekly live lessons" button opens the same popup at any time.
 *
 * "After load" means after the page's `load`, however late the chart starts: the host
 * passes the time already elapsed since load (`sinceLoadMs`, from the page's own timeline, injected),
 * and the chart waits only the rest. While the document has not loaded yet (`sinceLoadMs: null`) it
 * waits for `page.loaded`, which brings the elapsed time then. The host also passes the visitor's
 * delay (`delayMs`: the page's constant, or the visitor's arm while an experiment varies it,
 * docs/funnels-and-experiments.md), so the chart runs with it from its first state.
 *
 *   loading --page.loaded--> waiting (at once when already loaded)
 *   waiting --popupDelay minus elapsed--> [suppressed] closed | queued --overlay.granted--> open
 *   open --popup.close ('x', 'Maybe Later', Escape)--> closed
 *   open --popup.subscribed--> closed (home, /learn) | thanks --autoCloseAfterSuccess--> closed (hub)
 *
 * Whether the visitor is suppressed is asked when the delay runs out (`isSuppressed`, reading browser
 * storage, injected), so a sign-up made on the page meanwhile counts. The overlay coordinator decides
 * when the popup may show (`requestSlot` / `openSlot` / `releaseSlot`, injected). From its start, a
 * popup that is not suppressed tells the coordinator it is due (`announceSlot`), so nothing else (the
 * floating promo card) starts to show in the seconds before it opens; a popup suppressed when its
 * delay runs out releases that claim.
 */
export type TimedPopupId = 'homeWelcome' | 'learn' | 'trainingHub'

export interface TimedPopupInput {
  popup: TimedPopupId
  /** Milliseconds since the page's load when the chart starts; null: not loaded yet. */
  sinceLoadMs: number | null
  /** The popup's delay after load for this visitor; the page's constant when not given. */
  delayMs?: number
}

interface TimedPopupContext {
  popup: TimedPopupId
  sinceLoadMs: number | null
  delayMs: number
}

/** What is left of `delay` once `elapsed` ms have passed (never below 0). */
export const remainingOf = (delay: number, elapsed: number | null): number =>
  Math.max(0, delay - (elapsed ?? 0))

/**
 * The page delays by their name in machines/timings.ts. Named imports, not `import * as`: a namespace
 * object would carry every timing into the first load's shell chunk, where timings.ts lives.
 */
const DELAY_BY_NAME = {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
} as const satisfies Record<(typeof POPUP_DELAY_TIMINGS)[TimedPopupId], number>

/** The page's own delay: the constant its popup id names (POPUP_DELAY_TIMINGS, one map for both). */
const pageDelay = (popup: TimedPopupId): number => DELAY_BY_NAME[POPUP_DELAY_TIMINGS[popup]]

export type TimedPopupEvent =
  /** The hub's weekly lessons button: the visitor opens the popup. */
  | { type: 'popup.open' }
  /** The close (x) button, 'Maybe Later' or Escape. */
  | { type: 'popup.close' }
  /** The sign-up inside the popup succeeded. */
  | { type: 'popup.subscribed' }
  | OverlayAnswer
  /** The document has loaded (the host's `load` listener); `sinceLoadMs`: elapsed since then. */
  | { type: 'page.loaded'; sinceLoadMs: number }

/** `open`: the dialog shows; `thanks`: it shows the thank-you before closing by itself. */
export type TimedPopupTag = 'open' | 'thanks'

export const timedPopupMachine = setup({
  types: {
    input: {} as TimedPopupInput,
    context: {} as TimedPopupContext,
    events: {} as TimedPopupEvent,
    tags: {} as TimedPopupTag,
  },
  delays: {
    popupDelay: ({ context }) => remainingOf(context.delayMs, context.sinceLoadMs),
    autoCloseAfterSuccess: POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  },
  actions: {
    /** Ask the coordinator for the modal slot (it answers overlay.granted). */
    requestSlot: () => {},
    /** Tell the coordinator the visitor opened this popup (it shows at once). */
    openSlot: () => {},
    /** Tell the coordinator this popup has closed (or will not open after all). */
    releaseSlot: () => {},
    /** Tell the coordinator this popup will open by itself soon. */
    announceSlot: () => {},
    /** At the start: a popup the visitor's storage does not already suppress is due. */
    announceUnlessSuppressed: enqueueActions(({ enqueue, check }) => {
      if (!check({ type: 'isSuppressed' })) enqueue({ type: 'announceSlot' })
    }),
  },
  guards: {
    /** Injected: a stored e-mail (home) or subscription flag (/learn, hub) keeps the popup shut. */
    isSuppressed: () => false,
    closesAfterThanks: ({ context }) => context.popup === 'trainingHub',
    hasLoaded: ({ context }) => context.sinceLoadMs !== null,
    /** The page's delay had already gone by when the countdown began (a chart started late). */
    isDelayOver: ({ context }) => remainingOf(context.delayMs, context.sinceLoadMs) === 0,
  },
}).createMachine({
  id: 'timedPopup',
  description: 'A sign-up popup that opens by itself some time after load, unless suppressed.',
  context: ({ input }) => ({
    popup: input.popup,
    sinceLoadMs: input.sinceLoadMs,
    delayMs: input.delayMs ?? pageDelay(input.popup),
  }),
  initial: 'loading',
  on: {
    'popup.open': { target: '.open', actions: { type: 'openSlot' } },
  },
  states: {
    loading: {
      description: 'The document is still loading: the countdown starts at its load.',
      entry: { type: 'announceUnlessSuppressed' },
      always: { guard: { type: 'hasLoaded' }, target: 'waiting' },
      on: {
        'page.loaded': {
          target: 'waiting',
          actions: assign({ sinceLoadMs: ({ event }) => event.sinceLoadMs }),
        },
      },
    },
    waiting: {
      description: `Counting down from load, minus the time already gone by when the chart started; each page's popup has its own delay (home ${seconds(pageDelay('homeWelcome'))}, /learn ${seconds(pageDelay('learn'))}, hub ${seconds(pageDelay('trainingHub'))}). Started after the delay: on at once, without a timer.`,
      always: { guard: { type: 'isDelayOver' }, target: 'checking' },
      after: {
        popupDelay: { target: 'checking' },
      },
    },
    checking: {
      description: 'The delay ran out: a visitor already signed up is not asked again.',
      always: [
        { guard: { type: 'isSuppressed' }, target: 'closed', actions: { type: 'releaseSlot' } },
        { target: 'queued', actions: { type: 'requestSlot' } },
      ],
    },
    queued: {
      description: 'Asked the coordinator; waits while another modal shows.',
      on: { 'overlay.granted': { target: 'open' } },
    },
    open: {
      description: "The dialog shows the sign-up; x, 'Maybe Later', Escape or a sign-up close it.",
      tags: ['open'],
      on: {
        'popup.open': {},
        'popup.close': { target: 'closed', actions: { type: 'releaseSlot' } },
        'popup.subscribed': [
          { guard: { type: 'closesAfterThanks' }, target: 'thanks' },
          { target: 'closed', actions: { type: 'releaseSlot' } },
        ],
        'overlay.preempted': { target: 'queued' },
      },
    },
    thanks: {
      description:
        'Signed up (Training Hub): the thank-you shows, then the popup closes by itself.',
      tags: ['open', 'thanks'],
      after: {
        autoCloseAfterSuccess: { target: 'closed', actions: { type: 'releaseSlot' } },
      },
      on: {
        'popup.open': {},
        'popup.close': { target: 'closed', actions: { type: 'releaseSlot' } },
        'overlay.preempted': { target: 'closed', actions: { type: 'releaseSlot' } },
      },
    },
    closed: {
      description: 'Closed or suppressed for this page view; only the hub button opens it again.',
    },
  },
})
