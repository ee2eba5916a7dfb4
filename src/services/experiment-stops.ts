/**
 * The stop switch and the clean-up of an old id, loaded by src/services/experiments.ts in a chunk of
 * its own (off the first load). docs/funnels-and-experiments.md "Stop at once".
 */

/** An id an earlier build kept for ever in local storage: removed on load. */
const LEFTOVER_KEY = 'experiment_visitor'

export function removeLeftover(storage: Pick<Storage, 'removeItem'> | null = localStore()): void {
  try {
    storage?.removeItem(LEFTOVER_KEY)
  } catch {
    // Nothing to clean where storage is blocked.
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The keys of the stopped experiments, as anon; null when the database did not answer. */
export async function readStops(fetcher: typeof fetch): Promise<string[] | null> {
  const base = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin
  const key = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? ''
  try {
    const res = await fetcher(
      `${base.replace(/\/+$/, '')}/rest/v1/experiment_stops?select=experiment`,
      {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      },
    )
    if (!res.ok) return null
    const rows: unknown = await res.json()
    return Array.isArray(rows)
      ? rows.map((row: { experiment?: unknown }) => String(row.experiment))
      : null
  } catch {
    return null
  }
}
