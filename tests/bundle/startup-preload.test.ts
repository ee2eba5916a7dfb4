/**
 * src/main.tsx starts the app in stages, each a dynamic `import()` evaluated in a task of its own
 * (Total Blocking Time). Every page must preload all of those chunks (scripts/preload-startup-chunks.ts):
 * otherwise each stage would wait on a network round trip of its own before hydration. Checks the
 * built entry chunk against the `<link rel="modulepreload">` tags of the prerendered pages.
 * Run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const DIST = path.resolve('dist')
const PAGES = ['index.html', 'articles/english-opening/index.html', 'quiz/index.html']

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1]

function entryScript(html: string): string {
  const tag = (html.match(/<script\b[^>]*>/gi) ?? []).find((t) => /type\s*=\s*["']?module/i.test(t))
  const src = tag && attr(tag, 'src')
  if (!src) throw new Error('no module script in the page')
  return src
}

function preloads(html: string): Set<string> {
  const links = (html.match(/<link\b[^>]*>/gi) ?? []).filter((t) =>
    /rel\s*=\s*["']?modulepreload/i.test(t),
  )
  return new Set(links.map((t) => attr(t, 'href')!))
}

/** `import("./x.js")` / import(`./x.js`) in built code, as paths under /assets/. */
function dynamicImports(code: string, from: string): string[] {
  const found = [...code.matchAll(/\bimport\(\s*(["'`])(\.\/[^"'`]+\.js)\1\s*\)/g)].map(
    (m) => m[2]!,
  )
  return [...new Set(found)].map((spec) => path.posix.join(path.posix.dirname(from), spec))
}

/** Static imports of a built chunk (`import{a}from"./b.js"`, `import"./c.js"`), as /assets/ paths. */
function staticImports(code: string, from: string): string[] {
  const specs = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{][^;'"`()]*?)\s*from\s*(["'])(\.\/[^"']+)\1/g),
    ...code.matchAll(/\bimport\s*(["'])(\.\/[^"']+)\1/g),
  ].map((m) => m[2]!)
  return [...new Set(specs)].map((spec) => path.posix.join(path.posix.dirname(from), spec))
}

const read = (url: string) => readFileSync(path.join(DIST, url), 'utf8')

describe.runIf(existsSync(path.join(DIST, 'index.html')))('start-up chunks', () => {
  const entry = entryScript(read('index.html'))
  const stages = dynamicImports(read(entry), entry)

  test('main.tsx loads its stages with import() (so the check below has something to check)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(5)
  })

  test.each(PAGES)('%s preloads every start-up stage and what the stages import', (page) => {
    const html = read(page)
    expect(entryScript(html)).toBe(entry)
    // The entry script itself loads as the page's module script.
    const preloaded = new Set([entry, ...preloads(html)])
    const missing: string[] = []
    const seen = new Set<string>()
    const queue = [...stages]
    while (queue.length) {
      const url = queue.shift()!
      if (seen.has(url)) continue
      seen.add(url)
      if (!preloaded.has(url)) missing.push(url)
      queue.push(...staticImports(read(url), url))
    }
    expect(missing, 'start-up chunks the page does not preload').toEqual([])
  })
})
