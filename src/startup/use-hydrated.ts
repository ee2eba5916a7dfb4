import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerender and while React hydrates, true after: for what depends on the visitor's
 * browser (the URL's search params, today's date), so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
