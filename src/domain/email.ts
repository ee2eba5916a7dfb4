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

/** A name (or other one-line free text) is stored with at most this many characters. */
const NAME_MAX_LENGTH = 100

/** Control characters, tab and newline included: the database stores none (every field is one line). */
const CONTROL = /\p{Cc}/gu

/**
 * Spaces of any script and zero-width or other format characters: what the database's blank check
 * removes (app_private.is_short_text, supabase/migrations/20250101000000_leads.sql).
 */
const INVISIBLE_CHARACTERS =
  ' \\u00a0\\u00ad\\u061c\\u115f\\u1160\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u206a-\\u206f\\u3000\\u3164\\ufeff\\uffa0'
/** The combining grapheme joiner (U+034F) stands alone: it would combine with a neighbour in a class. */
const INVISIBLE = new RegExp(`\\u034f|[${INVISIBLE_CHARACTERS}]`, 'g')
/** Leading and trailing white space and invisible characters. */
const INVISIBLE_ENDS = new RegExp(
  `^(?:\\u034f|[\\s${INVISIBLE_CHARACTERS}])+|(?:\\u034f|[\\s${INVISIBLE_CHARACTERS}])+$`,
  'g',
)

/** True when nothing visible is left: only spaces of any kind, zero-width and control characters. */
export function isBlankText(value: string): boolean {
  return value.replace(CONTROL, '').replace(INVISIBLE, '') === ''
}

/**
 * A name as stored: the shared clean-up, with control characters (a pasted tab) as spaces; '' when
 * nothing visible is left, so a blank name is reported as missing instead of being refused by the
 * database. Longer than 100 characters (the input's maxLength and the database's limit; only a
 * script can type more), it loses its invisible ends and is cut to 100.
 */
export function cleanName(raw: string): string {
  const clean = sanitizeInput(raw.replace(CONTROL, ' '))
  const chars = Array.from(clean)
  const name =
    chars.length <= NAME_MAX_LENGTH
      ? clean
      : Array.from(clean.replace(INVISIBLE_ENDS, '')).slice(0, NAME_MAX_LENGTH).join('').trim()
  return isBlankText(name) ? '' : name
}

/** The form in which an e-mail is stored: cleaned up, trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return sanitizeInput(raw).trim().toLowerCase()
}

/*
 * The e-mail grammar, the same as the database's app_private.is_valid_email
 * (supabase/migrations/20250101000000_leads.sql; tests/db/email-grammar.test.ts shows both
 * accept exactly the same strings): a practical subset of RFC 5321 that every mail library reads as
 * one mailbox. Quotes, commas, semicolons, colons, angle brackets and spaces are legal in RFC 5322
 * headers, where they make groups, lists and display names: an address holding one could reach other
 * inboxes than the one it names, so none is allowed.
 *   - local part: dot-atoms of letters, digits and ._%+- (no leading, trailing or doubled dot);
 *   - domain: labels of letters, digits and hyphens, 1-63 characters, neither starting nor ending
 *     with a hyphen, separated by dots; the last one (the top-level part) 2-63 letters;
 *   - lower case only: this checks the stored form, so callers normalise first (normalizeEmail), and
 *     a visitor typing Fan@Example.COM is checked as fan@example.com;
 *   - at most EMAIL_MAX_LENGTH characters.
 * ASCII only, so no space, control, zero-width or other invisible character can hide in an address,
 * and lower case means the same in the browser and in the database whatever its locale. The pattern
 * is character for character the database's (a POSIX regular expression there).
 */
const EMAIL_SHAPE =
  /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** True when `email` is an address in its stored form (see above); normalise it first. */
export function isValidEmail(email: string): boolean {
  // The length first: the pattern then never looks at more than 100 characters.
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email)
}
