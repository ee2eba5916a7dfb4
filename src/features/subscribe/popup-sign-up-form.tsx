import { useEffect, useRef } from 'react'
import { WEEKLY_CLASS_TOAST_MS } from '../../../machines/timings'
import { EmailForm } from '../../parts/email-form'
import { AddToCalendar } from '../../parts/next-class'
import type { ToastExtra } from '../../ui/toasts'
import type { EmailUse } from '../../content/email-notes'
import { MESSAGES } from '../../content/messages'
import type { SubscriptionTable } from '../../domain/leads'
import { useSubscribe } from './use-subscribe'

/** The sign-ups inside the overlays, with their own texts (spec §8). */
const OFFERS = {
  /** Home welcome popup: the free tactics cheat sheet. */
  welcomePopup: {
    table: 'free_tactics_cheat_sheet',
    formLabel: 'Free tactics cheat sheet',
    note: 'cheatSheet',
    buttonLabel: 'Get My Cheat Sheet',
    busyLabel: 'Getting...',
  },
  /** The weekly live lessons popup (/learn, Training Hub). */
  weeklyPopup: {
    table: 'weekly_live_lessons',
    formLabel: 'Free weekly live lessons sign-up',
    note: 'weeklyClass',
    buttonLabel: 'Sign Me Up',
    busyLabel: 'Subscribing...',
  },
  /** The weekly live lessons modal on /articles. */
  articlesModal: {
    table: 'weekly_live_lessons',
    formLabel: 'Free weekly live lessons sign-up',
    note: 'weeklyClass',
    buttonLabel: 'Join Free Lessons',
    busyLabel: 'Subscribing...',
  },
} satisfies Record<
  string,
  {
    table: SubscriptionTable
    formLabel: string
    note: EmailUse
    buttonLabel: string
    busyLabel: string
  }
>

export type PopupOffer = keyof typeof OFFERS

/**
 * A weekly class sign-up in a popup: the popup closes (at once, or 2 s later on the Training Hub),
 * so "Add to calendar" goes under the success toast, which stays long enough to use it.
 */
const CALENDAR_TOAST: ToastExtra = { node: <AddToCalendar />, durationMs: WEEKLY_CLASS_TOAST_MS }

/**
 * The e-mail form of a popup: the shared subscribe chart with the popup's message variant. The host
 * hears a success (`onSubscribed`) and an already-subscribed answer (`onAlreadySubscribed`), e.g. to
 * close the popup.
 */
export function PopupSignUpForm({
  offer,
  source,
  onSubscribed,
  onAlreadySubscribed,
}: {
  offer: PopupOffer
  source: string
  onSubscribed?: () => void
  onAlreadySubscribed?: () => void
}) {
  const { table, ...labels } = OFFERS[offer]
  const form = useSubscribe(
    { table, source, messages: MESSAGES[offer], blankEmail: 'ignore' },
    onSubscribed && (() => onSubscribed()),
    table === 'weekly_live_lessons' ? CALENDAR_TOAST : undefined,
  )
  const { chart } = form
  const already = useRef(onAlreadySubscribed)
  useEffect(() => {
    already.current = onAlreadySubscribed
  }, [onAlreadySubscribed])
  // The chart's outcome, not a flag of our own: heard once per already-subscribed answer.
  useEffect(() => {
    let was = false
    return chart.subscribe(() => {
      const now = chart.actor?.getSnapshot().matches({ ready: 'alreadySubscribed' }) ?? false
      if (now && !was) already.current?.()
      was = now
    })
  }, [chart])
  return (
    <EmailForm
      email={form.email}
      busy={form.busy}
      onChange={form.change}
      onSubmit={form.submit}
      {...labels}
    />
  )
}
