import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { exitIntentMachine } from '../../../machines/exit-intent.machine'
import { inspect } from '../../services/inspector'
import { ExitIntentDialog } from './dialogs'
import { useSlotActions } from './overlay-coordinator'

/**
 * The exit-intent modal of one page view (the root renders it keyed by the path). The mouse leaving
 * the window (a `mouseout` with no element to go to) reaches the chart with its clientY.
 */
export function ExitIntent() {
  const slotActions = useSlotActions('exitIntent', true)
  const [logic] = useState(() => exitIntentMachine.provide({ actions: slotActions }))
  const actor = useActorRef(logic, { inspect })
  const open = useSelector(actor, (s) => s.hasTag('open'))

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
