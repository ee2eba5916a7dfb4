import type { SnapshotFrom } from 'xstate'
import type { lessonTypeModalMachine } from './lesson-type-modal.machine'

export type LessonTypeModalSnapshot = SnapshotFrom<typeof lessonTypeModalMachine>

/** The chooser is showing. */
export const selectChooserOpen = (snapshot: LessonTypeModalSnapshot): boolean =>
  snapshot.hasTag('open')
/** `selectChooserOpen` in the chart's initial state: rendered until the chart has loaded. */
export const CHOOSER_OPEN_BEFORE = false
