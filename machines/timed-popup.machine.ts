import { setup } from 'xstate'
import type { OverlayAnswer } from './overlay-coordinator.machine'
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
 *   waiting --<page>Delay--> [suppressed] closed | queued --overlay.granted--> open
 *   open --popup.close ('x', 'Maybe Later', Escape)--> closed
 *   open --popup.subscribed--> closed (home, /learn) | thanks --autoCloseAfterSuccess--> closed (hub)
 *
 * Whether the visitor is suppressed is asked when the delay runs out (`isSuppressed`, reading browser
 * storage, injected), so a sign-up made on the page meanwhile counts. The overlay coordinator decides
 * when the popup may show (`requestSlot` / `openSlot` / `releaseSlot`, injected).
 */
export type TimedPopupId = 'homeWelcome' | 'learn' | 'trainingHub'

export interface TimedPopupInput {
  popup: TimedPopupId
}

export type TimedPopupEvent =
  /** The hub's weekly lessons button: the visitor opens the popup. */
  | { type: 'popup.open' }
  /** The close (x) button, 'Maybe Later' or Escape. */
  | { type: 'popup.close' }
  /** The sign-up inside the popup succeeded. */
  | { type: 'popup.subscribed' }
  | OverlayAnswer

/** `open`: the dialog shows; `thanks`: it shows the thank-you before closing by itself. */
export type TimedPopupTag = 'open' | 'thanks'

export const timedPopupMachine = setup({
  types: {
    input: {} as TimedPopupInput,
    context: {} as TimedPopupInput,
    events: {} as TimedPopupEvent,
    tags: {} as TimedPopupTag,
  },
  delays: {
    homeWelcomeDelay: HOME_WELCOME_POPUP_DELAY_MS,
    learnPopupDelay: LEARN_POPUP_DELAY_MS,
    trainingHubPopupDelay: TRAINING_HUB_POPUP_DELAY_MS,
    autoCloseAfterSuccess: POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  },
  actions: {
    /** Ask the coordinator for the modal slot (it answers overlay.granted). */
    requestSlot: () => {},
    /** Tell the coordinator the visitor opened this popup (it shows at once). */
    openSlot: () => {},
    /** Tell the coordinator this popup has closed. */
    releaseSlot: () => {},
  },
  guards: {
    isHome: ({ context }) => context.popup === 'homeWelcome',
    isLearn: ({ context }) => context.popup === 'learn',
    isTrainingHub: ({ context }) => context.popup === 'trainingHub',
    /** Injected: a stored e-mail (home) or subscription flag (/learn, hub) keeps the popup shut. */
    isSuppressed: () => false,
    closesAfterThanks: ({ context }) => context.popup === 'trainingHub',
  },
}).createMachine({
  id: 'timedPopup',
  description: 'A sign-up popup that opens by itself some time after load, unless suppressed.',
  context: ({ input }) => ({ popup: input.popup }),
  initial: 'waiting',
  on: {
    'popup.open': { target: '.open', actions: { type: 'openSlot' } },
  },
  states: {
    waiting: {
      description: `Counting down from load; each page's popup has its own delay (home ${seconds(HOME_WELCOME_POPUP_DELAY_MS)}, /learn ${seconds(LEARN_POPUP_DELAY_MS)}, hub ${seconds(TRAINING_HUB_POPUP_DELAY_MS)}).`,
      after: {
        homeWelcomeDelay: { guard: { type: 'isHome' }, target: 'checking' },
        learnPopupDelay: { guard: { type: 'isLearn' }, target: 'checking' },
        trainingHubPopupDelay: { guard: { type: 'isTrainingHub' }, target: 'checking' },
      },
    },
    checking: {
      description: 'The delay ran out: a visitor already signed up is not asked again.',
      always: [
        { guard: { type: 'isSuppressed' }, target: 'closed' },
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
