import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { STARTUP_META } from '../src/startup/before-hydration.ts'

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
 * A chart's module, as `useChart` loads it: a machine of machines/, or the lead path's save, which
 * the sign-up forms' chart loads with its machine (src/features/lead-form/use-lead-chart.ts).
 */
const CHART_MODULE =
  /[\\/](machines[\\/][\w-]+\.machine|src[\\/]features[\\/]lead-form[\\/]lead-save-logic)\.ts$/
/**
 * The route path of a route module of src/routes: `lessons/kids.tsx` -> `/lessons/kids`,
 * `articles/$slug.tsx` -> `/articles/$slug`.
 */
export function routePath(moduleId: string): string | undefined {
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
    const pattern = route.split(PARAM).map(escape).join('[^/]+')
    if (new RegExp(`^${pattern}$`).test(page)) return list
  }
  return undefined
}

/**
 * The start-up script after first paint. A built page has nothing in its <head> that the
 * browser fetches before painting: no `<script type="module">`, no `<link rel="modulepreload">`. In
 * their place this plugin writes `<meta name="startup-chunks" content="...">`: the entry chunk first,
 * then every chunk it imports statically, and every chunk src/main.tsx imports dynamically (its
 * start-up stages) with their static imports. The page's inline head script (`HEAD_SCRIPT`,
 * src/startup/before-hydration.ts) reads it once the first contentful paint is reported (or at
 * `load`) and adds a `modulepreload` for each chunk and the entry's module script, so every start-up
 * chunk is fetched at once, and each stage's `import()` then only evaluates (no chain of round
 * trips before hydration).
 *
 * index.html goes through this before the prerender, so every prerendered page carries the same
 * list. The first-load budget test (tests/bundle/first-load.test.ts) counts these chunks, and
 * tests/bundle/startup-preload.test.ts checks that the list holds everything the start-up needs and
 * that nothing is fetched from the head. The dev server is left as Vite makes it.
 */
