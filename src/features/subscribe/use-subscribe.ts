import { useEffect, useLayoutEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { subscribeMachine, type SubscribeInput } from '../../../machines/subscribe.machine'
import { selectBusy, selectEmail, selectOutcome } from '../../../machines/subscribe.selectors'
import { rememberSubscription } from '../../services/subscriptions'
import { useLeadForm } from '../lead-form/use-lead-form'

/** The subscribe chart with its browser effect besides the save: the flags in local storage. */
const browserSubscribeMachine = subscribeMachine.provide({
  actions: {
    rememberSubscription: (_, params) => rememberSubscription(params),
  },
})

/**
 * Runs one sign-up form: returns what to render and how to talk to the machine. `onSubscribed`
 * (optional) runs after a successful sign-up, e.g. to close the popup that hosts the form.
 */
export function useSubscribe(input: SubscribeInput, onSubscribed?: (email: string) => void) {
  const { actor } = useLeadForm(browserSubscribeMachine, input)
  const callback = useRef(onSubscribed)
  useEffect(() => {
    callback.current = onSubscribed
  }, [onSubscribed])
  // Before the actor starts (see useMachineToasts), so a replayed submit's success is heard too.
  useLayoutEffect(() => {
    const subscription = actor.on('subscribed', (event) => callback.current?.(event.email))
    return () => subscription.unsubscribe()
  }, [actor])

  return {
    actor,
    email: useSelector(actor, selectEmail),
    busy: useSelector(actor, selectBusy),
    outcome: useSelector(actor, selectOutcome),
    change: (value: string) => actor.send({ type: 'form.change', value }),
    submit: (email: string) => actor.send({ type: 'form.submit', email }),
  }
}
