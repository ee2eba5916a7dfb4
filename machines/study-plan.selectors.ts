import type { SnapshotFrom } from 'xstate'
import type { StudyPlan, StudyPlanAnswers } from '../src/domain/study-plan'
import type { studyPlanMachine } from './study-plan.machine'

/** What the study plan page reads from its chart. */
export type StudyPlanSnapshot = SnapshotFrom<typeof studyPlanMachine>

/** The answers the form shows (kept after a refused or failed submit). */
export const selectAnswers = (snapshot: StudyPlanSnapshot): StudyPlanAnswers =>
  snapshot.context.answers

/** The save is in flight: the button is disabled and reads 'Generating Plan...'. */
export const selectBusy = (snapshot: StudyPlanSnapshot): boolean => snapshot.hasTag('busy')

/** The saved plan, once there is one to show; null while the form shows. */
export const selectSavedPlan = (snapshot: StudyPlanSnapshot): StudyPlan | null =>
  snapshot.hasTag('done') ? snapshot.context.plan : null
