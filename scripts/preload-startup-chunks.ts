import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { STARTUP_META } from '../src/startup/before-hydration.ts'
import { escapeRegExp } from './escape-regexp.ts'
import { collectModuleSets, emptyModuleSets, startupGroups } from './startup-chunks/chunk-groups.ts'
import {
  CHART_CHUNKS_FILE,
  PAGE_CHUNKS_FILE,
  pageChunkLists,
} from './startup-chunks/page-chunks.ts'

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
 * that nothing is fetched from the head. The dev server is left as Vite makes it. How the modules
 * are grouped into chunks is scripts/startup-chunks/chunk-groups.ts; the lists of each page's own
 * chunks, scripts/startup-chunks/page-chunks.ts.
 */
export function preloadStartupChunks(): Plugin {
  let base = '/'
  let outDir = 'dist'
  const sets = emptyModuleSets()
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
                    groups: startupGroups(sets),
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
      collectModuleSets(this, sets)
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
      // Each page's own chunks, less the start-up chunks (listed by transformIndexHtml below, which
      // runs before this hook), and its chart chunks.
      const { pages, charts } = pageChunkLists(bundle, startup, sets.deferred, base)
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
          `<script\\b[^>]*\\btype="module"[^>]*\\bsrc="${escapeRegExp(url(entry.fileName))}"[^>]*></script>\\s*`,
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
