/**
 * The brand's name and colours, with no imports: the site (src/content/site.ts,
 * src/ui/theme.ts) and the mail templates of the Edge Functions
 * (supabase/functions/_shared/templates.tsx, run by Deno) read them from here.
 */
export const SITE_NAME = 'Checkmate Tutors'

/** Colours chosen for WCAG AA contrast against the backgrounds they are used on. */
export const BRAND_COLORS = {
  ink: '#111827',
  muted: '#4b5563',
  surface: '#ffffff',
  surfaceAlt: '#f3f4f6',
  navy: '#1e293b',
  red: '#b91c1c',
  redDark: '#991b1b',
  focus: '#2563eb',
  /** Focus outline on navy (the navbar, the footer): 8:1 against it, where focus blue is 3:1. */
  focusOnDark: '#93c5fd',
  border: '#d1d5db',
} as const

/**
 * The logo mark: a knight, drawn on a 64-unit square (even-odd fill: the eye is a hole). The navbar
 * draws it in the text colour (src/ui/logo-mark.tsx); public/favicon.svg is it in white on navy
 * (tests/unit/logo-mark.test.ts keeps the two the same).
 */
export const LOGO_MARK_PATH =
  'M18 54h30v-6H18zM21 45h24c1-10-1-19-5-25-2-4-6-7-10-8l-1-4-3 5-5 4-5 9c-1 2 0 4 2 4l4-1 5-4 3-1c-5 5-9 12-9 21zM28 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0z'
