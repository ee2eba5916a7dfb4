/**
 * The start-up after first paint. src/main.tsx starts the app in stages, each a dynamic
 * `import()` evaluated in a task of its own (Total Blocking Time). A built page fetches nothing of
 * it before the first paint: no `<script type="module">` and no `<link rel="modulepreload">` in the
 * HTML, only `<meta name="startup-chunks">` (scripts/preload-startup-chunks.ts), which the head
 * script (`HEAD_SCRIPT`, src/startup/before-hydration.ts) turns into the entry's module script and a
 * modulepreload per chunk once the first contentful paint is reported. That list must hold the entry,
 * every stage and everything they import statically: otherwise each stage would wait on a network
 * round trip of its own before hydration. Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  CHART_META,
  HEAD_SCRIPT,
  PAGE_META,
  STARTUP_META,
} from '../../src/startup/before-hydration'
import { COMPILE_HINT } from '../../scripts/preload-startup-chunks'
import { listedChunks, staticImports } from './built-html'

const DIST = path.resolve('dist')
/** With a style page, whose route is one module of a group's chunk (`style-pages`), not a chunk's facade. */
const PAGES = [
  'index.html',
  'articles/english-opening/index.html',
  'quiz/index.html',
  'chess-style-strategist/index.html',
  'train/index.html',
  '404.html',
]

/** The chunks of the page's `<meta name="startup-chunks">`, in order (the entry first). */
function startupChunks(html: string): string[] {
  const chunks = listedChunks(html, STARTUP_META)
  if (!chunks.length) throw new Error(`no <meta name="${STARTUP_META}"> in the page`)
  return chunks
}

