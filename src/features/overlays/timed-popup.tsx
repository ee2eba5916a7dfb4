import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { TimedPopupId, timedPopupMachine } from '../../../machines/timed-popup.machine'
import {
  POPUP_OPEN_BEFORE,
  POPUP_THANKS_BEFORE,
  selectPopupOpen,
  selectPopupThanks,
} from '../../../machines/timed-popup.selectors'
import { OutlineButton } from '../../ui/button'
import { NextClassLine } from '../../parts/next-class'
import { useChart, useChartSelector, type Chart } from '../../startup/chart'
import { sinceLoad, whenLoaded } from '../../startup/page-timeline'
import { POPUPS, WEEKLY_LESSONS_BUTTON, WEEKLY_POPUP_THANKS } from '../../content/overlays'
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

const TimedPopupContext = createContext<Chart<typeof timedPopupMachine> | null>(null)

function usePopupChart() {
  const chart = useContext(TimedPopupContext)
  if (!chart) throw new Error('a timed popup part needs its <TimedPopup> above it')
  return chart
}

/** The sign-up form a route puts in the popup; `onSubscribed` closes (or thanks and closes) it. */
export type PopupForm = (props: { source: string; onSubscribed: () => void }) => ReactNode

/**
 * A timed sign-up popup (home welcome, /learn, Training Hub), rendered by the page that hosts it.
 * The chart starts when the page hydrates, but its delay counts from the page's load: it
 * gets the time already elapsed since then and waits the rest. `children` may hold the
 * hub's button that opens the same popup (`WeeklyLessonsButton`).
 */
export function TimedPopup({
  popup,
  form,
  children,
}: {
  popup: TimedPopupId
  form: PopupForm
  children?: ReactNode
}) {
  const slotActions = useSlotActions(popup)
  // Chosen once the stop switch has answered (at once while no experiment runs), as the chart's
  // code arrives: the countdown still counts from load.
  const [delays] = useState(() => ({ current: { delayMs: 0, autoCloseMs: 0 } }))
  // The chart's code (and XState) comes while the page hydrates; the delay still counts from load.
  const [load] = useState(
    () => () =>
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
      ),
  )
  const chart = useChart(load, () => ({
    input: { popup, sinceLoadMs: sinceLoad(), delayMs: delays.current.delayMs },
    inspect,
  }))
  return (
    <TimedPopupContext.Provider value={chart}>
      {children}
      <LoadListener />
      <TimedPopupDialog popup={popup} form={form} />
    </TimedPopupContext.Provider>
  )
}

/**
 * Tells a chart started before the document's load when it has loaded, and fetches the dialog's code
 * ahead, so the popup shows at its moment, not a download later.
 */
function LoadListener() {
  const actor = usePopupChart()
  useEffect(
    () =>
      whenLoaded((sinceLoadMs) => {
        actor.send({ type: 'page.loaded', sinceLoadMs })
        PopupDialog.preload()
      }),
    [actor],
  )
  return null
}

function TimedPopupDialog({ popup, form }: { popup: TimedPopupId; form: PopupForm }) {
  const actor = usePopupChart()
  const open = useShownAfterPaint(useChartSelector(actor, selectPopupOpen, POPUP_OPEN_BEFORE))
  const thanks = useChartSelector(actor, selectPopupThanks, POPUP_THANKS_BEFORE)
  if (!open) return null
  const { title, text, source } = POPUPS[popup]
  return (
    <PopupDialog
      title={title}
      text={text}
      onClose={() => actor.send({ type: 'popup.close' })}
      maybeLater
      note={popup === 'homeWelcome' ? null : <NextClassLine />}
      thanks={thanks ? WEEKLY_POPUP_THANKS : null}
      form={form({ source, onSubscribed: () => actor.send({ type: 'popup.subscribed' }) })}
    />
  )
}

/**
 * The Training Hub's "free weekly live lessons" button: opens the hub's popup at any time. A plain
 * `<button type="button">`, so a tap before hydration is replayed once the page is live.
 */
export function WeeklyLessonsButton({ label = WEEKLY_LESSONS_BUTTON }: { label?: string }) {
  const actor = usePopupChart()
  return (
    <OutlineButton
      type="button"
      aria-haspopup="dialog"
      onClick={() => actor.send({ type: 'popup.open' })}
    >
      {label}
    </OutlineButton>
  )
}
