import { useEffect, useLayoutEffect, useState } from 'react'
import type { ContactMessage, ContactSendOutcome } from '../../../machines/contact-form.machine'
import { BUSY_BEFORE, selectBusy } from '../../../machines/contact-form.selectors'
import { yieldToMain } from '../../startup/yield-to-main'
import { useMachineToasts } from '../../ui/toasts'
import { inspect } from '../../services/inspector'
import { loadXState, useChart, useChartSelector } from '../../startup/chart'
import { prepareProofsOnFirstUse } from '../lead-form/prepare-proofs'

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' }

/** The contact chart with the browser's effect: sending the message to the mail function. */
const loadContactChart = () =>
  Promise.all([import('../../../machines/contact-form.machine'), loadXState()]).then(
    ([{ contactFormMachine }, { fromPromise }]) =>
      contactFormMachine.provide({
        actors: {
          // The mail function's client (and the proof of work) loads with the first send, or when
          // the visitor starts writing (prepareProofsOnFirstUse), not with the page.
          sendMessage: fromPromise<ContactSendOutcome, ContactMessage>(
            async ({ input, signal }) => {
              const { sendContactMessage } = await import('../../services/mail-functions')
              return sendContactMessage(input, { signal })
            },
          ),
        },
      }),
  )

function messageOf(data: FormData): ContactMessage {
  const field = (name: keyof ContactMessage): string => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: field('name'),
    email: field('email'),
    subject: field('subject'),
    message: field('message'),
  }
}

/**
 * The contact form's chart: the fields' defaults (what was last sent, or an empty form once it has
 * gone; `defaultSubject` until the first message), the form's `generation` (a new one after each
 * sent message), whether a send is under way, and the form's action and edits.
 */
export function useContactForm(defaultSubject: string) {
  const [defaults, setDefaults] = useState<ContactMessage>({ ...EMPTY, subject: defaultSubject })
  const [generation, setGeneration] = useState(0)
  const chart = useChart(loadContactChart, { inspect })
  useMachineToasts(chart)
  // The message's proof of work is made while the visitor writes it.
  useEffect(prepareProofsOnFirstUse, [])
  const busy = useChartSelector(chart, selectBusy, BUSY_BEFORE)
  // Sent: a new, empty form (before the chart starts, like the toasts, so a replayed send is heard).
  useLayoutEffect(() => {
    const subscription = chart.on('sent', () => {
      setDefaults(EMPTY)
      setGeneration((n) => n + 1)
    })
    return () => subscription.unsubscribe()
  }, [chart])
  return {
    defaults,
    generation,
    busy,
    send: async (data: FormData) => {
      const message = messageOf(data)
      // Now, in the action's own task: the reset that follows the action restores these.
      setDefaults(message)
      // The tap paints first, then the chart sends (as paintFirst does for every lead form).
      await yieldToMain()
      chart.send({ type: 'form.send', message })
    },
    edit: () => chart.send({ type: 'form.edit' }),
  }
}
