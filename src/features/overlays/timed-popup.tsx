import type { ReactNode } from 'react'
import type { TimedPopupId } from '../../../machines/timed-popup.machine'
import { OutlineButton } from '../../ui/button'
import { NextClassLine } from '../../parts/next-class'
import { POPUPS, WEEKLY_LESSONS_BUTTON, WEEKLY_POPUP_THANKS } from '../../content/overlays'
import { PopupDialog } from './dialogs'
import {
  TimedPopupContext,
  useOpenTimedPopup,
  useReportPageLoaded,
  useTimedPopupChart,
  useTimedPopupDialog,
} from './use-timed-popup'

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
  const chart = useTimedPopupChart(popup)
  return (
    <TimedPopupContext.Provider value={chart}>
      {children}
      <LoadListener />
      <TimedPopupDialog popup={popup} form={form} />
    </TimedPopupContext.Provider>
  )
}

/** Tells the chart when the document has loaded (`useReportPageLoaded`). */
function LoadListener() {
  useReportPageLoaded()
  return null
}

function TimedPopupDialog({ popup, form }: { popup: TimedPopupId; form: PopupForm }) {
  const { open, thanks, close, subscribed } = useTimedPopupDialog()
  if (!open) return null
  const { title, text, source } = POPUPS[popup]
  return (
    <PopupDialog
      title={title}
      text={text}
      onClose={close}
      maybeLater
      note={popup === 'homeWelcome' ? null : <NextClassLine />}
      thanks={thanks ? WEEKLY_POPUP_THANKS : null}
      form={form({ source, onSubscribed: subscribed })}
    />
  )
}

/**
 * The Training Hub's "free weekly live lessons" button: opens the hub's popup at any time. A plain
 * `<button type="button">`, so a tap before hydration is replayed once the page is live.
 */
export function WeeklyLessonsButton({ label = WEEKLY_LESSONS_BUTTON }: { label?: string }) {
  const openPopup = useOpenTimedPopup()
  return (
    <OutlineButton type="button" aria-haspopup="dialog" onClick={openPopup}>
      {label}
    </OutlineButton>
  )
}
