import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import { fromPromise, type AnyStateMachine, type InputFrom } from 'xstate'
import type { LeadSaveInput } from '../../../machines/lead-save'
import { useMachineToasts } from '../../components/toasts'
import type { SaveOutcome } from '../../domain/leads'
import { inspect } from '../../services/inspector'
import { createLeadDelivery } from '../../services/lead-delivery'

/**
 * Runs a chart that saves a lead: the one place every form that writes gets its save from (issue
 * 21). The chart's `saveLead` actor (machines/lead-save.ts) goes through the form's own lead
 * delivery (src/services/lead-delivery.ts: one id per lead, written ahead to the outbox), given the AbortSignal the chart's time limit uses; the chart's toasts are shown; the
 * Stately inspector is attached in development (`?inspect`).
 *
 * `machine` is the chart with its other browser effects already provided (reload, storage, ...).
 */
export function useLeadForm<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
) {
  const [delivery] = useState(createLeadDelivery)
  const [provided] = useState(
    () =>
      machine.provide({
        actors: {
          saveLead: fromPromise<SaveOutcome, LeadSaveInput>(({ input: lead, signal }) =>
            delivery.save(lead.table, lead.row as never, signal),
          ),
        },
      }) as TMachine,
  )
  const actor = useActorRef(provided, { input, inspect })
  useMachineToasts(actor)
  return { actor }
}
