import type { Plugin } from 'vite'

/**
 * src/main.tsx starts the app in stages, one dynamic `import()` per stage, so that evaluating the
 * modules is several short tasks instead of one long one (Total Blocking Time). Left alone, the page
 * would fetch each stage's chunk only when the stage before it has run: a chain of round trips
 * before hydration. This plugin lists every chunk the entry imports dynamically, with their static
 * imports, as `<link rel="modulepreload">` in index.html (and so in every prerendered page): the
 * browser fetches and compiles them all at once, at the start, and each `import()` then only
 * evaluates. The first-load budget test (tests/bundle/first-load.test.ts) counts them.
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
        const present = new Set([entry.fileName, ...entry.imports])
        const files: string[] = []
        const visit = (fileName: string) => {
          if (present.has(fileName)) return
          present.add(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk') return
          chunk.imports.forEach(visit)
          files.push(fileName)
        }
        entry.dynamicImports.forEach(visit)
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
