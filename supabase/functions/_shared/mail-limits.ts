/**
 * Every limit of the mail pipeline, in one file. The send-mails function passes them to
 * the database's claim and fail functions (supabase/migrations/20250101000200_mail.sql); the
 * contact function and the local sender loop read them here too.
 */

/**
 * Mails to one mailbox in 24 hours, whatever is inserted; confirmations are counted apart (so the
 * cap never spends one) and contact messages to the business are not counted. A mail over the cap
 * waits for the next day (the database's mails_per_mailbox_per_day, which tells the visitor, is the
 * same number: tests/db/mail-caps.test.ts compares them).
 */
export const MAX_MAILS_PER_ADDRESS_PER_DAY = 6
/** One confirmation mail per list and mailbox in this many hours. */
export const CONFIRMATION_WINDOW_HOURS = 24
/** A confirmation link works for this many days. */
export const CONFIRMATION_LINK_DAYS = 7
/** An unsubscribe link works for this many days (RFC 8058 wants it to keep working). */
export const UNSUBSCRIBE_LINK_DAYS = 365
/** An erase link works for this many days, once (it erases what existed when it was issued). */
export const ERASE_LINK_DAYS = 90
/**
 * Tries before a job is parked as dead with its last error: with the backoff below, 34 tries span
 * a little over 24 hours (5 s doubling to an hour, then hourly), so a day's SMTP outage loses nothing.
 */
export const MAX_SEND_ATTEMPTS = 34
/** Backoff before try n+1: BASE * 2^(n-1) seconds, at most MAX. */
export const RETRY_BACKOFF_BASE_SECONDS = 5
export const RETRY_BACKOFF_MAX_SECONDS = 60 * 60
/**
 * Jobs one call of send-mails claims. A hosted Edge Function gets 2 s of CPU per request; rendering
 * and building one mail takes 13-26 ms of CPU (median by kind; a contact message of 400 lines 71 ms,
 * `npx tsx scripts/mail-cpu.ts`, 2026-11-28), so ten of the dearest stay under half of it
 * (tests/cpu/mail-cpu.test.ts checks that on every run). The scheduler calls it often enough for
 * the volume (its schedule: supabase/migrations/20250101000500_privacy.sql).
 */
export const SEND_BATCH_SIZE = 10
/** Each step of an SMTP conversation (connect, greeting, every command) may take this long. */
export const SMTP_TIMEOUT_MS = 15_000
/**
 * One mail's whole SMTP conversation may take this long (the sender gives up on it after, and it is
 * retried): a connection, a greeting and the commands, each under SMTP_TIMEOUT_MS.
 */
export const SEND_DEADLINE_MS = 3 * SMTP_TIMEOUT_MS
/**
 * A claim is held this long; a sender that dies mid-send leaves it to run out, then it is retried.
 * Longer than the worst batch (every mail of it at its deadline) with a minute to spare, so a slow
 * SMTP server never lets a second sender take a job the first is still sending: 10 x 45 s + 60 s.
 */
export const CLAIM_LEASE_SECONDS = (SEND_BATCH_SIZE * SEND_DEADLINE_MS) / 1000 + 60
/**
 * The largest contact request read (413 beyond): the form's four fields at their limits (100 + 100 +
 * 200 + 5 000 characters) in the widest UTF-8, with room for JSON's quoting. The message limits per
 * client, mailbox and day are the database's (app_private.lead_settings, contact_*).
 */
export const CONTACT_BODY_MAX_BYTES = 32 * 1024
/** The local sender loop (what pg_cron + pg_net do on a hosted project) calls send-mails this often. */
export const LOCAL_SEND_INTERVAL_MS = 2_000

/** Seconds before the next try after `attempts` failed tries. */
export function retryBackoffSeconds(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20))
  return Math.min(RETRY_BACKOFF_BASE_SECONDS * 2 ** exponent, RETRY_BACKOFF_MAX_SECONDS)
}
