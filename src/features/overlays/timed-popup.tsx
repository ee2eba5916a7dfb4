import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { TimedPopupId, timedPopupMachine } from '../../../machines/timed-popup.machine'
import {
  POPUP_OPEN_BEFORE,
  POPUP_THANKS_BEFORE,
  selectPopupOpen,
  selectPopupThanks,
} from '../../../machines/timed-popup.selectors'
import {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
} from '../../../machines/timings'
import { OutlineButton } from '../../components/button'
import { NextClassLine } from '../../components/next-class'
import { useChart, useChartSelector, type Chart } from '../../components/deferred-chart'
import { sinceLoad, whenLoaded } from '../../domain/page-timeline'
import { POPUPS, WEEKLY_LESSONS_BUTTON, WEEKLY_POPUP_THANKS } from '../../content/overlays'
import { inspect } from '../../services/inspector'
import { hasAnySubscription, hasStoredEmail, isSubscribed } from '../../services/subscriptions'
import { useShownAfterPaint } from '../../components/shown-after-paint'
import { PopupDialog } from './dialogs'
import { useSlotActions } from './overlay-coordinator'

/** Who is not asked again (spec §2): read from browser storage when the delay runs out. */
const SUPPRESSED: Record<TimedPopupId, () => boolean> = {
  homeWelcome: () => hasStoredEmail(),
  learn: () => hasAnySubscription() || isSubscribed(POPUPS.learn.source),
  trainingHub: () => isSubscribed(POPUPS.trainingHub.source),
}

/**
 * The delays re-read the page's clock when the chart schedules them: the actor starts when React
 * commits, a while after the render that computed its input on a slow phone (hydration runs as a
 * transition), and the timer must still fire at load + delay.
 */
const pageDelays = (remainingOf: (delay: number, elapsed: number | null) => number) => {
  const remainingFromNow = (delay: number) => () => remainingOf(delay, sinceLoad())
  return {
    homeWelcomeDelay: remainingFromNow(HOME_WELCOME_POPUP_DELAY_MS),
    learnPopupDelay: remainingFromNow(LEARN_POPUP_DELAY_MS),
    trainingHubPopupDelay: remainingFromNow(TRAINING_HUB_POPUP_DELAY_MS),
  }
}

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
 * The chart starts when the page hydrates, but its delay counts from the page's load (issue 23): it
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
  // The chart's code (and XState) comes while the page hydrates; the delay still counts from load.
  const [load] = useState(
    () => () =>
      import('../../../machines/timed-popup.machine').then(({ timedPopupMachine, remainingOf }) =>
        timedPopupMachine.provide({
          actions: slotActions,
          guards: { isSuppressed: SUPPRESSED[popup] },
          delays: pageDelays(remainingOf),
        }),
      ),
  )
  const chart = useChart(load, () => ({ input: { popup, sinceLoadMs: sinceLoad() }, inspect }))
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
