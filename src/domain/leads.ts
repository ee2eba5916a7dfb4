/**
 * The rows the site writes (ARCHITECTURE.md §Data, spec §3 and §7). Only these columns: the database
 * grants the anon role INSERT on exactly them and nothing else.
 */
interface SubscriptionRow {
  email: string
  source: string
}

/**
 * The idempotency key of a lead on the tables without a unique e-mail: a uuid made once per lead
 * and sent with every attempt, so a lead sent again (src/services/outbox.ts) is stored once; the
 * repeat answers 409 / 23505 (migration 20250101000000_leads.sql).
 */
interface ClientId {
  client_id?: string
}

/**
 * A fresh lead id (a uuid, the form the `client_id` columns take): what a lead keeps from its first
 * attempt to its last (src/services/outbox.ts). Here, not in the outbox, so a form that makes one
 * when the visitor submits (the style quiz) does not load the outbox with the page.
 */
export function newLeadId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID()
  }
  // Older browsers: a version-4 uuid from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface LeadRows {
  newsletter_subscribers: SubscriptionRow
  weekly_live_lessons: SubscriptionRow
  free_tactics_cheat_sheet: SubscriptionRow
  quiz_submissions: ClientId & {
    name: string
    email: string
    score: number
    total_questions: number
    answers: Array<0 | 1>
    /** The address is a parent's: the learner is under 13 (the name is the placeholder). */
    for_child: boolean
  }
  chess_level_quiz: ClientId & {
    name: string
    email: string
    answers: number[]
    /** The bank's ids of the questions asked, in order: one per answer. */
    question_ids: string[]
    result: string
  }
  chess_style_quiz: ClientId & {
    email: string
    answers: number[]
    result: string
    style_title: string
  }
  study_plans: ClientId & {
    name: string
    email: string
    experience: string
    hours_per_week: string
    goal: string
    age_group: string
    generated_plan: { title: string; schedule: string; focus: string; activities: string[] }
  }
  opening_recommender: ClientId & {
    email: string
    rating_level: string
    study_time: string
    opening_style: string
    play_format: string
    opponent_strategy: string
    recommended_opening: string
  }
}

export type LeadTable = keyof LeadRows

/** The three e-mail lists; a repeat e-mail on them is "already subscribed". */
export type SubscriptionTable =
  'newsletter_subscribers' | 'weekly_live_lessons' | 'free_tactics_cheat_sheet'

/**
 * What saving a lead can come to. `duplicate` is the unique index's answer (SQLSTATE 23505, and only
 * that). `error` says whether trying again later can help: `refused: true` is a permanent refusal (the
 * row breaks a constraint, a validation or a row-level policy: SQLSTATE classes 22 and 23, 42501),
 * anything else (no answer, a 5xx, a gateway's 503, a 429 limit, a refused proof of work, a 401 after
 * a key rotation, a 404 for a wrong URL) is not the lead's fault and is tried again. `code` and
 * `message` are the server's (null for a network failure), for the console only: a visitor sees the
 * spec's texts.
 */
export type SaveOutcome =
  /**
   * Stored. `mail: 'withheld'`: the server stored the lead but will not send the mail its page
   * promises (not today, or not at all: a daily cap, an opt-out), so the page must not say "emailed".
   */
  | { status: 'success'; mail?: 'withheld' }
  | { status: 'duplicate' }
  | { status: 'error'; message: string | null; code?: string | null; refused?: boolean }

/** SQLSTATEs that no later attempt can change: data exceptions, integrity rules, privileges/RLS. */
export function isPermanentRefusal(code: string | null | undefined): boolean {
  return !!code && (/^2[23][0-9A-Z]{3}$/.test(code) || code === '42501')
}

/** Each kept lead's local storage key is this prefix and its id (src/services/outbox-storage.ts). */
export const OUTBOX_KEY_PREFIX = 'lead_outbox:'
/** A lead the browser could not send is kept this many days at most (the privacy page says so). */
export const OUTBOX_MAX_AGE_DAYS = 30

/**
 * Does this browser keep a lead not yet sent? Read from the keys alone, so a page finds out without
 * loading the outbox.
 */
export function hasKeptLeads(storage: Storage | null): boolean {
  if (!storage) return false
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(OUTBOX_KEY_PREFIX)) return true
  }
  return false
}
