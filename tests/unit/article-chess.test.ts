// @vitest-environment node
/**
 * Chess content is correct: every position in every article body (src/content/articles/*.ts, each
 * exporting `body: ArticleBody`) and on the tactics cheat sheet (src/content/cheat-sheet.ts) is a
 * legal FEN whose side not to move is not in check, and every claim a block makes holds under
 * chess.js: the move is legal, a mate is a mate, a stalemate is a stalemate, a line is playable and
 * leads where it says. What each cheat-sheet caption says follows the key move is checked too.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Chess, validateFen } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { playExact } from '../../scripts/chess-lines'
import type { ArticleBlock, ArticleBody } from '../../src/content/article-body'
import { CHEAT_SHEET } from '../../src/content/cheat-sheet'

const modules = import.meta.glob<{ body: ArticleBody }>('../../src/content/articles/*.ts', {
  eager: true,
})

const START = new Chess().fen()

function expectLegalPosition(fen: string, where: string) {
  const verdict = validateFen(fen)
  expect(verdict, `${where}: ${fen}`).toEqual({ ok: true })
  // chess.js rejects a position whose side not to move is in check only on some paths: check it.
  const parts = fen.split(' ')
  parts[1] = parts[1] === 'w' ? 'b' : 'w'
  parts[3] = '-'
  const other = new Chess(parts.join(' '), { skipValidation: true })
  expect(other.inCheck(), `${where}: the side not to move is in check in ${fen}`).toBe(false)
  // The halfmove clock counts half-moves since the last capture or pawn move: no more than the
  // half-moves played since the start.
  const [, side, , , halfmoves, fullmove] = fen.split(' ')
  const played = 2 * (Number(fullmove) - 1) + (side === 'b' ? 1 : 0)
  expect(Number(halfmoves), `${where}: move counters of ${fen}`).toBeLessThanOrEqual(played)
}

const SAN = /^(?:O-O-O|O-O|[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?)[+#]?$/

type Numbered = { n: number; side: 'w' | 'b'; san: string }

/**
 * The moves a text writes with move numbers, run by run: "1.e4 e5 2.Bc4 Nc6?? 3.Qh5" is one run
 * of moves numbered (1, w), (1, b), (2, w), (2, b), (3, w); "4...Nf6" starts a run with Black.
 * Annotations (!, ?) and trailing punctuation are dropped; check and mate marks are kept.
 */
