// @vitest-environment node
/**
 * The king-and-pawn claims are true: every `only` and `outcome` claim of every article diagram,
 * and what the king-and-pawn article's prose says about the alternatives (this move loses, that
 * line draws, the key squares, the rook-pawn rule), checked against an exhaustive solver
 * (tests/unit/kpk.ts), whose move generation is itself checked against chess.js.
 */
import { Chess } from 'chess.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { playExact } from '../../scripts/chess-lines'
import type { ArticleBlock, ArticleBody } from '../../src/content/article-body'
import {
  kpkPieces,
  lookup,
  promotionWins,
  solveKpk,
  square,
  squareName,
  WIN,
  file,
  rank,
} from './kpk'

const modules = import.meta.glob<{ body: ArticleBody }>('../../src/content/articles/*.ts', {
  eager: true,
})
type Diagram = Extract<ArticleBlock, { type: 'diagram' }>
const diagrams: Array<[string, Diagram]> = Object.entries(modules).flatMap(([file, mod]) =>
  mod.body.flatMap((block, i) =>
    block.type === 'diagram'
      ? [[`${file.split('/').at(-1)} #${i}`, block] as [string, Diagram]]
      : [],
  ),
)
const kpkBody = Object.entries(modules).find(([f]) => f.endsWith('king-pawn-endgame.ts'))![1].body

let table: Uint8Array

/** The result of a position with best play: White (the side with the pawn) wins, or a draw. */
function result(fen: string): 'win' | 'draw' {
  const { black, pieces, keys } = kpkPieces(fen)
  const wk = pieces.K![0]!
  const bk = pieces.k![0]!
  if (keys === 'KPk') {
    const value = lookup(table, black, wk, bk, pieces.P![0]!)
    if (value > WIN) throw new Error(`Impossible position ${fen}`)
    return value === WIN ? 'win' : 'draw'
  }
  if (keys === 'Kk' || keys === 'BKk' || keys === 'KNk') return 'draw'
  if ((keys === 'KQk' || keys === 'KRk') && black === 1) {
    const q = (pieces.Q ?? pieces.R)![0]!
    return promotionWins(wk, bk, q, keys === 'KQk') ? 'win' : 'draw'
  }
  throw new Error(`Not a king and pawn against king position: ${fen}`)
}

/** The position after `sans` (each written exactly as chess.js writes it) from `fen`. */
const after = (fen: string, ...sans: string[]) => {
  const game = new Chess(fen)
  for (const san of sans) playExact(game, san)
  return game.fen()
}

/** Each legal move from `fen` with the result it leads to. */
const outcomes = (fen: string) =>
  Object.fromEntries(new Chess(fen).moves().map((san) => [san, result(after(fen, san))]))

/** A diagram of the king-and-pawn article (so a test of its prose fails if it goes). */
function kpkDiagram(fen: string): string {
  if (!kpkBody.some((b) => b.type === 'diagram' && b.fen === fen))
    throw new Error(`The king-and-pawn article has no diagram of ${fen}`)
  return fen
}

beforeAll(() => {
  const started = performance.now()
  table = solveKpk()
  // Keep an eye on the cost: the whole solve takes a few seconds.
  expect(performance.now() - started).toBeLessThan(45_000)
})

