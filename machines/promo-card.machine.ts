import { and, assertEvent, not, setup } from 'xstate'
import { PROMO_CARD_SCROLL_OFFSET_PX, pixels } from './timings'

/**
 * The floating promo card, bottom right (spec §2 "Overlays", §9): shows while the page is scrolled
 * more than 400 px; dismissing it is remembered per path in local storage. Not a modal: it never
 * takes focus and takes no part in the overlay coordinator. The scroll position comes in as an
 * event from the host; whether this path was dismissed and remembering it are injected.
 *
 *   hidden --page.scroll (y > 400)--> [dismissed here before] dismissed | shown
 *   shown --page.scroll (y <= 400)--> hidden
 *   shown --promo.dismiss--> dismissed (remembered for this path)
 */
export interface PromoCardInput {
  /** The page's path: dismissals are remembered per path. */
  path: string
  /** The scroll offset for this visitor (an experiment's arm, README "Experiments"); the constant when not given. */
  offsetPx?: number
}

interface PromoCardContext {
  path: string
  offsetPx: number
}

export type PromoCardEvent = { type: 'page.scroll'; y: number } | { type: 'promo.dismiss' }

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
  },
  guards: {
    /** Injected: the card was dismissed on this path before. */
    isDismissedHere: (_: { context: PromoCardContext }) => false,
    isPastOffset: ({ context, event }) => {
      assertEvent(event, 'page.scroll')
      return event.y > context.offsetPx
    },
  },
}).createMachine({
  id: 'promoCard',
  description: `The bottom-right promo card: after ${pixels(PROMO_CARD_SCROLL_OFFSET_PX)} of scroll, until dismissed on this path.`,
  context: ({ input }) => ({
    path: input.path,
    offsetPx: input.offsetPx ?? PROMO_CARD_SCROLL_OFFSET_PX,
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
          { guard: { type: 'isPastOffset' }, target: 'shown' },
        ],
      },
    },
    shown: {
      description: `Scrolled past ${pixels(PROMO_CARD_SCROLL_OFFSET_PX)}: the card shows until dismissed or scrolled back up.`,
      tags: ['shown'],
      on: {
        'page.scroll': { guard: not({ type: 'isPastOffset' }), target: 'hidden' },
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
