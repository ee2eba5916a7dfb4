/**
 * An exhaustive solver for king and pawn against king (White has the pawn), for the tests of the
 * king-and-pawn article: every position, with either side to move, is a win for White or a draw.
 * Plain code, no chess.js (which would take minutes): retrograde-style iteration to a fixed point.
 * A position is won for White to move when some move reaches a won position; for Black to move
 * when Black is mated, or has moves and every one reaches a won position (taking the pawn or
 * stalemate draws). A promotion wins unless the new queen (or rook) is taken at once or Black is
 * stalemated; king and queen (or rook) against king is a win from any other position.
 * tests/unit/king-pawn-claims.test.ts checks the move generation against chess.js.
 */

/** Squares 0..63: file + 8 * rank, a1 = 0, h8 = 63. */
export type Sq = number
export const file = (s: Sq) => s & 7
export const rank = (s: Sq) => s >> 3
export const square = (name: string): Sq => name.charCodeAt(0) - 97 + 8 * (Number(name[1]) - 1)
export const squareName = (s: Sq) => `${String.fromCharCode(97 + file(s))}${rank(s) + 1}`
const distance = (a: Sq, b: Sq) =>
  Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)))

const KING_STEPS: Sq[][] = Array.from({ length: 64 }, (_, s) => {
  const steps: Sq[] = []
  for (let df = -1; df <= 1; df++)
    for (let dr = -1; dr <= 1; dr++) {
      const f = file(s) + df
      const r = rank(s) + dr
      if ((df || dr) && f >= 0 && f < 8 && r >= 0 && r < 8) steps.push(f + 8 * r)
    }
  return steps
})

/** The squares a white pawn on `p` attacks. */
const pawnAttacks = (p: Sq, s: Sq) => rank(s) === rank(p) + 1 && Math.abs(file(s) - file(p)) === 1

export const WIN = 1
const INVALID = 2

/** Index of a position: side to move (0 White, 1 Black), white king, black king, pawn. */
const index = (black: number, wk: Sq, bk: Sq, p: Sq) => (((black * 64 + wk) * 64 + bk) << 6) | p

function valid(black: number, wk: Sq, bk: Sq, p: Sq): boolean {
  if (wk === bk || wk === p || bk === p) return false
  if (rank(p) < 1 || rank(p) > 6) return false
  if (distance(wk, bk) < 2) return false
  // With White to move, Black must not be in check.
  return black === 1 || !pawnAttacks(p, bk)
}

/** Is a square attacked by a queen (or rook) on `q`, the white king on `wk` blocking its lines? */
function sliderAttacks(q: Sq, wk: Sq, s: Sq, diagonals: boolean): boolean {
  if (s === q) return false
  const df = Math.sign(file(s) - file(q))
  const dr = Math.sign(rank(s) - rank(q))
  const straight = file(s) === file(q) || rank(s) === rank(q)
  const diagonal = Math.abs(file(s) - file(q)) === Math.abs(rank(s) - rank(q))
  if (!straight && !(diagonals && diagonal)) return false
  for (let f = file(q) + df, r = rank(q) + dr; f !== file(s) || r !== rank(s); f += df, r += dr)
    if (f + 8 * r === wk) return false
  return true
}

/**
 * After a promotion on `q` to a queen (or a rook), Black to move: does White win? Not if Black
 * takes the new piece, or has no move and is not in check; yes if mated or otherwise.
 */
export function promotionWins(wk: Sq, bk: Sq, q: Sq, queen: boolean): boolean {
  let moves = 0
  for (const to of KING_STEPS[bk]!) {
    if (distance(to, wk) < 2) continue
    if (to === q) return false // the piece is not protected: Black takes it
    if (!sliderAttacks(q, wk, to, queen)) moves++
  }
  if (moves > 0) return true
  return sliderAttacks(q, wk, bk, queen) // mate, or else stalemate
}

/** The bitbase: `WIN` for won positions, 0 for draws, 2 for impossible ones. */
export function solveKpk(): Uint8Array {
  const table = new Uint8Array(2 * 64 * 64 * 64)
  for (let black = 0; black < 2; black++)
    for (let wk = 0; wk < 64; wk++)
      for (let bk = 0; bk < 64; bk++)
        for (let p = 0; p < 64; p++)
          if (!valid(black, wk, bk, p)) table[index(black, wk, bk, p)] = INVALID

  const whiteWins = (wk: Sq, bk: Sq, p: Sq): boolean => {
    for (const to of KING_STEPS[wk]!)
      if (to !== p && distance(to, bk) > 1 && table[index(1, to, bk, p)] === WIN) return true
    const push = p + 8
    if (push === wk || push === bk) return false
    if (rank(push) === 7)
      return promotionWins(wk, bk, push, true) || promotionWins(wk, bk, push, false)
    if (table[index(1, wk, bk, push)] === WIN) return true
    const double = p + 16
    return (
      rank(p) === 1 && double !== wk && double !== bk && table[index(1, wk, bk, double)] === WIN
    )
  }

  const blackLoses = (wk: Sq, bk: Sq, p: Sq): boolean => {
    let moves = 0
    for (const to of KING_STEPS[bk]!) {
      if (distance(to, wk) < 2 || pawnAttacks(p, to)) continue
      if (to === p) return false // takes the unprotected pawn
      moves++
      if (table[index(0, wk, to, p)] !== WIN) return false
    }
    return moves > 0 || pawnAttacks(p, bk) // no move: mated if in check, else stalemate
  }

  for (let changed = true; changed;) {
    changed = false
    for (let black = 0; black < 2; black++)
      for (let wk = 0; wk < 64; wk++)
        for (let bk = 0; bk < 64; bk++)
          for (let p = 8; p < 56; p++) {
            const i = index(black, wk, bk, p)
            if (table[i] !== 0) continue
            if (black ? blackLoses(wk, bk, p) : whiteWins(wk, bk, p)) {
              table[i] = WIN
              changed = true
            }
          }
  }
  return table
}

/** The pieces of a king-and-pawn-against-king FEN, or undefined for any other material. */
export function kpkPieces(fen: string) {
  const [placement, side] = fen.split(' ')
  const pieces: Record<string, Sq[]> = {}
  placement!.split('/').forEach((row, i) => {
    let f = 0
    for (const c of row) {
      if (/\d/.test(c)) f += Number(c)
      else (pieces[c] ??= []).push(f++ + 8 * (7 - i))
    }
  })
  const keys = Object.keys(pieces).sort().join('')
  return { black: side === 'b' ? 1 : 0, pieces, keys }
}

/** Look up a position given by its pieces. */
export const lookup = (table: Uint8Array, black: number, wk: Sq, bk: Sq, p: Sq) =>
  table[index(black, wk, bk, p)]!
