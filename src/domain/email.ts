/** E-mail input rules (spec §5). */

/** Inputs are capped at this many characters after clean-up. */
const SANITISED_INPUT_MAX = 1000
/** E-mail inputs accept at most this many characters (and the database stores no longer). */
export const EMAIL_MAX_LENGTH = 100

export const INVALID_EMAIL_FORMAT = 'Invalid email format'

/** Shared input clean-up: trim, remove the characters < and >, cut to 1000 characters. */
export function sanitizeInput(raw: string): string {
  return raw.trim().replace(/[<>]/g, '').slice(0, SANITISED_INPUT_MAX)
}

/** The form in which an e-mail is stored: cleaned up, trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return sanitizeInput(raw).trim().toLowerCase()
}

/**
 * Local part, @, domain, dot, and a top-level part of at least 2 letters; printable ASCII only, as
 * the database requires (supabase/migrations/20261123000000_hardening.sql): no space, control,
 * zero-width or other invisible character can hide in an address, and lower-casing means the same
 * in the browser and in the database whatever its locale.
 */
const EMAIL_SHAPE = /^[!-?A-~]+@[!-?A-~]+\.[A-Za-z]{2,}$/

export function isValidEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email) && email.length <= EMAIL_MAX_LENGTH
}
