import type { Rolldown } from 'vite'
import { escapeRegExp } from '../escape-regexp.ts'

/**
 * Where the client build leaves each page's own chunks (route path -> chunk URLs) for the prerender,
 * which writes them into that page's `<meta name="page-chunks">` (scripts/prerender.ts).
 */
export const PAGE_CHUNKS_FILE = '.vite/page-chunks.json'
/**
 * Where the client build leaves each page's chart chunks (route path -> chunk URLs): XState and the
 * charts the page's code loads after hydration (src/startup/chart.ts), written into
 * `<meta name="chart-chunks">` by the prerender.
 */
export const CHART_CHUNKS_FILE = '.vite/chart-chunks.json'
/**
 * The route path of a route module of src/routes: `lessons/kids.tsx` -> `/lessons/kids`,
 * `articles/$slug.tsx` -> `/articles/$slug`.
 */
function routePath(moduleId: string): string | undefined {
  const file = /[\\/]src[\\/]routes[\\/]([^?]+)\.tsx\?tsr-split=component/.exec(moduleId)?.[1]
  if (!file || file.split('/').some((part) => part.startsWith('-') || part.startsWith('__')))
    return undefined
  const parts = file.split('/').filter((part) => part !== 'index')
  return `/${parts.join('/')}`
}

/** A route path's param: `$slug` of `/articles/$slug`, `{$style}` of `/chess-style-{$style}`. */
const PARAM = /\{\$\w+\}|\$\w+/
/** A content module a route loads by name (an article's body): its name, the page's slug. */
const CONTENT_MODULE = /[\\/]src[\\/]content[\\/](?:[\w-]+[\\/])*([\w-]+)\.ts$/

/**
 * A page's list in a build's route -> chunks file: its own route's, or that of the route with a
 * param that serves it (`/chess-style-{$style}` for /chess-style-tactician).
 */
export function chunksOfPage(
  lists: Readonly<Record<string, string[]>>,
  page: string,
): string[] | undefined {
  if (lists[page]) return lists[page]
  for (const [route, list] of Object.entries(lists)) {
    if (!PARAM.test(route)) continue
    const pattern = route.split(PARAM).map(escapeRegExp).join('[^/]+')
    if (new RegExp(`^${pattern}$`).test(page)) return list
  }
  return undefined
}

/**
 * Each page's own chunks (route path -> chunk URLs): its route's component chunk and what it
 * imports statically, less the start-up chunks; and its chart chunks: every chart that the
 * start-up's or the page's own chunks load after hydration (`deferred`: the charts' modules), with
 * what those import (XState first), less what the page already lists.
 */
export function pageChunkLists(
  bundle: Rolldown.OutputBundle,
  startup: ReadonlySet<string>,
  deferred: ReadonlySet<string>,
  base: string,
): { pages: Record<string, string[]>; charts: Record<string, string[]> } {
  const visit = (fileName: string, into: Set<string>, skip: ReadonlySet<string> = into) => {
    if (into.has(fileName) || skip.has(fileName) || startup.has(fileName)) return
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk') return
    into.add(fileName)
    chunk.imports.forEach((f) => visit(f, into, skip))
  }
  // Its chart chunks: every chart that the start-up's or the page's own chunks load after
  // hydration, with what those import (XState first), less what the page already lists.
  const chartsOf = (own: ReadonlySet<string>) => {
    const charts = new Set<string>()
    const skip = new Set(own)
    for (const fileName of [...startup, ...own]) {
      const chunk = bundle[fileName]
      if (chunk?.type !== 'chunk') continue
      for (const target of chunk.dynamicImports) {
        const module = bundle[target]
        if (module?.type === 'chunk' && module.moduleIds.some((id) => deferred.has(id)))
          visit(target, charts, skip)
      }
    }
    return charts
  }
  const pages: Record<string, string[]> = {}
  const charts: Record<string, string[]> = {}
  const url = (file: string) => `${base}${file}`
  // A route's component is its chunk's facade, or one of a group's modules (`style-pages`).
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue
    for (const route of chunk.moduleIds.map(routePath)) {
      if (!route) continue
      const own = new Set<string>()
      visit(chunk.fileName, own)
      pages[route] = [...own].map(url)
      // What a chart chunk imports first (XState), as the start-up lists its chunks.
      charts[route] = [...chartsOf(own)].reverse().map(url)
      // A route with a param serves several pages: a page whose content the route loads as a
      // chunk of its own (src/content/articles/<slug>.ts for /articles/$slug) gets that chunk too.
      if (!PARAM.test(route)) continue
      for (const file of own) {
        const from = bundle[file]
        if (from?.type !== 'chunk') continue
        for (const target of from.dynamicImports) {
          const content = bundle[target]
          if (content?.type !== 'chunk') continue
          const name = CONTENT_MODULE.exec(content.facadeModuleId ?? '')?.[1]
          if (!name) continue
          const page = route.replace(PARAM, name)
          const withContent = new Set(own)
          visit(target, withContent, new Set())
          pages[page] = [...withContent].map(url)
          charts[page] = charts[route]
        }
      }
    }
  }
  return { pages, charts }
}
