import type { SnapshotFrom } from 'xstate'
import type { moveStepperMachine } from './move-stepper.machine'

export type MoveStepperSnapshot = SnapshotFrom<typeof moveStepperMachine>

/** How many moves have been played on the board: the index of the position showing. */
export const selectPly = (snapshot: MoveStepperSnapshot): number => snapshot.context.ply

/** The starting position shows: Previous has nothing to do (its button is disabled). */
export const selectAtStart = (snapshot: MoveStepperSnapshot): boolean => snapshot.hasTag('first')

/** The end of the line shows: Next has nothing to do (its button is disabled). */
export const selectAtEnd = (snapshot: MoveStepperSnapshot): boolean => snapshot.hasTag('last')

/**
 * The selectors' values in the chart's initial state, which the stepper renders until its chart has
 * loaded (src/startup/chart.ts): the starting position; the end too when there are no moves.
 */
export const PLY_BEFORE = 0
export const AT_START_BEFORE = true
export const atEndBefore = (sans: readonly string[]): boolean => sans.length === 0

/**
 * The live text under the board: "Starting position", then "Move 1: c4", "Move 2: e5", "Move 3: Nf3"
 * (moves counted one per side, as played).
 */
export const selectMoveText = (snapshot: MoveStepperSnapshot): string => {
  const { ply, sans } = snapshot.context
  return ply === 0 ? 'Starting position' : `Move ${ply}: ${sans[ply - 1]}`
}
