/**
 * The sender loop of the local mail stack: POST /send-mails every LOCAL_SEND_INTERVAL_MS with the
 * service key, as pg_cron + pg_net do on a hosted project
 * (supabase/migrations/20250101000500_privacy.sql).
 */
import { LOCAL_SEND_INTERVAL_MS } from '../functions/_shared/mail-limits.js'
import { errorMessage, repeatEvery } from './support.js'

/**
 * The sender's summary line of one call; it says so loudly when a job died (its tries used up),
 * with what to do about it.
 */
export function senderSummary(report: Readonly<Record<string, number>>): string {
  const line = `send-mails: ${report['sent'] ?? 0} sent, ${report['retried'] ?? 0} to retry, ${report['dead'] ?? 0} dead`
  return (report['dead'] ?? 0) > 0
    ? `${line}: MAIL JOB DIED after every retry; see \`npm run mails -- --status dead\`, ` +
        'revive with `npm run mails -- --revive` once the cause is fixed'
    : line
}

/** Calls send-mails now and then every `intervalMs` until stopped; one call at a time. */
export function startSenderLoop(
  functionsUrl: string,
  serviceKey: string,
  log: (line: string) => void = () => undefined,
  intervalMs: number = LOCAL_SEND_INTERVAL_MS,
): () => Promise<void> {
  return repeatEvery(intervalMs, async (stopped) => {
    try {
      const response = await fetch(`${functionsUrl}/send-mails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceKey}` },
        signal: AbortSignal.timeout(120_000),
      })
      const report = (await response.json()) as Record<string, number>
      if (!response.ok) log(`send-mails answered ${response.status}`)
      else if (report['claimed']) log(senderSummary(report))
    } catch (error) {
      if (!stopped()) log(`send-mails failed: ${errorMessage(error)}`)
    }
  })
}
