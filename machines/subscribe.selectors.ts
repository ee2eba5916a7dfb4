import type { SnapshotFrom } from 'xstate'
import type { subscribeMachine } from './subscribe.machine'

/** What the sign-up forms read from the subscribe chart. */
export type SubscribeSnapshot = SnapshotFrom<typeof subscribeMachine>

/** How the form stands: nothing yet, saving, or how the last submit ended. */
export type SubscribeOutcome = 'idle' | 'submitting' | 'success' | 'alreadySubscribed' | 'failed'

/** The e-mail the field shows. */
export const selectEmail = (snapshot: SubscribeSnapshot): string => snapshot.context.email

/** A save is in flight: the field and button are disabled and the button shows its busy label. */
export const selectBusy = (snapshot: SubscribeSnapshot): boolean => snapshot.hasTag('busy')

export const selectOutcome = (snapshot: SubscribeSnapshot): SubscribeOutcome =>
  typeof snapshot.value === 'string' ? snapshot.value : snapshot.value.ready

/** `selectBusy` and `selectOutcome` in the chart's initial state: rendered until the chart has loaded. */
export const BUSY_BEFORE = false
export const OUTCOME_BEFORE: SubscribeOutcome = 'idle'
