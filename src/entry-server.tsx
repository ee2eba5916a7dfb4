import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import {
  createMemoryHistory,
  isNotFound,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { ServerStyleSheet } from 'styled-components'
import { CheatSheetHead, CheatSheetPage } from './features/cheat-sheet/cheat-sheet-page'
import { brandFontCss, BRAND_FONT_STYLE_ID } from './ui/theme'
import { createAppRouter } from './router'

export { PAGES, PAGE_PATHS } from './content/pages'
export { MAIL_PAGE_PATHS } from './content/mail-pages'
export { CHEAT_SHEET_PATH } from './content/resources'
export { SCHEDULING_EVENT_URL, SCHEDULING_SCRIPT_URL, SITE_URL } from './content/site'

/** The Supabase URL this build talks to (unset: the site's own /rest/v1), for the CSP's connect-src. */
export const SUPABASE_URL = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || undefined

export interface PrerenderedPage {
  /** The head tags React hoisted out of the tree (title, meta, canonical link), and its inline scripts. */
  head: string
  /** The markup that goes inside <div id="root">. */
  body: string
  /**
   * The brand typeface's @font-face rules (one <style> that hydration never touches), then the page's
   * styled-components CSS, as <style> tags.
   */
  styles: string
  /** 200, or 404 for a path no route matches. */
  status: number
}

// React 19 hoists <title>, <meta> and <link> rendered anywhere in the tree to the start of the
// output of renderToString; they belong in <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)*/

// React appends its inline runtime scripts to the end of the markup: on pages with a form action,
// the fixed script that queues a submit made before hydration so React can replay it. They belong
// in <head>, not inside the root React hydrates (and in <head> they listen before any form exists).
const TRAILING_SCRIPTS = /(?:<script>[^<]*<\/script>)+$/

/** Renders one URL of the site to HTML, exactly as the browser's first render will produce it. */
export async function render(url: string): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  const failed = router.state.matches.find((match) => match.status === 'error')
  if (failed)
    throw failed.error instanceof Error ? failed.error : new Error(`${url} failed to load`)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(<RouterProvider router={router} />))
    const head = HOISTED.exec(html)?.[0] ?? ''
    const rest = html.slice(head.length)
    const scripts = TRAILING_SCRIPTS.exec(rest)?.[0] ?? ''
    return {
      head: head + scripts,
      body: rest.slice(0, rest.length - scripts.length),
      styles: `<style id="${BRAND_FONT_STYLE_ID}">${brandFontCss()}</style>${sheet.getStyleTags()}`,
      status: showsNotFound(router) ? 404 : 200,
    }
  } finally {
    sheet.seal()
  }
}

/**
 * Whether the loaded router shows a not-found page: a path no route matches (the root's not-found
 * page), or a route whose loader threw `notFound()` (an unknown article). Read through the router's
 * public API only: `getMatchedRoutes` finds no route for the path, or a match holds a not-found
 * error (`isNotFound`) or has the status 'notFound'. tests/unit/not-found-status.test.tsx fails when
 * an upgrade changes what these say.
 */
export function showsNotFound(router: AnyRouter): boolean {
  const [, , foundRoute] = router.getMatchedRoutes(router.state.location.pathname)
  return (
    !foundRoute || router.state.matches.some((m) => m.status === 'notFound' || isNotFound(m.error))
  )
}

/**
 * The printable tactics cheat sheet (CHEAT_SHEET_PATH) as a complete standalone HTML document: static
 * markup and its styled-components CSS, no JavaScript (nothing on it needs any).
 */
export function renderCheatSheet(): string {
  const sheet = new ServerStyleSheet()
  try {
    const body = renderToStaticMarkup(sheet.collectStyles(<CheatSheetPage />))
    const head = renderToStaticMarkup(<CheatSheetHead />)
    return `<!doctype html><html lang="en"><head>${head}${sheet.getStyleTags()}</head><body>${body}</body></html>\n`
  } finally {
    sheet.seal()
  }
}
