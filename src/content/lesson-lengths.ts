/**
 * Prices at a glance (spec §1 and §9): lessons of 30, 45 (most popular) or 60 minutes (the
 * standard), from $30 per session. The spec gives one price, not a price per length: none is shown.
 */
export const LESSON_LENGTHS = [
  { minutes: 30, tag: null },
  { minutes: 45, tag: 'Most popular' },
  { minutes: 60, tag: 'Standard' },
] as const

export const LESSON_PRICE_LINE = 'from $30 per session'
