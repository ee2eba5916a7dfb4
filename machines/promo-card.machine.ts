import { and, assertEvent, assign, not, setup } from 'xstate'
import { PROMO_CARD_SCROLL_OFFSET_PX, pixels } from './timings'

/**
 * The floating promo card, bottom right (spec §2 "Overlays", §9): shows while the page is scrolled
 * more than 400 px; dismissing it is remembered per path in local storage. Not a modal: it never
 * takes focus. One interruption at a time: while a dialog shows or will open by itself soon (the
 * overlay coordinator is not `free.clear`), or while the visitor is typing in a form, the host says
 * `overlay.busy` and the card steps aside (`held`) until `overlay.free`. It starts held: the host
 * frees it once the coordinator runs and nothing interrupts. The scroll position comes in as an
 * event from the host; whether this path was dismissed and remembering it are injected.
 *
 *   hidden --page.scroll (y > 400)--> [dismissed here before] dismissed | [busy] held | shown
 *   shown --overlay.busy--> held --overlay.free--> shown
 *   shown, held --page.scroll (y <= 400)--> hidden
 *   shown --promo.dismiss--> dismissed (remembered for this path)
 */
export interface PromoCardInput {
  /** The page's path: dismissals are remembered per path. */
  path: string
  /** The scroll offset for this visitor (an experiment's arm, docs/funnels-and-experiments.md); the constant when not given. */
  offsetPx?: number
}

interface PromoCardContext {
  path: string
  offsetPx: number
  /** Something else interrupts the visitor (a dialog shows or is due, a form has the focus). */
  busy: boolean
}

export type PromoCardEvent =
  | { type: 'page.scroll'; y: number }
  | { type: 'promo.dismiss' }
  /** A dialog shows or is due, or the visitor types in a form: the card steps aside. */
  | { type: 'overlay.busy' }
  /** Nothing else interrupts any more. */
  | { type: 'overlay.free' }

/** `shown`: the card is on screen. */
export type PromoCardTag = 'shown'

export const promoCardMachine = setup({
  types: {
    input: {} as PromoCardInput,
    context: {} as PromoCardContext,
    events: {} as PromoCardEvent,
    tags: {} as PromoCardTag,
  },
  actions: {
    /** Injected: stores the dismissal of this path. */
    rememberDismissal: (_, _params: { path: string }) => {},
    markBusy: assign({ busy: true }),
    markFree: assign({ busy: false }),
  },
  guards: {
    /** Injected: the card was dismissed on this path before. */
    isDismissedHere: (_: { context: PromoCardContext }) => false,
    isPastOffset: ({ context, event }) => {
      assertEvent(event, 'page.scroll')
      return event.y > context.offsetPx
    },
    isBusy: ({ context }) => context.busy,
  },
}).createMachine({
  id: 'promoCard',
  description: `The bottom-right promo card: after ${pixels(PROMO_CARD_SCROLL_OFFSET_PX)} of scroll, until dismissed on this path; never while a dialog shows or is due.`,
  context: ({ input }) => ({
    path: input.path,
    offsetPx: input.offsetPx ?? PROMO_CARD_SCROLL_OFFSET_PX,
    busy: true,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      description: `Scrolled ${pixels(PROMO_CARD_SCROLL_OFFSET_PX)} or less (or dismissed here before, which is checked on the way out).`,
      on: {
        'page.scroll': [
          {
            guard: and([{ type: 'isPastOffset' }, { type: 'isDismissedHere' }]),
            target: 'dismissed',
          },
          { guard: and([{ type: 'isPastOffset' }, { type: 'isBusy' }]), target: 'held' },
          { guard: { type: 'isPastOffset' }, target: 'shown' },
        ],
        'overlay.busy': { actions: { type: 'markBusy' } },
        'overlay.free': { actions: { type: 'markFree' } },
      },
    },
    held: {
      description: `Scrolled past ${pixels(PROMO_CARD_SCROLL_OFFSET_PX)}, but a dialog shows or is due (or a form has the focus): the card waits.`,
      on: {
        'page.scroll': { guard: not({ type: 'isPastOffset' }), target: 'hidden' },
        'overlay.free': { target: 'shown', actions: { type: 'markFree' } },
      },
    },
    shown: {
      description: `Scrolled past ${pixels(PROMO_CARD_SCROLL_OFFSET_PX)} and nothing else interrupts: the card shows until dismissed, scrolled back up or interrupted.`,
      tags: ['shown'],
      on: {
        'page.scroll': { guard: not({ type: 'isPastOffset' }), target: 'hidden' },
        'overlay.busy': { target: 'held', actions: { type: 'markBusy' } },
        'promo.dismiss': {
          target: 'dismissed',
          actions: {
            type: 'rememberDismissal',
            params: ({ context }) => ({ path: context.path }),
          },
        },
      },
    },
    dismissed: {
      description: 'Dismissed on this path (now or on an earlier visit): never shows here again.',
    },
  },
})
