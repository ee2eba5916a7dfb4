import type { SnapshotFrom } from 'xstate'
import type { schedulingWidgetMachine } from './scheduling-widget.machine'

export type SchedulingWidgetSnapshot = SnapshotFrom<typeof schedulingWidgetMachine>

/** The plain booking link replaces the widget. */
export const selectFailed = (snapshot: SchedulingWidgetSnapshot): boolean =>
  snapshot.hasTag('failed')

/** The calendar is mounted. */
export const selectReady = (snapshot: SchedulingWidgetSnapshot): boolean =>
  snapshot.matches('ready')

/** `selectFailed` and `selectReady` in the chart's initial state (before it has loaded). */
export const FAILED_BEFORE = false
export const READY_BEFORE = false
