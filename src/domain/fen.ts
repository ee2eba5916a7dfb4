import type { Square } from '../content/article-body'

/**
 * The little of FEN a diagram needs, for the browser: where the pieces stand and whose move it is.
 * No rules and no validation: every FEN in the content is checked with chess.js in
 * the tests (tests/unit/article-chess.test.ts), and chess.js never reaches the browser bundle.
 */

/** Colour and piece letter, as the sprite's symbol ids: 'wK', 'bN', ... */
type PieceCode = `${'w' | 'b'}${'K' | 'Q' | 'R' | 'B' | 'N' | 'P'}`

interface PlacedPiece {
  square: Square
  piece: PieceCode
}

export interface Position {
  /** Ordered a8..h8, a7..h7, ..., a1..h1 (FEN order). */
  pieces: PlacedPiece[]
  turn: 'w' | 'b'
}

export type Orientation = 'white' | 'black'

const FILES = 'abcdefgh'

/**
 * Reads the placement and side to move of a FEN. No checks: this runs in the browser for every
 * diagram, and every FEN in the content is validated with chess.js in the tests.
 */
export function parseFen(fen: string): Position {
  const [placement = '', turn = 'w'] = fen.split(' ')
  const pieces: PlacedPiece[] = []
  let rank = 8
  let file = 0
  for (const c of placement) {
    if (c === '/') {
      rank--
      file = 0
    } else if (c < 'A') file += +c
    else
      pieces.push({
        square: `${FILES[file++]}${rank}` as Square,
        piece: `${c < 'a' ? 'w' : 'b'}${c.toUpperCase()}` as PieceCode,
      })
  }
  return { pieces, turn: turn as Position['turn'] }
}

/**
 * Column and row (0..7, from the top left) of a square on a board drawn with `orientation` at the
 * bottom.
 */
export function squareToXY(square: Square, orientation: Orientation): { col: number; row: number } {
  const col = FILES.indexOf(square[0]!)
  const row = 8 - +square[1]!
  return orientation === 'white' ? { col, row } : { col: 7 - col, row: 7 - row }
}

const NAMES = ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'pawn']

/** "White: King g1, Rook a1, pawns f2, g2, h2." Squares by file, then rank (a1, a2, b1, ...). */
function describeSide(pieces: PlacedPiece[], color: 'w' | 'b'): string {
  const groups = [...'KQRBNP'].flatMap((letter, i) => {
    const squares = pieces.filter((p) => p.piece === color + letter).map((p) => p.square)
    return squares[0] ? [`${NAMES[i]}${squares[1] ? 's' : ''} ${squares.sort().join(', ')}`] : []
  })
  return `${color === 'w' ? 'White' : 'Black'}: ${groups.join(', ') || 'no pieces'}.`
}

/**
 * The position in words, for screen readers: "White: King g1, Rook a1, pawns f2, g2, h2. Black:
 * King g8, Rooks a8, f8. White to move."
 */
export function describePosition({ pieces, turn }: Position): string {
  return `${describeSide(pieces, 'w')} ${describeSide(pieces, 'b')} ${turn === 'w' ? 'White' : 'Black'} to move.`
}

/** The squares whose contents differ between two positions (what the last move touched). */
export function changedSquares(before: Position, after: Position): Square[] {
  const at = (p: Position) => new Map(p.pieces.map((x) => [x.square, x.piece]))
  const a = at(before)
  const b = at(after)
  return [...new Set([...a.keys(), ...b.keys()])].filter((s) => a.get(s) !== b.get(s)).sort()
}
