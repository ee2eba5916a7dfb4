// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Chess } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { HOME_HERO } from '../../src/content/home'
import { heroIllustrationSvg, isLightSquare } from '../../src/domain/hero-illustration'

const committed = readFileSync(
  path.resolve(import.meta.dirname, '../../public', HOME_HERO.image.src.slice(1)),
  'utf8',
)

describe('the home hero board', () => {
  it('shows a legal position (chess.js)', () => {
    const chess = new Chess(HOME_HERO.boardFen)
    expect(chess.fen()).toBe(HOME_HERO.boardFen)
    expect(chess.isGameOver()).toBe(false)
  })

  it('is 8x8 with a light square at h1 and a dark one at a1', () => {
    const squares = [...committed.matchAll(/data-square="([a-h][1-8])"/g)].map((m) => m[1])
    expect(new Set(squares).size).toBe(64)
    expect(isLightSquare(7, 1)).toBe(true)
    expect(isLightSquare(0, 1)).toBe(false)
    const fill = (sq: string) =>
      committed.match(new RegExp(`fill="(#[0-9a-f]+)" data-square="${sq}"`))?.[1]
    expect(fill('h1')).toBe(fill('a8'))
    expect(fill('h1')).not.toBe(fill('a1'))
  })

  it('draws every piece of the position on its square, and nothing else', () => {
    const chess = new Chess(HOME_HERO.boardFen)
    const expected = chess
      .board()
      .flat()
      .filter((p) => p !== null)
      .map((p) => `${p.color}${p.type.toUpperCase()}@${p.square}`)
      .sort()
    const drawn = [...committed.matchAll(/data-piece="([^"]+)"/g)].map((m) => m[1]).sort()
    expect(drawn).toEqual(expected)
  })

  it('is the committed picture (npx tsx scripts/make-hero-illustration.ts writes it)', () => {
    expect(committed).toBe(heroIllustrationSvg(HOME_HERO.boardFen))
  })
})
