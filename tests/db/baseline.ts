/**
 * The baseline: one migration per topic, each object defined once in its final form
 * (docs/hosted-supabase.md "The schema"). Listed here, in the order they apply, so a check can tell
 * the baseline from the migrations added on top after go-live (which redefine what they change).
 */
export const BASELINE_MIGRATIONS = [
  '20250101000000_leads.sql',
  '20250101000100_abuse.sql',
  '20250101000200_mail.sql',
  '20250101000300_funnels.sql',
  '20250101000400_experiments.sql',
  '20250101000500_privacy.sql',
] as const

/** Strips `--` comments and the single-quoted literals' text, so only statements are matched. */
function sqlStatementsText(sqlText: string): string {
  return sqlText.replace(/--[^\n]*/g, '').replace(/'(?:[^']|'')*'/g, "''")
}

/** Every `create [or replace] <kind> <name>` in the text: kind and schema-qualified name, lower case. */
export function definitions(sqlText: string): string[] {
  const text = sqlStatementsText(sqlText)
  const named =
    /\bcreate\s+(?:or\s+replace\s+)?(?:unique\s+)?(function|table|view|index)\s+(?:if\s+not\s+exists\s+)?([\w.]+)/gi
  // A policy or a trigger is named per table.
  const scoped = /\bcreate\s+(?:or\s+replace\s+)?(policy|trigger)\s+([\w.]+)[^;]*?\bon\s+([\w.]+)/gi
  return [
    ...[...text.matchAll(named)].map((m) => `${m[1]} ${m[2]}`.toLowerCase()),
    ...[...text.matchAll(scoped)].map((m) => `${m[1]} ${m[2]} on ${m[3]}`.toLowerCase()),
  ]
}
