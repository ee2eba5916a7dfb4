// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Chess } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { HERO_PICTURES } from '../../scripts/hero-pictures'
import { initialsOf } from '../../src/domain/person-initials'
import { heroIllustrationSvg, isLightSquare } from '../../src/domain/hero-illustration'

const read = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../public', file.slice(1)), 'utf8')

describe.each(HERO_PICTURES.map((p) => [p.file, p] as const))('the hero board %s', (_, hero) => {
  const committed = read(hero.file)

  it('shows a legal position (chess.js)', () => {
    const chess = new Chess(hero.fen)
    expect(chess.fen()).toBe(hero.fen)
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
    const chess = new Chess(hero.fen)
    const expected = chess
      .board()
      .flat()
      .filter((p) => p !== null)
      .map((p) => `${p.color}${p.type.toUpperCase()}@${p.square}`)
      .sort()
    const drawn = [...committed.matchAll(/data-piece="([^"]+)"/g)].map((m) => m[1]).sort()
    expect(drawn).toEqual(expected)
  })

  it('shows the coach as their monogram, and no drawn face', () => {
    expect(committed).toContain(`>${initialsOf(hero.coach.name)}</text>`)
    // The old clip-art people had eyes: small navy circles of radius 1.6.
    expect(committed).not.toMatch(/r="1\.6"/)
  })

  it('is the committed picture (npx tsx scripts/make-hero-illustration.ts writes it)', () => {
    expect(committed).toBe(heroIllustrationSvg(hero.fen, initialsOf(hero.coach.name)))
  })
})
