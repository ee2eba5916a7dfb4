import type { VariableTiming } from './experiments'

/** Each timed popup's delay in machines/timings.ts (the popup's id, its chart's variant). */
export const POPUP_DELAY_TIMINGS = {
  homeWelcome: 'HOME_WELCOME_POPUP_DELAY_MS',
  learn: 'LEARN_POPUP_DELAY_MS',
  trainingHub: 'TRAINING_HUB_POPUP_DELAY_MS',
} as const satisfies Record<string, VariableTiming>

type Exposure = { chart: string; states: readonly string[]; variant?: string }

type TimedPopup = keyof typeof POPUP_DELAY_TIMINGS

/** A popup's delay counts from the page's load: its chart waits in `loading`, then in `waiting`. */
const popupDelay = (variant: TimedPopup): Exposure => ({
  chart: 'timedPopup',
  states: ['loading', 'waiting'],
  variant,
})

/**
 * Where each variable timing takes effect: the chart state a tab enters when the value starts to
 * count (the popup's countdown, the thank-you's, the dwell's, the scroll watch, the show-more pause,
 * an answer's auto-advance). A tab is an experiment's unit from the first of these steps on: the
 * recorder adds the arm to that step and every later one, and the report counts a tab only from
 * that step (a tab that never gets there, such as a signed-up visitor's whose popup is suppressed,
 * is no unit). The database holds the same list (app_private.experiment_exposure_steps).
 */
export const EXPOSURES: Readonly<Record<VariableTiming, Exposure>> = {
  [POPUP_DELAY_TIMINGS.homeWelcome]: popupDelay('homeWelcome'),
  [POPUP_DELAY_TIMINGS.learn]: popupDelay('learn'),
  [POPUP_DELAY_TIMINGS.trainingHub]: popupDelay('trainingHub'),
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS: { chart: 'timedPopup', states: ['thanks'] },
  EXIT_INTENT_MIN_DWELL_MS: { chart: 'exitIntent', states: ['dwelling'] },
  PROMO_CARD_SCROLL_OFFSET_PX: { chart: 'promoCard', states: ['hidden'] },
  TRAINING_HUB_SHOW_MORE_DELAY_MS: { chart: 'trainingHub', states: ['loadingMore'] },
  LEVEL_QUIZ_AUTO_ADVANCE_MS: { chart: 'levelQuiz', states: ['quiz.locked'] },
}

/** Whether a recorded step is where `varies` takes effect (see EXPOSURES). */
export function isExposure(
  varies: VariableTiming,
  step: { chart: string; state: string; variant: string | null },
): boolean {
  const exposure = EXPOSURES[varies]
  return (
    step.chart === exposure.chart &&
    exposure.states.includes(step.state) &&
    (exposure.variant === undefined || step.variant === exposure.variant)
  )
}
