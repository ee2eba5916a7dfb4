import { useEffect, useState } from 'react'
import { useActorRef } from '@xstate/react'
import { fromPromise, type AnyStateMachine, type InputFrom } from 'xstate'
import type { LeadSaveInput } from '../../../machines/lead-save'
import { useMachineToasts } from '../../components/toasts'
import type { SaveOutcome } from '../../domain/leads'
import { inspect } from '../../services/inspector'
import { createLeadDelivery } from '../../services/lead-delivery'
import { leadStore } from '../../services/lead-store'

let preparing = false

/**
 * Starts the next lead's proof of work (src/services/lead-proof.ts) as soon as the visitor starts
 * filling in any form that writes, so it is ready by the time they submit: on the first focus or
 * input inside a form (or at once, when a field already has the focus: typed before hydration).
 * Installed once per page, by the first form that writes (the lead forms and the contact form).
 */
export function prepareProofsOnFirstUse(): void {
  if (preparing) return
  preparing = true
  const prepare = (event?: Event) => {
    const target = event ? event.target : document.activeElement
    if (!(target instanceof Element) || !target.closest('form')) return
    leadStore().prepare?.()
  }
  document.addEventListener('focusin', prepare)
  document.addEventListener('input', prepare)
  prepare()
}

/** Logs what the server said of a failed save (a visitor only sees the spec's texts). */
function logFailure(table: string, outcome: SaveOutcome): SaveOutcome {
  if (outcome.status === 'error' && (outcome.code || outcome.message)) {
    console.warn(`Saving a lead (${table}) failed: ${outcome.code ?? ''} ${outcome.message ?? ''}`)
  }
  return outcome
}

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
          saveLead: fromPromise<SaveOutcome, LeadSaveInput>(async ({ input: lead, signal }) =>
            logFailure(lead.table, await delivery.save(lead.table, lead.row as never, signal)),
          ),
        },
      }) as TMachine,
  )
  useEffect(prepareProofsOnFirstUse, [])
  const actor = useActorRef(provided, { input, inspect })
  useMachineToasts(actor)
  return { actor }
}
