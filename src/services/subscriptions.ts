import { RETENTION_DAYS } from '../content/retention'

/** Browser storage keys (spec §3 "Browser storage"). */
const USER_EMAIL_KEY = 'user_email'
/**
 * When `user_email` was saved (milliseconds since 1970, as a string): the browser forgets the
 * address RETENTION_DAYS.browserEmail days later, as the privacy page says.
 */
const USER_EMAIL_SAVED_AT_KEY = 'user_email_saved_at'
const subscribedFlagKey = (source: string) => `email_subscribed_${source}`
const DAY_MS = 24 * 60 * 60 * 1000

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled (private mode, blocked cookies): the site still works
  }
}

/**
 * Removes `user_email` once it is older than RETENTION_DAYS.browserEmail. An address saved before
 * its time was kept has none: it counts as saved now, so a returning visitor is not asked again
 * by the welcome popup, and it is forgotten a full period later.
 */
export function forgetOldEmail(now: number = Date.now()): void {
  const store = storage()
  try {
    if (!store?.getItem(USER_EMAIL_KEY)) {
      store?.removeItem(USER_EMAIL_SAVED_AT_KEY)
      return
    }
    const savedAt = Number(store.getItem(USER_EMAIL_SAVED_AT_KEY) ?? Number.NaN)
    if (!Number.isFinite(savedAt)) {
      store.setItem(USER_EMAIL_SAVED_AT_KEY, String(now))
      return
    }
    if (now - savedAt > RETENTION_DAYS.browserEmail * DAY_MS) {
      store.removeItem(USER_EMAIL_KEY)
      store.removeItem(USER_EMAIL_SAVED_AT_KEY)
    }
  } catch {
    // storage that cannot be written: nothing kept to forget
  }
}

/** After a successful sign-up: `email_subscribed_{source}` = 'true' and `user_email`, dated. */
export function rememberSubscription({ email, source }: { email: string; source: string }): void {
  try {
    storage()?.setItem(subscribedFlagKey(source), 'true')
    storage()?.setItem(USER_EMAIL_KEY, email)
    storage()?.setItem(USER_EMAIL_SAVED_AT_KEY, String(Date.now()))
  } catch {
    // quota or privacy settings: nothing to remember, nothing lost
  }
}

/** Who has subscribed decides which popups open (the timed overlays). */
export function isSubscribed(source: string): boolean {
  forgetOldEmail()
  return storage()?.getItem(subscribedFlagKey(source)) === 'true'
}

/**
 * Who has subscribed decides which popups open (the timed overlays): the home welcome popup opens
 * only when no `user_email` is stored (spec §2), and one older than its period is not stored.
 */
export function hasStoredEmail(): boolean {
  forgetOldEmail()
  return Boolean(storage()?.getItem(USER_EMAIL_KEY))
}

/** Who has subscribed decides which popups open (the timed overlays). */
export function hasAnySubscription(): boolean {
  forgetOldEmail()
  const store = storage()
  if (!store) return false
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith('email_subscribed_') && store.getItem(key) === 'true') return true
  }
  return false
}
