import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { exitIntentMachine } from '../../../machines/exit-intent.machine'
import { EXIT_INTENT_MIN_DWELL_MS } from '../../../machines/timings'
import { sinceArrival, whenLoaded } from '../../domain/page-timeline'
import { inspect } from '../../services/inspector'
import { ExitIntentDialog } from './dialogs'
import { useSlotActions } from './overlay-coordinator'

/**
 * The exit-intent modal of one page view (the root renders it keyed by the path). The mouse leaving
 * the window (a `mouseout` with no element to go to) reaches the chart with its clientY.
 */
export function ExitIntent() {
  const slotActions = useSlotActions('exitIntent', true)
  // The dwell's rest is read from the page's clock when the chart schedules it (the actor starts
  // when React commits, after the render that computed its input).
  const [logic] = useState(() =>
    exitIntentMachine.provide({
      actions: slotActions,
      delays: { exitIntentDwell: () => Math.max(0, EXIT_INTENT_MIN_DWELL_MS - sinceArrival()) },
    }),
  )
  // The dwell counts from the visitor's arrival, not from this mount (issue 23).
  const actor = useActorRef(logic, { inspect, input: { sinceArrivalMs: sinceArrival() } })
  const open = useSelector(actor, (s) => s.hasTag('open'))

  // Once the page has loaded, the dialog's code is fetched ahead: the modal shows the moment the
  // visitor leaves, not a download later.
  useEffect(() => whenLoaded(() => ExitIntentDialog.preload()), [])

  useEffect(() => {
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) actor.send({ type: 'pointer.leave', y: event.clientY })
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => document.removeEventListener('mouseout', onMouseOut)
  }, [actor])

  if (!open) return null
  return <ExitIntentDialog onClose={() => actor.send({ type: 'popup.close' })} />
}
