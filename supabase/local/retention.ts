/**
 * The retention schedule here: what pg_cron does on a hosted project (the job 'retention' that
 * supabase/migrations/20250101000500_privacy.sql schedules), the dev and
 * preview servers do with a loop that runs app_private.apply_retention once at start
 * and then every hour, and log what it deleted.
 */
import postgres from 'postgres'
import { errorMessage, repeatEvery } from './support.js'

/** How often the local servers apply the retention periods. */
const LOCAL_RETENTION_INTERVAL_MS = 60 * 60 * 1000

export function startRetentionLoop(
  sqlUrl: string,
  log: (line: string) => void = () => undefined,
  intervalMs: number = LOCAL_RETENTION_INTERVAL_MS,
): () => Promise<void> {
  const sql = postgres(sqlUrl, {
    max: 1,
    prepare: false,
    fetch_types: false,
    onnotice: () => undefined,
  })
  return repeatEvery(
    intervalMs,
    async (stopped) => {
      try {
        const [row] = await sql.begin(
          (tx) =>
            tx<
              { report: Record<string, number> }[]
            >`select app_private.apply_retention() as report`,
        )
        const deleted = Object.entries(row?.report ?? {}).filter(([, n]) => n > 0)
        if (deleted.length)
          log(`retention: deleted ${deleted.map(([k, n]) => `${n} ${k}`).join(', ')}`)
      } catch (error) {
        if (!stopped()) log(`retention failed: ${errorMessage(error)}`)
      }
    },
    async () => {
      await sql.end({ timeout: 5 })
    },
  )
}
