import type { AnyStateMachine } from 'xstate'
import type { LeadSaveInput } from '../../../machines/lead-save'
import type { SaveOutcome } from '../../domain/leads'
import type { LeadDelivery } from '../../services/lead-delivery'
import type { XStateRuntime } from '../../startup/chart'

/** Logs what the server said of a failed save (a visitor only sees the spec's texts). */
function logFailure(table: string, outcome: SaveOutcome): SaveOutcome {
  if (outcome.status === 'error' && (outcome.code || outcome.message)) {
    console.warn(`Saving a lead (${table}) failed: ${outcome.code ?? ''} ${outcome.message ?? ''}`)
  }
  return outcome
}

/**
 * The form's own lead delivery (src/services/lead-delivery.ts: one id per lead, written ahead to the
 * outbox), made at its first save. Its code (the outbox, the lead store, the proof of work) is
 * not on any page's way to hydration (~6 KB gzipped that every page, each with a sign-up
 * form, fetched before it was live): the page fetches it once it is live and idle
 * (src/features/outbox/use-outbox-delivery.ts), or earlier when the visitor starts filling in a
 * form (prepare-proofs.ts) or saves.
 */
function lazyDelivery(): () => Promise<LeadDelivery> {
  let delivery: Promise<LeadDelivery> | undefined
  return () =>
    (delivery ??= import('../../services/lead-delivery').then(
      ({ createLeadDelivery }) => createLeadDelivery(),
      (error: unknown) => {
        // The code could not load (the network went away): this save fails, the next one tries again.
        delivery = undefined
        throw error
      },
    ))
}

/**
 * The chart with its `saveLead` actor (machines/lead-save.ts) going through one lead delivery for
 * the form's life on the page, given the AbortSignal the chart's time limit uses.
 */
export function withLeadSave<TMachine extends AnyStateMachine>(
  machine: TMachine,
  /** XState's `fromPromise`, as src/startup/chart.ts loads it (after hydration). */
  fromPromise: XStateRuntime['fromPromise'],
): TMachine {
  const delivery = lazyDelivery()
  return machine.provide({
    actors: {
      saveLead: fromPromise<SaveOutcome, LeadSaveInput>(async ({ input: lead, signal }) =>
        logFailure(
          lead.table,
          await (await delivery()).save(lead.table, lead.row as never, signal),
        ),
      ),
    },
  }) as TMachine
}
