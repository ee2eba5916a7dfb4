import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import {
  subscribeMachine,
  type SaveSubscriptionInput,
  type SubscribeInput,
} from '../../../machines/subscribe.machine'
import { selectBusy, selectEmail, selectOutcome } from '../../../machines/subscribe.selectors'
import { useMachineToasts } from '../../components/toasts'
import type { SaveOutcome } from '../../domain/leads'
import { inspect } from '../../services/inspector'
import { createLeadDelivery, type LeadDelivery } from '../../services/lead-delivery'
import { rememberSubscription } from '../../services/subscriptions'

/**
 * The subscribe machine with the browser's effects: the insert through the form's own lead
 * delivery (one id per lead, the outbox), and the flags in local storage.
 */
const browserSubscribeMachine = (delivery: LeadDelivery) =>
  subscribeMachine.provide({
    actors: {
      saveSubscription: fromPromise<SaveOutcome, SaveSubscriptionInput>(
        ({ input: { table, email, source }, signal }) =>
          delivery.save(table, { email, source }, signal),
      ),
    },
    actions: {
      rememberSubscription: (_, params) => rememberSubscription(params),
    },
  })

/**
 * Runs one sign-up form: returns what to render and how to talk to the machine. `onSubscribed`
 * (optional) runs after a successful sign-up, e.g. to close the popup that hosts the form.
 */
export function useSubscribe(input: SubscribeInput, onSubscribed?: (email: string) => void) {
  const [delivery] = useState(createLeadDelivery)
  const [machine] = useState(() => browserSubscribeMachine(delivery))
  const actor = useActorRef(machine, { input, inspect })
  useMachineToasts(actor)
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
