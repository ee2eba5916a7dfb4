import type { SnapshotFrom } from 'xstate'
import type { ToolAnswers, ToolFormMachine } from './tool-form.machine'

/** What a tool page (study plan, opening recommender) reads from its chart. */
export type ToolFormSnapshot<A extends ToolAnswers = ToolAnswers, R = unknown> = SnapshotFrom<
  ToolFormMachine<A, R>
>

/** The answers the form shows (kept after a refused or failed submit). */
export const selectAnswers = <A extends ToolAnswers, R>(snapshot: ToolFormSnapshot<A, R>): A =>
  snapshot.context.answers

/** The save is in flight: the button is disabled and says so ('Generating Plan...'). */
export const selectBusy = <A extends ToolAnswers, R>(snapshot: ToolFormSnapshot<A, R>): boolean =>
  snapshot.hasTag('busy')

/** The saved result (the plan, the opening), once there is one to show; null while the form shows. */
export const selectSavedResult = <A extends ToolAnswers, R>(
  snapshot: ToolFormSnapshot<A, R>,
): R | null => (snapshot.hasTag('done') ? snapshot.context.result : null)

/** The result is saved but its mail will not go: the page says so instead of "emailed". */
export const selectMailWithheld = <A extends ToolAnswers, R>(
  snapshot: ToolFormSnapshot<A, R>,
): boolean => snapshot.context.mailWithheld

/** `selectBusy` and `selectSavedResult` in the chart's initial state (before it has loaded). */
export const BUSY_BEFORE = false
export const RESULT_BEFORE = null
