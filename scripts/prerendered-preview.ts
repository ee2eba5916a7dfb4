import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * `vite preview` serves what a static host serves: the prerendered file of each route
 * (dist/<route>/index.html) and, for any other page path, dist/404.html with status 404.
 * Files (anything with an extension) and the /rest/v1 proxy are left to Vite.
 *
 * Pages go out gzipped when the browser accepts it, as every static host sends them (Vite compresses
 * the files it serves itself, but not what this middleware answers); the Lighthouse bench would
 * otherwise time an uncompressed page no visitor ever downloads.
 */
export function prerenderedPreview(): Plugin {
  return {
    name: 'prerendered-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
        if (pathname.startsWith('/rest/') || path.extname(pathname)) return next()
        const clean = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '')
        const page = path.join(outDir, clean, 'index.html')
        const found = page.startsWith(outDir) && existsSync(page)
        const file = found ? page : path.join(outDir, '404.html')
        if (!existsSync(file)) return next()
        res.statusCode = found ? 200 : 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.setHeader('Vary', 'Accept-Encoding')
        let body = readFileSync(file)
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          body = gzipSync(body)
          res.setHeader('Content-Encoding', 'gzip')
        }
        res.setHeader('Content-Length', body.length)
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
