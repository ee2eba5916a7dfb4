import { useEffect } from 'react'

/** The lead store (and its proof of work) is loaded only when a kept lead is to be sent. */
const loadInsert = () => import('../../services/lead-store').then((m) => m.leadStore().insert)

/**
 * Delivers the leads kept in the outbox (src/services/outbox.ts): all of them once the page has
 * loaded and whenever the browser comes back online, and, while the page stays open, each again at
 * its next-attempt time (`outbox.whenDue`, the outbox's backoff). Rendered once, by the root route, so
 * a lead kept on one page is sent on the next page load, whichever page that is. Nothing is fetched
 * and no code but the outbox's own is loaded when the outbox is empty: the lead store, its proof of
 * work and supabase-js stay out of the first load, and the outbox loads once the page has hydrated.
 */
export function useOutboxDelivery(): void {
  useEffect(() => {
    // The outbox itself loads after hydration, not with the page (issue 23: the first load).
    let stop = () => {}
    let stopped = false
    void import('../../services/outbox').then(({ outbox }) => {
      if (stopped) return
      const deliver = (options: { due?: boolean } = {}) => {
        if (navigator.onLine === false || outbox.pending().length === 0) return
        void loadInsert()
          .then((insert) => outbox.flush(insert, options))
          .then(
            ({ delivered }) => {
              if (delivered)
                console.info(`Sent ${delivered} saved lead(s) kept from an earlier visit.`)
            },
            () => {},
          )
      }
      const online = () => deliver()
      deliver()
      const stopTimer = outbox.whenDue(() => deliver({ due: true }))
      window.addEventListener('online', online)
      stop = () => {
        stopTimer()
        window.removeEventListener('online', online)
      }
    })
    return () => {
      stopped = true
      stop()
    }
  }, [])
}
