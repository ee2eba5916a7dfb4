import type { SnapshotFrom } from 'xstate'
import type { shareMachine } from './share.machine'

export type ShareSnapshot = SnapshotFrom<typeof shareMachine>

/** A clipboard write is in flight: Discord and Copy Link are disabled until it settles. */
export const selectCopying = (snapshot: ShareSnapshot): boolean => snapshot.hasTag('busy')
/** `selectCopying` in the chart's initial state: what the buttons render until the chart has loaded. */
export const COPYING_BEFORE = false
