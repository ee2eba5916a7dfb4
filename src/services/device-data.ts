/**
 * What this browser keeps about a visitor, forgotten at once: after the erase page has deleted
 * everything the database held about an address, the device that asked forgets it too (the
 * privacy page says so). Local storage: `user_email` and its date, every `email_subscribed_*` flag,
 * the outbox's unsent forms, and an experiment id an earlier version of the site kept; this tab's
 * session storage: the random number the funnel counts and the experiments pick a version by, and
 * the tested timings this tab has met.
 * The promo card's dismissals stay: they say nothing about anyone.
 */
import { OUTBOX_KEY_PREFIX } from '../domain/leads'

const EXACT_KEYS: ReadonlySet<string> = new Set([
  'user_email',
  'user_email_saved_at',
  // The per-visitor experiment id of an earlier version of the site, wherever it is left.
  'experiment_visitor',
])
const KEY_PREFIXES = ['email_subscribed_', OUTBOX_KEY_PREFIX]
const TAB_KEYS = ['funnel_tab', 'funnel_exposed']

function forgetIn(store: Storage, matches: (key: string) => boolean): void {
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key !== null && matches(key)) keys.push(key)
  }
  for (const key of keys) store.removeItem(key)
}

export function forgetThisDevice(): void {
  if (typeof window === 'undefined') return
  try {
    forgetIn(
      window.localStorage,
      (key) => EXACT_KEYS.has(key) || KEY_PREFIXES.some((prefix) => key.startsWith(prefix)),
    )
  } catch {
    // Storage blocked: nothing was kept to forget.
  }
  try {
    forgetIn(window.sessionStorage, (key) => TAB_KEYS.includes(key))
  } catch {
    // As above.
  }
}
