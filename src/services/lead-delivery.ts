import {
  newLeadId,
  type LeadRows,
  type LeadTable,
  type SaveOutcome,
  type SubscriptionTable,
} from '../domain/leads'
import { leadStore, type LeadStore } from './lead-store'
import { outbox as browserOutbox, type Outbox } from './outbox'

/**
 * How every form that writes saves its lead (no lead lost, none stored twice). One
 * `LeadDelivery` serves one form for its life on the page; its chart's save actor calls `save`.
 * (It is the spec's `submitEmail` for the three lists: one insert, the unique e-mail answering
 * duplicates with 409.) A save answers success only when the backend has the row: there is no
 * other way to a success (the form's honeypot, which answered a filled trap with success
 * and sent nothing, is gone: a person's autofill could fill it, and it stopped no bot that posts
 * to /rest/v1 itself. Telling bots from people is the server's job).
 *
 * - **One lead, one id.** A lead gets an id on its first attempt and keeps it on every retry until
 *   it is settled (saved, or already on the list). The five tables without a unique e-mail store
 *   it as `client_id` (unique), so a retry after a request that timed out here but landed there
 *   answers 409 and counts as saved: one row. The subscription lists have their unique e-mail.
 * - **Written ahead.** The lead is kept in the outbox (src/services/outbox.ts) *before* it is sent
 *   and forgotten once settled. A save that fails, times out, is aborted, or whose tab is closed
 *   mid-request stays there and is delivered on a later load, when the browser comes back online
 *   or at its next-attempt time, exactly once, whether or not the visitor retries. A retry replaces
 *   the kept lead (same id), so a corrected e-mail is the one delivered, never both; after an
 *   attempt that got no answer (it may have landed) a changed e-mail starts a new lead instead. A
 *   lead refused for good (a broken rule) is not kept. While the form's own attempt is
 *   in flight the lead is held: a flush of the outbox meanwhile (the page load's, `online`) leaves
 *   it to the form, so one submit sends one request.
 * - **A retry that finds its own lead.** On a subscription list, a 409 after an earlier attempt of
 *   this same lead that got no clear answer (or that the outbox delivered meanwhile) means the
 *   earlier attempt landed: the visitor sees success, not 'Already Subscribed'.
 */
export interface LeadDelivery {
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
  /** The lead not yet settled: its id, and the e-mail of its last attempt that had no clear answer. */
  let open: { id: string; unansweredEmail: string | null } | null = null

  return {
    async save(table, row, signal) {
      const subscription = SUBSCRIPTION_TABLES.has(table)
      const rowId = (row as { client_id?: unknown }).client_id
      const givenId = typeof rowId === 'string' && rowId ? rowId : null
      const email = (row as { email: string }).email
      // A row that names its lead (the style quiz makes one id per reveal) is that lead: after a
      // retake it is a new one, and the unsettled earlier lead stays kept under its own id.
      if (open && givenId && givenId !== open.id) open = null
      // A changed e-mail after an attempt that got no answer is a new lead: that attempt may have
      // landed under the old id, and a retry under it would count as saved (23505) and keep the
      // mistyped address. The old attempt is no longer sent from the outbox.
      if (open && open.unansweredEmail !== null && open.unansweredEmail !== email) {
        outbox.remove(open.id)
        open = null
      }
      open ??= { id: givenId ?? newId(), unansweredEmail: null }
      const lead = open
      const sent = subscription ? row : { ...row, client_id: lead.id }
      const kept = outbox.enqueue(table, sent, lead.id)

      const release = outbox.hold(lead.id)
      let outcome: SaveOutcome
      try {
        outcome = await store().insert(table, sent, { signal })
      } finally {
        release()
      }
      // Kept until now and gone: another flush (this tab's `online`, another tab) delivered it.
      const deliveredMeanwhile = kept && !outbox.pending().some((e) => e.id === lead.id)
      if (outcome.status === 'error') {
        if (outcome.refused) {
          // Refused for good (the row breaks a rule): sending it again cannot help.
          outbox.remove(lead.id)
          open = null
        } else if (outcome.code == null && outcome.message === null) {
          lead.unansweredEmail = email
        }
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