function numberedRuns(text: string): Numbered[][] {
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
function numbering(fen: string, count: number): Array<{ n: number; side: 'w' | 'b' }> {
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

type Diagram = Extract<ArticleBlock, { type: 'diagram' }>
type Moves = Extract<ArticleBlock, { type: 'moves' }>

const entries: Array<readonly [string, ArticleBlock]> = [
  ...Object.entries(modules).flatMap(([file, mod]) =>
    mod.body.map((block, i) => [`${file.split('/').at(-1)} #${i}`, block] as const),
  ),
  ...CHEAT_SHEET.map(({ name, diagram }) => [`cheat-sheet.ts ${name}`, diagram] as const),
]

describe('article chess content', () => {
  it('reads every article body file', () => {
    const dir = path.resolve(import.meta.dirname, '../../src/content/articles')
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')) : []
    expect(
      Object.keys(modules)
        .map((f) => f.split('/').at(-1))
        .sort(),
    ).toEqual(files.sort())
  })

  const diagrams = entries.filter((e): e is readonly [string, Diagram] => e[1].type === 'diagram')
  it.each(diagrams.map(([where, block]) => [where, block] as const))(
    '%s: diagram is legal and its claim holds',
    (where, block) => {
      expectLegalPosition(block.fen, where)
      const game = new Chess(block.fen)
      const claim = block.claim
      if (!claim) return
      const san = claim.move
      if (san) {
        expect(game.moves(), `${where}: ${san} is not legal in ${block.fen}`).toContain(san)
        playExact(game, san)
      }
      if (claim.mate !== undefined) expect(game.isCheckmate(), `${where}: mate`).toBe(claim.mate)
      if (claim.stalemate !== undefined)
        expect(game.isStalemate(), `${where}: stalemate`).toBe(claim.stalemate)
      // All six fields: the move counters too.
      if (claim.leadsTo) expect(game.fen(), `${where}: leadsTo`).toBe(claim.leadsTo)
    },
  )

  const lines = entries.filter((e): e is readonly [string, Moves] => e[1].type === 'moves')
  it.each(lines.map(([where, block]) => [where, block] as const))(
    '%s: every move of the line is legal and written as chess.js writes it',
    (where, block) => {
      const game = new Chess(block.fen ?? START)
      if (block.fen) expectLegalPosition(block.fen, where)
      for (const san of block.san) {
        expect(() => playExact(game, san), `${where}: ${san} after ${game.fen()}`).not.toThrow()
      }
      if (block.leadsTo) {
        expectLegalPosition(block.leadsTo, where)
        // All six fields: the move counters too.
        expect(game.fen(), `${where}: the line does not end where it says`).toBe(block.leadsTo)
      }
    },
  )

  it.each(lines.map(([where, block]) => [where, block] as const))(
    '%s: the moves its caption writes are the line’s, numbers and marks included',
    (where, block) => {
      const numbers = numbering(block.fen ?? START, block.san.length)
      const runs = numberedRuns(block.caption)
      const first = numbers[0]!
      const before = (n: number, side: 'w' | 'b') =>
        n < first.n || (n === first.n && side === 'w' && first.side === 'b')
      for (const run of runs)
        for (const { n, side, san } of run) {
          // A move before the line starts ("After 1.e4 Black must move: 1...Kd7") is history.
          if (before(n, side)) continue
          const i = numbers.findIndex((m) => m.n === n && m.side === side)
          const label = `${n}${side === 'w' ? '.' : '...'}${san}`
          expect(i, `${where}: ${label} is not a move of the line`).toBeGreaterThanOrEqual(0)
          expect(block.san[i], `${where}: the caption writes ${label}`).toBe(san)
        }
    },
  )

  it('no caption says the same sentence twice in a row', () => {
    const repeats = entries.flatMap(([where, block]) => {
      if (block.type !== 'diagram' && block.type !== 'moves') return []
      const sentences = block.caption.split(/(?<=[.!?])\s+/)
      return sentences.flatMap((s, i) =>
        i > 0 && s === sentences[i - 1] ? [`${where}: ${s}`] : [],
      )
    })
    expect(repeats).toEqual([])
  })

  it('reads numbered moves out of a caption', () => {
    expect(
      numberedRuns(
        'Scholar’s mate: 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#. Then 6...Kd8, or 7.Ke2.',
      ),
    ).toEqual([
      [
        { n: 1, side: 'w', san: 'e4' },
        { n: 1, side: 'b', san: 'e5' },
        { n: 2, side: 'w', san: 'Bc4' },
        { n: 2, side: 'b', san: 'Nc6' },
        { n: 3, side: 'w', san: 'Qh5' },
        { n: 3, side: 'b', san: 'Nf6' },
        { n: 4, side: 'w', san: 'Qxf7#' },
      ],
      [{ n: 6, side: 'b', san: 'Kd8' }],
      [{ n: 7, side: 'w', san: 'Ke2' }],
    ])
  })
})

/** The side to move can capture the other side's queen. */
const canTakeQueen = (game: Chess) => game.moves({ verbose: true }).some((m) => m.captured === 'q')

/** The side to move has a mate in one. */
const canMate = (game: Chess) =>
  game.moves().some((san) => {
    const next = new Chess(game.fen())
    next.move(san)
    return next.isCheckmate()
  })

/** Every reply to the key move (or only the replies `only` picks) leaves `then` true. */
function afterEveryReply(
  fen: string,
  key: string,
  then: (game: Chess) => boolean,
  only: (reply: string) => boolean = () => true,
) {
  const game = new Chess(fen)
  game.move(key)
  const replies = game.moves().filter(only)
  expect(replies.length, `no reply to ${key}`).toBeGreaterThan(0)
  for (const reply of replies) {
    const next = new Chess(game.fen())
    next.move(reply)
    expect(then(next), `${key} ${reply}`).toBe(true)
  }
  return replies
}

describe('tactics cheat sheet', () => {
  const byName = new Map(CHEAT_SHEET.map((p) => [p.name, p.diagram]))
  const keyOf = (name: string) => {
    const diagram = byName.get(name)
    if (!diagram?.claim?.move) throw new Error(`${name}: no diagram with a key move`)
    return [diagram.fen, diagram.claim.move] as const
  }

  it('has the 12 patterns /learn promises, each a White-to-move diagram with its key move', () => {
    expect(CHEAT_SHEET.map((p) => p.name)).toEqual([
      'Fork',
      'Pin',
      'Skewer',
      'Discovered attack',
      'Double check',
      'Removing the defender',
      'Deflection',
      'Decoy',
      'Overloading',
      'Back-rank mate',
      'Smothered mate',
      'Arabian mate',
    ])
    for (const { name, idea, diagram } of CHEAT_SHEET) {
      expect(idea.length, name).toBeGreaterThan(0)
      expect(diagram.fen.split(' ')[1], name).toBe('w')
      expect(diagram.claim?.move, name).toBeTruthy()
    }
  })

  it.each(['Fork', 'Pin', 'Skewer', 'Discovered attack'])(
    '%s: whatever Black replies, White takes the queen',
    (name) => {
      afterEveryReply(...keyOf(name), canTakeQueen)
    },
  )

  it('Double check: only the king can move, and every king move is mated', () => {
    const replies = afterEveryReply(...keyOf('Double check'), canMate)
    expect(replies.every((san) => san.startsWith('K'))).toBe(true)
  })

  it('Removing the defender: recapturing on f6 allows Qxh7#', () => {
    const replies = afterEveryReply(...keyOf('Removing the defender'), canMate, (san) =>
      san.endsWith('xf6'),
    )
    expect(replies.sort()).toEqual(['Bxf6', 'gxf6'])
  })

  it('Deflection: every reply to Rd8 is mated', () => {
    afterEveryReply(...keyOf('Deflection'), canMate)
  })

  it('Decoy: Kxf8 is forced, and after Nd7+ the queen falls', () => {
    const [fen, key] = keyOf('Decoy')
    expect(afterEveryReply(fen, key, () => true)).toEqual(['Kxf8'])
    const game = new Chess(fen)
    game.move(key)
    game.move('Kxf8')
    afterEveryReply(game.fen(), 'Nd7+', canTakeQueen)
  })

  it('Overloading: the rook that takes back on d5 leaves Re8#', () => {
    const game = new Chess(keyOf('Overloading')[0])
    game.move('Qxd5')
    game.move('Rxd5')
    game.move('Re8#')
    expect(game.isCheckmate()).toBe(true)
  })

  it.each(['Back-rank mate', 'Smothered mate', 'Arabian mate'])(
    '%s: the key move mates',
    (name) => {
      expect(byName.get(name)?.claim?.mate).toBe(true)
    },
  )
})