describe('the king and pawn against king solver', () => {
  it('agrees with chess.js move by move (legal moves, mate, stalemate, the results they lead to)', () => {
    // A spread of positions with the pawn on a few telling squares (double step, promotion, rook
    // pawn, knight pawn): some two thousand positions, each replayed with chess.js.
    let checked = 0
    for (const black of [0, 1])
      for (let wk = 0; wk < 64; wk++)
        for (let bk = 0; bk < 64; bk++)
          for (const p of ['d2', 'd4', 'd6', 'd7', 'h5', 'h7', 'b6', 'g2'].map(square)) {
            if ((wk * 7 + bk * 3 + p) % 9 !== 0) continue
            const value = lookup(table, black, wk, bk, p)
            if (value > WIN) continue
            const board = Array.from({ length: 8 }, () => Array<string>(8).fill(''))
            board[7 - rank(wk)]![file(wk)] = 'K'
            board[7 - rank(bk)]![file(bk)] = 'k'
            board[7 - rank(p)]![file(p)] = 'P'
            const placement = board
              .map((row) =>
                row
                  .map((c) => c || '1')
                  .join('')
                  .replace(/1+/g, (m) => `${m.length}`),
              )
              .join('/')
            const fen = `${placement} ${black ? 'b' : 'w'} - - 0 1`
            const game = new Chess(fen)
            const results = game.moves().map((san) => result(after(fen, san)))
            const expected = black
              ? game.isCheckmate() || (results.length > 0 && results.every((r) => r === 'win'))
              : results.some((r) => r === 'win')
            expect(value === WIN, `${fen} (pawn ${squareName(p)})`).toBe(expected)
            checked++
          }
    expect(checked).toBeGreaterThan(1500)
  }, 60_000)

  it('knows the textbook cases', () => {
    // The kings in opposition in front of the pawn: whoever must move gives way.
    expect(result('8/4k3/8/4K3/4P3/8/8/8 w - - 0 1')).toBe('draw')
    expect(result('8/4k3/8/4K3/4P3/8/8/8 b - - 0 1')).toBe('win')
    // The king on the sixth in front of its pawn on the fifth wins whoever is to move.
    expect(result('4k3/8/4K3/4P3/8/8/8/8 w - - 0 1')).toBe('win')
    expect(result('4k3/8/4K3/4P3/8/8/8/8 b - - 0 1')).toBe('win')
    // The rook pawn with the defender in the corner is a draw; the rule of the square.
    expect(result('7k/8/8/6KP/8/8/8/8 w - - 0 1')).toBe('draw')
    expect(result('8/8/8/7k/2P5/8/8/7K w - - 0 1')).toBe('win')
    expect(result('8/8/8/7k/2P5/8/8/7K b - - 0 1')).toBe('draw')
  })
})

describe('the `only` and `outcome` claims of the article diagrams', () => {
  const claimed = diagrams.filter(([, d]) => d.claim?.only || d.claim?.outcome)

  it('there are such claims (the king-and-pawn article and the tips)', () => {
    expect(claimed.length).toBeGreaterThanOrEqual(12)
  })

  it.each(claimed)('%s', (where, { fen, claim }) => {
    if (claim!.outcome) expect(result(fen), `${where}: outcome`).toBe(claim!.outcome)
    if (claim!.only) {
      const byMove = outcomes(fen)
      const key = claim!.move!
      expect(byMove[key], `${where}: ${key}`).toBe(claim!.only)
      for (const [san, r] of Object.entries(byMove))
        if (san !== key) expect(r, `${where}: ${san} ${claim!.only}s too`).not.toBe(claim!.only)
    }
  })
})

