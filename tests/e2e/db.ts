import type { Page } from '@playwright/test'
import { ensureLocalKeys } from '../../supabase/local/backend'
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
