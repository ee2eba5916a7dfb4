import type { SnapshotFrom } from 'xstate'
import type { exitIntentMachine } from './exit-intent.machine'
import type { overlayCoordinatorMachine } from './overlay-coordinator.machine'
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
/**
 * A dialog shows or will open by itself soon (the coordinator is not in `free.clear`): the floating
 * promo card stays away (one interruption at a time).
 */
export const selectInterrupting = (
  snapshot: SnapshotFrom<typeof overlayCoordinatorMachine>,
): boolean => !snapshot.matches({ free: 'clear' })
/** The coordinator's initial state (`free.clear`): nothing interrupts. */
export const INTERRUPTING_BEFORE = false