/** [what the text says, position, moves from it, the result they lead to] */
type Prose = [string, string, string[], 'win' | 'draw']
const prose: Prose[] = [
  ...['Kg5', 'Kg4', 'Kg6'].map((m): Prose => [
    `the square: 1...${m} draws`,
    '8/8/8/7k/2P5/8/8/7K b - - 0 1',
    [m],
    'draw',
  ]),
  ...['Kh4', 'Kh6'].map((m): Prose => [
    `the square: 1...${m} loses`,
    '8/8/8/7k/2P5/8/8/7K b - - 0 1',
    [m],
    'win',
  ]),
  ['the square: with White to move, 1.c5 queens', '8/8/8/7k/2P5/8/8/7K w - - 0 1', ['c5'], 'win'],
  ['direct: 1.Ke5 Kd7 2.Kf6', '8/4k3/8/5K2/4P3/8/8/8 w - - 0 1', ['Ke5', 'Kd7', 'Kf6'], 'win'],
  ['direct: 1.Ke5 Kf7 2.Kd6', '8/4k3/8/5K2/4P3/8/8/8 w - - 0 1', ['Ke5', 'Kf7', 'Kd6'], 'win'],
  ['direct: Black to move, 1...Kf7! draws', '8/4k3/8/5K2/4P3/8/8/8 b - - 0 1', ['Kf7'], 'draw'],
  ['distant: 1...Ke7? 2.Ke5', '4k3/8/8/8/3KP3/8/8/8 b - - 0 1', ['Ke7', 'Ke5'], 'win'],
  ['distant: 1...Kd7? 2.Kd5', '4k3/8/8/8/3KP3/8/8/8 b - - 0 1', ['Kd7', 'Kd5'], 'win'],
  ...['Kd5 Kd7', 'Kc5 Kc7', 'Ke5 Ke7'].map((line): Prose => [
    `distant: 1...Kd8 2.${line}`,
    '4k3/8/8/8/3KP3/8/8/8 b - - 0 1',
    ['Kd8', ...line.split(' ')],
    'draw',
  ]),
  ['diagonal: 1...Kd6 2.Kd4 Ke6 3.Ke4', '8/4k3/8/8/2K5/4P3/8/8 b - - 0 1', ['Kd6', 'Kd4'], 'win'],
  [
    'diagonal: 1...Ke6 2.Kd4 Kd6 3.e4 Ke6',
    '8/4k3/8/8/2K5/4P3/8/8 b - - 0 1',
    ['Ke6', 'Kd4', 'Kd6', 'e4', 'Ke6'],
    'draw',
  ],
  ['king behind its pawn: Black to move draws too', '8/8/4k3/8/4P3/4K3/8/8 b - - 0 1', [], 'draw'],
  ['after 1.e4 with White to move, a draw', '8/4k3/8/4K3/4P3/8/8/8 w - - 0 1', [], 'draw'],
  [
    'model defence: 4...Kd8? 5.Kd6',
    '4k3/8/8/8/3KP3/8/8/8 b - - 0 1',
    ['Kd8', 'Kd5', 'Kd7', 'e5', 'Ke7', 'e6', 'Kd8', 'Kd6'],
    'win',
  ],
  [
    'model defence: 4...Kf8? 5.Kd6',
    '4k3/8/8/8/3KP3/8/8/8 b - - 0 1',
    ['Kd8', 'Kd5', 'Kd7', 'e5', 'Ke7', 'e6', 'Kf8', 'Kd6'],
    'win',
  ],
  ['1.e7+? Ke8 is the drawn position', '5k2/8/3KP3/8/8/8/8/8 w - - 0 1', ['e7+', 'Ke8'], 'draw'],
  ['rook pawn: 1.h5? Kf8', '8/4k3/6K1/8/7P/8/8/8 w - - 0 1', ['h5', 'Kf8'], 'draw'],
  [
    'rook pawn: 1.Kg7 Ke6 2.h5 Kf5 3.h6',
    '8/4k3/6K1/8/7P/8/8/8 w - - 0 1',
    ['Kg7', 'Ke6', 'h5', 'Kf5', 'h6'],
    'win',
  ],
  ['example 1: 1.Kd5? Kd7', '4k3/8/8/2K5/4P3/8/8/8 w - - 0 1', ['Kd5', 'Kd7'], 'draw'],
  ['example 1: 1.e5? Kd7', '4k3/8/8/2K5/4P3/8/8/8 w - - 0 1', ['e5', 'Kd7'], 'draw'],
  [
    'example 2: 1...Kd7 2.Kd4 Kd6 3.e4 Ke6',
    '2k5/8/8/8/8/3KP3/8/8 b - - 0 1',
    ['Kd7', 'Kd4', 'Kd6', 'e4', 'Ke6'],
    'draw',
  ],
  ['example 2: 1...Kc7? 2.Ke4!', '2k5/8/8/8/8/3KP3/8/8 b - - 0 1', ['Kc7', 'Ke4'], 'win'],
  [
    'example 3: 1...Ke7 2.Kg6 Kf8 3.Kh7 Kf7 4.h6 Kf8',
    '8/8/3k4/6KP/8/8/8/8 b - - 0 1',
    ['Ke7', 'Kg6', 'Kf8', 'Kh7', 'Kf7', 'h6', 'Kf8'],
    'draw',
  ],
  ['example 3: 1...Ke6? 2.Kg6!', '8/8/3k4/6KP/8/8/8/8 b - - 0 1', ['Ke6', 'Kg6'], 'win'],
  [
    'example 3: 1...Ke6? 2.Kg6 Ke7 3.Kg7',
    '8/8/3k4/6KP/8/8/8/8 b - - 0 1',
    ['Ke6', 'Kg6', 'Ke7', 'Kg7'],
    'win',
  ],
]

