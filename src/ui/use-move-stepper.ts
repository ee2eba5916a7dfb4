import { useRef } from 'react'
import {
  AT_START_BEFORE,
  atEndBefore,
  PLY_BEFORE,
  selectAtEnd,
  selectAtStart,
  selectPly,
} from '../../machines/move-stepper.selectors'
import { useChart, useChartSelector } from '../startup/chart'

const loadStepper = () =>
  import('../../machines/move-stepper.machine').then((module) => module.moveStepperMachine)

/**
 * One move stepper's chart over the line `sans`: the position shown (the first until the chart
 * runs), whether either end is reached, and the step, with the buttons' refs it moves focus between.
 */
export function useMoveStepper(sans: readonly string[]) {
  const chart = useChart(loadStepper, { input: { sans } })
  const ply = useChartSelector(chart, selectPly, PLY_BEFORE)
  const atStart = useChartSelector(chart, selectAtStart, AT_START_BEFORE)
  const atEnd = useChartSelector(chart, selectAtEnd, atEndBefore(sans))
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)

  /** Steps; a button that becomes disabled hands the focus to the other one, so it is not lost. */
  const step = (type: 'stepper.next' | 'stepper.previous') => {
    chart.send({ type })
    // Before the chart runs, the step is queued (it is there within a moment of hydration).
    const snapshot = chart.actor?.getSnapshot()
    const other = type === 'stepper.next' ? previous : next
    if (snapshot && (type === 'stepper.next' ? selectAtEnd : selectAtStart)(snapshot))
      other.current?.focus()
  }

  return { ply, atStart, atEnd, previous, next, step }
}
