/**
 * Taps made before hydration (ARCHITECTURE.md "Before hydration"): the names shared by the inline
 * script every page carries and the code that replays the taps once React has hydrated.
 *
 * A prerendered page paints before React has hydrated it. Until then the inline script catches every
 * click on a `<button type="button">`, stops it (nothing would handle it yet) and queues the button.
 * Once hydrated, the app marks `<html data-hydrated>` and clicks each queued button still in the
 * page, in order, so the tap does what the visitor meant, once. Submits are not handled here: forms
 * use React form actions, whose own inline script queues a submit for React to replay.
 *
 * The script is a fixed string, so a Content Security Policy can allow it by its hash. Vite puts it
 * in the <head> of index.html (vite.config.ts), so every prerendered page has it before any button.
 */
export const REPLAY_QUEUE = '__replayTaps'
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * Calls `then` once the page is live (`<html data-hydrated>`: hydrated, with its charts running,
 * src/startup/hydration-replay.ts), at once if it is; returns the cancel. What a page fetches
 * that it does not need to go live (the brand font, the toasts, a dialog's code, the funnel
 * recorder) waits for this: on a slow link it shared the bandwidth with the charts' code and made
 * the page live later.
 */
export function whenLive(then: () => void, doc: Document = document): () => void {
  const html = doc.documentElement
  if (html.hasAttribute(HYDRATED_ATTRIBUTE)) {
    then()
    return () => {}
  }
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return
    observer.disconnect()
    then()
  })
  observer.observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] })
  return () => observer.disconnect()
}

/**
 * Calls `then` when the browser is next idle, at once where there is no `requestIdleCallback`
 * (Safari); returns the cancel.
 */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    then()
    return () => {}
  }
  const handle = requestIdleCallback(then)
  return () => cancelIdleCallback(handle)
}

/** Calls `then` once the page is live (`whenLive`) and then idle (`whenIdle`); returns the cancel. */
export function whenLiveAndIdle(then: () => void, doc: Document = document): () => void {
  let cancelIdle = () => {}
  const cancelLive = whenLive(() => {
    cancelIdle = whenIdle(then)
  }, doc)
  return () => {
    cancelLive()
    cancelIdle()
  }
}

const TAP_CAPTURE_SCRIPT = `addEventListener("click",function(e){if(document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;var t=e.target,b=t&&t.closest&&t.closest("button[type=button]");if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();(window.${REPLAY_QUEUE}=window.${REPLAY_QUEUE}||[]).push(b)},true)`

/**
 * The inline script of every page's <head>: the tap capture above, the mark of the page's `load`
 * (src/startup/page-timeline.ts) that the timed overlays count from, the brand typeface's mark and
 * the start-up after first paint (below).
 */
export const LOAD_MARK = '__pageLoadAt'
export const ARRIVAL_MARK = '__pageArrivedAt'

/**
 * Notes `performance.now()` when the page starts (the visitor's arrival) and at its `load` (read by
 * src/startup/page-timeline.ts), on whatever clock the page has (a test's fake clock included).
 */
const LOAD_MARK_SCRIPT = `window.${ARRIVAL_MARK}=performance.now();addEventListener("load",function(){window.${LOAD_MARK}=performance.now()})`

/**
 * The start-up script after first paint: the built pages carry no `<script type="module">`
 * and no `<link rel="modulepreload">` in their <head> (nothing but the HTML and its inline CSS before
 * the first paint), but the list of start-up chunks in `<meta name="startup-chunks">`, the entry first
 * (scripts/preload-startup-chunks.ts). Once the browser reports the first contentful paint, this adds
 * a `modulepreload` for every chunk, then the entry's module script, then a `modulepreload` for each
 * of the page's own chunks and then of its charts' (below), and last the manifest's `<link>`: all
 * are fetched at once, and main.tsx starts. The paint is looked for at every frame until it is
 * there (the observer's callback comes in a task of low priority: at CPU 4x on a long page, ~300 ms
 * after the paint, often after `load`), and the observer still starts it where frames do not run
 * (a test's paused clock holds `requestAnimationFrame`). Each element is added in a task of its own: at CPU 4x, adding the dozen
 * in one task took ~200 ms, a long task right after the first paint (TBT). The next one
 * is a `user-blocking` task of `scheduler.postTask`, so it does not queue behind the parser's and
 * layout's tasks of a long page (a MessageChannel message where there is no postTask). `load` starts
 * it only in a tab that is hidden (it paints only when shown) or in a browser without paint timing:
 * a page whose few files are local or cached often fires `load` before its first paint, and the
 * start-up's requests then sat on the first paint's critical path. No timer: a test's paused clock
 * does not hold it back (fake clocks leave postTask and MessageChannel alone). Where the page has no
 * such meta (the dev server, whose module script stays in the page) it adds only the manifest.
 */
