/**
 * Could a position stand on the board with the move counters its FEN gives? Necessary conditions
 * only, each of them sound: a position that some game reaches never fails them (the test checks
 * this on every position of every line the site plays), so a failure always means a FEN that no
 * game reaches. Passing them proves nothing: only a game that reaches the FEN does (see
 * chess-reachability.test.ts, which asks for one).
 *
 * For any position (`materialProblems`):
 * - every piece beyond the starting set (a second queen, a third rook or knight, a second bishop
 *   on one colour) is a promoted pawn, so there are at most 8 minus the pawns left of them;
 * - a pawn changes file only by capturing, one file per capture: the fewest file changes that put
 *   a side's pawns on their files from eight different starting files is at most the number of
 *   units the other side has lost.
 *
 * For a position from a game, counters included (`counterProblems`), side by side, the moves a side
 * has made (White: fullmove − 1, plus one if Black is to move; Black: fullmove − 1) are at least
 * the larger of these two (not their sum: a capture is also a move of the unit that makes it):
 * - its captures: one move for each unit the other side has lost (a capture takes one unit);
 * - the fewest moves that bring its units from their home squares to where they stand: a pawn
 *   counts the ranks it has advanced, one less once it is two or more ranks up (the double step);
 *   a knight its knight distance from the nearer home square of a knight; a bishop, rook or queen 0
 *   at home, 1 on a line through a home square of its kind, else 2; but no piece more than the 5
 *   moves a pawn needs to promote, since it may be a promoted pawn (a bishop on the other colour
 *   than its home square is one); the king its king distance from e1 (e8), or 1 for castling plus its distance from g1
 *   or c1 (g8, c8), in which case the castled rook starts from f1 or d1 (f8, d8) at no extra cost.
 *   Units no longer on the board count nothing, and a unit counts its own path alone, so a move
 *   is never counted twice, except castling, which is counted once for king and rook.
 * And the halfmove clock: at most the half-moves played; 0 after the first move only if the side
 * that moved last could have moved a pawn (one stands off its starting rank, or one is missing and
 * could have promoted) or captured (the other side has lost a unit); 0 whenever an en passant
 * square says a pawn has just moved two squares.
 *
 * What no count sees is the order of the moves. In `rn1qkb1r/ppp1nppp/4p3/3p4/6b1/2PBPN2/PP1N1PPP/
 * R1BQ1RK1 w kq - 0 8` every count fits, yet the only black unit that can have taken White's d-pawn
 * within seven moves is the c8-bishop, which can leave c8 only after ...d5, while ...e6 must come
 * before ...Ne7: Black's last move was a quiet piece move, and the clock cannot be 0.
 */
import { Chess, type Color, type PieceSymbol } from 'chess.js'

type Square = { file: number; rank: number }

const FILES = 'abcdefgh'
const at = (name: string): Square => ({ file: FILES.indexOf(name[0]!), rank: Number(name[1]) })
const light = (s: Square) => (s.file + s.rank) % 2 === 0

const sameLine = (a: Square, b: Square) => a.file === b.file || a.rank === b.rank
const sameDiagonal = (a: Square, b: Square) =>
  Math.abs(a.file - b.file) === Math.abs(a.rank - b.rank)
const same = (a: Square, b: Square) => a.file === b.file && a.rank === b.rank
const kingDistance = (a: Square, b: Square) =>
  Math.max(Math.abs(a.file - b.file), Math.abs(a.rank - b.rank))

/** Knight distances on an empty board (breadth-first from each square). */
const KNIGHT_DISTANCE: number[][] = Array.from({ length: 64 }, (_, from) => {
  const dist = Array<number>(64).fill(Infinity)
  dist[from] = 0
  const queue = [from]
  while (queue.length > 0) {
    const sq = queue.shift()!
    const [f, r] = [sq % 8, Math.floor(sq / 8)]
    for (const [df, dr] of [
      [1, 2],
      [2, 1],
      [2, -1],
      [1, -2],
      [-1, -2],
      [-2, -1],
      [-2, 1],
      [-1, 2],
    ] as const) {
      const [nf, nr] = [f + df, r + dr]
      if (nf < 0 || nf > 7 || nr < 0 || nr > 7) continue
      const next = nr * 8 + nf
      if (dist[next] === Infinity) {
        dist[next] = dist[sq]! + 1
        queue.push(next)
      }
    }
  }
  return dist
})

/** The fewest moves a piece of this kind needs from `from` to `to` on an empty board. */
function distance(kind: PieceSymbol, from: Square, to: Square): number {
  if (same(from, to)) return 0
  switch (kind) {
    case 'n':
      return KNIGHT_DISTANCE[from.rank * 8 - 8 + from.file]![to.rank * 8 - 8 + to.file]!
    case 'b':
      if (light(from) !== light(to)) return Infinity
      return sameDiagonal(from, to) ? 1 : 2
    case 'r':
      return sameLine(from, to) ? 1 : 2
    case 'q':
      return sameLine(from, to) || sameDiagonal(from, to) ? 1 : 2
    default:
      return kingDistance(from, to)
  }
}

/** The fewest moves a pawn needs to promote: one double step and four single steps. */
const PROMOTION_MOVES = 5

const HOME: Record<Exclude<PieceSymbol, 'p' | 'k'>, string[]> = {
  n: ['b', 'g'],
  b: ['c', 'f'],
  r: ['a', 'h'],
  q: ['d'],
}

interface Unit {
  type: PieceSymbol
  square: Square
}

function unitsOf(game: Chess, color: Color): Unit[] {
  return game
    .board()
    .flat()
    .filter((s) => s !== null && s.color === color)
    .map((s) => ({ type: s!.type, square: at(s!.square) }))
}

