import { assertEvent, assign, setup } from 'xstate'
import { TESTIMONIAL_ROTATE_MS } from './timings'

/**
 * A carousel of testimonials (spec §2 Home and lesson pages, §4 "Testimonial carousel"): the index
 * moves next/previous with wraparound, or jumps by dot.
 *
 *   still --carousel.play--> rotating --(after rotate: next)--> rotating
 *   rotating --an arrow, a dot, carousel.pause--> still
 *
 * A rotating carousel (the lesson pages) is started by its host once the page is live and the
 * visitor does not prefer reduced motion; it moves on every `rotate` until the visitor touches it
 * (an arrow, a dot, hover or focus, or the pause button), then stays where they put it (WCAG 2.2.2).
 */
export interface CarouselInput {
  /** How many slides. */
  count: number
}

export interface CarouselContext extends CarouselInput {
  /** The slide showing, 0-based. */
  index: number
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.play' }
  | { type: 'carousel.pause' }

/** `rotating`: the carousel moves on by itself. */
export type CarouselTag = 'rotating'

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    tags: {} as CarouselTag,
  },
  delays: {
    rotate: TESTIMONIAL_ROTATE_MS,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    previous: assign({
      index: ({ context }) => (context.index - 1 + context.count) % context.count,
    }),
    goTo: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'carousel.goTo')
        return Number.isInteger(event.index) && event.index >= 0 && event.index < context.count
          ? event.index
          : context.index
      },
    }),
  },
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
  },
}).createMachine({
  id: 'carousel',
  description: 'One slide at a time; arrows wrap around, dots jump.',
  context: ({ input }) => ({ count: Math.max(1, Math.floor(input.count)), index: 0 }),
  initial: 'still',
  on: {
    'carousel.next': { target: '.still', actions: { type: 'next' } },
    'carousel.previous': { target: '.still', actions: { type: 'previous' } },
    'carousel.goTo': { target: '.still', actions: { type: 'goTo' } },
  },
  states: {
    still: {
      description: 'Shows the slide the visitor chose; it moves only when they say so.',
      on: { 'carousel.play': { guard: { type: 'hasSeveral' }, target: 'rotating' } },
    },
    rotating: {
      description: 'Moves to the next slide every `rotate` until the visitor touches it.',
      tags: ['rotating'],
      after: {
        rotate: { target: 'rotating', reenter: true, actions: { type: 'next' } },
      },
      on: { 'carousel.pause': { target: 'still' } },
    },
  },
})
