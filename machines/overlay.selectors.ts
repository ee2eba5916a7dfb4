import type { SnapshotFrom } from 'xstate'
import type { exitIntentMachine } from './exit-intent.machine'
import type { overlayCoordinatorMachine } from './overlay-coordinator.machine'
import type { promoCardMachine } from './promo-card.machine'
import type { articlesModalMachine } from './articles-modal.machine'
import type { mobileBookingBarMachine } from './mobile-booking-bar.machine'

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

/** The /articles weekly lessons modal shows. */
export const selectArticlesModalOpen = (
  snapshot: SnapshotFrom<typeof articlesModalMachine>,
): boolean => snapshot.hasTag('open')
/** The kids page's sticky booking bar shows: a narrow viewport, the hero scrolled past. */
export const selectBookingBarShown = (
  snapshot: SnapshotFrom<typeof mobileBookingBarMachine>,
): boolean => snapshot.matches({ viewport: 'narrow', hero: 'passed', booking: 'away' })
/** Both in their chart's initial state: what the page renders until the chart runs. */
export const ARTICLES_MODAL_OPEN_BEFORE = false
export const BOOKING_BAR_SHOWN_BEFORE = false
