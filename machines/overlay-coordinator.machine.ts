import { assertEvent, assign, emit, not, setup } from 'xstate'

/**
 * The one place that decides which overlay may show (spec §2 "Overlays").
 * Rule: one interruption at a time. Never two modals at once: every modal asks this chart before it
 * opens and tells it when it has closed; this chart answers `overlay.granted`, `overlay.refused` or
 * `overlay.preempted`, emitted with the overlay's id (src/ui/overlay-slot.tsx passes each answer on to
 * the overlay it names, so the context holds data only). An overlay that will open by itself (a timed popup counting down, the /articles
 * modal before the page is live) says so first (`overlay.due`): while one is due or a modal shows,
 * the floating promo card, which is no modal, stays away (`free.clear` is the only state in which it
 * may show; machines/promo-card.machine.ts).
 *
 *   free.clear <--> free.pending (an overlay is due)
 *   free --overlay.request--> showing.automatic  (granted at once)
 *   free --overlay.open-----> showing.visitor    (the visitor opened it with a click)
 *   showing --overlay.request--> queued in OVERLAY_ORDER (or refused, for `ifFree` requests)
 *   showing.automatic --overlay.open--> showing.visitor (the automatic one is preempted and waits)
 *   showing --overlay.release (of the one showing)--> the next in the queue, or free
 *
 * Order (OVERLAY_ORDER, first wins when several wait):
 *   1. what the visitor opened by a click (the lesson-type chooser, the Training Hub's weekly lessons
 *      button): always at once; an automatic popup that was showing steps back and waits;
 *   2. the /articles weekly lessons modal (on load);
 *   3. the timed page popups: home welcome, /learn, Training Hub (one per page);
 *   4. the exit-intent modal, which only asks `ifFree` and never waits: a late "before you go" after
 *      another popup closed would be wrong.
 */
export type OverlayId =
  'lessonType' | 'articlesWeekly' | 'homeWelcome' | 'learn' | 'trainingHub' | 'exitIntent'

/** Who goes first when several overlays wait: earlier in this list wins. */
export const OVERLAY_ORDER: readonly OverlayId[] = [
  'lessonType',
  'articlesWeekly',
  'homeWelcome',
  'learn',
  'trainingHub',
  'exitIntent',
]

/** An overlay that holds or waits for the slot. */
export interface OverlayClaim {
  id: OverlayId
  /** False for `ifFree` requests (exit intent): never put in the queue, not even when preempted. */
  waits: boolean
}

export interface OverlayCoordinatorContext {
  /** The modal that shows now (null when free). */
  current: OverlayClaim | null
  /** Automatic overlays waiting for their turn, in OVERLAY_ORDER. */
  queue: OverlayClaim[]
  /** Overlays that will open by themselves soon (counting down, or waiting for the page). */
  due: OverlayId[]
}

export type OverlayCoordinatorEvent =
  /** An automatic overlay (timer, on load, exit intent) wants to open. */
  | { type: 'overlay.request'; id: OverlayId; ifFree?: boolean }
  /** The visitor opened a modal with a click: it shows at once. */
  | { type: 'overlay.open'; id: OverlayId }
  /** An overlay closed, gave up (suppressed) or left the page. */
  | { type: 'overlay.release'; id: OverlayId }
  /** An automatic overlay will open by itself soon: nothing else should start to show meanwhile. */
  | { type: 'overlay.due'; id: OverlayId }

/** What the coordinator answers an overlay. */
export type OverlayAnswer =
  { type: 'overlay.granted' } | { type: 'overlay.refused' } | { type: 'overlay.preempted' }

/** The answer as the coordinator emits it: with the id of the overlay it is for. */
export type OverlayAnswered = OverlayAnswer & { id: OverlayId }

/** `modal`: one modal shows; `due`: none shows, but one will open by itself soon. */
export type OverlayCoordinatorTag = 'modal' | 'due'

const rank = (id: OverlayId) => OVERLAY_ORDER.indexOf(id)

/** Adds a claim to the queue in OVERLAY_ORDER, once per overlay. */
const enqueue = (queue: OverlayClaim[], claim: OverlayClaim): OverlayClaim[] =>
  [...queue.filter((c) => c.id !== claim.id), claim].sort((a, b) => rank(a.id) - rank(b.id))

