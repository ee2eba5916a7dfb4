/** The contact form's rules (spec §2 /contact, §5). */
import { sanitizeInput } from './email'

/** The subject field accepts at most this many characters. */
export const CONTACT_SUBJECT_MAX_LENGTH = 200

/**
 * The subject a link may prefill on /contact with `?subject=...` (the careers page's Interest Form
 * does): a string, cleaned up like every input, inner whitespace collapsed, cut to the field's
 * length. Anything else (missing, blank, a number, a list) prefills nothing.
 */
export function contactSubjectFromSearch(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const subject = sanitizeInput(value)
    .replace(/\s+/g, ' ')
    .slice(0, CONTACT_SUBJECT_MAX_LENGTH)
    .trim()
  return subject || undefined
}
