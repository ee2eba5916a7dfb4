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
 * What saving a lead can come to. `duplicate` is the database's unique-index answer (409 / 23505);
 * `error` carries the server's message when it gave one, and `null` for a network failure or an
 * exception, so the caller shows the spec's fallback text.
 */
export type SaveOutcome =
  { status: 'success' } | { status: 'duplicate' } | { status: 'error'; message: string | null }
