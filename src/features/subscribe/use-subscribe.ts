import { useEffect, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import {
  subscribeMachine,
  type SaveSubscriptionInput,
  type SubscribeInput,
} from '../../../machines/subscribe.machine'
import { useMachineToasts } from '../../components/toasts'
import type { SaveOutcome } from '../../domain/leads'
import { inspect } from '../../services/inspector'
import { rememberSubscription, submitEmail } from '../../services/subscriptions'

/** The subscribe machine with the browser's effects: the insert, and the flags in local storage. */
export const browserSubscribeMachine = subscribeMachine.provide({
  actors: {
    saveSubscription: fromPromise<SaveOutcome, SaveSubscriptionInput>(({ input }) =>
      submitEmail(input),
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
  const actor = useActorRef(browserSubscribeMachine, { input, inspect })
  useMachineToasts(actor)
  const callback = useRef(onSubscribed)
  useEffect(() => {
    callback.current = onSubscribed
  }, [onSubscribed])
  useEffect(() => {
    const subscription = actor.on('subscribed', (event) => callback.current?.(event.email))
    return () => subscription.unsubscribe()
  }, [actor])

  const email = useSelector(actor, (s) => s.context.email)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const outcome = useSelector(actor, (s) =>
    s.matches({ ready: 'success' })
      ? 'success'
      : s.matches({ ready: 'alreadySubscribed' })
        ? 'alreadySubscribed'
        : s.matches({ ready: 'failed' })
          ? 'failed'
          : 'idle',
  )
  return {
    actor,
    email,
    busy,
    outcome,
    change: (value: string) => actor.send({ type: 'form.change', value }),
    submit: () => actor.send({ type: 'form.submit' }),
  }
}
