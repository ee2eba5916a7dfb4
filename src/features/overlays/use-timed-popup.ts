import { createContext, useContext, useEffect, useState } from 'react'
import type { TimedPopupId, timedPopupMachine } from '../../../machines/timed-popup.machine'
import {
  POPUP_OPEN_BEFORE,
  POPUP_THANKS_BEFORE,
  selectPopupOpen,
  selectPopupThanks,
} from '../../../machines/timed-popup.selectors'
import { useChart, useChartSelector, type Chart } from '../../startup/chart'
import { sinceLoad, whenLoaded } from '../../startup/page-timeline'
import { POPUPS } from '../../content/overlays'
import type { VariableTiming } from '../../domain/experiments'
import { POPUP_DELAY_TIMINGS } from '../../domain/experiment-exposures'
import { timing, whenExperimentsReady } from '../../services/experiments'
import { inspect } from '../../services/inspector'
import { hasAnySubscription, hasStoredEmail, isSubscribed } from '../../services/subscriptions'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { PopupDialog } from './dialogs'
import { useSlotActions } from './overlay-coordinator'

/** Who is not asked again (spec §2): read from browser storage when the delay runs out. */
const SUPPRESSED: Record<TimedPopupId, () => boolean> = {
  homeWelcome: () => hasStoredEmail(),
  learn: () => hasAnySubscription() || isSubscribed(POPUPS.learn.source),
  trainingHub: () => isSubscribed(POPUPS.trainingHub.source),
}

/** Each page's popup delay in machines/timings.ts, which an experiment may vary per visitor. */
const DELAY_TIMING: Readonly<Record<TimedPopupId, VariableTiming>> = POPUP_DELAY_TIMINGS

/**
 * The visitor's delays, chosen before the chart starts (docs/funnels-and-experiments.md). The popup's delay
 * re-reads the page's clock when the chart schedules it: the actor starts when React commits, a
 * while after the render that computed its input on a slow phone (hydration runs as a transition),
 * and the timer must still fire at load + delay.
 */
const visitorDelays = (popup: TimedPopupId) => ({
  // A visitor whose storage keeps the popup shut never meets its delay: no unit of its experiment.
  delayMs: timing(DELAY_TIMING[popup], { suppressed: SUPPRESSED[popup]() }),
  autoCloseMs: timing('POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS'),
})

export const TimedPopupContext = createContext<Chart<typeof timedPopupMachine> | null>(null)

function usePopupChart() {
  const chart = useContext(TimedPopupContext)
  if (!chart) throw new Error('a timed popup part needs its <TimedPopup> above it')
  return chart
}

/**
 * The popup's chart with its effects. Its code (and XState) comes while the page hydrates; the
 * visitor's delays are chosen into `delays` once the stop switch has answered (at once while no
 * experiment runs), as the code arrives: the countdown still counts from load.
 */
const loadTimedPopup =
  (
    popup: TimedPopupId,
    slotActions: ReturnType<typeof useSlotActions>,
    delays: { current: { delayMs: number; autoCloseMs: number } },
  ) =>
  () =>
    Promise.all([import('../../../machines/timed-popup.machine'), whenExperimentsReady()]).then(
      ([{ timedPopupMachine, remainingOf }]) => {
        delays.current = visitorDelays(popup)
        const { delayMs, autoCloseMs } = delays.current
        return timedPopupMachine.provide({
          actions: slotActions,
          guards: { isSuppressed: SUPPRESSED[popup] },
          delays: {
            popupDelay: () => remainingOf(delayMs, sinceLoad()),
            autoCloseAfterSuccess: autoCloseMs,
          },
        })
      },
    )

/**
 * Runs the timed popup `popup` of a page (`TimedPopup` hands it down to its parts). The chart starts
 * when the page hydrates, but its delay counts from the page's load: it gets the time already
 * elapsed since then and waits the rest.
 */
export function useTimedPopupChart(popup: TimedPopupId): Chart<typeof timedPopupMachine> {
  const slotActions = useSlotActions(popup)
  // What the chart's load chose, for the input the chart starts with.
  const [delays] = useState(() => ({ current: { delayMs: 0, autoCloseMs: 0 } }))
  // useChart keeps the first render's chart, and with it these slot actions (bound to one slot).
  return useChart(loadTimedPopup(popup, slotActions, delays), () => ({
    input: { popup, sinceLoadMs: sinceLoad(), delayMs: delays.current.delayMs },
    inspect,
  }))
}

/**
 * Tells a chart started before the document's load when it has loaded, and fetches the dialog's code
 * ahead, so the popup shows at its moment, not a download later.
 */
export function useReportPageLoaded() {
  const chart = usePopupChart()
  useEffect(
    () =>
      whenLoaded((sinceLoadMs) => {
        chart.send({ type: 'page.loaded', sinceLoadMs })
        PopupDialog.preload()
      }),
    [chart],
  )
}

/** The popup's dialog: whether it shows (closed until the chart runs) or thanks, its close and success. */
export function useTimedPopupDialog() {
  const chart = usePopupChart()
  return {
    open: useShownAfterPaint(useChartSelector(chart, selectPopupOpen, POPUP_OPEN_BEFORE)),
    thanks: useChartSelector(chart, selectPopupThanks, POPUP_THANKS_BEFORE),
    close: () => chart.send({ type: 'popup.close' }),
    subscribed: () => chart.send({ type: 'popup.subscribed' }),
  }
}

/** A button's click that opens the popup at any time. */
export function useOpenTimedPopup() {
  const chart = usePopupChart()
  return () => chart.send({ type: 'popup.open' })
}
