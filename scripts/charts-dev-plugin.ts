import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import type * as ChartMermaid from './chart-mermaid'
import { escapeHtml } from './escape-html.ts'

/**
 * The dev server's `/__charts` page: every chart of machines/ drawn from its current
 * definition, as `npm run charts` draws them, with no network (mermaid is served from
 * node_modules). Development only (`apply: 'serve'`): nothing of it reaches the production build.
 */
export function chartsPage(): Plugin {
  const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')
  return {
    name: 'charts-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__charts', (req, res, next) => {
        if (req.url === '/mermaid.min.js') {
          res.setHeader('content-type', 'text/javascript')
          res.end(readFileSync(mermaidScript))
          return
        }
        if (req.url !== '/' && req.url !== '') return next()
        void (async () => {
          const { loadCharts, stateDescriptions, toMermaid } = (await server.ssrLoadModule(
            '/scripts/chart-mermaid.ts',
          )) as typeof ChartMermaid
          const charts = await loadCharts(server.config.root, (path) => server.ssrLoadModule(path))
          const sections = charts.map(({ file, machine }) => {
            const rows = stateDescriptions(machine)
              .map(
                (s) =>
                  `<tr><td><code>${escapeHtml(s.id)}</code></td><td>${escapeHtml(s.text)}</td></tr>`,
              )
              .join('')
            return `<section id="${machine.id}"><h2>${escapeHtml(machine.id)} <small>machines/${escapeHtml(file)}</small></h2>
<pre class="mermaid">${escapeHtml(toMermaid(machine))}</pre>
<details><summary>States</summary><table>${rows}</table></details></section>`
          })
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Charts</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}small{color:#666;font-weight:normal}td{vertical-align:top;padding:.2rem .6rem}</style></head>
<body><h1>The site's charts</h1><p>Drawn from <code>machines/</code> as they are now; reload after a change.</p>
<ul>${charts.map(({ machine }) => `<li><a href="#${machine.id}">${machine.id}</a></li>`).join('')}</ul>
${sections.join('\n')}
<script src="/__charts/mermaid.min.js"></script>
<script>mermaid.initialize({ startOnLoad: true, securityLevel: 'strict' })</script>
</body></html>`)
        })().catch(next)
      })
    },
  }
}
