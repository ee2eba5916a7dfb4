import type { SnapshotFrom } from 'xstate'
import type { accordionMachine } from './accordion.machine'

export type AccordionSnapshot = SnapshotFrom<typeof accordionMachine>

/** The open question, 0-based, or null. */
export const selectOpen = (snapshot: AccordionSnapshot): number | null => snapshot.context.open
/** `selectOpen` in the chart's initial state: what the accordion renders until its chart has loaded. */
export const OPEN_BEFORE = null
