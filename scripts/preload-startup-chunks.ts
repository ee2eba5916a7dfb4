import type { Plugin } from 'vite'
import { STARTUP_META } from '../src/domain/before-hydration.ts'

/**
 * The start-up script after first paint (issue 23). A built page has nothing in its <head> that the
 * browser fetches before painting: no `<script type="module">`, no `<link rel="modulepreload">`. In
 * their place this plugin writes `<meta name="startup-chunks" content="...">`: the entry chunk first,
 * then every chunk it imports statically, and every chunk src/main.tsx imports dynamically (its
 * start-up stages) with their static imports. The page's inline head script (`HEAD_SCRIPT`,
 * src/domain/before-hydration.ts) reads it once the first contentful paint is reported (or at
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
  return {
    name: 'preload-startup-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx
        if (!bundle || !entry) return html
        const files: string[] = [entry.fileName]
        const present = new Set(files)
        const visit = (fileName: string) => {
          if (present.has(fileName)) return
          present.add(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk') return
          chunk.imports.forEach(visit)
          files.push(fileName)
        }
        entry.imports.forEach(visit)
        entry.dynamicImports.forEach(visit)
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
