import { useEffect } from 'react'
import { leadStore } from '../../services/lead-store'
import { outbox } from '../../services/outbox'

/**
 * Delivers the leads kept in the outbox (src/services/outbox.ts) once the page has loaded, and
 * again whenever the browser comes back online. Rendered once, by the root route, so a lead kept on
 * one page is sent on the next page load, whichever page that is. Nothing is fetched when the
 * outbox is empty (supabase-js is only loaded on the first insert).
 */
export function useOutboxDelivery(): void {
  useEffect(() => {
    const deliver = () => {
      if (navigator.onLine === false) return
      void outbox.flush(leadStore().insert).then(
        ({ delivered }) => {
          if (delivered) console.info(`Sent ${delivered} saved lead(s) kept from an earlier visit.`)
        },
        () => {},
      )
    }
    deliver()
    window.addEventListener('online', deliver)
    return () => window.removeEventListener('online', deliver)
  }, [])
}
