// @vitest-environment node
import { Chess } from 'chess.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Square } from '../../src/content/article-body'
import { changedSquares, describePosition, parseFen, squareToXY } from '../../src/domain/fen'

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

describe('parseFen', () => {
  it('reads the starting position', () => {
    const { pieces, turn } = parseFen(START)
    expect(turn).toBe('w')
    expect(pieces).toHaveLength(32)
    expect(pieces[0]).toEqual({ square: 'a8', piece: 'bR' })
    expect(pieces.find((p) => p.square === 'e1')?.piece).toBe('wK')
    expect(pieces.find((p) => p.square === 'd8')?.piece).toBe('bQ')
    expect(pieces.filter((p) => p.piece === 'wP').map((p) => p.square)).toEqual(
      'abcdefgh'.split('').map((f) => `${f}2`),
    )
  })

  it('reads the side to move and needs nothing after it', () => {
    expect(parseFen('4k3/8/8/8/8/8/8/4K3 b - - 0 1').turn).toBe('b')
    expect(parseFen('4k3/8/8/8/8/8/8/4K3 b').turn).toBe('b')
    expect(parseFen('4k3/8/8/8/8/8/8/4K3').turn).toBe('w')
  })

  it('agrees with chess.js on every square of positions from random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        const game = new Chess()
        for (const c of choices) {
          const moves = game.moves()
          if (moves.length === 0) break
          game.move(moves[c % moves.length]!)
        }
        const parsed = parseFen(game.fen())
        const expected = game
          .board()
          .flat()
          .flatMap((s) =>
            s ? [{ square: s.square, piece: `${s.color}${s.type.toUpperCase()}` }] : [],
          )
        expect(parsed.pieces).toEqual(expected)
        expect(parsed.turn).toBe(game.turn())
      }),
      { numRuns: 30 },
    )
  })
})

describe('describePosition', () => {
  it('lists each side by piece, then who is to move', () => {
    const fen = 'r4rk1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'
    expect(describePosition(parseFen(fen))).toBe(
      'White: King g1, Rook a1, pawns f2, g2, h2. Black: King g8, Rooks a8, f8, pawns f7, g7, h7. White to move.',
    )
  })

  it('orders King, Queen, Rooks, Bishops, Knights, pawns, squares by file then rank', () => {
    expect(describePosition(parseFen(START))).toBe(
      'White: King e1, Queen d1, Rooks a1, h1, Bishops c1, f1, Knights b1, g1, pawns a2, b2, c2, d2, e2, f2, g2, h2. ' +
        'Black: King e8, Queen d8, Rooks a8, h8, Bishops c8, f8, Knights b8, g8, pawns a7, b7, c7, d7, e7, f7, g7, h7. ' +
        'White to move.',
    )
    expect(describePosition(parseFen('8/8/4k3/8/8/4P3/4P3/4K3 b - - 0 1'))).toBe(
      'White: King e1, pawns e2, e3. Black: King e6. Black to move.',
    )
  })

  it('says so when a side has nothing', () => {
    expect(describePosition(parseFen('8/8/8/8/8/8/8/4K3 w - - 0 1'))).toBe(
      'White: King e1. Black: no pieces. White to move.',
    )
  })
})

describe('squareToXY', () => {
  it.each<[Square, { col: number; row: number }, { col: number; row: number }]>([
    ['a1', { col: 0, row: 7 }, { col: 7, row: 0 }],
    ['h1', { col: 7, row: 7 }, { col: 0, row: 0 }],
    ['a8', { col: 0, row: 0 }, { col: 7, row: 7 }],
    ['h8', { col: 7, row: 0 }, { col: 0, row: 7 }],
    ['e4', { col: 4, row: 4 }, { col: 3, row: 3 }],
  ])('%s: white at the bottom %o, black at the bottom %o', (square, white, black) => {
    expect(squareToXY(square, 'white')).toEqual(white)
    expect(squareToXY(square, 'black')).toEqual(black)
  })

  it('maps the 64 squares one to one, and black is white turned half a turn', () => {
    const squares = 'abcdefgh'
      .split('')
      .flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}` as Square))
    const cells = new Set(squares.map((s) => JSON.stringify(squareToXY(s, 'white'))))
    expect(cells.size).toBe(64)
    for (const s of squares) {
      const w = squareToXY(s, 'white')
      expect(squareToXY(s, 'black')).toEqual({ col: 7 - w.col, row: 7 - w.row })
    }
  })
})

describe('changedSquares', () => {
  const after = (fen: string, san: string) => {
    const game = new Chess(fen)
    game.move(san)
    return game.fen()
  }

  it.each<[string, string, string, Square[]]>([
    ['a quiet move', START, 'Nf3', ['f3', 'g1']],
    ['castling', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O', ['e1', 'f1', 'g1', 'h1']],
    ['a capture en passant', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6', ['d5', 'd6', 'e5']],
    ['a promotion', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a8=Q+', ['a7', 'a8']],
  ])('%s', (_what, fen, san, squares) => {
    expect(changedSquares(parseFen(fen), parseFen(after(fen, san)))).toEqual(squares)
  })

  it('is empty for the same placement', () => {
    expect(changedSquares(parseFen(START), parseFen(START))).toEqual([])
  })
})
