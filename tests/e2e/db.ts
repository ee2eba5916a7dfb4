import type { Page } from '@playwright/test'
import postgres from 'postgres'
import { ensureLocalKeys } from '../../supabase/local/keys'
import { readBackendState } from '../../supabase/local/state'
import { baseURL } from '../../playwright.config'

/**
 * Reads rows of the local backend the preview server runs, through its own /rest/v1 proxy, with the
 * local service key (never shipped to the browser). The anon key cannot read: that is the point.
 */
export async function rowsFor(
  table: string,
  email: string,
): Promise<Array<Record<string, unknown>>> {
  const { serviceKey } = await ensureLocalKeys(process.cwd())
  const res = await fetch(
    `${baseURL}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}&select=*`,
    {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    },
  )
  if (!res.ok) throw new Error(`reading ${table}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Array<Record<string, unknown>>
}

/** A fresh address per test run, so reruns against a persisted database stay independent. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/**
 * The leads the page's outbox keeps (src/services/outbox.ts: one local storage key per lead,
 * `lead_outbox:<id>`), oldest first.
 */
export function keptLeads(
  page: Page,
): Promise<Array<{ id: string; row: Record<string, unknown> }>> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('lead_outbox:'))
      .map(
        (key) =>
          JSON.parse(localStorage.getItem(key)!) as {
            id: string
            queuedAt: number
            row: Record<string, unknown>
          },
      )
      .sort((a, b) => a.queuedAt - b.queuedAt),
  )
}

/**
 * Lists an experiment as shipped in the running local backend, as the migration of a build that runs
 * it would (scripts/funnels/shipped.ts): the database takes funnel steps only with the arms of
 * experiments it lists.
 */
export async function shipExperiment(key: string, arms: number): Promise<void> {
  const state = await readBackendState(process.cwd())
  if (!state?.sqlUrl) throw new Error('no local backend is running')
  const sql = postgres(state.sqlUrl, { max: 1, prepare: false, onnotice: () => undefined })
  try {
    await sql`insert into app_private.funnel_shipped_experiments (key, arms) values (${key}, ${arms})
              on conflict (key) do nothing`
  } finally {
    await sql.end({ timeout: 5 })
  }
}
