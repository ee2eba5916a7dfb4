import { useEffect, useState } from 'react'
import { useActorRef } from '@xstate/react'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { useMachineToasts } from '../../ui/toasts'
import { inspect } from '../../services/inspector'
import { withLeadSave } from './lead-save-logic'
import { prepareProofsOnFirstUse } from './prepare-proofs'

/**
 * Runs a chart that saves a lead: the one place every form that writes gets its save from (issue
 * 21). The chart's `saveLead` actor goes through the form's own lead delivery (`withLeadSave`); the
 * chart's toasts are shown; the Stately inspector is attached in development (`?inspect`). The
 * sign-up forms, on every page, run the same with their chart loaded after hydration
 * (`useLeadChart`).
 *
 * `machine` is the chart with its other browser effects already provided (reload, storage, ...).
 */
export function useLeadForm<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
) {
  const [provided] = useState(() => withLeadSave(machine))
  useEffect(prepareProofsOnFirstUse, [])
  const actor = useActorRef(provided, { input, inspect })
  useMachineToasts(actor)
  return { actor }
}
