/**
 * The brand's name, with no imports: the site (src/content/site.ts) and the mail templates of the
 * Edge Functions (supabase/functions/_shared/templates.tsx, run by Deno) read it from here. Its
 * colours are design tokens: src/ui/brand-colors.ts.
 */
export const SITE_NAME = 'Checkmate Tutors'
