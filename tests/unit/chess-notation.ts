import { Chess } from 'chess.js'
import { playExact } from '../../scripts/chess-lines'

/**
 * Reading moves written in text ("1.e4 e5 2.Bc4 Nc6?? 3.Qh5") for the chess tests: which moves,
 * with which numbers, and the numbers of a line's moves from the position it starts in.
 */
const SAN = /^(?:O-O-O|O-O|[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?)[+#]?$/

export type Numbered = { n: number; side: 'w' | 'b'; san: string }

/**
 * The moves a text writes with move numbers, run by run: "1.e4 e5 2.Bc4 Nc6?? 3.Qh5" is one run
 * of moves numbered (1, w), (1, b), (2, w), (2, b), (3, w); "4...Nf6" starts a run with Black.
 * Annotations (!, ?) and trailing punctuation are dropped; check and mate marks are kept.
 */
export function numberedRuns(text: string): Numbered[][] {
  const runs: Numbered[][] = []
  let run: Numbered[] | undefined
  for (const word of text.split(/\s+/)) {
    const clean = word.replace(/[.,;:)’”]+$/, '').replace(/[!?]+$/, '')
    const numbered = /^(\d+)(\.{3}|\.)(.+)$/.exec(clean)
    if (numbered && SAN.test(numbered[3]!)) {
      const n = Number(numbered[1])
      const side = numbered[2] === '.' ? 'w' : 'b'
      const last = run?.at(-1)
      if (!run || !last || !(last.side === 'b' && side === 'w' && n === last.n + 1)) {
        run = []
        runs.push(run)
      }
      run.push({ n, side, san: numbered[3]! })
    } else if (run && run.at(-1)!.side === 'w' && SAN.test(clean)) {
      run.push({ n: run.at(-1)!.n, side: 'b', san: clean })
    } else {
      run = undefined
    }
  }
  return runs
}

/** The number and side of each move of a line played from `fen`. */
export function numbering(fen: string, count: number): Array<{ n: number; side: 'w' | 'b' }> {
  const [, side, , , , fullmove] = fen.split(' ')
  let n = Number(fullmove)
  let turn = side as 'w' | 'b'
  return Array.from({ length: count }, () => {
    const here = { n, side: turn }
    if (turn === 'b') n += 1
    turn = turn === 'w' ? 'b' : 'w'
    return here
  })
}

type Pos = { fen: string; n: number; side: 'w' | 'b' }

/**
 * Checks the numbered moves of a text against the positions it has shown: `record` the positions
 * (a diagram, a line, numbered as on the FEN or from 1 as texts count), then `check` each text:
 * each run of numbered moves must play, exactly as written, from a recorded position with its
 * number and side (starting position included); the positions it reaches are recorded too, since
 * a text goes on from them. What does not play goes to `failures`.
 */
export function proseChecker() {
  const known: Pos[] = [{ fen: new Chess().fen(), n: 1, side: 'w' }]
  const seen = new Set<string>()
  const failures: string[] = []
  /** Records the positions along `sans` from `fen`, numbered from (n, side); throws if not. */
  const record = (fen: string, n: number, side: 'w' | 'b', sans: readonly string[]) => {
    const game = new Chess(fen)
    const numbers = numbering(`x ${side} - - 0 ${n}`, sans.length + 1)
    const positions: Pos[] = [{ fen, n, side }]
    sans.forEach((san, i) => {
      playExact(game, san)
      positions.push({ fen: game.fen(), ...numbers[i + 1]! })
    })
    for (const pos of positions) {
      const key = `${pos.fen}|${pos.n}|${pos.side}`
      if (!seen.has(key)) known.push(pos)
      seen.add(key)
    }
  }
  /** The numberings a FEN is read with: its own move number, and 1 (texts count from there). */
  const numberedAs = (fen: string) => {
    const [, side, , , , full] = fen.split(' ')
    return [
      [Number(full), side as 'w' | 'b'],
      [1, side as 'w' | 'b'],
    ] as const
  }
  const check = (text: string, where: string) => {
    for (const run of numberedRuns(text.replace(/\*\*/g, ''))) {
      const sans = run.map((m) => m.san)
      const from = known.filter((p) => p.n === run[0]!.n && p.side === run[0]!.side)
      // Every position it plays from: the text may go on from any of them.
      const playable = from.filter((p) => {
        try {
          record(p.fen, p.n, p.side, sans)
          return true
        } catch {
          return false
        }
      })
      if (playable.length === 0)
        failures.push(
          `${where}: ${run.map((m) => `${m.n}${m.side === 'w' ? '.' : '...'}${m.san}`).join(' ')}`,
        )
    }
  }
  return { record, numberedAs, check, failures }
}
