/**
 * Motion (framer-motion) is never part of a page's start-up: on every built page, the chunks the
 * page fetches before it is live (its module scripts and modulepreloads, and the chunks of its
 * `<meta name="startup-chunks">`, `page-chunks` and `chart-chunks` lists, which the head script
 * fetches after first paint) and everything they import statically hold none of its code. It loads
 * with a dialog, a result or a carousel the visitor moves (src/ui/motion.tsx).
 * Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { CHART_META, PAGE_META, STARTUP_META } from '../../src/startup/before-hydration'
import { listedChunks, staticImports } from './built-html'

const DIST = path.resolve('dist')
const ASSETS = path.join(DIST, 'assets')

/**
 * Strings only framer-motion's code holds, even minified: the attribute and dataset key of its
 * optimised appear animations, which its `m` components and animation engine both read, and the
 * messages of its LazyMotion checks.
 */
const MOTION_MARKERS = [/framerAppearId/, /data-framer-appear-id/, /LazyMotion/]

const isMotion = (code: string) => MOTION_MARKERS.some((marker) => marker.test(code))

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlPages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** Every chunk a page fetches on its way to being live, with what those import statically. */
function startupChunks(html: string): string[] {
  const urls = [STARTUP_META, PAGE_META, CHART_META].flatMap((name) => listedChunks(html, name))
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/gi) ?? []) {
    const isModule = /\btype\s*=\s*["']?module\b/i.test(tag) && /^<script/i.test(tag)
    const isPreload = /\brel\s*=\s*["']?modulepreload\b/i.test(tag)
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if ((isModule || isPreload) && url) urls.push(url)
  }
  const queue = urls.map((url) => path.join(DIST, url.split(/[?#]/)[0]!))
  const seen = new Set<string>()
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const spec of staticImports(readFileSync(file, 'utf8')))
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec))
  }
  return [...seen]
}

describe('framer-motion stays off every start-up', () => {
  test('dist/ has been built, and framer-motion is in it (so the markers find it)', () => {
    expect(existsSync(ASSETS), 'run `npm run build` first').toBe(true)
    const withMotion = readdirSync(ASSETS).filter(
      (file) => file.endsWith('.js') && isMotion(readFileSync(path.join(ASSETS, file), 'utf8')),
    )
    expect(withMotion.length).toBeGreaterThan(0)
  })

  // Every page that runs the app (the printable cheat sheet is plain HTML with no script).
  const pages = (existsSync(DIST) ? htmlPages(DIST) : []).filter((file) =>
    readFileSync(file, 'utf8').includes(`name="${STARTUP_META}"`),
  )
  test('every prerendered page is checked', () => {
    expect(pages.length).toBeGreaterThan(30)
  })

  test.each(pages.map((file) => path.relative(DIST, file)))('%s', (page) => {
    const html = readFileSync(path.join(DIST, page), 'utf8')
    const chunks = startupChunks(html)
    expect(chunks.length, 'the page lists its start-up chunks').toBeGreaterThan(0)
    const withMotion = chunks
      .filter((file) => isMotion(readFileSync(file, 'utf8')))
      .map((file) => path.relative(DIST, file))
    expect(withMotion, 'start-up chunks with framer-motion code').toEqual([])
  })
})
