// @vitest-environment node
/**
 * Lines of moves become FEN lists at build time: `lineFens` (scripts/chess-lines.ts, chess.js) and
 * the committed src/content/generated/article-lines.ts, which must match what the script makes from
 * the article bodies now (like a lockfile check), and which `articleLineFens` reads for the pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Chess } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { lineFens, playExact } from '../../scripts/chess-lines'
import {
  articleLinesSource,
  computeArticleLines,
  GENERATED_FILE,
} from '../../scripts/make-article-lines'
import type { ArticleBody } from '../../src/content/article-body'
import { articleLineFens } from '../../src/content/article-lines'
import { ARTICLE_LINES } from '../../src/content/generated/article-lines'
import { lineKey } from '../../src/domain/move-line'

const START = new Chess().fen()

describe('lineFens', () => {
  it('gives the start and the position after each move, as chess.js plays them', () => {
    const sans = ['c4', 'e5', 'Nc3', 'Nf6', 'g3', 'd5', 'cxd5', 'Nxd5', 'Bg2', 'Nb6']
    const fens = lineFens(undefined, sans)
    expect(fens).toHaveLength(sans.length + 1)
    expect(fens[0]).toBe(START)
    const game = new Chess()
    sans.forEach((san, i) => {
      game.move(san)
      expect(fens[i + 1], `after ${san}`).toBe(game.fen())
    })
  })

  it('starts from a given FEN (castling, promotion, en passant)', () => {
    const fen = 'r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1'
    const fens = lineFens(fen, ['exd6', 'O-O', 'bxa8=Q'])
    expect(fens[0]).toBe(fen)
    expect(fens.map((f) => f.split(' ')[0])).toEqual([
      'r3k2r/1P6/8/3pP3/8/8/8/R3K2R',
      'r3k2r/1P6/3P4/8/8/8/8/R3K2R',
      'r4rk1/1P6/3P4/8/8/8/8/R3K2R',
      'Q4rk1/8/3P4/8/8/8/8/R3K2R',
    ])
  })

  it('names the illegal move, its number and the position', () => {
    expect(() => lineFens(undefined, ['e4', 'e5', 'Ke3'])).toThrow(
      'Illegal move 3 "Ke3" in the line "e4 e5 Ke3": not legal in rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
    )
    expect(() => lineFens(undefined, ['e4', 'e4'])).toThrow(/^Illegal move 2 "e4"/)
    expect(() => lineFens(undefined, ['Zz9'])).toThrow(/^Illegal move 1 "Zz9"/)
  })

  it('refuses a move not written exactly as chess.js writes it (check and mate marks included)', () => {
    const scholar = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6']
    expect(lineFens(undefined, [...scholar, 'Qxf7#'])).toHaveLength(8)
    expect(() => lineFens(undefined, [...scholar, 'Qxf7'])).toThrow(
      'Move 7 "Qxf7" in the line "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7" is written "Qxf7#" (check and mate marks included)',
    )
    expect(() => lineFens(undefined, [...scholar, 'Qxf7+'])).toThrow(/is written "Qxf7#"/)
    expect(() => lineFens(undefined, ['e4', 'e5', 'Nf3+'])).toThrow(/is written "Nf3"/)
    expect(() => lineFens(undefined, ['e4', 'e5', 'Ngf3'])).toThrow(/is written "Nf3"/)
  })

  it('playExact plays the move as written, and refuses and undoes it otherwise', () => {
    const game = new Chess()
    expect(playExact(game, 'e4').san).toBe('e4')
    expect(() => playExact(game, 'e5+')).toThrow(
      '"e5+" is written "e5" in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    )
    expect(game.history()).toEqual(['e4'])
    expect(() => playExact(game, 'Ke3')).toThrow()
  })

  it('refuses an invalid start FEN', () => {
    expect(() => lineFens('8/8/8/8/8/8/8/8 w - - 0 1', ['e4'])).toThrow(/^Invalid start FEN/)
  })

  it('gives just the start for no moves', () => {
    expect(lineFens(undefined, [])).toEqual([START])
  })
})

describe('src/content/generated/article-lines.ts', () => {
  it('is up to date with the article bodies (else run `npx tsx scripts/make-article-lines.ts`)', async () => {
    expect(
      readFileSync(GENERATED_FILE, 'utf8'),
      'stale: run `npx tsx scripts/make-article-lines.ts` and commit the result',
    ).toBe(await articleLinesSource())
  })

  it('holds, for every moves block of every article, the line played out by chess.js', async () => {
    const modules = import.meta.glob<{ body: ArticleBody }>('../../src/content/articles/*.ts', {
      eager: true,
    })
    const blocks = Object.values(modules).flatMap((m) =>
      m.body.flatMap((b) => (b.type === 'moves' ? [b] : [])),
    )
    expect(Object.keys(ARTICLE_LINES).sort()).toEqual([...new Set(blocks.map(lineKey))].sort())
    expect(await computeArticleLines()).toEqual(ARTICLE_LINES)
    for (const block of blocks) {
      const fens = articleLineFens(block)
      expect(fens).toHaveLength(block.san.length + 1)
      const game = new Chess(block.fen ?? START)
      block.san.forEach((san, i) => {
        game.move(san)
        expect(fens[i + 1]).toBe(game.fen())
      })
    }
  })

  it('articleLineFens says what to run for a line it does not have', () => {
    expect(() => articleLineFens({ san: ['a3', 'a6', 'h3', 'h6', 'b3'] })).toThrow(
      'No positions for the line "start: a3 a6 h3 h6 b3": run `npx tsx scripts/make-article-lines.ts`',
    )
  })
})

describe('chess.js stays out of browser code', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : []
    })

  it('no file under src/ or machines/ imports it', () => {
    const importers = [...files(path.join(root, 'src')), ...files(path.join(root, 'machines'))]
      .filter((file) =>
        /from ['"]chess\.js['"]|import\(['"]chess\.js['"]\)/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(root, file))
    expect(importers).toEqual([])
  })
})
