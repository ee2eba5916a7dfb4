import type { SnapshotFrom } from 'xstate'
import type { exitIntentMachine } from './exit-intent.machine'
import type { promoCardMachine } from './promo-card.machine'

/** The exit-intent modal shows. */
export const selectExitIntentOpen = (snapshot: SnapshotFrom<typeof exitIntentMachine>): boolean =>
  snapshot.hasTag('open')
/** The floating promo card shows. */
export const selectPromoShown = (snapshot: SnapshotFrom<typeof promoCardMachine>): boolean =>
  snapshot.hasTag('shown')
/** Both in their chart's initial state: what the page renders until the chart runs. */
export const EXIT_INTENT_OPEN_BEFORE = false
export const PROMO_SHOWN_BEFORE = false
