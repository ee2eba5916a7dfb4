import type { SnapshotFrom } from 'xstate'
import type { ToolAnswers, toolFormMachine } from './tool-form.machine'

/** What a tool page (study plan, opening recommender) reads from its chart. */
export type ToolFormSnapshot = SnapshotFrom<typeof toolFormMachine>

/** The answers the form shows (kept after a refused or failed submit). */
export const selectAnswers = (snapshot: ToolFormSnapshot): ToolAnswers => snapshot.context.answers

/** The save is in flight: the button is disabled and says so ('Generating Plan...'). */
export const selectBusy = (snapshot: ToolFormSnapshot): boolean => snapshot.hasTag('busy')

/** The saved result (the plan, the opening), once there is one to show; null while the form shows. */
export const selectSavedResult = (snapshot: ToolFormSnapshot): unknown =>
  snapshot.hasTag('done') ? snapshot.context.result : null

/** `selectBusy` and `selectSavedResult` in the chart's initial state (before it has loaded). */
export const BUSY_BEFORE = false
export const RESULT_BEFORE = null
