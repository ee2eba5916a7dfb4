/** Browser storage keys (spec §3 "Browser storage"). */
const USER_EMAIL_KEY = 'user_email'
const subscribedFlagKey = (source: string) => `email_subscribed_${source}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled (private mode, blocked cookies): the site still works
  }
}

/** After a successful sign-up: `email_subscribed_{source}` = 'true' and `user_email`. */
export function rememberSubscription({ email, source }: { email: string; source: string }): void {
  try {
    storage()?.setItem(subscribedFlagKey(source), 'true')
    storage()?.setItem(USER_EMAIL_KEY, email)
  } catch {
    // quota or privacy settings: nothing to remember, nothing lost
  }
}

/** Who has subscribed decides which popups open (the timed overlays). */
export function isSubscribed(source: string): boolean {
  return storage()?.getItem(subscribedFlagKey(source)) === 'true'
}

/** Who has subscribed decides which popups open (the timed overlays). */
export function hasStoredEmail(): boolean {
  return Boolean(storage()?.getItem(USER_EMAIL_KEY))
}

/** Who has subscribed decides which popups open (the timed overlays). */
export function hasAnySubscription(): boolean {
  const store = storage()
  if (!store) return false
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith('email_subscribed_') && store.getItem(key) === 'true') return true
  }
  return false
}
