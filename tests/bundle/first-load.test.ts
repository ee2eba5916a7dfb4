/**
 * Bundle budget (ARCHITECTURE.md "Budgets"): the JavaScript that `/` loads before any interaction,
 * gzipped, is at most 120 KB (lowered from 150 to 148, 140, 133 and then 120 by), in
 * at most 6 chunks, and none of it is supabase-js, chess.js or quiz content.
 *
 * The first-load set is read from the built dist/index.html (the prerendered `/` when the prerender
 * has run; it is the same file): every `<script type="module" src>` and `<link rel="modulepreload">`,
 * and every chunk of `<meta name="startup-chunks">` (the start-up the page fetches after first paint),
 * plus the static imports of those chunks, recursively. Dynamic `import()` is not followed: that
 * code loads on navigation or interaction. Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { CHART_META, PAGE_META, STARTUP_META } from '../../src/startup/before-hydration'
import { listedChunks, staticImports } from './built-html'

const DIST = path.resolve('dist')
const INDEX_HTML = path.join(DIST, 'index.html')
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024
/** Fewer, larger start-up chunks (scripts/preload-startup-chunks.ts): one per stage, the shell, the entry, the runtime. */
export const FIRST_LOAD_MAX_CHUNKS = 6

/** Strings that only the named library or content contains, even minified. */
const FORBIDDEN: { what: string; markers: RegExp[] }[] = [
  {
    what: 'supabase-js',
    // Error text, class and header names kept through minification.
    markers: [/PostgrestClient/, /supabase-js/, /supabase\.auth/, /X-Client-Info/i, /@supabase\//],
  },
  {
    what: 'chess.js',
    // chess.js's FEN validation messages and its starting position constant name.
    markers: [/Invalid FEN/, /must contain six space-delimited fields/, /DEFAULT_POSITION/],
  },
  {
    what: 'quiz content',
    // Field names of the quiz question banks (spec "Data"): property names survive minification.
    markers: [/\bcorrectAnswer\b/, /\bendgameArtist\b/, /\btotal_questions\b/, /style_title/],
  },
]

interface Chunk {
  file: string
  bytes: number
  gzipBytes: number
  code: string
}

/**
 * `<script type="module" src>` and `<link rel="modulepreload" href>` of an HTML page, and the chunks
 * of `<meta name="startup-chunks">`, which the page's head script fetches after first paint
 * (scripts/preload-startup-chunks.ts).
 */
export function entryUrls(html: string): string[] {
  const urls = listedChunks(html, STARTUP_META)
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\btype\s*=\s*["']?module\b/i.test(tag)) continue
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (src) urls.push(src)
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) continue
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (href) urls.push(href)
  }
  return urls
}

