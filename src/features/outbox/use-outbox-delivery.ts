import { useEffect } from 'react'
import { whenLiveAndIdle } from '../../startup/before-hydration'
import { hasKeptLeads } from '../../domain/leads'

/** The lead store (and its proof of work) is loaded only when a kept lead is to be sent. */
const loadInsert = () => import('../../services/lead-store').then((m) => m.leadStore().insert)

function keptLeadsHere(): boolean {
  try {
    return hasKeptLeads(window.localStorage)
  } catch {
    // Storage that cannot be read (blocked by the browser) keeps nothing.
    return false
  }
}

/**
 * Delivers the leads kept in the outbox (src/services/outbox.ts): all of them once the page has
 * loaded and whenever the browser comes back online, and, while the page stays open, each again at
 * its next-attempt time (`outbox.whenDue`, the outbox's backoff). Rendered once, by the root route, so
 * a lead kept on one page is sent on the next page load, whichever page that is.
 *
 * The outbox's code (the `leads` chunk, with the lead store and its proof of work) is not on the
 * page's way to hydration. When this browser keeps a lead (its storage keys say so) it
 * loads after hydration and sends it; else once the page is live and idle, so a form of this page
 * can keep its lead even when the network goes away before the visitor saves.
 */
export function useOutboxDelivery(): void {
  useEffect(() => {
    let stop = () => {}
    let stopped = false
    /** `flushNow`: send what is kept at once (at load), not only when due or back online. */
    const start = (flushNow: boolean) => {
      stop = () => {}
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
        if (flushNow) deliver()
        const stopTimer = outbox.whenDue(() => deliver({ due: true }))
        window.addEventListener('online', online)
        stop = () => {
          stopTimer()
          window.removeEventListener('online', online)
        }
      }, retryOnline)
    }
    // The code could not load (the network went away): it is asked for again once it is back.
    const retryOnline = () => {
      if (stopped) return
      const online = () => start(true)
      window.addEventListener('online', online, { once: true })
      stop = () => window.removeEventListener('online', online)
    }
    if (keptLeadsHere()) start(true)
    else stop = whenLiveAndIdle(() => start(false))
    return () => {
      stopped = true
      stop()
    }
  }, [])
}