export const overlayCoordinatorMachine = setup({
  types: {
    context: {} as OverlayCoordinatorContext,
    events: {} as OverlayCoordinatorEvent,
    emitted: {} as OverlayAnswered,
    tags: {} as OverlayCoordinatorTag,
  },
  actions: {
    showRequested: assign(({ context, event }) => {
      assertEvent(event, 'overlay.request')
      const claim = { id: event.id, waits: event.ifFree !== true }
      return {
        current: claim,
        queue: context.queue.filter((c) => c.id !== claim.id),
        due: context.due.filter((id) => id !== claim.id),
      }
    }),
    showOpened: assign(({ context, event }) => {
      assertEvent(event, 'overlay.open')
      const claim = { id: event.id, waits: true }
      return {
        current: claim,
        queue: context.queue.filter((c) => c.id !== claim.id),
        due: context.due.filter((id) => id !== claim.id),
      }
    }),
    /** Once per overlay; one that already shows or waits is more than due. */
    markDue: assign({
      due: ({ context, event }) => {
        assertEvent(event, 'overlay.due')
        const known =
          context.due.includes(event.id) ||
          context.current?.id === event.id ||
          context.queue.some((c) => c.id === event.id)
        return known ? context.due : [...context.due, event.id]
      },
    }),
    /** An overlay that asks, opens or is released is no longer merely due. */
    forgetDue: assign({
      due: ({ context, event }) => {
        assertEvent(event, ['overlay.request', 'overlay.release'])
        return context.due.filter((id) => id !== event.id)
      },
    }),
    grantCurrent: emit(({ context }) => ({
      type: 'overlay.granted' as const,
      id: context.current!.id,
    })),
    refuse: emit(({ event }) => {
      assertEvent(event, 'overlay.request')
      return { type: 'overlay.refused' as const, id: event.id }
    }),
    enqueueRequest: assign(({ context, event }) => {
      assertEvent(event, 'overlay.request')
      return {
        queue: enqueue(context.queue, { id: event.id, waits: true }),
        due: context.due.filter((id) => id !== event.id),
      }
    }),
    /** The automatic overlay that showed steps back: told so, and back in line (if it waits). */
    preemptCurrent: emit(({ context }) => ({
      type: 'overlay.preempted' as const,
      id: context.current!.id,
    })),
    requeueCurrent: assign({
      queue: ({ context }) =>
        context.current!.waits ? enqueue(context.queue, context.current!) : context.queue,
    }),
    showNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
    })),
    clearCurrent: assign({ current: null }),
    dequeue: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'overlay.release')
        return context.queue.filter((c) => c.id !== event.id)
      },
    }),
  },
  guards: {
    hasDue: ({ context }) => context.due.length > 0,
    isAlreadyKnown: ({ context, event }) => {
      assertEvent(event, 'overlay.request')
      return context.current?.id === event.id || context.queue.some((c) => c.id === event.id)
    },
    isIfFree: ({ event }) => {
      assertEvent(event, 'overlay.request')
      return event.ifFree === true
    },
    isCurrentWithQueue: ({ context, event }) => {
      assertEvent(event, 'overlay.release')
      return context.current?.id === event.id && context.queue.length > 0
    },
    isCurrent: ({ context, event }) => {
      assertEvent(event, 'overlay.release')
      return context.current?.id === event.id
    },
  },
}).createMachine({
  id: 'overlayCoordinator',
  description:
    'Decides which overlay may show: never two at once; a click wins, then the /articles modal, the timed page popups, exit intent; the promo card only when none shows or is due.',
  context: { current: null, queue: [], due: [] },
  initial: 'free',
  on: {
    'overlay.due': { actions: { type: 'markDue' } },
  },
  states: {
    free: {
      description: 'No modal shows: the first request is granted at once.',
      initial: 'clear',
      on: {
        'overlay.request': {
          target: 'showing.automatic',
          actions: [{ type: 'showRequested' }, { type: 'grantCurrent' }],
        },
        'overlay.open': { target: 'showing.visitor', actions: { type: 'showOpened' } },
        'overlay.release': { actions: { type: 'forgetDue' } },
      },
      states: {
        clear: {
          description: 'Nothing shows and nothing is due: the floating promo card may show.',
          always: { guard: { type: 'hasDue' }, target: 'pending' },
        },
        pending: {
          description: 'Nothing shows yet, but an overlay will open by itself soon.',
          tags: ['due'],
          always: { guard: not({ type: 'hasDue' }), target: 'clear' },
        },
      },
    },
    showing: {
      description: 'One modal shows; others wait in order (exit intent does not wait).',
      tags: ['modal'],
      initial: 'automatic',
      on: {
        'overlay.request': [
          { guard: { type: 'isAlreadyKnown' } },
          { guard: { type: 'isIfFree' }, actions: { type: 'refuse' } },
          { actions: { type: 'enqueueRequest' } },
        ],
        'overlay.release': [
          {
            guard: { type: 'isCurrentWithQueue' },
            target: '.automatic',
            actions: [{ type: 'showNext' }, { type: 'grantCurrent' }],
          },
          {
            guard: { type: 'isCurrent' },
            target: 'free',
            actions: [{ type: 'clearCurrent' }, { type: 'forgetDue' }],
          },
          { actions: [{ type: 'dequeue' }, { type: 'forgetDue' }] },
        ],
      },
      states: {
        automatic: {
          description: 'A popup opened by a timer, on load or by exit intent shows.',
          on: {
            'overlay.open': {
              target: 'visitor',
              actions: [
                { type: 'preemptCurrent' },
                { type: 'requeueCurrent' },
                { type: 'showOpened' },
              ],
            },
          },
        },
        visitor: {
          description: 'A modal the visitor opened with a click shows; automatic ones wait.',
          on: {
            'overlay.open': { target: 'visitor', actions: { type: 'showOpened' } },
          },
        },
      },
    },
  },
})
