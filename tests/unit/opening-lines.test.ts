// @vitest-environment node
/**
 * The first moves of the recommender's 36 openings become FEN lists at build time
 * (scripts/make-opening-lines.ts, chess.js); the committed src/content/generated/opening-lines.ts
 * must match what the script makes from src/content/openings.ts now.
 */
import { readFileSync } from 'node:fs'
import { Chess } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { playExact } from '../../scripts/chess-lines'
import {
  computeOpeningLines,
  GENERATED_FILE,
  openingLinesSource,
} from '../../scripts/make-opening-lines'
import { openingLine } from '../../src/content/opening-lines'
import { OPENING_CATALOGUE, OPENING_MOVES } from '../../src/content/openings'
import { OPENING_LINES } from '../../src/content/generated/opening-lines'

const catalogueNames = Object.values(OPENING_CATALOGUE).flatMap((byStyle) =>
  Object.values(byStyle).flatMap((byTime) => Object.values(byTime).flat()),
)

describe('src/content/generated/opening-lines.ts', () => {
  it('is up to date with the openings (else run `npx tsx scripts/make-opening-lines.ts`)', async () => {
    expect(
      readFileSync(GENERATED_FILE, 'utf8'),
      'stale: run `npx tsx scripts/make-opening-lines.ts` and commit the result',
    ).toBe(await openingLinesSource())
    expect(computeOpeningLines()).toEqual(OPENING_LINES)
  })

  it('has first moves for every one of the 36 openings of the catalogue, and no others', () => {
    expect(catalogueNames).toHaveLength(36)
    expect(Object.keys(OPENING_MOVES).sort()).toEqual([...catalogueNames].sort())
    expect(Object.keys(OPENING_LINES).sort()).toEqual([...catalogueNames].sort())
  })

  it.each(catalogueNames)(
    '%s: every move is legal, written as chess.js writes it, and every position is what it plays',
    (name) => {
      const { sans, fens } = openingLine(name)
      expect(sans.length).toBeGreaterThanOrEqual(3)
      expect(fens).toHaveLength(sans.length + 1)
      const game = new Chess()
      expect(fens[0]).toBe(game.fen())
      sans.forEach((san, i) => {
        playExact(game, san)
        expect(fens[i + 1], `${name} after ${san}`).toBe(game.fen())
      })
    },
  )

  it('openingLine says what to run for an opening it does not have', () => {
    expect(() => openingLine('Bongcloud')).toThrow(
      'No positions for "Bongcloud": run `npx tsx scripts/make-opening-lines.ts`',
    )
  })
})
