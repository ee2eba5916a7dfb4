import { useEffect, useState } from 'react'
import { EXIT_INTENT_OPEN_BEFORE, selectExitIntentOpen } from '../../../machines/overlay.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import { whenLive } from '../../startup/before-hydration'
import { sinceArrival, whenLoaded } from '../../startup/page-timeline'
import { inspect } from '../../services/inspector'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { ExitIntentDialog } from './dialogs'
import { useSlotActions } from './overlay-coordinator'

/**
 * The exit-intent modal of one page view (the root renders it keyed by the path). The mouse leaving
 * the window (a `mouseout` with no element to go to) reaches the chart with its clientY.
 */
export function ExitIntent() {
  const slotActions = useSlotActions('exitIntent', true)
  // The visitor's dwell (an experiment may vary it), chosen with the chart's code, before the chart
  // starts: the experiments' code loads with the chart, off the page's first load. The dwell's rest is
  // read from the page's clock when the chart schedules it.
  const [chosen] = useState(() => ({ dwellMs: 0 }))
  const [load] = useState(
    () => () =>
      Promise.all([
        import('../../../machines/exit-intent.machine'),
        import('../../services/experiments'),
      ]).then(([{ exitIntentMachine }, { timing }]) => {
        chosen.dwellMs = timing('EXIT_INTENT_MIN_DWELL_MS')
        return exitIntentMachine.provide({
          actions: slotActions,
          delays: { exitIntentDwell: () => Math.max(0, chosen.dwellMs - sinceArrival()) },
        })
      }),
  )
  // The dwell counts from the visitor's arrival, not from this mount.
  const actor = useChart(load, () => ({
    inspect,
    input: { sinceArrivalMs: sinceArrival(), dwellMs: chosen.dwellMs },
  }))
  // Closed until the chart runs: its initial state (tests/components/deferred-chart.test.tsx).
  const open = useShownAfterPaint(
    useChartSelector(actor, selectExitIntentOpen, EXIT_INTENT_OPEN_BEFORE),
  )

  // Once the page has loaded and is live, the dialog's code is fetched ahead: the modal shows the
  // moment the visitor leaves, not a download later (the dwell is longer than the wait).
  useEffect(() => {
    let cancelLoaded = () => {}
    const cancelLive = whenLive(() => {
      cancelLoaded = whenLoaded(() => ExitIntentDialog.preload())
    })
    return () => {
      cancelLive()
      cancelLoaded()
    }
  }, [])

  useEffect(() => {
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) actor.send({ type: 'pointer.leave', y: event.clientY })
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => document.removeEventListener('mouseout', onMouseOut)
  }, [actor])

  if (!open) return null
  return <ExitIntentDialog onClose={() => actor.send({ type: 'popup.close' })} />
}
