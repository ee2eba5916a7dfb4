import type { SnapshotFrom } from 'xstate'
import type { accordionMachine } from './accordion.machine'

export type AccordionSnapshot = SnapshotFrom<typeof accordionMachine>

/** The open question, 0-based, or null. */
export const selectOpen = (snapshot: AccordionSnapshot): number | null => snapshot.context.open