const other = (color: Color): Color => (color === 'w' ? 'b' : 'w')
const sideName = (color: Color) => (color === 'w' ? 'White' : 'Black')

/** The fewest moves `color` needs to bring its units from their home squares to where they are. */
export function fewestMoves(fen: string, color: Color): number {
  const units = unitsOf(new Chess(fen, { skipValidation: true }), color)
  const back = color === 'w' ? 1 : 8
  const home = (file: string): Square => at(`${file}${back}`)
  const advance = (s: Square) => (color === 'w' ? s.rank - 2 : 7 - s.rank)
  let moves = 0
  for (const { type, square } of units) {
    if (type === 'p') {
      const ranks = advance(square)
      moves += ranks >= 2 ? ranks - 1 : ranks
    } else if (type !== 'k' && type !== 'r') {
      const fromHome = Math.min(...HOME[type].map((f) => distance(type, home(f), square)))
      moves += Math.min(fromHome, PROMOTION_MOVES)
    }
  }
  // King and rooks: never castled, castled short, castled long.
  const king = units.find((u) => u.type === 'k')!.square
  const rooks = units.filter((u) => u.type === 'r').map((u) => u.square)
  const scenarios: Array<{ king: number; rookStarts: string[] }> = [
    { king: kingDistance(home('e'), king), rookStarts: ['a', 'h'] },
    { king: 1 + kingDistance(home('g'), king), rookStarts: ['a', 'h', 'f'] },
    { king: 1 + kingDistance(home('c'), king), rookStarts: ['a', 'h', 'd'] },
  ]
  moves += Math.min(
    ...scenarios.map(
      (s) =>
        s.king +
        rooks.reduce(
          (sum, rook) =>
            sum +
            Math.min(PROMOTION_MOVES, ...s.rookStarts.map((f) => distance('r', home(f), rook))),
          0,
        ),
    ),
  )
  return moves
}

/** Units `color` has lost: 16 minus those on the board. */
const lost = (game: Chess, color: Color) => 16 - unitsOf(game, color).length

/** The fewest file changes that put these pawn files on eight different starting files. */
function fewestFileChanges(files: number[]): number {
  const sorted = [...files].sort((a, b) => a - b)
  // best[i][j]: the first i pawns on starting files among the first j files (sorted matching).
  const best = Array.from({ length: sorted.length + 1 }, (_, i) =>
    Array<number>(9).fill(i === 0 ? 0 : Infinity),
  )
  for (let i = 1; i <= sorted.length; i++)
    for (let j = 1; j <= 8; j++)
      best[i]![j] = Math.min(
        best[i]![j - 1]!,
        best[i - 1]![j - 1]! + Math.abs(sorted[i - 1]! - (j - 1)),
      )
  return best[sorted.length]![8]!
}

/** What makes this position impossible in any game, whatever the counters (empty: nothing found). */
export function materialProblems(fen: string): string[] {
  const game = new Chess(fen, { skipValidation: true })
  const problems: string[] = []
  for (const color of ['w', 'b'] as const) {
    const units = unitsOf(game, color)
    const count = (type: PieceSymbol) => units.filter((u) => u.type === type).length
    const bishops = units.filter((u) => u.type === 'b')
    const onLight = bishops.filter((b) => light(b.square)).length
    const promoted =
      Math.max(0, count('q') - 1) +
      Math.max(0, count('r') - 2) +
      Math.max(0, count('n') - 2) +
      Math.max(0, onLight - 1) +
      Math.max(0, bishops.length - onLight - 1)
    if (promoted > 8 - count('p'))
      problems.push(
        `${sideName(color)}: ${promoted} promoted pieces needed, ${8 - count('p')} pawns gone`,
      )
    const changes = fewestFileChanges(units.filter((u) => u.type === 'p').map((u) => u.square.file))
    const captures = lost(game, other(color))
    if (changes > captures)
      problems.push(
        `${sideName(color)}: ${changes} pawn captures needed for its pawn files, ${sideName(other(color))} has lost ${captures} units`,
      )
  }
  return problems
}

/** What the move counters of this position from a game cannot be (empty: nothing found). */
export function counterProblems(fen: string): string[] {
  const [, turn, , enPassant, halfmoveField, fullmoveField] = fen.split(' ')
  const game = new Chess(fen, { skipValidation: true })
  const fullmove = Number(fullmoveField)
  const halfmove = Number(halfmoveField)
  const made = { w: fullmove - 1 + (turn === 'b' ? 1 : 0), b: fullmove - 1 }
  const problems: string[] = []
  for (const color of ['w', 'b'] as const) {
    const captures = lost(game, other(color))
    const travel = fewestMoves(fen, color)
    if (Math.max(travel, captures) > made[color])
      problems.push(
        `${sideName(color)} needs at least ${Math.max(travel, captures)} moves (${travel} to bring its units where they stand, ${captures} captures) but has made ${made[color]}`,
      )
  }
  const plies = made.w + made.b
  if (halfmove > plies) problems.push(`halfmove clock ${halfmove} after ${plies} half-moves`)
  if (enPassant !== '-' && halfmove !== 0)
    problems.push(`en passant square ${enPassant} with halfmove clock ${halfmove}`)
  if (halfmove === 0 && plies > 0) {
    const mover = other(turn as Color)
    const pawns = unitsOf(game, mover).filter((u) => u.type === 'p')
    const start = mover === 'w' ? 2 : 7
    const couldPush = pawns.some((p) => p.square.rank !== start) || pawns.length < 8
    const couldCapture = lost(game, turn as Color) > 0
    if (!couldPush && !couldCapture)
      problems.push(
        `halfmove clock 0, but ${sideName(mover)}'s last move can have been neither a pawn move nor a capture`,
      )
  }
  return problems
}
