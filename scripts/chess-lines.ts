/**
 * Lines of moves as lists of positions, computed with chess.js. Node only (build time and tests):
 * chess.js never reaches the browser; the site gets the FEN strings (src/content/generated).
 */
import { Chess, type Move } from 'chess.js'

/**
 * Plays `san` on `game` and returns the move, but only if `san` is written exactly as chess.js
 * writes it: `game.move()` alone also accepts a missing or wrong `+`/`#` ("Qxf7" for "Qxf7#",
 * "Nf3+" for "Nf3") and over-disambiguated moves. Throws, naming the move chess.js plays, otherwise.
 */
export function playExact(game: Chess, san: string): Move {
  const before = game.fen()
  const move = game.move(san)
  if (move.san !== san) {
    game.undo()
    throw new Error(`"${san}" is written "${move.san}" in ${before}`)
  }
  return move
}

/**
 * The FEN before the first move and after each move of `sans` played from `startFen` (the usual
 * starting position when undefined): `sans.length + 1` FENs. Throws, naming the move, on an illegal
 * or unreadable move, on a move not written exactly as chess.js writes it (see `playExact`), and on
 * an invalid start FEN.
 */
export function lineFens(startFen: string | undefined, sans: readonly string[]): string[] {
  let game: Chess
  try {
    game = startFen === undefined ? new Chess() : new Chess(startFen)
  } catch (error) {
    throw new Error(`Invalid start FEN "${startFen}": ${(error as Error).message}`)
  }
  const fens = [game.fen()]
  sans.forEach((san, i) => {
    try {
      game.move(san)
    } catch {
      throw new Error(
        `Illegal move ${i + 1} "${san}" in the line "${sans.join(' ')}": not legal in ${game.fen()}`,
      )
    }
    const played = game.history().at(-1)
    if (played !== san)
      throw new Error(
        `Move ${i + 1} "${san}" in the line "${sans.join(' ')}" is written "${played}" (check and mate marks included)`,
      )
    fens.push(game.fen())
  })
  return fens
}
