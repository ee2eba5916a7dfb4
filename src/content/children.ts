import type { AgeBand } from '../domain/children'

/**
 * What the forms say about a learner's age (the knowledge quiz's age question, the study plan's
 * hint, the parent's line under the e-mail field) and what a list's confirmation says about
 * consent. The spec has no text for these; its own labels stay as they are.
 */
export const AGE_QUESTION = 'How old is the learner?'

/** The three answers, neutral: none is the default and none says what it changes. */
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  'under-13': 'Under 13',
  '13-15': '13 to 15',
  '16-plus': '16 or older',
}

/** The e-mail field's label when the learner is a child (the study plan's, the quiz's). */
export const PARENT_EMAIL_LABEL = "Parent's e-mail"

/** Under the parent's e-mail field: what happens with the address. */
export const PARENT_EMAIL_LINE =
  "We'll send the result to you, the parent, and nothing else: no offers, no lists."

/** Under the study plan's age group: the spec's groups leave 12 out; a 12-year-old counts as a child. */
export const CHILD_AGE_HINT = '12 years old? Choose Child.'

/** Next to a list's confirm button: the confirming click is the consent (16, GDPR Article 8). */
export const LIST_CONSENT_LINE =
  'By confirming you tell us you are 16 or older, or a parent or guardian signing up with your own address.'

/** In a list's confirmation mail. */
export const LIST_CONSENT_MAIL_LINE =
  'If you are under 16, please do not confirm: ask a parent or guardian to sign up with their own address.'
