/** The floating promo card's dismissals, remembered per path in local storage (spec §2 "Overlays"). */
const dismissedKey = (path: string) => `promo_dismissed_${path}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled: the card simply shows again
  }
}

export function isPromoDismissed(path: string): boolean {
  return storage()?.getItem(dismissedKey(path)) === 'true'
}

export function rememberPromoDismissal(path: string): void {
  try {
    storage()?.setItem(dismissedKey(path), 'true')
  } catch {
    // quota or privacy settings: nothing remembered
  }
}
