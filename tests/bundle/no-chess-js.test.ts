/**
 * chess.js runs in tests and at build time only (ARCHITECTURE.md "Chess diagrams"): no JavaScript
 * file the browser can load, in dist/assets, holds any of it; diagrams and move lines reach the
 * browser as FEN strings. (tests/bundle/first-load.test.ts checks only what `/` loads first; this
 * checks every chunk, lazily loaded ones included.) Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const ASSETS = path.resolve('dist/assets')

/** Error texts of chess.js: string literals, so they survive minification. */
const MARKERS = [
  /Invalid FEN/,
  /must contain six space-delimited fields/,
  /Invalid move in PGN/,
  /some pawns are on the edge rows/,
]

const scripts = existsSync(ASSETS) ? readdirSync(ASSETS).filter((f) => /\.(m?js)$/.test(f)) : []

describe('no chess.js in the browser bundle', () => {
  test('dist/assets has been built', () => {
    expect(
      scripts.length,
      'dist/assets holds no script: run `npm run build` first',
    ).toBeGreaterThan(0)
  })

  test.runIf(scripts.length > 0)('no chunk in dist/assets contains chess.js', () => {
    const offenders = scripts.flatMap((file) => {
      const code = readFileSync(path.join(ASSETS, file), 'utf8')
      return MARKERS.filter((m) => m.test(code)).map((m) => `${file} (matched ${m})`)
    })
    expect(offenders, 'chess.js must stay in Node code (scripts/, tests/)').toEqual([])
  })

  test('the markers do find chess.js in its own build (so the check above can fail)', () => {
    const require = createRequire(import.meta.url)
    const code = readFileSync(require.resolve('chess.js'), 'utf8')
    for (const marker of MARKERS) expect(code, String(marker)).toMatch(marker)
  })
})