describe('what the king-and-pawn article says about the alternatives', () => {
  it.each(prose)('%s', (_, fen, sans, expected) => {
    // The board is one the article shows (either side to move).
    const board = fen.split(' ')[0]
    expect(
      kpkBody.some(
        (b) =>
          b.type === 'diagram' &&
          [b.fen, b.claim?.leadsTo].some((shown) => shown?.split(' ')[0] === board),
      ),
      `${fen} is not a diagram of the article`,
    ).toBe(true)
    expect(result(after(fen, ...sans))).toBe(expected)
  })

  it('the model defence: every black move of the line is the only drawing move', () => {
    const start = kpkDiagram('4k3/8/8/8/3KP3/8/8/8 b - - 0 1')
    const line = ['Kd8', 'Kd5', 'Kd7', 'e5', 'Ke7', 'e6', 'Ke8', 'Kd6', 'Kd8', 'e7+', 'Ke8', 'Ke6']
    const game = new Chess(start)
    line.forEach((san, i) => {
      if (i % 2 === 0) {
        const byMove = outcomes(game.fen())
        expect(byMove[san], `move ${i + 1} ${san}`).toBe('draw')
        for (const [other, r] of Object.entries(byMove))
          if (other !== san) expect(r, `${other} instead of ${san}`).toBe('win')
      }
      playExact(game, san)
    })
    expect(game.isStalemate()).toBe(true)
  })

  it('the stalemate trick: 1.Ke6 is stalemate, and any other king move lets Black take the pawn', () => {
    const fen = kpkDiagram('4k3/4P3/3K4/8/8/8/8/8 w - - 0 1')
    for (const san of new Chess(fen).moves()) {
      if (san === 'Ke6') continue
      expect(new Chess(after(fen, san)).moves(), san).toContain('Kxe7')
    }
  })

  it('opposition in the tips: with White to move instead, 1.Ke5 Ke7 or 1.Kc5 Kc7 draws', () => {
    const fen = '8/3k4/8/3K4/3P4/8/8/8 w - - 0 1'
    expect(result(fen)).toBe('draw')
    expect(result(after(fen, 'Ke5', 'Ke7'))).toBe('draw')
    expect(result(after(fen, 'Kc5', 'Kc7'))).toBe('draw')
    expect(result(after('8/3k4/8/3K4/3P4/8/8/8 b - - 0 1', 'Ke7', 'Kc6'))).toBe('win')
    expect(result(after('8/3k4/8/3K4/3P4/8/8/8 b - - 0 1', 'Kc7', 'Ke6'))).toBe('win')
  })

  it('key squares: with the king on one, White wins whoever is to move (unless the pawn just falls)', () => {
    const failures: string[] = []
    for (let p = 8; p < 56; p++) {
      const f = file(p)
      const r = rank(p)
      // Rook pawns have their own rules; the article gives key squares up to the sixth rank.
      if (f === 0 || f === 7 || r === 6) continue
      const at = (df: number, dr: number) => f + df + 8 * (r + dr)
      const knightPawnOnSixth = r === 5 && (f === 1 || f === 6)
      const keys = knightPawnOnSixth
        ? [at(0, 1), at(f === 1 ? -1 : 1, 1), at(0, 2), at(f === 1 ? -1 : 1, 2)]
        : r <= 3
          ? [at(-1, 2), at(0, 2), at(1, 2)]
          : [at(-1, 1), at(0, 1), at(1, 1), at(-1, 2), at(0, 2), at(1, 2)]
      for (const wk of keys)
        for (let bk = 0; bk < 64; bk++)
          for (const black of [0, 1]) {
            const value = lookup(table, black, wk, bk, p)
            if (value > WIN) continue
            // Black to move next to an unprotected pawn simply takes it.
            const takes =
              black === 1 &&
              Math.max(Math.abs(file(bk) - f), Math.abs(rank(bk) - r)) === 1 &&
              Math.max(Math.abs(file(wk) - f), Math.abs(rank(wk) - r)) > 1
            if (!takes && value !== WIN)
              failures.push(
                `pawn ${squareName(p)}, K${squareName(wk)}, k${squareName(bk)}, ${black ? 'b' : 'w'}`,
              )
          }
    }
    expect(failures).toEqual([])
  })

  it('key squares: a knight’s pawn on the sixth has no others (c7 and c8 for b6 are not key squares)', () => {
    for (const [pawn, others] of [
      ['b6', ['c7', 'c8']],
      ['g6', ['f7', 'f8']],
    ] as const)
      for (const wk of others) {
        const draws = Array.from({ length: 64 }, (_, bk) => bk).some((bk) =>
          [0, 1].some((black) => lookup(table, black, square(wk), bk, square(pawn)) === 0),
        )
        expect(draws, `${wk} with a pawn on ${pawn}`).toBe(true)
      }
  })

  it('the rook pawn: a defending king on the file in front of the pawn draws, wherever the other king is', () => {
    const failures: string[] = []
    for (const f of [0, 7])
      for (let r = 1; r <= 6; r++)
        for (let br = r + 1; br <= 7; br++)
          for (let wk = 0; wk < 64; wk++) {
            // The defending king has just arrived: White to move.
            const value = lookup(table, 0, wk, f + 8 * br, f + 8 * r)
            if (value === WIN)
              failures.push(
                `${squareName(f + 8 * r)} k${squareName(f + 8 * br)} K${squareName(wk)}`,
              )
          }
    expect(failures).toEqual([])
  })
})
