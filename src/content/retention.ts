/**
 * How long each kind of personal data is kept, in days, with no imports: the privacy page says it,
 * and the database enforces the same numbers (app_private.retention_settings, run by
 * app_private.apply_retention on a schedule); tests/db/retention.test.ts checks that the two agree.
 */
export const RETENTION_DAYS = {
  /** Quiz answers and tool results (the five quiz and tool tables), from when they were sent. */
  quizAndToolRows: 365,
  /** A list sign-up after its unsubscribe (kept so the unsubscribe is remembered, then deleted). */
  listRowsAfterUnsubscribe: 730,
  /** A list sign-up never confirmed, from when it was made (its link works for 7 days). */
  unconfirmedListRows: 30,
  /** A mail's record (to whom, what kind, when, whether it went out); its text is cleared once sent. */
  mailRecords: 90,
  /** Messages sent through the contact form. */
  contactMessages: 365,
  /**
   * Anonymous funnel events (no e-mail, no name); after them only all-time totals per step (per
   * timings version and experiment arm, no day) are kept.
   */
  funnelEvents: 21,
  /** Abuse counters: keyed hashes of a network address or of a mailbox, with hit counts. */
  rateCounters: 2,
  /** A mail that could not be delivered: its text, from its last try (its record stays as the others'). */
  failedMailContent: 7,
  /** The e-mail the browser remembers (`user_email` in local storage) so that the popups stay away. */
  browserEmail: 365,
} as const