function resolveUrl(url: string, fromFile?: string): string {
  if (/^(https?:)?\/\//.test(url)) throw new Error(`External script in the first load: ${url}`)
  const clean = url.split(/[?#]/)[0]!
  if (clean.startsWith('/')) return path.join(DIST, clean)
  return path.resolve(fromFile ? path.dirname(fromFile) : DIST, clean)
}

function firstLoadChunks(): Chunk[] {
  return chunksFrom(entryUrls(readFileSync(INDEX_HTML, 'utf8')))
}

/** The chunks of a list of URLs and everything they import statically. */
function chunksFrom(urls: string[]): Chunk[] {
  const queue = urls.map((url) => resolveUrl(url))
  const seen = new Map<string, Chunk>()
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    if (!existsSync(file)) throw new Error(`a page loads ${file}, which does not exist`)
    const buffer = readFileSync(file)
    const code = buffer.toString('utf8')
    seen.set(file, {
      file: path.relative(DIST, file),
      bytes: buffer.length,
      gzipBytes: gzipSync(buffer).length,
      code,
    })
    for (const spec of staticImports(code)) {
      // Bare specifiers cannot occur in a Vite build; anything else is a relative chunk.
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(resolveUrl(spec, file))
    }
  }
  return [...seen.values()]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('first-load JavaScript of /', () => {
  test('dist/ has been built', () => {
    expect(
      existsSync(INDEX_HTML),
      `${path.relative(process.cwd(), INDEX_HTML)} is missing: run \`npm run build\` before \`npm run test:bundle\``,
    ).toBe(true)
  })

  test.runIf(existsSync(INDEX_HTML))(`is at most ${kb(FIRST_LOAD_BUDGET_BYTES)} gzipped`, () => {
    const chunks = firstLoadChunks()
    expect(chunks.length, 'dist/index.html loads no module script').toBeGreaterThan(0)
    const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0)
    const largest = [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)
    console.info(
      [
        `First-load JS of /: ${kb(total)} gzipped (${kb(chunks.reduce((s, c) => s + c.bytes, 0))} raw) in ${chunks.length} chunk(s); budget ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
        ...largest
          .slice(0, 5)
          .map(
            (c) => `  ${kb(c.gzipBytes).padStart(9)} gz  ${kb(c.bytes).padStart(9)} raw  ${c.file}`,
          ),
      ].join('\n'),
    )
    expect(
      total,
      `first-load JS is ${kb(total)} gzipped, over the ${kb(FIRST_LOAD_BUDGET_BYTES)} budget; largest: ${largest
        .slice(0, 3)
        .map((c) => `${c.file} ${kb(c.gzipBytes)}`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)
  })

  test.runIf(existsSync(INDEX_HTML))(`comes in at most ${FIRST_LOAD_MAX_CHUNKS} chunks`, () => {
    // Each chunk is a request, and a phone on a slow link gets six at a time over HTTP/1.1.
    const files = firstLoadChunks().map((c) => c.file)
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_MAX_CHUNKS)
  })

  test.runIf(existsSync(INDEX_HTML))('contains no supabase-js, chess.js or quiz content', () => {
    const offenders = firstLoadChunks().flatMap((chunk) =>
      FORBIDDEN.flatMap(({ what, markers }) =>
        markers
          .filter((m) => m.test(chunk.code))
          .map((m) => `${chunk.file} contains ${what} (matched ${m})`),
      ),
    )
    expect(offenders, 'these belong in lazily loaded chunks').toEqual([])
  })

  test.runIf(existsSync(INDEX_HTML))(
    'the supabase-js markers do find supabase-js in the build (so the check above can fail)',
    () => {
      const assets = path.join(DIST, 'assets')
      const markers = FORBIDDEN.find((f) => f.what === 'supabase-js')!.markers
      const files = existsSync(assets)
        ? readdirJs(assets).filter((file) =>
            markers.some((m) => m.test(readFileSync(path.join(assets, file), 'utf8'))),
          )
        : []
      expect(files.length, 'no built chunk matched the supabase-js markers').toBeGreaterThan(0)
    },
  )
})

/**
 * A page's own code (`<meta name="page-chunks">`: its route chunk and what that imports beyond the
 * start-up, fetched with it) is what it needs and not another family's: no quiz banks, article move lines or
 * chess.js on the pages outside the quizzes and articles (scripts/preload-startup-chunks.ts keeps
 * them out of the shared `kit`; in it, they came to every page, 51 KB gzipped for /).
 */
const PAGE_CHUNKS_BUDGET_BYTES = 36 * 1024
/** A FEN followed by the moves of its line: the keys of src/content/generated/article-lines.ts. */
const ARTICLE_LINES = /[\w/]+ [wb] [-KQkq]+ [-a-h1-8]+ \d+ \d+: [KQRBNa-h]/
const OTHER_FAMILIES = [
  ...FORBIDDEN.filter((f) => f.what !== 'supabase-js'),
  { what: 'article move lines', markers: [ARTICLE_LINES] },
]

let startupFiles: Set<string> | undefined

function pageChunks(route: string): Chunk[] {
  startupFiles ??= new Set(firstLoadChunks().map((c) => c.file))
  const html = readFileSync(path.join(DIST, route, 'index.html'), 'utf8')
  const own = chunksFrom(listedChunks(html, PAGE_META))
  return own.filter((c) => !startupFiles!.has(c.file))
}

/** XState's own events' names, kept as strings through minification (the inspector's hook names
 * `@xstate.snapshot` too, so that one is no marker). */
const XSTATE_MARKERS = [/\bxstate\.init\b/, /\bxstate\.stop\b/]

describe('XState after hydration (src/startup/chart.ts)', () => {
  test.runIf(existsSync(INDEX_HTML))('is not in the first load of /, nor in its own chunks', () => {
    const holders = [...firstLoadChunks(), ...pageChunks('/')]
      .filter((chunk) => XSTATE_MARKERS.some((m) => m.test(chunk.code)))
      .map((chunk) => chunk.file)
    expect(holders, 'these make / load XState before it hydrates').toEqual([])
  })

  test.runIf(existsSync(INDEX_HTML))(
    'the markers do find XState in the build (so the check above can fail)',
    () => {
      const assets = path.join(DIST, 'assets')
      const files = readdirJs(assets).filter((file) =>
        XSTATE_MARKERS.every((m) => m.test(readFileSync(path.join(assets, file), 'utf8'))),
      )
      expect(files.length, 'no built chunk matched the XState markers').toBeGreaterThan(0)
    },
  )
})

describe("a page's own chunks", () => {
  test.runIf(existsSync(INDEX_HTML))(
    `of / are at most ${kb(PAGE_CHUNKS_BUDGET_BYTES)} gzipped`,
    () => {
      const chunks = pageChunks('/')
      expect(chunks.length, 'dist/index.html lists no page chunks').toBeGreaterThan(0)
      const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0)
      expect(
        total,
        chunks.map((c) => `${c.file} ${kb(c.gzipBytes)}`).join(', '),
      ).toBeLessThanOrEqual(PAGE_CHUNKS_BUDGET_BYTES)
    },
  )

  test.runIf(existsSync(INDEX_HTML)).each(['/', '/about', '/faqs', '/lessons/kids', '/contact'])(
    'of %s hold no quiz content, article lines or chess.js',
    (route) => {
      const offenders = pageChunks(route).flatMap((chunk) =>
        OTHER_FAMILIES.flatMap(({ what, markers }) =>
          markers
            .filter((m) => m.test(chunk.code))
            .map((m) => `${chunk.file} contains ${what} (${m})`),
        ),
      )
      expect(offenders).toEqual([])
    },
  )

  test.runIf(existsSync(INDEX_HTML))(
    'the article-lines and quiz markers do find them in the pages that use them (so the check can fail)',
    () => {
      const hits = (route: string, marker: RegExp) =>
        pageChunks(route).some((c) => marker.test(c.code))
      expect(hits('/articles/chess-blunders', ARTICLE_LINES)).toBe(true)
      const quiz = FORBIDDEN.find((f) => f.what === 'quiz content')!.markers
      expect(quiz.some((m) => hits('/chess-level-quiz', m))).toBe(true)
    },
  )
})

/**
 * How a form's lead is sent (the outbox, the lead store and its proof of work: the `leads` chunk of
 * scripts/preload-startup-chunks.ts) loads when a form is first used or a save starts, not on a
 * page's way to hydration: every page has a sign-up form, and it was ~6 KB gzipped in the kit on
 * every page. The pages that follow a mail's link use it as they start.
 */
const LEAD_PATH_MARKERS = [/x-lead-proof/, /A kept lead for/]

/** Everything a built page fetches before it is live: the start-up, its own chunks, its charts. */
function hydrationChunks(route: string): Chunk[] {
  const html = readFileSync(path.join(DIST, route, 'index.html'), 'utf8')
  return chunksFrom([
    ...listedChunks(html, STARTUP_META),
    ...listedChunks(html, PAGE_META),
    ...listedChunks(html, CHART_META),
  ])
}

describe('the lead path (outbox, lead store, proof of work)', () => {
  test
    .runIf(existsSync(INDEX_HTML))
    .each([
      '/',
      '/about',
      '/chess-style',
      '/quiz',
      '/chess-level-quiz',
      '/study-plan',
      '/train',
      '/contact',
      '/articles/chess-tips',
    ])('is not on the way to hydration of %s', (route) => {
    const holders = hydrationChunks(route)
      .filter((chunk) => LEAD_PATH_MARKERS.some((m) => m.test(chunk.code)))
      .map((chunk) => chunk.file)
    expect(holders, 'these make the page load the lead path before it is live').toEqual([])
  })

  test.runIf(existsSync(INDEX_HTML))(
    'the markers do find it where a page needs it at once (/confirm-email), so the check can fail',
    () => {
      const holders = hydrationChunks('/confirm-email').filter((chunk) =>
        LEAD_PATH_MARKERS.every((m) => m.test(chunk.code)),
      )
      expect(holders.length).toBe(1)
    },
  )
})

describe('the import scanner', () => {
  test('follows static imports and re-exports, not dynamic import()', () => {
    const code =
      'import{a as e}from"./a-1.js";import"./b-2.js";import c from \'./c.js\';' +
      'export*from"./d.js";const x=()=>import("./lazy.js");import(`./lazy2.js`)'
    expect(staticImports(code).sort()).toEqual(['./a-1.js', './b-2.js', './c.js', './d.js'])
  })

  test('reads module scripts and modulepreload links, not other scripts or links', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">' +
      '<link rel="stylesheet" href="/assets/x.css"><script src="/legacy.js"></script>' +
      '<script type="application/ld+json">{}</script>'
    expect(entryUrls(html)).toEqual(['/assets/index-1.js', '/assets/vendor-2.js'])
  })

  test('reads the start-up chunks the head script fetches after first paint', () => {
    const html =
      '<meta name="description" content="/assets/not-a-chunk.js">' +
      `<meta name="${STARTUP_META}" content="/assets/index-1.js /assets/stage-2.js">`
    expect(entryUrls(html)).toEqual(['/assets/index-1.js', '/assets/stage-2.js'])
  })
})

function readdirJs(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.js'))
}
