/**
 * The brand's colours, with no imports: the site's theme (src/ui/theme.ts) and the mail templates
 * of the Edge Functions (supabase/functions/_shared/templates.tsx, run by Deno) read them from
 * here, so a mail looks like the site. Design tokens, not copy: they live with the UI, which
 * imports no content. Chosen for WCAG AA contrast against the backgrounds they are used on.
 */
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
