import type { LeadRows, LeadTable, SaveOutcome, SubscriptionTable } from '../domain/leads'
import { leadStore, type LeadStore } from './lead-store'
import { newLeadId, outbox as browserOutbox, type Outbox } from './outbox'

/**
 * How every form that writes saves its lead (issue 15: no lead lost, none stored twice, no bot
 * stored). One `LeadDelivery` serves one form for its life on the page; its chart's save actor
 * calls `save`, the form's submit tells it the honeypot's value first. (It is the spec's
 * `submitEmail` for the three lists: one insert, the unique e-mail answering duplicates with 409.)
 *
 * - **One lead, one id.** A lead gets an id on its first attempt and keeps it on every retry until
 *   it is settled (saved, or already on the list). The five tables without a unique e-mail store
 *   it as `client_id` (unique), so a retry after a request that timed out here but landed there
 *   answers 409 and counts as saved: one row. The subscription lists have their unique e-mail.
 * - **Written ahead.** The lead is kept in the outbox (src/services/outbox.ts) *before* it is sent
 *   and forgotten once settled. A save that fails, times out, is aborted, or whose tab is closed
 *   mid-request stays there and is delivered on a later load or when the browser comes back
 *   online, exactly once, whether or not the visitor retries. A retry replaces the kept lead (same
 *   id), so a corrected e-mail is the one delivered, never both.
 * - **A retry that finds its own lead.** On a subscription list, a 409 after an earlier attempt of
 *   this same lead that got no clear answer (or that the outbox delivered meanwhile) means the
 *   earlier attempt landed: the visitor sees success, not 'Already Subscribed'.
 * - **Honeypot.** A form whose hidden `leave_blank` field was filled (people never see it; bots
 *   fill every field) gets a success answer and nothing is sent or kept.
 */
export interface LeadDelivery {
  /** The form was submitted; `trap` is its honeypot field's value ('' from a person). */
  submitted(trap: string): void
  save<T extends LeadTable>(table: T, row: LeadRows[T], signal?: AbortSignal): Promise<SaveOutcome>
}

interface LeadDeliveryDeps {
  store: () => LeadStore
  outbox: Outbox
  newId: () => string
}

const SUBSCRIPTION_TABLES: ReadonlySet<LeadTable> = new Set<SubscriptionTable>([
  'newsletter_subscribers',
  'weekly_live_lessons',
  'free_tactics_cheat_sheet',
])

const SAVED: SaveOutcome = { status: 'success' }

export function createLeadDelivery({
  store = leadStore,
  outbox = browserOutbox,
  newId = newLeadId,
}: Partial<LeadDeliveryDeps> = {}): LeadDelivery {
  let trap = ''
  /** The lead not yet settled: its id, and the e-mail of its last attempt that had no clear answer. */
  let open: { id: string; unansweredEmail: string | null } | null = null

  return {
    submitted(value) {
      trap = value
    },
    async save(table, row, signal) {
      if (trap !== '') return SAVED
      const subscription = SUBSCRIPTION_TABLES.has(table)
      const givenId = (row as { client_id?: unknown }).client_id
      open ??= {
        id: typeof givenId === 'string' && givenId ? givenId : newId(),
        unansweredEmail: null,
      }
      const lead = open
      const sent = subscription ? row : { ...row, client_id: lead.id }
      const email = (row as { email: string }).email
      const kept = outbox.enqueue(table, sent, lead.id)

      const outcome = await store().insert(table, sent, { signal })
      // Kept until now and gone: another flush (this tab's `online`, another tab) delivered it.
      const deliveredMeanwhile = kept && !outbox.pending().some((e) => e.id === lead.id)
      if (outcome.status === 'error') {
        if (outcome.message === null) lead.unansweredEmail = email
        return outcome
      }
      outbox.remove(lead.id)
      open = null
      if (outcome.status === 'duplicate') {
        const ours = !subscription || deliveredMeanwhile || lead.unansweredEmail === email
        if (ours) return SAVED
      }
      return outcome
    },
  }
}
