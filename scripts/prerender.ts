/**
 * Prerender (last step of `npm run build`): renders every route of the site with the server build of
 * the app (dist-ssr/entry-server.js) into dist/<route>/index.html, with its head tags and its
 * styled-components CSS inlined and its own chunks listed (`<meta name="page-chunks">`), plus
 * dist/404.html, the printable tactics cheat sheet (dist/resources/tactics-cheat-sheet.html), dist/sitemap.xml and the sitemap line of
 * dist/robots.txt. Every page carries the Content Security Policy of scripts/csp.ts as a meta tag, and
 * dist/_headers the same policy for static hosts. Any route that fails to render, renders the error page, or does not answer 200
 * fails the build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as EntryServer from '../src/entry-server'
import { CHART_META, PAGE_META } from '../src/startup/before-hydration'
import { headersFile, inlineScripts, scriptHash, withCsp, type CspSources } from './csp'
import { CHART_CHUNKS_FILE, chunksOfPage, PAGE_CHUNKS_FILE } from './startup-chunks/page-chunks'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const ssrDir = path.join(root, 'dist-ssr')

/** A path that no route matches, rendered as the 404 page. */
const NOT_FOUND_PROBE = '/__prerender-not-found__'

export function fillTemplate(
  template: string,
  page: EntryServer.PrerenderedPage,
  pageChunks: readonly string[] = [],
  chartChunks: readonly string[] = [],
): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root">')
  // The page's own chunks, preloaded with the start-up by the head script
  // (src/startup/before-hydration.ts).
  // Then its charts' chunks (XState and the machines it loads after hydration), fetched but not run.
  const meta = (name: string, chunks: readonly string[]) =>
    chunks.length ? `<meta name="${name}" content="${chunks.join(' ')}">` : ''
  const chunksMeta = meta(PAGE_META, pageChunks) + meta(CHART_META, chartChunks)
  // Replacer functions: a string replacement would read `$$`, `$&`... in the page as patterns (React's
  // form-replay script holds `$$reactFormReplay`).
  return template
    .replace('</head>', () => `${chunksMeta}${page.head}${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
}

export function sitemap(siteUrl: string, paths: readonly string[]): string {
  const base = siteUrl.replace(/\/$/, '')
  const urls = paths.map((p) => `  <url><loc>${base}${p === '/' ? '/' : p}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** The routes a search engine should index: every page but the retake aliases of the two quizzes. */
export function indexedPaths({
  PAGES,
  PAGE_PATHS,
}: Pick<typeof EntryServer, 'PAGES' | 'PAGE_PATHS'>): string[] {
  return PAGE_PATHS.filter((p) => {
    const page = PAGES[p] as { canonicalPath?: string }
    return !page.canonicalPath || page.canonicalPath === p
  })
}

function outputFile(route: string): string {
  return route === '/'
    ? path.join(dist, 'index.html')
    : path.join(dist, route.slice(1), 'index.html')
}

async function main() {
  // The server build of the app: the same code and the same env as the browser bundle.
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  )) as typeof EntryServer
  const { render, renderCheatSheet, CHEAT_SHEET_PATH, PAGE_PATHS, MAIL_PAGE_PATHS, SITE_URL } =
    entry
  const INDEXED_PATHS = indexedPaths(entry)
  const template = await readFile(path.join(dist, 'index.html'), 'utf8')
  // Each route's own chunks, from the client build (scripts/startup-chunks/page-chunks.ts).
  const pageChunks = JSON.parse(
    await readFile(path.join(dist, PAGE_CHUNKS_FILE), 'utf8'),
  ) as Record<string, string[]>
  const chartChunks = JSON.parse(
    await readFile(path.join(dist, CHART_CHUNKS_FILE), 'utf8'),
  ) as Record<string, string[]>
  const failures: string[] = []
  /** Every page to write, rendered first so the policy can list the hashes of all inline scripts. */
  const pages: Array<{ file: string; html: string }> = []

  // The spec's routes, and the two pages our mails link to (not in the sitemap, noindex).
  for (const route of [...PAGE_PATHS, ...MAIL_PAGE_PATHS]) {
    try {
      const page = await render(route)
      if (page.status !== 200) throw new Error(`answered ${page.status}`)
      if (page.body.includes('Unexpected Application Error!'))
        throw new Error('rendered the error page')
      if (!page.head.includes('<title>')) throw new Error('has no <title>')
      const own = chunksOfPage(pageChunks, route)
      if (!own) throw new Error(`the client build lists no chunks for ${route}`)
      pages.push({
        file: outputFile(route),
        html: fillTemplate(template, page, own, chunksOfPage(chartChunks, route)),
      })
    } catch (error) {
      failures.push(`${route}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const notFound = await render(NOT_FOUND_PROBE)
  if (notFound.status !== 404) failures.push(`404 page: answered ${notFound.status}`)
  pages.push({ file: path.join(dist, '404.html'), html: fillTemplate(template, notFound) })

  // A standalone page without the app (no JavaScript): written as is, at the path the site links to.
  pages.push({ file: path.join(dist, CHEAT_SHEET_PATH.slice(1)), html: renderCheatSheet() })

  const csp: CspSources = {
    scriptHashes: [...new Set(pages.flatMap((p) => inlineScripts(p.html).map(scriptHash)))],
    supabaseUrl: entry.SUPABASE_URL,
    schedulingScriptUrl: entry.SCHEDULING_SCRIPT_URL,
    schedulingEventUrl: entry.SCHEDULING_EVENT_URL,
  }
  for (const { file, html } of pages) {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, withCsp(html, csp))
  }
  await writeFile(path.join(dist, '_headers'), headersFile(csp))

  await writeFile(
    path.join(dist, 'sitemap.xml'),
    sitemap(SITE_URL, [...INDEXED_PATHS, CHEAT_SHEET_PATH]),
  )
  const robots = await readFile(path.join(dist, 'robots.txt'), 'utf8')
  await writeFile(
    path.join(dist, 'robots.txt'),
    `${robots.trimEnd()}\n\nSitemap: ${SITE_URL.replace(/\/$/, '')}/sitemap.xml\n`,
  )
  await rm(ssrDir, { recursive: true, force: true })

  if (failures.length) {
    console.error(`Prerender failed for ${failures.length} route(s):\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `Prerendered ${PAGE_PATHS.length + MAIL_PAGE_PATHS.length} routes, 404.html, ${CHEAT_SHEET_PATH.slice(1)}, sitemap.xml (${INDEXED_PATHS.length + 1} URLs).`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
