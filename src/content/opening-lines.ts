import { OPENING_MOVES } from './openings'
import { OPENING_LINES } from './generated/opening-lines'

/**
 * An opening's first moves for `<MoveStepper>`: the moves, their positions (computed at build time
 * by scripts/make-opening-lines.ts, so the page carries FEN strings and no chess code) and the side
 * the board is shown from.
 */
export function openingLine(name: string): {
  sans: readonly string[]
  fens: readonly string[]
  side: 'white' | 'black'
} {
  const moves = OPENING_MOVES[name]
  const fens = OPENING_LINES[name]
  if (!moves || !fens)
    throw new Error(`No positions for "${name}": run \`npx tsx scripts/make-opening-lines.ts\``)
  return { sans: moves.san, fens, side: moves.side }
}
