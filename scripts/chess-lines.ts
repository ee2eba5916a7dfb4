/**
 * Lines of moves as lists of positions, computed with chess.js. Node only (build time and tests):
 * chess.js never reaches the browser; the site gets the FEN strings (src/content/generated).
 */
import { Chess } from 'chess.js'

/**
 * The FEN before the first move and after each move of `sans` played from `startFen` (the usual
 * starting position when undefined): `sans.length + 1` FENs. Throws, naming the move, on an illegal
 * or unreadable move, and on an invalid start FEN.
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
    fens.push(game.fen())
  })
  return fens
}
