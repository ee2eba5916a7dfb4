import type { Rolldown } from 'vite'

/**
 * The module sets the chunk groups read, found in the module graph at the end of the client build
 * (`collectModuleSets`) and read by the groups' tests when the chunks are made (`startupGroups`).
 */
export interface ModuleSets {
  /** Every app module the start-up stages reach by static imports (not main.tsx's own). */
  shell: Set<string>
  /** main.tsx's own static imports from the app (and Vite's preload helper, which its `import()`s use). */
  boot: Set<string>
  /** App modules that import XState, directly or through others (kept out of the shared kit). */
  charted: Set<string>
  /** The charts' modules that components load after hydration (`useChart`): one chunk for them all. */
  deferred: Set<string>
  /**
   * Those of them that import what a family of pages alone needs (`PAGE_FAMILY`: the style quiz's
   * scoring, say): each in a chunk of its own, not in the charts' chunk (see `startupGroups`).
   */
  familyBound: Set<string>
}

export const emptyModuleSets = (): ModuleSets => ({
  shell: new Set(),
  boot: new Set(),
  charted: new Set(),
  deferred: new Set(),
  familyBound: new Set(),
})

/**
 * A chart's module, as `useChart` loads it: a machine of machines/, or the lead path's save, which
 * the sign-up forms' chart loads with its machine (src/features/lead-form/lead-chart.ts).
 */
const CHART_MODULE =
  /[\\/](machines[\\/][\w-]+\.machine|src[\\/]features[\\/]lead-form[\\/]lead-save-logic)\.ts$/

/** Fills `sets` from the client build's module graph (the plugin's `buildEnd`). */
export function collectModuleSets(
  graph: Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo'>,
  sets: ModuleSets,
): void {
  const { shell, boot, charted, deferred, familyBound } = sets
  for (const set of Object.values(sets)) set.clear()
  for (const id of graph.getModuleIds())
    if (CHART_MODULE.test(id) && graph.getModuleInfo(id)?.dynamicImporters.length) {
      deferred.add(id)
      if (graph.getModuleInfo(id)?.importedIds.some(inFamily)) familyBound.add(id)
    }
  const xstate = [...graph.getModuleIds()].filter((id) => XSTATE.test(id))
  for (const id of xstate) {
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      // @xstate/react imports XState for useMachine and useActorRef, which the site never uses
      // (useSelector, all src/startup/chart.ts takes of it, needs none of XState): not a path.
      if (charted.has(importer) || XSTATE.test(importer) || XSTATE_REACT.test(importer)) continue
      charted.add(importer)
      xstate.push(importer)
    }
  }
  const entry = [...graph.getModuleIds()].find((id) => /[\\/]src[\\/]main\.tsx$/.test(id))
  if (!entry) return
  const closure = (roots: readonly string[]) => {
    const found = new Set<string>()
    const queue = [...roots]
    for (const id of queue) {
      if (found.has(id)) continue
      found.add(id)
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
    return found
  }
  const own = closure([entry])
  for (const id of own)
    if (id !== entry && !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith('\0')) boot.add(id)
  for (const id of graph.getModuleIds()) if (PRELOAD_HELPER.test(id)) boot.add(id)
  for (const id of closure(graph.getModuleInfo(entry)?.dynamicallyImportedIds ?? []))
    if (!own.has(id) && !boot.has(id) && !/[\\/]node_modules[\\/]/.test(id)) shell.add(id)
}

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
 *   footer, overlay coordinator), computed by `collectModuleSets` above.
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
 * What a family of pages alone needs stays out of the kit, with what it imports: the articles' body,
 * move lines and inline piece sprite, the quizzes and their question banks, the style quiz and its
 * profiles, the learner's age rule (a quiz chart's and the tool pages' own), and each family's shared
 * page module (`src/pages/article-page.tsx` and the like). The kit takes the
 * dependencies of what it captures, so one such module in it brought its whole tree to every page:
 * the kit was 42 KB gzipped on every page, quiz banks and article lines included; without them it is
 * 26 KB, and / fetches 34 KB of its own code instead of 51 (hydration on slow 4G).
 */
const PAGE_FAMILY = new RegExp(
  [
    String.raw`pages/(?!error-page)[\w-]+-page\.tsx$`,
    'features/articles/article-(layout|body-view)',
    'content/(generated/|article-lines|level-quiz|knowledge-quiz|chess-styles\\.|style-quiz)',
    'ui/generated/',
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

export function startupGroups({ shell, boot, charted, deferred, familyBound }: ModuleSets) {
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