export function preloadStartupChunks(): Plugin {
  let base = '/'
  let outDir = 'dist'
  /** Every app module the start-up stages reach by static imports (not main.tsx's own). */
  const shell = new Set<string>()
  /** main.tsx's own static imports from the app (and Vite's preload helper, which its `import()`s use). */
  const boot = new Set<string>()
  /** App modules that import XState, directly or through others (kept out of the shared kit). */
  const charted = new Set<string>()
  /** The charts' modules that components load after hydration (`useChart`): one chunk for them all. */
  const deferred = new Set<string>()
  /**
   * Those of them that import what a family of pages alone needs (`PAGE_FAMILY`: the style quiz's
   * scoring, say): each in a chunk of its own, not in the charts' chunk (see `startupGroups`).
   */
  const familyBound = new Set<string>()
  /** The start-up chunks' file names, as `<meta name="startup-chunks">` lists them. */
  const startup = new Set<string>()
  let ssrBuild = false
  return {
    name: 'preload-startup-chunks',
    apply: 'build',
    config: (_, env) =>
      env.isSsrBuild
        ? undefined
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: startupGroups(shell, boot, charted, deferred, familyBound),
                  },
                },
              },
            },
          },
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr)
      base = config.base
      outDir = path.resolve(config.root, config.build.outDir)
    },
    buildEnd() {
      shell.clear()
      boot.clear()
      charted.clear()
      deferred.clear()
      familyBound.clear()
      for (const id of this.getModuleIds())
        if (CHART_MODULE.test(id) && this.getModuleInfo(id)?.dynamicImporters.length) {
          deferred.add(id)
          if (this.getModuleInfo(id)?.importedIds.some(inFamily)) familyBound.add(id)
        }
      const xstate = [...this.getModuleIds()].filter((id) => XSTATE.test(id))
      for (const id of xstate) {
        for (const importer of this.getModuleInfo(id)?.importers ?? []) {
          // @xstate/react imports XState for useMachine and useActorRef, which the site never uses
          // (useSelector, all src/startup/chart.ts takes of it, needs none of XState): not a path.
          if (charted.has(importer) || XSTATE.test(importer) || XSTATE_REACT.test(importer))
            continue
          charted.add(importer)
          xstate.push(importer)
        }
      }
      const entry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]main\.tsx$/.test(id))
      if (!entry) return
      const closure = (roots: readonly string[]) => {
        const found = new Set<string>()
        const queue = [...roots]
        for (const id of queue) {
          if (found.has(id)) continue
          found.add(id)
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return found
      }
      const own = closure([entry])
      for (const id of own)
        if (id !== entry && !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith('\0')) boot.add(id)
      for (const id of this.getModuleIds()) if (PRELOAD_HELPER.test(id)) boot.add(id)
      for (const id of closure(this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []))
        if (!own.has(id) && !boot.has(id) && !/[\\/]node_modules[\\/]/.test(id)) shell.add(id)
    },
    generateBundle: {
      // After Vite's own rewrites of the chunks (its preload helper's calls in the dynamic imports).
      order: 'post',
      handler(_, bundle) {
        if (ssrBuild) return
        const entry = Object.values(bundle).find(
          (chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk' && chunk.isEntry,
        )
        if (!entry) return
        const hinted = new Set(startupFiles(bundle, entry))
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && (chunk.name === 'xstate' || chunk.name === 'charts'))
            hinted.add(chunk.fileName)
        for (const file of hinted) {
          const chunk = bundle[file]
          if (chunk?.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code
        }
      },
    },
    writeBundle(_, bundle) {
      // Each page's own chunks: its route's component chunk and what it imports statically, less
      // the start-up chunks (listed by transformIndexHtml below, which runs before this hook).
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
      for (const [name, list] of [
        [PAGE_CHUNKS_FILE, pages],
        [CHART_CHUNKS_FILE, charts],
      ] as const) {
        const file = path.join(outDir, name)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx
        if (!bundle || !entry) return html
        const files = startupFiles(bundle, entry)
        startup.clear()
        files.forEach((file) => startup.add(file))
        const url = (file: string) => `${base}${file}`
        const entryTag = new RegExp(
          `<script\\b[^>]*\\btype="module"[^>]*\\bsrc="${escape(url(entry.fileName))}"[^>]*></script>\\s*`,
        )
        if (!entryTag.test(html))
          throw new Error(`index.html has no module script for ${entry.fileName}`)
        const stripped = html
          .replace(entryTag, '')
          .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '')
        return {
          html: stripped,
          tags: [
            {
              tag: 'meta',
              attrs: { name: STARTUP_META, content: files.map(url).join(' ') },
              injectTo: 'head' as const,
            },
          ],
        }
      },
    },
  }
}

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a file that
 * starts with it has every function compiled while it streams in, on a background thread, instead of
 * each on the main thread the first time it is called. The start-up chunks run almost all of their
 * code before hydration ends, so each gets it (that lazy compiling was a part of the
 * start-up's long tasks), and so do XState's and the charts' chunks, which every page fetches with
 * its start-up and runs as it goes live (their evaluation ends the way to `data-hydrated`: on slow 4G
 * at CPU 4x, /chess-style-strategist and /careers were live 75-95 ms sooner, 4 runs each); no other
 * chunk does. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The start-up: the entry chunk first, then every chunk it imports statically and every chunk it
 * imports dynamically (main.tsx's stages), each after its own static imports.
 */
function startupFiles(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): string[] {
  const files = [entry.fileName]
  const seen = new Set(files)
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk') return
    chunk.imports.forEach(visit)
    files.push(fileName)
  }
  entry.imports.forEach(visit)
  entry.dynamicImports.forEach(visit)
  return files
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Fewer, larger chunks: each request costs a round trip, and a browser gets six at a time
 * from a host on HTTP/1.1 (`vite preview`, so Lighthouse's model of it too; on HTTP/2 they share one
 * connection, but still queue behind the same latency).
 *
 * - One chunk per start-up stage of src/main.tsx: styled-components with React, TanStack Router and
 *   React DOM, each with the stage module that imports it. XState has a chunk of its own too, but it
 *   is no stage: the charts load it after hydration (src/startup/chart.ts). The stages
 *   still evaluate one at a time (main.tsx's `import()`s), so Total Blocking Time keeps its short
 *   tasks. React (the package, ~4 KB gzipped) is not with React DOM: every module of the app imports
 *   it, so with React DOM (64 KB, the last chunk in on a slow link) the entry and every stage waited
 *   for that chunk, and all of the start-up's code ran after it. Now only hydration waits for it.
 * - `boot`: what main.tsx imports statically from the app (the yield, the brand font's start) and
 *   Vite's preload helper, which every `import()` calls, in styled-components' chunk, which the
 *   entry imports for React anyway. In `shell` they made the entry import the shell, and so evaluate
 *   the shell, styled-components and the router in the entry's own task, before the first stage:
 *   one task of ~120 ms at CPU 4x instead of one per stage. A chunk of its own, `boot` was one
 *   request more before hydration, and took one of the six connections for a round trip: on slow 4G
 *   at CPU 4x, /careers was hydrated 1.83-1.87 s after `load` without it, 2.03-2.11 s with it (3 runs
 *   each).
 * - `shell`: every app module the stages reach by static imports (route tree, root, layout, navbar,
 *   footer, overlay coordinator), computed in `buildEnd` above.
 * - `kit`: app modules that four or more chunks share (forms, the lead path, page sections, the timed
 *   popup, the section lists): one request on every page instead of a dozen small ones. With eight
 *   or more, /'s own chunks were 11 requests (21 without a kit); with four, 5 requests for 24 KB
 *   more, and hydration on slow 4G at CPU 4x ended ~1 s sooner on / and 0.6-0.9 s sooner on /about
 *   and /lessons/kids (a host on HTTP/1.1 serves six requests at a time, each after the link's
 *   562 ms latency). With two, the kit was 67 KB on every page. A page family's own modules stay
 *   out of it (`PAGE_FAMILY` below).
 * - `page-parts` and `style-pages`: what a few pages share, one request for each page instead of two
 *   or three (the timed popup and the URL filters of /, /learn, /train and /articles; the six style
 *   pages' routes with the page and the profile they share). On slow 4G each request past the sixth
 *   waits for a connection to free up, then for the link's latency.
 *
 * Everything else (each page's own code, the quizzes and their content, chess.js, supabase-js) is
 * left to the bundler's own splitting.
 */
/**
 * What a family of pages alone needs stays out of the kit, with what it imports: the articles' body
 * and move lines, the quizzes and their question banks, the style quiz and its profiles, the
 * learner's age rule (a quiz chart's and the tool pages' own), and each
 * family's shared page module (`src/pages/article-page.tsx` and the like). The kit takes the
 * dependencies of what it captures, so one such module in it brought its whole tree to every page:
 * the kit was 42 KB gzipped on every page, quiz banks and article lines included; without them it is
 * 26 KB, and / fetches 34 KB of its own code instead of 51 (hydration on slow 4G).
 */
const PAGE_FAMILY = new RegExp(
  [
    String.raw`routes/-[\w-]+-page\.tsx$`,
    String.raw`pages/(?!error-page)[\w-]+-page\.tsx$`,
    'features/articles/article-(layout|body-view)',
    'content/(generated/|article-lines|level-quiz|knowledge-quiz|chess-styles\\.|style-quiz)',
    'domain/(move-line|style-scoring|children)',
    'features/(quiz|style-quiz)/',
  ]
    .map((path) => `/src/${path}`)
    .join('|'),
)
const isApp = (id: string) => id.replaceAll('\\', '/').includes('/src/')
/** A module of the app that a family of pages alone needs. */
const inFamily = (id: string) => isApp(id) && PAGE_FAMILY.test(id.replaceAll('\\', '/'))
const inKit = (id: string) => isApp(id) && !inFamily(id)
/** The lead path's modules (see the `leads` group). */
const LEAD_PATH =
  /[\\/](src[\\/]services[\\/](lead-(store|proof|proof-search|delivery)|outbox(-storage)?|mail-functions)\.ts|node_modules[\\/]@noble[\\/]hashes[\\/].*)$/
/** The timed popup and the URL filters: shared by /, /learn, /train and /articles (`page-parts`). */
const PAGE_PARTS =
  /[\\/]src[\\/](features[\\/]overlays[\\/]timed-popup\.tsx|ui[\\/](use-url-filters\.ts|filter-bar\.tsx))$/
/**
 * The six style pages' route (its split component), the page module it shares and the style
 * profile, which /chess-style's result shows too (`style-pages`).
 */
const STYLE_PAGES =
  /[\\/]src[\\/](routes[\\/]chess-style-\{\$style\}\.tsx\?tsr-split=|pages[\\/]style-page\.tsx$|features[\\/]style-quiz[\\/]style-profile\.tsx$)/
/**
 * The app's motion modules (src/ui/motion.tsx and the lazily loaded ones that use it): every
 * one imports framer-motion, so in the kit they would bring it to every page's start-up. Left to the
 * bundler, framer-motion lands in chunks that only a dialog, a result or a moved carousel loads
 * (tests/bundle/no-motion-at-startup.test.ts).
 */
const MOTION_MODULES = /[\\/]src[\\/]ui[\\/](motion(-features)?|carousel-motion)\.tsx?$/

/** Vite's helper for `import()` with preloads (a virtual module). */
const PRELOAD_HELPER = /^\0vite\/preload-helper/

/** XState: loaded after hydration, with the charts (src/startup/chart.ts). */
const XSTATE = /[\\/]node_modules[\\/]xstate[\\/]/
/** @xstate/react: its useSelector reads every chart (src/startup/chart.ts), at start-up. */
const XSTATE_REACT = /[\\/]node_modules[\\/]@xstate[\\/]react[\\/]/

function startupGroups(
  shell: ReadonlySet<string>,
  boot: ReadonlySet<string>,
  charted: ReadonlySet<string>,
  deferred: ReadonlySet<string>,
  familyBound: ReadonlySet<string>,
) {
  const vendor = (name: string, packages: string, stage?: string) => ({
    name,
    test: new RegExp(
      `[\\\\/]node_modules[\\\\/](${packages})[\\\\/]${stage ? `|[\\\\/]src[\\\\/]startup[\\\\/]${stage}\\.ts$` : ''}`,
    ),
    priority: 40,
  })
  const styled = vendor('styled', 'react|styled-components|stylis|@emotion', 'styles')
  return [
    // React DOM alone: the largest chunk of the start-up, and the last stage (hydration).
    vendor('react-dom', 'react-dom|scheduler'),
    // With React and `boot`: the entry imports them statically, so it starts once this chunk is in,
    // without waiting for React DOM's; a chunk of its own, `boot` was one request more.
    // Ranked above React DOM's group, which would otherwise take React along as its dependency.
    { ...styled, test: (id: string) => styled.test.test(id) || boot.has(id), priority: 41 },
    // use-sync-external-store with TanStack's store, which needs it at start-up, and with
    // @xstate/react's useSelector (src/startup/chart.ts reads every chart through it); XState itself
    // comes later, with the charts.
    vendor('router', '@tanstack|use-sync-external-store|@xstate[\\\\/]react', 'router-library'),
    // Ranked above the router's group, which would otherwise take XState along as a dependency of
    // @xstate/react (whose useSelector needs none of it).
    { ...vendor('xstate', 'xstate'), priority: 42 },
    { name: 'shell', test: (id: string) => shell.has(id), priority: 30 },
    // How a form's lead is sent (the outbox, the lead store, its proof of work and the hash it
    // uses): one chunk, loaded once the page is live and idle, or sooner when a form is first used
    // or a kept lead is to be sent (src/features/outbox/use-outbox-delivery.ts), never on a page's
    // way to hydration: in the kit it was ~6 KB gzipped of every page's. The pages that follow a
    // mail's link (/confirm-email, /unsubscribe) import it as they start. Only these modules: what
    // they import from the app (the lead's types, its id) stays where it was.
    {
      name: 'leads',
      test: (id: string) => LEAD_PATH.test(id),
      priority: 28,
      includeDependenciesRecursively: false,
    },
    // The charts that load after hydration: one request for them all, not one round trip each.
    // A chart that imports a page family's own module stays out of it (the bundler gives it a chunk
    // of its own, still listed with the page's charts): a group takes what its modules import, so
    // the module went into the charts' chunk, and the family's pages then imported that chunk, and
    // XState with it, before hydrating.
    {
      name: 'charts',
      test: (id: string) => deferred.has(id) && !familyBound.has(id),
      priority: 25,
    },
    { name: 'page-parts', test: (id: string) => PAGE_PARTS.test(id), priority: 20 },
    { name: 'style-pages', test: (id: string) => STYLE_PAGES.test(id), priority: 20 },
    // Not what imports XState: in the kit, it made every page load XState before hydrating. Before
    // the charts' group: a group takes what its modules import, and with the charts first, the app
    // modules a machine shares with the pages (messages, form answers) went into the charts' chunk,
    // which the kit then imported, XState with it, on every page.
    {
      name: 'kit',
      test: (id: string) => inKit(id) && !charted.has(id) && !MOTION_MODULES.test(id),
      minShareCount: 4,
      priority: 27,
    },
  ]
}