export const STARTUP_META = 'startup-chunks'
/**
 * The page's own chunks (its route's component and what it imports; scripts/prerender.ts writes
 * them per page): preloaded with the start-up, after the entry, so the router finds them fetched
 * instead of asking for them only once it runs.
 */
export const PAGE_META = 'page-chunks'
/**
 * XState and the charts that the page's components start after hydration
 * (src/startup/chart.ts; scripts/preload-startup-chunks.ts lists them per page):
 * preloaded last, after the page's own chunks, so the charts' code is in when hydration ends
 * instead of a round trip after it. They are fetched, not run: each runs when its chart starts.
 */
export const CHART_META = 'chart-chunks'
/**
 * The web app manifest: its `<link>` is added last, after the start-up's (on every page, the dev
 * server's too), not written in the page. Chrome fetches a manifest it finds while the page loads,
 * and on a page whose `load` comes before its first paint that request sat on the first paint's
 * critical path (nothing but the HTML and its inline CSS before the first paint).
 */
export const MANIFEST_HREF = '/site.webmanifest'

const STARTUP_SCRIPT = `(function(){var d=document,s=0;function l(n){var m=d.querySelector("meta[name="+n+"]");return m?m.content.split(" "):[]}function go(){if(s)return;s=1;var u=l("${STARTUP_META}"),q=u.length?u.slice(1).concat(u[0],l("${PAGE_META}"),l("${CHART_META}")):[],S=window.scheduler,C=window.MessageChannel,c,n=add;q.push("${MANIFEST_HREF}");function add(){var h=q.shift(),e=d.createElement(h==u[0]?"script":"link");if(h==u[0]){e.type="module";e.src=h;e.crossOrigin=""}else if(h=="${MANIFEST_HREF}"){e.rel="manifest";e.href=h}else{e.rel="modulepreload";e.href=h;e.crossOrigin=""}d.head.appendChild(e);if(q.length)n()}if(S&&S.postTask)n=function(){S.postTask(add,{priority:"user-blocking"})};else if(C){c=new C;c.port1.onmessage=add;n=function(){c.port2.postMessage(0)}}add()}var F="first-contentful-paint",P=window.PerformanceObserver,f=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0;function w(){s||(performance.getEntriesByName(F).length?go():requestAnimationFrame(w))}if(f){new P(function(e){if(e.getEntriesByName(F).length)go()}).observe({type:"paint",buffered:true});if(window.requestAnimationFrame)requestAnimationFrame(w)}addEventListener("load",function(){if(!f||d.visibilityState=="hidden")go()})})()`

/**
 * The brand typeface on a page view after the first: src/services/brand-font.ts fetches
 * the file once the page is hydrated and idle, and notes in sessionStorage that it came. A later page
 * view that finds the note marks `<html data-brand-font>` before its first paint, and only then does
 * the page's CSS ask for Inter (theme.ts), which the cache serves within `font-display: optional`'s
 * block period. The first page view paints with the metric-matched fallback and fetches no font
 * before its first paint: nothing but the HTML and its inline CSS.
 */
export const BRAND_FONT_KEY = 'brand-font'
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font'

const BRAND_FONT_SCRIPT = `try{sessionStorage.getItem("${BRAND_FONT_KEY}")&&document.documentElement.setAttribute("${BRAND_FONT_ATTRIBUTE}","")}catch(e){}`

export const HEAD_SCRIPT = `${TAP_CAPTURE_SCRIPT};${LOAD_MARK_SCRIPT};${BRAND_FONT_SCRIPT};${STARTUP_SCRIPT}`
