import { assertEvent, not, setup, stateIn } from 'xstate'
import { PHONE_LAYOUT_BELOW_PX, pixels } from './timings'

/**
 * The mobile booking bar on /lessons/kids (spec §2 lesson pages, §4 "Mobile sticky booking bar",
 * §9): only below 768 px wide, once the hero has scrolled out of view, a fixed bottom bar
 * 'Book an Intro Session - $1' that scrolls to the scheduling widget. Not a modal.
 *
 * Three independent facts, three parallel regions; the bar shows in `viewport.narrow` +
 * `hero.passed` + `booking.away`: it steps aside while the scheduling widget it leads to is in view
 * (it would cover the widget). The viewport width and what is in view come in as events from the
 * host; the scroll to the widget is injected (`scrollToBooking`).
 */
export type MobileBookingBarEvent =
  | { type: 'viewport.resize'; width: number }
  /** The hero scrolled out of view upwards. */
  | { type: 'hero.leave' }
  /** The hero is (partly) in view again. */
  | { type: 'hero.enter' }
  /** The scheduling widget is (partly) in view. */
  | { type: 'booking.enter' }
  /** The scheduling widget is out of view. */
  | { type: 'booking.leave' }
  | { type: 'bar.book' }

export const mobileBookingBarMachine = setup({
  types: {
    events: {} as MobileBookingBarEvent,
  },
  actions: {
    /** Injected: scrolls the scheduling widget into view. */
    scrollToBooking: () => {},
  },
  guards: {
    isNarrow: ({ event }) => {
      assertEvent(event, 'viewport.resize')
      return event.width < PHONE_LAYOUT_BELOW_PX
    },
    /** The bar is on screen: narrow viewport, the hero scrolled past, the widget not in view. */
    isShown: stateIn({ viewport: 'narrow', hero: 'passed', booking: 'away' }),
  },
}).createMachine({
  id: 'mobileBookingBar',
  description: `The fixed 'Book an Intro Session - $1' bar: below ${pixels(PHONE_LAYOUT_BELOW_PX)}, once the hero is out of view, while the booking widget is not in view.`,
  type: 'parallel',
  on: {
    'bar.book': { guard: { type: 'isShown' }, actions: { type: 'scrollToBooking' } },
  },
  states: {
    viewport: {
      description: 'How wide the window is.',
      initial: 'wide',
      states: {
        wide: {
          description: `${pixels(PHONE_LAYOUT_BELOW_PX)} or wider: never a bar.`,
          on: { 'viewport.resize': { guard: { type: 'isNarrow' }, target: 'narrow' } },
        },
        narrow: {
          description: `Narrower than ${pixels(PHONE_LAYOUT_BELOW_PX)}: the bar may show.`,
          on: { 'viewport.resize': { guard: not({ type: 'isNarrow' }), target: 'wide' } },
        },
      },
    },
    hero: {
      description: 'Whether the hero is still in view.',
      initial: 'inView',
      states: {
        inView: {
          description: "The hero (with its own 'Book Now' button) is in view.",
          on: { 'hero.leave': { target: 'passed' } },
        },
        passed: {
          description: 'The hero has scrolled out of view upwards.',
          on: { 'hero.enter': { target: 'inView' } },
        },
      },
    },
    booking: {
      description: 'Whether the scheduling widget the bar leads to is in view.',
      initial: 'away',
      states: {
        away: {
          description: 'The widget is out of view: the bar may show.',
          on: { 'booking.enter': { target: 'inView' } },
        },
        inView: {
          description: 'The widget is in view: the bar steps aside so it never covers it.',
          on: { 'booking.leave': { target: 'away' } },
        },
      },
    },
  },
})
