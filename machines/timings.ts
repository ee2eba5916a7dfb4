/**
 * Every delay and threshold the marketing team tunes (product spec §9), in one place.
 *
 * Delays are in milliseconds, distances and sizes in CSS pixels. Machines read these through
 * `setup({ delays })`; components read the thresholds (scroll offset, breakpoint, widget size).
 * No other file in the project holds a literal delay.
 *
 * Experiments: any value a chart reads once the page is live can be tried at several values at
 * once, each on a random share of visitors (docs/funnels-and-experiments.md). Declare the experiment beside
 * the constant it varies, e.g. under HOME_WELCOME_POPUP_DELAY_MS:
 *
 *   export const HOME_WELCOME_POPUP_DELAY_EXPERIMENT = experiment({
 *     key: 'welcome-delay-8s',
 *     varies: 'HOME_WELCOME_POPUP_DELAY_MS',
 *     arms: [3000, 8000],
 *     weights: [1, 1],
 *     metric: 'Welcome popup (home): saved',
 *     start: '2026-12-01',
 *   })
 *
 * The first arm is the control: the constant's value. With no experiment declared, every visitor
 * gets the values below. Changing an experiment's arms or weights needs a new key.
 */
import type { Experiment } from '../src/domain/experiments'

const declared: Experiment[] = []

/** Declares an experiment (see above): the site runs every one declared with it. */
export const experiment = (definition: Experiment): Experiment => {
  declared.push(definition)
  return definition
}

/** Every experiment this file declares (src/services/experiments.ts assigns visitors to them). */
export const EXPERIMENTS: readonly Experiment[] = declared

/** Home page: the welcome popup (free tactics cheat sheet) opens this long after load, if no e-mail is stored. */
export const HOME_WELCOME_POPUP_DELAY_MS = 3000

/** /learn: the sign-up popup opens this long after load, unless a subscription is already stored. */
export const LEARN_POPUP_DELAY_MS = 3000

/** /train (Training Hub): the weekly live lessons popup opens this long after load. */
export const TRAINING_HUB_POPUP_DELAY_MS = 2000

/** A popup closes by itself this long after a successful sign-up (weekly lessons popup). */
export const POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS = 2000

/**
 * A weekly class sign-up in a popup or the /articles modal: its success toast carries the "Add to
 * calendar" links (the popup itself closes), so it stays this long (paused while the pointer is on it).
 */
export const WEEKLY_CLASS_TOAST_MS = 10_000

/** Exit intent: the visitor must have spent more than this long on the page before leaving the top edge counts. */
export const EXIT_INTENT_MIN_DWELL_MS = 10_000

/** Floating promo card: appears once the page has scrolled more than this many pixels. */
export const PROMO_CARD_SCROLL_OFFSET_PX = 400

/**
 * Below this viewport width the phone layout applies: the site-wide `mobile` media query
 * (src/ui/theme.ts: stacked sections, smaller type) and the kids page's sticky booking bar.
 * The navbar collapses at its own widths (`NAV_FULL_ROW_MIN_PX`, src/ui/layout-metrics.ts).
 */
export const PHONE_LAYOUT_BELOW_PX = 768

/** Training Hub: tools shown before 'Show More Tools' is pressed. */
export const TRAINING_HUB_INITIAL_TOOLS = 6

/** Training Hub: the brief loading pause after 'Show More Tools' before all tools show. */
export const TRAINING_HUB_SHOW_MORE_DELAY_MS = 300

/** Level quiz: after an option is chosen, the answer is submitted automatically after this delay. */
export const LEVEL_QUIZ_AUTO_ADVANCE_MS = 500

/** Lesson pages: height of the embedded scheduling widget. */
export const SCHEDULING_WIDGET_HEIGHT_PX = 700

/** Lesson pages: minimum width of the embedded scheduling widget. */
export const SCHEDULING_WIDGET_MIN_WIDTH_PX = 320

/** Share buttons: width and height of the Facebook / Twitter / Reddit share pop-up. */
export const SHARE_POPUP_WIDTH_PX = 600
export const SHARE_POPUP_HEIGHT_PX = 400

/**
 * Every save of a lead gives up after this long without an answer from the backend: the request is
 * aborted, the visitor sees the failure toast and keeps what they typed, and can try again.
 */
export const LEAD_SAVE_TIMEOUT_MS = 8000

/**
 * A kept lead the backend did not take (no answer, 5xx, 429, ...) is tried again after this long,
 * then twice as long each time, never longer apart than `OUTBOX_RETRY_MAX_MS` (src/services/outbox.ts).
 */
export const OUTBOX_RETRY_FIRST_MS = 15_000
export const OUTBOX_RETRY_MAX_MS = 10 * 60_000

/** Lesson pages: a rotating testimonial carousel moves to the next entry this often, until touched. */
export const TESTIMONIAL_ROTATE_MS = 7000

/**
 * Lesson pages: the external scheduling widget's script gets this long to load before a compact card
 * with a direct link to the booking page and to /contact shows instead (blocked script, ad blocker,
 * offline): a few seconds, not a 700 px empty box.
 */
export const SCHEDULING_WIDGET_LOAD_TIMEOUT_MS = 5000

/** Lesson pages: the scheduling widget's script starts loading when its section is this close to the viewport. */
export const SCHEDULING_WIDGET_PRELOAD_MARGIN_PX = 600

/** A delay as the charts' descriptions say it: 10000 -> '10 s', 300 -> '0.3 s'. */
export const seconds = (ms: number): string => `${ms / 1000} s`

/** A distance as the charts' descriptions say it: 400 -> '400 px'. */
export const pixels = (px: number): string => `${px} px`

/** Funnel analytics: the recorded steps are sent once this many have gathered (and when the tab is hidden). */
export const FUNNEL_BATCH_EVENTS = 20

/** Funnel analytics: the most steps one request may carry (the database refuses a larger batch). */
export const FUNNEL_BATCH_MAX = 50

/** Funnel analytics: recording waits for an idle moment, at most this long, so no interaction is slowed. */
export const FUNNEL_IDLE_TIMEOUT_MS = 2000
