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
 * repeat answers 409 / 23505 (migration 20251123000000_lead_client_id.sql).
 */
interface ClientId {
  client_id?: string
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
  }
  chess_level_quiz: ClientId & { name: string; email: string; answers: number[]; result: string }
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
  | { status: 'success' }
  | { status: 'duplicate' }
  | { status: 'error'; message: string | null; code?: string | null; refused?: boolean }

/** SQLSTATEs that no later attempt can change: data exceptions, integrity rules, privileges/RLS. */
export function isPermanentRefusal(code: string | null | undefined): boolean {
  return !!code && (/^2[23][0-9A-Z]{3}$/.test(code) || code === '42501')
}
