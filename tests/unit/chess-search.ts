/**
 * A small material search for checking tactics in tests (chess.js, node only): how much material
 * the side to move can win against the best defence, looking a fixed number of half-moves ahead
 * (every move) and then playing out captures (a quiescence search, with stand-pat). A mate counts
 * as MATE. Material: pawn 1, knight and bishop 3, rook 5, queen 9.
 */
import { Chess, type PieceSymbol } from 'chess.js'

export const VALUE: Record<PieceSymbol, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 }
export const MATE = 1000
/** How many captures deep the quiescence search goes at most. */
const QUIESCENCE_DEPTH = 8

/**
 * chess.js's own move generator without the SAN and FEN strings its public `moves({ verbose })`
 * builds for every move (which makes a search hundreds of times slower). Private API: pinned by the
 * test in article-chess.test.ts that compares this search's moves with `moves()`.
 */
interface RawMove {
  captured?: PieceSymbol
  promotion?: PieceSymbol
}
interface Internals {
  _moves(options: { legal: boolean }): RawMove[]
  _makeMove(move: RawMove): void
  _undoMove(): void
}
const raw = (game: Chess) => game as unknown as Internals

/** The number of legal moves as the search sees them (for the test that pins the private API). */
export const rawMoveCount = (game: Chess): number => raw(game)._moves({ legal: true }).length

/** The material a move wins at once: what it captures, plus what a promotion adds. */
const gainOf = (move: RawMove) =>
  (move.captured ? VALUE[move.captured] : 0) + (move.promotion ? VALUE[move.promotion] - 1 : 0)

/**
 * The material the side to move in `game` gains (negative: loses) with best play by both sides,
 * searching `plies` half-moves full width, then captures only, within the window (alpha, beta):
 * a result at or below alpha, or at or above beta, is only a bound. `game` is left as it was.
 */
export function materialSwing(game: Chess, plies: number, alpha = -Infinity, beta = Infinity) {
  return search(raw(game), game, plies, alpha, beta, 0)
}

function search(
  internals: Internals,
  game: Chess,
  depth: number,
  alpha: number,
  beta: number,
  q: number,
): number {
  const moves = internals._moves({ legal: true })
  const inCheck = game.inCheck()
  if (moves.length === 0) return inCheck ? -MATE : 0
  let best = -Infinity
  let candidates = moves
  if (depth <= 0 && !inCheck) {
    // Standing pat: the side to move need not capture.
    best = 0
    if (best >= beta || q >= QUIESCENCE_DEPTH) return best
    alpha = Math.max(alpha, best)
    candidates = moves.filter((m) => m.captured || m.promotion)
  }
  // Captures and promotions first, the biggest first: alpha-beta cuts more.
  candidates.sort((a, b) => gainOf(b) - gainOf(a))
  for (const move of candidates) {
    const gain = gainOf(move)
    internals._makeMove(move)
    const score =
      gain - search(internals, game, depth - 1, gain - beta, gain - alpha, depth <= 0 ? q + 1 : q)
    internals._undoMove()
    if (score > best) best = score
    if (best > alpha) alpha = best
    if (alpha >= beta) break
  }
  return best
}

/**
 * Does playing `san` win at least `material` for the side to move against every defence (what it
 * captures now, and what best play for `plies` more half-moves and the captures after them add)?
 * A forced mate within the horizon counts as winning everything.
 */
export function winsMaterial(fen: string, san: string, plies: number, material: number): boolean {
  const game = new Chess(fen)
  const gain = gainOf(game.move(san))
  // gain - swing >= material  <=>  swing <= gain - material: a null-window search around it.
  const bound = gain - material
  return materialSwing(game, plies, bound, bound + 0.5) <= bound
}

/** The material playing `san` wins against the best defence (as `winsMaterial` counts it). */
export function materialWonBy(fen: string, san: string, plies: number): number {
  const game = new Chess(fen)
  const gain = gainOf(game.move(san))
  return gain - materialSwing(game, plies)
}
