/**
 * The product spec's defaults for the values machines/timings.ts holds (spec §9 "Business constants
 * and limits"). Only `tests/machines/timings.test.ts` › "the shipped values equal the spec's
 * defaults" reads this file: every other test reads the shipped value from machines/timings.ts, so
 * changing a delay there fails that one test only. A deliberate change away from the spec's default
 * is made here too, in the same commit.
 */
export const SPEC_DEFAULTS = {
  HOME_WELCOME_POPUP_DELAY_MS: 3000,
  LEARN_POPUP_DELAY_MS: 3000,
  TRAINING_HUB_POPUP_DELAY_MS: 2000,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS: 2000,
  EXIT_INTENT_MIN_DWELL_MS: 10_000,
  PROMO_CARD_SCROLL_OFFSET_PX: 400,
  PHONE_LAYOUT_BELOW_PX: 768,
  TRAINING_HUB_INITIAL_TOOLS: 6,
  TRAINING_HUB_SHOW_MORE_DELAY_MS: 300,
  LEVEL_QUIZ_AUTO_ADVANCE_MS: 500,
  SCHEDULING_WIDGET_HEIGHT_PX: 700,
  SCHEDULING_WIDGET_MIN_WIDTH_PX: 320,
  SHARE_POPUP_WIDTH_PX: 600,
  SHARE_POPUP_HEIGHT_PX: 400,
} as const
