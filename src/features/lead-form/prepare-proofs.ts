let preparing = false

/**
 * Starts the next lead's proof of work (src/services/lead-proof.ts) as soon as the visitor starts
 * filling in any form that writes, so it is ready by the time they submit: on the first focus or
 * input inside a form (or at once, when a field already has the focus: typed before hydration).
 * Installed once per page, by the first form that writes (the lead forms and the contact form). The
 * lead store and its proof of work load then, not with the page.
 */
export function prepareProofsOnFirstUse(): void {
  if (preparing) return
  preparing = true
  const prepare = (event?: Event) => {
    const target = event ? event.target : document.activeElement
    if (!(target instanceof Element) || !target.closest('form')) return
    // Only a head start: a save loads the store itself, and says so when it cannot.
    import('../../services/lead-store').then(
      ({ leadStore }) => leadStore().prepare?.(),
      () => {},
    )
  }
  document.addEventListener('focusin', prepare)
  document.addEventListener('input', prepare)
  prepare()
}
