import type { SnapshotFrom } from 'xstate'
import type { timedPopupMachine } from './timed-popup.machine'

export type TimedPopupSnapshot = SnapshotFrom<typeof timedPopupMachine>

/** The popup is showing. */
export const selectPopupOpen = (snapshot: TimedPopupSnapshot): boolean => snapshot.hasTag('open')
/** The popup shows its thanks (the visitor has just signed up in it). */
export const selectPopupThanks = (snapshot: TimedPopupSnapshot): boolean =>
  snapshot.hasTag('thanks')
/** Both in the chart's initial state: what the page renders until the chart has loaded. */
export const POPUP_OPEN_BEFORE = false
export const POPUP_THANKS_BEFORE = false
