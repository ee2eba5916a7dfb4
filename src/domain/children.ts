/**
 * A learner under 13 is entered by a parent: the address given is the parent's, no child's name is
 * stored (the spec's fixed placeholder name stands in the row's name column) and the row says it is
 * for a child, so the result mail goes to the parent with no offer in it. The database keeps the
 * same rule (supabase/migrations/20250101000000_leads.sql).
 */

/** The knowledge quiz's answers to "How old is the learner?". */
export const AGE_BANDS = ['under-13', '13-15', '16-plus'] as const

export type AgeBand = (typeof AGE_BANDS)[number]

/** The name column of a child's row: the spec's placeholder (the level quiz's), never a child's name. */
export const CHILD_NAME_PLACEHOLDER = 'Quiz Taker'

export const isAgeBand = (value: string): value is AgeBand =>
  (AGE_BANDS as readonly string[]).includes(value)

/** Under 13: the parent enters the learner (COPPA's age). */
export const isChildBand = (value: string): boolean => value === 'under-13'
