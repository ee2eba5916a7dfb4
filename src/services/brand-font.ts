/**
 * The brand typeface after the first page view (the page's half is in
 * src/startup/before-hydration.ts). A page view whose `<html>` has no `data-brand-font` paints with
 * the metric-matched fallback and asks for no font before its first paint. Once it is live (hydrated,
 * its charts running: `whenLive`) and the browser is idle, this fetches the file (the page's own `font-display: optional` face, so the
 * HTTP cache keeps it), notes in sessionStorage that it came, and switches the body to Inter at the
 * visitor's next route change, where a new page replaces the old one anyway. The next full page view
 * in this tab finds the note and uses Inter from its first paint. The note is the tab's
 * (sessionStorage): a file fetched in this session is in the HTTP cache, while a note that outlived
 * the cache (localStorage after a cache clear) would put the download back before the first paint.
 * Without storage or the Font Loading API the fallback simply stays.
 */
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_KEY, whenLiveAndIdle } from '../startup/before-hydration'

interface RouteChanges {
  subscribe(
    event: 'onBeforeNavigate',
    listener: (event: { fromLocation?: unknown; pathChanged: boolean }) => void,
  ): () => void
}

export function startBrandFont(router: RouteChanges): void {
  const html = document.documentElement
  if (html.hasAttribute(BRAND_FONT_ATTRIBUTE) || !('fonts' in document)) return
  let loaded = false
  const stop = router.subscribe('onBeforeNavigate', (event) => {
    if (!loaded || !event.fromLocation || !event.pathChanged) return
    html.setAttribute(BRAND_FONT_ATTRIBUTE, '')
    stop()
  })
  const fetchFont = () =>
    void document.fonts.load(`1em Inter`).then(
      (faces) => {
        if (faces.length === 0) return
        loaded = true
        try {
          sessionStorage.setItem(BRAND_FONT_KEY, '1')
        } catch {
          // No storage (a private window's quota, a blocked origin): this tab's routes still switch.
        }
      },
      () => {},
    )
  whenLiveAndIdle(fetchFont)
}
