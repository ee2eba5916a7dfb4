import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { SubscribeInput } from '../../../machines/subscribe.machine'
import {
  BUSY_BEFORE,
  OUTCOME_BEFORE,
  selectBusy,
  selectEmail,
  selectOutcome,
} from '../../../machines/subscribe.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import type { ToastExtra } from '../../ui/toasts'
import { rememberSubscription } from '../../services/subscriptions'
import { leadChartOptions, useLeadForm, withLeadSave } from '../lead-form/lead-chart'

/** The subscribe chart with its browser effect besides the save: the flags in local storage. */
const loadSubscribe = withLeadSave(() =>
  import('../../../machines/subscribe.machine').then(({ subscribeMachine }) =>
    subscribeMachine.provide({
      actions: {
        rememberSubscription: (_, params) => rememberSubscription(params),
      },
    }),
  ),
)

/**
 * Runs one sign-up form: returns what to render and how to talk to the machine. `onSubscribed`
 * (optional) runs after a successful sign-up, e.g. to close the popup that hosts the form;
 * `successExtra` (optional) goes under the success toast.
 *
 * The chart loads once the form is live; until then the field shows what the visitor typed (every
 * change is queued for the chart, which starts from an empty e-mail and so ends up with the same).
 */
export function useSubscribe(
  input: SubscribeInput,
  onSubscribed?: (email: string) => void,
  successExtra?: ToastExtra,
) {
  const chart = useChart(loadSubscribe, leadChartOptions(input))
  useLeadForm(chart, successExtra)
  const callback = useRef(onSubscribed)
  useEffect(() => {
    callback.current = onSubscribed
  }, [onSubscribed])
  // Before the chart starts (see useMachineToasts), so a replayed submit's success is heard too.
  useLayoutEffect(() => {
    const subscription = chart.on('subscribed', (event) => callback.current?.(event.email))
    return () => subscription.unsubscribe()
  }, [chart])
  const [typed, setTyped] = useState('')

  return {
    chart,
    email: useChartSelector(chart, selectEmail, typed),
    busy: useChartSelector(chart, selectBusy, BUSY_BEFORE),
    outcome: useChartSelector(chart, selectOutcome, OUTCOME_BEFORE),
    change: (value: string) => {
      if (!chart.actor) setTyped(value)
      chart.send({ type: 'form.change', value })
    },
    submit: (email: string) => chart.send({ type: 'form.submit', email }),
  }
}
