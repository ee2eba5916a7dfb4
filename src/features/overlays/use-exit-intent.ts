import { useEffect, useState } from 'react'
import { EXIT_INTENT_OPEN_BEFORE, selectExitIntentOpen } from '../../../machines/overlay.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import { sinceArrival } from '../../startup/page-timeline'
import { inspect } from '../../services/inspector'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { useSlotActions } from './overlay-coordinator'

/**
 * The exit-intent chart with its effects. The visitor's dwell (an experiment may vary it) is chosen
 * with the chart's code, before the chart starts, into `chosen`: the experiments' code loads with
 * the chart, off the page's first load. The dwell's rest is read from the page's clock when the
 * chart schedules it.
 */
const loadExitIntent =
  (slotActions: ReturnType<typeof useSlotActions>, chosen: { dwellMs: number }) => () =>
    Promise.all([
      import('../../../machines/exit-intent.machine'),
      import('../../services/experiments'),
    ]).then(([{ exitIntentMachine }, { timing }]) => {
      chosen.dwellMs = timing('EXIT_INTENT_MIN_DWELL_MS')
      return exitIntentMachine.provide({
        actions: slotActions,
        delays: { exitIntentDwell: () => Math.max(0, chosen.dwellMs - sinceArrival()) },
      })
    })

/**
 * The exit-intent chart of one page view: whether the modal shows (closed until the chart runs:
 * its initial state, tests/components/deferred-chart.test.tsx) and its close. The mouse leaving
 * the window (a `mouseout` with no element to go to) reaches the chart with its clientY.
 */
export function useExitIntent() {
  const slotActions = useSlotActions('exitIntent', true)
  // What the chart's load chose, for the input the chart starts with.
  const [chosen] = useState(() => ({ dwellMs: 0 }))
  // useChart keeps the first render's chart, and with it these slot actions (bound to one slot).
  // The dwell counts from the visitor's arrival, not from this mount.
  const chart = useChart(loadExitIntent(slotActions, chosen), () => ({
    inspect,
    input: { sinceArrivalMs: sinceArrival(), dwellMs: chosen.dwellMs },
  }))
  const open = useShownAfterPaint(
    useChartSelector(chart, selectExitIntentOpen, EXIT_INTENT_OPEN_BEFORE),
  )

  useEffect(() => {
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) chart.send({ type: 'pointer.leave', y: event.clientY })
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => document.removeEventListener('mouseout', onMouseOut)
  }, [chart])

  return { open, close: () => chart.send({ type: 'popup.close' }) }
}
