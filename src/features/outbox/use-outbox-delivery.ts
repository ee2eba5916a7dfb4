import { useEffect } from 'react'
import { leadStore } from '../../services/lead-store'
import { outbox } from '../../services/outbox'

/**
 * Delivers the leads kept in the outbox (src/services/outbox.ts): all of them once the page has
 * loaded and whenever the browser comes back online, and, while the page stays open, each again at
 * its next-attempt time (`outbox.whenDue`, the outbox's backoff). Rendered once, by the root route, so
 * a lead kept on one page is sent on the next page load, whichever page that is. Nothing is fetched
 * when the outbox is empty (supabase-js is only loaded on the first insert).
 */
export function useOutboxDelivery(): void {
  useEffect(() => {
    const deliver = (options: { due?: boolean } = {}) => {
      if (navigator.onLine === false) return
      void outbox.flush(leadStore().insert, options).then(
        ({ delivered }) => {
          if (delivered) console.info(`Sent ${delivered} saved lead(s) kept from an earlier visit.`)
        },
        () => {},
      )
    }
    const online = () => deliver()
    deliver()
    const stopTimer = outbox.whenDue(() => deliver({ due: true }))
    window.addEventListener('online', online)
    return () => {
      stopTimer()
      window.removeEventListener('online', online)
    }
  }, [])
}
