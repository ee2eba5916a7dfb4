import type { SnapshotFrom } from 'xstate'
import type { schedulingWidgetMachine } from './scheduling-widget.machine'

export type SchedulingWidgetSnapshot = SnapshotFrom<typeof schedulingWidgetMachine>

/** The plain booking link replaces the widget. */
export const selectFailed = (snapshot: SchedulingWidgetSnapshot): boolean =>
  snapshot.hasTag('failed')

/** The calendar is mounted. */
export const selectReady = (snapshot: SchedulingWidgetSnapshot): boolean =>
  snapshot.matches('ready')
