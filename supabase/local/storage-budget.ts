/**
 * The database's ceiling, in one place: every table anonymous traffic can grow, the most rows a day
 * the server lets into it (a setting of app_private.lead_settings), how long they stay (a setting of
 * app_private.retention_settings, or the counters' own two days), and the most a row takes on disk
 * with its indexes and TOAST (measured: tests/db/storage-budget.test.ts fills each table with
 * worst-case rows and fails when a row takes more, or when a setting here and in the database
 * differ). Steady state = rows a day x days kept x bytes a row; all of it together stays under
 * DATABASE_CEILING_MB, half of the Supabase free plan's 500 MB (docs/leads-and-abuse.md, "A ceiling
 * on every table"). `npm run leads -- --sizes` prints each table's size today against its budget.
 */

/** The most all tables together may hold in steady state, in MB (10^6 bytes). */
export const DATABASE_CEILING_MB = 250

export interface TableBudget {
  /** Schema-qualified table (the one whose rows are measured). */
  table: string
  /** The tables the budget covers together, when more than `table`. */
  covers?: readonly string[]
  /** The most rows a day, from BUDGET_SETTINGS (a lead brings at most two mails: its own and a confirmation). */
  rowsPerDay: number
  /** The retention_settings row that deletes its rows, or null for a table that keeps `days` itself. */
  retention: string | null
  /** Days a row stays at most. */
  days: number
  /** The most one row takes, with its share of indexes and TOAST, in bytes (checked by measuring). */
  bytesPerRow: number
}

/** The settings the budget is built from (the database's values; the test compares them). */
export const BUDGET_SETTINGS = {
  leads_per_day: 100,
  contact_per_day: 15,
  funnel_per_day: 3_000,
  challenges_per_day_full_price: 6_000,
} as const

export const RETENTION = {
  quiz_and_tool_rows: 365,
  mail_records: 90,
  contact_messages: 365,
  funnel_events: 21,
} as const

/** Rate counters: at most this many rows a challenge, a lead, a funnel batch, a contact message (tiers, network, globals). */
const COUNTER_ROWS = { challenge: 4, lead: 11, funnelBatch: 9, contact: 3 } as const
/** The global minute counter of challenges (the price) takes a row per 6 s at most, whatever the traffic. */
const GLOBAL_COUNTER_ROWS_PER_DAY = (24 * 60 * 60) / 6

export const STORAGE_BUDGET: readonly TableBudget[] = [
  {
    // All eight lead tables together (leads_per_day counts them all); the heaviest row is a study
    // plan with its catalogue plan. List rows that are never confirmed go after 30 days.
    table: 'public.study_plans',
    covers: [
      'public.newsletter_subscribers',
      'public.weekly_live_lessons',
      'public.free_tactics_cheat_sheet',
      'public.quiz_submissions',
      'public.chess_level_quiz',
      'public.chess_style_quiz',
      'public.study_plans',
      'public.opening_recommender',
    ],
    rowsPerDay: BUDGET_SETTINGS.leads_per_day,
    retention: 'quiz_and_tool_rows',
    days: RETENTION.quiz_and_tool_rows,
    bytesPerRow: 1_550,
  },
  {
    table: 'app_private.mail_jobs',
    rowsPerDay: 2 * BUDGET_SETTINGS.leads_per_day + BUDGET_SETTINGS.contact_per_day,
    retention: 'mail_records',
    days: RETENTION.mail_records,
    bytesPerRow: 2_200,
  },
  {
    // A message of the most the table takes (5 000 characters), incompressible.
    table: 'app_private.contact_messages',
    rowsPerDay: BUDGET_SETTINGS.contact_per_day,
    retention: 'contact_messages',
    days: RETENTION.contact_messages,
    bytesPerRow: 7_200,
  },
  {
    table: 'public.funnel_events',
    rowsPerDay: BUDGET_SETTINGS.funnel_per_day,
    retention: 'funnel_events',
    days: RETENTION.funnel_events,
    bytesPerRow: 700,
  },
  {
    // Counted rows live two days (each count deletes what no limit reads any more). A challenge
    // past the daily ceiling costs the most and is counted only globally: no new rows.
    table: 'app_private.rate_counters',
    rowsPerDay:
      COUNTER_ROWS.challenge * BUDGET_SETTINGS.challenges_per_day_full_price +
      COUNTER_ROWS.lead * BUDGET_SETTINGS.leads_per_day +
      COUNTER_ROWS.funnelBatch * BUDGET_SETTINGS.funnel_per_day +
      COUNTER_ROWS.contact * BUDGET_SETTINGS.contact_per_day +
      GLOBAL_COUNTER_ROWS_PER_DAY,
    retention: null,
    days: 2,
    bytesPerRow: 420,
  },
]

/** A table's steady state, in MB. */
export const budgetMb = (budget: TableBudget): number =>
  (budget.rowsPerDay * budget.days * budget.bytesPerRow) / 1e6

/** All tables' steady state together, in MB. */
export const totalBudgetMb = (): number =>
  STORAGE_BUDGET.reduce((sum, budget) => sum + budgetMb(budget), 0)
