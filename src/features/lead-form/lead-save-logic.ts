import { fromPromise, type AnyStateMachine } from 'xstate'
import type { LeadSaveInput } from '../../../machines/lead-save'
import type { SaveOutcome } from '../../domain/leads'
import type { LeadDelivery } from '../../services/lead-delivery'

/** Logs what the server said of a failed save (a visitor only sees the spec's texts). */
function logFailure(table: string, outcome: SaveOutcome): SaveOutcome {
  if (outcome.status === 'error' && (outcome.code || outcome.message)) {
    console.warn(`Saving a lead (${table}) failed: ${outcome.code ?? ''} ${outcome.message ?? ''}`)
  }
  return outcome
}

/**
 * The chart with its `saveLead` actor (machines/lead-save.ts) going through the form's own lead
 * delivery (src/services/lead-delivery.ts: one id per lead, written ahead to the outbox), given the
 * AbortSignal the chart's time limit uses.
 */
export function withLeadSave<TMachine extends AnyStateMachine>(
  machine: TMachine,
  delivery: LeadDelivery,
): TMachine {
  return machine.provide({
    actors: {
      saveLead: fromPromise<SaveOutcome, LeadSaveInput>(async ({ input: lead, signal }) =>
        logFailure(lead.table, await delivery.save(lead.table, lead.row as never, signal)),
      ),
    },
  }) as TMachine
}
