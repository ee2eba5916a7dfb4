/**
 * Funnel analytics: what one recorded step is, and the pure rules shared by the browser's
 * recorder (src/services/funnel-recorder.ts), the database's checks (supabase/migrations/*_funnel_events.sql)
 * and `npm run funnels`. A step is "chart X entered state Y": no e-mail, name, answer or IP.
 */

/** One row of `funnel_events`, as the browser sends it. */
export interface FunnelEvent {
  /** The chart's id (`createMachine({ id })`). */
  chart: string
  /** A leaf state the chart entered, as a dotted path: 'quiz.answering', 'submitting'. */
  state: string
  /** Which of the chart's uses: the popup (`homeWelcome`) or the form's source (`welcome_popup`). */
  variant: string | null
  /** The page's path, or '(other)' for a path that is not one of the site's route shapes. */
  page: string
  /** A random id per browser tab. */
  tab: string
  /** When the state was entered (ISO time). */
  at: string
  /** The timings version of the build (`timingsVersion`). */
  timings: string
  /** The visitor's arm in each experiment running (src/domain/experiments.ts): 'key:B'. */
  arms: string[]
}

/** Every leaf of a state value: 'idle' -> ['idle'], { quiz: 'answering' } -> ['quiz.answering']. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  if (typeof value !== 'object' || value === null) return []
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return prefix ? [prefix.slice(0, -1)] : []
  return entries.flatMap(([key, child]) => leafPaths(child, `${prefix}${key}.`))
}

/** A variant is an identifier from the code (a popup id or a form's source), never typed text. */
export const VARIANT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The page as recorded: the path of one of the site's routes, else '(other)' (a mistyped URL can hold anything). */
export function recordedPage(pathname: string): string {
  return /^\/[a-z0-9/-]{0,99}$/.test(pathname) ? pathname : '(other)'
}

/**
 * The timings version: 8 hex digits (FNV-1a, 32 bits) of every number in machines/timings.ts by
 * name, so two builds with the same delays share a version and any change of a value gives a new one.
 */
export function timingsVersion(values: Record<string, unknown>): string {
  const text = Object.keys(values)
    .filter((name) => typeof values[name] === 'number')
    .sort()
    .map((name) => `${name}=${String(values[name])}`)
    .join('\n')
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