/** `import("./x.js")` / import(`./x.js`) in built code, as paths under /assets/. */
function dynamicImports(code: string, from: string): string[] {
  const found = [...code.matchAll(/\bimport\(\s*(["'`])(\.\/[^"'`]+\.js)\1\s*\)/g)].map(
    (m) => m[2]!,
  )
  return [...new Set(found)].map((spec) => path.posix.join(path.posix.dirname(from), spec))
}

/** Static imports of a built chunk (`import{a}from"./b.js"`, `import"./c.js"`), as /assets/ paths. */
function chunkImports(code: string, from: string): string[] {
  return staticImports(code)
    .filter((spec) => spec.startsWith('./'))
    .map((spec) => path.posix.join(path.posix.dirname(from), spec))
}

const read = (url: string) => readFileSync(path.join(DIST, url), 'utf8')

describe.runIf(existsSync(path.join(DIST, 'index.html')))('start-up chunks', () => {
  const [entry, ...rest] = startupChunks(read('index.html'))
  const stages = dynamicImports(read(entry!), entry!)

  test('main.tsx loads its stages with import() (so the check below has something to check)', () => {
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    // React DOM, styled-components, the router and the shell (XState comes after hydration).
    expect(stages.length).toBeGreaterThanOrEqual(4)
    expect(rest.length).toBeGreaterThanOrEqual(stages.length)
  })

  // React DOM's chunk is the largest of the start-up and the last in on a slow link: the entry and
  // every stage before hydration run without it (React comes with styled-components), so the app's
  // code runs while it downloads (src/main.tsx).
  test("the entry and its static imports start without React DOM's chunk, which it loads by import()", () => {
    const reactDom = /\/react-dom-[\w-]+\.js$/
    const reached = new Set<string>()
    const queue = [entry!]
    while (queue.length) {
      const url = queue.shift()!
      if (reached.has(url)) continue
      reached.add(url)
      queue.push(...chunkImports(read(url), url))
    }
    expect([...reached].filter((url) => reactDom.test(url))).toEqual([])
    expect(stages.filter((url) => reactDom.test(url))).toHaveLength(1)
  })

  test.each(PAGES)('%s lists the entry, every start-up stage and what they import', (page) => {
    const html = read(page)
    const listed = new Set(startupChunks(html))
    expect(startupChunks(html)[0]).toBe(entry)
    const missing: string[] = []
    const seen = new Set<string>()
    const queue = [entry!, ...stages]
    while (queue.length) {
      const url = queue.shift()!
      if (seen.has(url)) continue
      seen.add(url)
      if (!listed.has(url)) missing.push(url)
      queue.push(...chunkImports(read(url), url))
    }
    expect(missing, 'start-up chunks the page does not list').toEqual([])
  })

  // The page's own chunks come with the start-up (src/startup/before-hydration.ts PAGE_META), so the
  // router finds its route's code fetched instead of asking for it once it runs.
  test.each(PAGES.filter((page) => page !== '404.html'))(
    "%s lists its route's chunk and everything it imports, less the start-up",
    (page) => {
      const html = read(page)
      const startup = new Set(startupChunks(html))
      const own = listedChunks(html, PAGE_META)
      expect(own.length, `<meta name="${PAGE_META}">`).toBeGreaterThan(0)
      // The first is the route's own chunk: the app's shell imports it when the router needs it.
      const routeChunks = [...startup].flatMap((url) => dynamicImports(read(url), url))
      expect(routeChunks).toContain(own[0])
      expect(
        own.filter((url) => startup.has(url)),
        'listed twice',
      ).toEqual([])
      const listed = new Set([...startup, ...own])
      const missing = own
        .flatMap((url) => chunkImports(read(url), url))
        .filter((u) => !listed.has(u))
      expect(missing, 'static imports of the page chunks that no list holds').toEqual([])
    },
  )

  test.each(PAGES)(
    '%s fetches no script before first paint, and carries the head script that starts up',
    (page) => {
      const html = read(page)
      const moduleScripts = (html.match(/<script\b[^>]*>/gi) ?? []).filter(
        (t) => /\btype\s*=\s*["']?module/i.test(t) || /\bsrc\s*=/i.test(t),
      )
      expect(moduleScripts, 'script tags that load a file').toEqual([])
      const preloads = (html.match(/<link\b[^>]*>/gi) ?? []).filter((t) =>
        /\brel\s*=\s*["']?modulepreload/i.test(t),
      )
      expect(preloads, '<link rel="modulepreload"> tags').toEqual([])
      expect(html.includes(`<script>${HEAD_SCRIPT}</script>`), 'the head script').toBe(true)
    },
  )

  // The charts that the page's components start after hydration (src/startup/chart.ts)
  // come last (CHART_META): XState and the charts' one chunk, fetched with the start-up so that they
  // are in when hydration ends, instead of a round trip per chart after it.
  test.each(PAGES.filter((page) => page !== '404.html'))(
    '%s lists XState and every chart its start-up and own chunks load, after them',
    (page) => {
      const html = read(page)
      const startup = startupChunks(html)
      const own = listedChunks(html, PAGE_META)
      const charts = listedChunks(html, CHART_META)
      const before = new Set([...startup, ...own])
      expect(
        charts.filter((url) => before.has(url)),
        'listed before too',
      ).toEqual([])
      const listed = new Set([...before, ...charts])
      // The layout's charts (navbar, booking chooser, overlays) load from the start-up's chunks.
      const loaded = [...startup, ...own]
        .flatMap((url) => dynamicImports(read(url), url))
        .filter((url) => /\/charts-[\w-]+\.js$/.test(url))
      expect(loaded, 'the charts chunk, loaded by import()').not.toEqual([])
      expect(
        loaded.filter((url) => !listed.has(url)),
        'charts loaded after hydration that no list holds',
      ).toEqual([])
      const missing = charts
        .flatMap((url) => chunkImports(read(url), url))
        .filter((url) => !listed.has(url))
      expect(missing, 'static imports of the chart chunks that no list holds').toEqual([])
      expect(
        [...listed].some((url) => /\/xstate-[\w-]+\.js$/.test(url)),
        'XState',
      ).toBe(true)
    },
  )

  // XState (15 KB gzipped) is never needed before hydration: every chart runs through `useChart`
  // (src/startup/chart.ts), which renders the chart's initial state and loads the chart after. Every
  // page lists XState after its own chunks (CHART_META). A module shared with a chart can pull
  // XState onto every page (the charts' chunk takes what its machines import, and the kit then
  // imports that chunk): this catches it.
  test('no page lists XState with its own chunks', () => {
    const pages = (dir: string): string[] =>
      readdirSync(path.join(DIST, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'assets'
            ? []
            : pages(path.join(dir, entry.name))
          : entry.name === 'index.html'
            ? [`/${dir}`.replace(/\\/g, '/')]
            : [],
      )
    const all = pages('')
    expect(all.length, 'the prerendered pages').toBeGreaterThan(30)
    const withXState = all.filter((route) =>
      listedChunks(read(path.join(route, 'index.html')), PAGE_META).some((url) =>
        /\/xstate-[\w-]+\.js$/.test(url),
      ),
    )
    expect(withXState).toEqual([])
  })

  // V8 compiles every function of a start-up chunk while it streams in, off the main thread
  // (scripts/preload-startup-chunks.ts COMPILE_HINT), and of XState's and the charts' chunks, which
  // run as the page goes live; a chunk that loads later compiles lazily.
  test('every start-up chunk, XState and the charts start with the compile hint, and no other chunk does', () => {
    const html = read('index.html')
    const expected = new Set([...startupChunks(html), ...listedChunks(html, CHART_META)])
    expect([...expected].filter((url) => /\/(xstate|charts)-[\w-]+\.js$/.test(url))).toHaveLength(2)
    const all = readdirSync(path.join(DIST, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`)
    const hinted = all.filter((url) => read(url).startsWith(COMPILE_HINT))
    expect(hinted.sort()).toEqual([...expected].sort())
    expect(all.length).toBeGreaterThan(expected.size)
  })
})
