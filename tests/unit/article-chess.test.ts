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
import { materialSwing, rawMoveCount, VALUE, winsMaterial } from './chess-search'
import { numberedRuns, numbering, proseChecker } from './chess-notation'

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
      if (claim.attacks) {
        const to = game.history({ verbose: true }).at(-1)?.to
        const mover = block.fen.split(' ')[1] as 'w' | 'b'
        for (const square of claim.attacks)
          expect(game.attackers(square, mover), `${where}: ${san} attacks ${square}`).toContain(to)
      }
      if (claim.replies)
        expect(game.moves().sort(), `${where}: the replies to ${san}`).toEqual(
          [...claim.replies].sort(),
        )
      if (claim.mateNext) {
        const replies = game.moves()
        expect(replies.length, `${where}: no reply to ${san}`).toBeGreaterThan(0)
        for (const reply of replies) {
          playExact(game, reply)
          expect(canMate(game), `${where}: ${san} ${reply} and no mate`).toBe(true)
          game.undo()
        }
      }
      if (claim.wins) {
        if (!san) throw new Error(`${where}: a wins claim needs a move`)
        const { material, plies } = claim.wins
        expect(
          winsMaterial(block.fen, san, plies, material),
          `${where}: ${san} does not win ${material} against every defence within ${plies} plies`,
        ).toBe(true)
      }
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

  /**
   * Every numbered move the prose writes ("If 1...Kd7, White goes round with 2.Kf6") plays, exactly
   * as written, from a position the article has shown or reached by then: a diagram (numbered as on
   * its FEN, or from 1 as the text counts), the move its claim names, a line, or an earlier run of
   * the text. A wrong check mark, a move that is not legal, or a number on the wrong side fails.
   */
  it.each([
    ...Object.entries(modules).map(([file, mod]) => [file.split('/').at(-1)!, mod.body] as const),
    [
      'cheat-sheet.ts',
      CHEAT_SHEET.flatMap(({ idea, diagram }): ArticleBody => [{ type: 'p', text: idea }, diagram]),
    ] as const,
  ])(
    '%s: every numbered move in the text plays from a position the article shows',
    (file, body) => {
      const { record, numberedAs, check, failures } = proseChecker()
      body.forEach((block, i) => {
        const where = `${file} #${i}`
        if (block.type === 'diagram') {
          // "If it were White to move instead": the same board with the other side to move.
          const flipped = block.fen.replace(/ [wb] /, (m) => (m === ' w ' ? ' b ' : ' w '))
          try {
            for (const [n, side] of numberedAs(flipped))
              record(new Chess(flipped).fen(), n, side, [])
          } catch {
            // Not a legal position with the other side to move.
          }
          for (const [n, side] of numberedAs(block.fen)) {
            record(block.fen, n, side, block.claim?.move ? [block.claim.move] : [])
            if (block.claim?.leadsTo)
              record(block.claim.leadsTo, ...numberedAs(block.claim.leadsTo)[0], [])
          }
          check(block.caption, where)
        } else if (block.type === 'moves') {
          const fen = block.fen ?? START
          for (const [n, side] of numberedAs(fen)) record(fen, n, side, block.san)
          check(block.caption, where)
        } else if (block.type === 'p') check(block.text, where)
        else if (block.type === 'callout') check(block.text, where)
        else if (block.type === 'ul' || block.type === 'ol')
          block.items.forEach((t) => check(t, where))
      })
      expect(failures).toEqual([])
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

describe('the material search the tactics claims use', () => {
  it('sees the moves chess.js sees (it uses chess.js’s private move generator)', () => {
    for (const { diagram } of CHEAT_SHEET) {
      const game = new Chess(diagram.fen)
      expect(rawMoveCount(game), diagram.fen).toBe(game.moves().length)
    }
    expect(rawMoveCount(new Chess())).toBe(20)
  })

  it('finds what a move wins against the best defence, and no more', () => {
    const qa4 = 'rn1qkb1r/ppp1nppp/4p3/3p4/6b1/2PBPN2/PP1N1PPP/R1BQ1RK1 w kq - 0 9'
    expect(winsMaterial(qa4, 'Qa4+', 2, 3)).toBe(true)
    expect(winsMaterial(qa4, 'Qa4+', 2, 4)).toBe(false)
    // A quiet move wins nothing; a hanging queen loses it.
    expect(winsMaterial(new Chess().fen(), 'e4', 2, 0)).toBe(true)
    expect(winsMaterial(new Chess().fen(), 'e4', 2, 1)).toBe(false)
    const start = new Chess()
    for (const m of ['e4', 'd5']) start.move(m)
    expect(winsMaterial(start.fen(), 'Qg4', 2, 0)).toBe(false)
    // A mate is worth more than any material.
    const scholar = new Chess()
    for (const m of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6']) scholar.move(m)
    expect(winsMaterial(scholar.fen(), 'Qxf7#', 0, 100)).toBe(true)
    expect(materialSwing(new Chess(scholar.fen()), 1)).toBeGreaterThan(100)
  })
})

/** The diagram of an article with this FEN (so a test about its prose fails if it goes). */
function diagramAt(fen: string): Diagram {
  const found = entries.find(([, b]) => b.type === 'diagram' && b.fen === fen)
  if (!found) throw new Error(`No article diagram shows ${fen}`)
  return found[1] as Diagram
}

/** Plays `sans` (exactly as chess.js writes them) from `fen`. */
const play = (fen: string, sans: string[]) => {
  const game = new Chess(fen)
  for (const san of sans) playExact(game, san)
  return game
}

/** Material of each side (pawn 1, knight and bishop 3, rook 5, queen 9): white minus black. */
const balance = (game: Chess) =>
  game
    .board()
    .flat()
    .reduce((sum, s) => sum + (s ? (s.color === 'w' ? 1 : -1) * VALUE[s.type] : 0), 0)

describe('what the articles’ prose says around their diagrams', () => {
  it('blunders #1: nothing guards g4; after Qa4+ and any reply, Qxg4 leaves White a piece for a pawn ahead', () => {
    const fen = diagramAt('rn1qkb1r/ppp1nppp/4p3/3p4/6b1/2PBPN2/PP1N1PPP/R1BQ1RK1 w kq - 0 9').fen
    expect(new Chess(fen).attackers('g4', 'b')).toEqual([])
    expect(balance(new Chess(fen)), 'a pawn down in the diagram').toBe(-1)
    const replies = play(fen, ['Qa4+']).moves()
    expect(replies.length).toBeGreaterThan(0)
    for (const reply of replies) expect(balance(play(fen, ['Qa4+', reply, 'Qxg4'])), reply).toBe(2)
  })

  it('blunders #1: a knight on f6 would have guarded g4, and the queen on d8 does not reach it', () => {
    const fen = diagramAt('rn1qkb1r/ppp1nppp/4p3/3p4/6b1/2PBPN2/PP1N1PPP/R1BQ1RK1 w kq - 0 9').fen
    const game = new Chess(fen)
    expect(game.get('d8')).toEqual({ type: 'q', color: 'b' })
    game.remove('e7')
    game.put({ type: 'n', color: 'b' }, 'f6')
    expect(game.attackers('g4', 'b')).toEqual(['f6'])
  })

  it('blunders #2: instead of ...b6, ...g6 blocks the bishop and attacks the queen; Nxg6 then opens the king', () => {
    diagramAt('r1bq1rk1/p1pnbppp/1pn1p3/3pP2Q/3P1N2/2NB4/PPP2PPP/R1B2RK1 w - - 0 10')
    const before = play(new Chess().fen(), [
      ...['e4', 'e6', 'd4', 'd5', 'Nc3', 'Nf6', 'e5', 'Nfd7', 'Nge2', 'Bb4', 'Nf4', 'Be7'],
      ...['Bd3', 'O-O', 'O-O', 'Nc6', 'Qh5'],
    ])
    // Black to move faces Qxh7#.
    expect(play(before.fen(), ['b6', 'Qxh7#']).isCheckmate()).toBe(true)
    const g6 = play(before.fen(), ['g6'])
    expect(g6.attackers('h5', 'b')).toContain('g6')
    expect(g6.moves()).not.toContain('Qxh7#')
    // Nxg6 fxg6 Bxg6 hxg6 Qxg6+: two pieces for three pawns, and the king's shelter is gone.
    const opened = play(g6.fen(), ['Nxg6', 'fxg6', 'Bxg6', 'hxg6', 'Qxg6+'])
    expect(opened.inCheck()).toBe(true)
    expect(balance(opened) - balance(before)).toBe(-3)
    expect(['f7', 'g7', 'h7'].map((sq) => opened.get(sq as 'f7'))).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('blunders #6: after 5...Qxg2, 6.Rf1 Qxe4+ leaves 7.Be2 Nf3# or 7.Qe2, which gives up the queen for a knight; any other sixth move loses at least a piece', () => {
    const game = play(new Chess().fen(), [
      ...['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nd4', 'Nxe5', 'Qg5', 'Nxf7', 'Qxg2'],
    ])
    expect(play(game.fen(), ['Rf1', 'Qxe4+']).moves().sort()).toEqual(['Be2', 'Qe2'])
    expect(play(game.fen(), ['Rf1', 'Qxe4+', 'Be2', 'Nf3#']).isCheckmate()).toBe(true)
    expect(play(game.fen(), ['Rf1', 'Qxe4+', 'Qe2', 'Nxe2']).isCheckmate()).toBe(false)
    // Black to move after 7.Qe2: the best reply wins the queen for the knight, at least.
    expect(materialSwing(play(game.fen(), ['Rf1', 'Qxe4+', 'Qe2']), 2)).toBeGreaterThanOrEqual(6)
    const others = game.moves().filter((san) => san !== 'Rf1')
    expect(others.length).toBeGreaterThan(20)
    for (const san of others)
      // Black to move after it: what Black wins with its best reply, captures played out.
      expect(materialSwing(play(game.fen(), [san]), 1), `6.${san}`).toBeGreaterThanOrEqual(3)
  })

  it.each([
    // [what the text says, the diagram's FEN, the square, whose defenders, the defenders]
    [
      'blunders #7: nothing defends c7',
      'r3kbnr/ppp2ppp/2n1b3/1N2p3/4P3/8/PPP2PPP/R1B1KBNR w KQkq - 4 8',
      'c7',
      'b',
      [],
    ],
    [
      'tips #12: nothing defends e7',
      '2q2rk1/pp3ppp/3pb3/3N4/4P3/8/PPPQ1PPP/3R2K1 w - - 0 1',
      'e7',
      'b',
      [],
    ],
    [
      'study plan week 1: nothing defends f7',
      '3qr2k/pp4pp/2p5/6N1/Q7/7P/PP3PP1/6K1 w - - 0 1',
      'f7',
      'b',
      [],
    ],
    [
      'study plan week 5: the rook on a8 is undefended',
      'r5k1/p1p1r1pp/8/8/8/2N5/PPP3PP/3Q2K1 w - - 0 1',
      'a8',
      'b',
      [],
    ],
    [
      'study plan week 6: the king and the knight on f6 defend h7',
      'r1bq1rk1/ppp1bppp/2n1pn2/3p2B1/3P3Q/2PBPN2/PP1N1PPP/R4RK1 w - - 0 1',
      'h7',
      'b',
      ['f6', 'g8'],
    ],
    [
      'study plan week 8: the rook on e8 is defended only by the queen',
      '4r1k1/pp1q1ppp/8/8/8/8/PP2QPPP/4R1K1 w - - 0 1',
      'e8',
      'b',
      ['d7'],
    ],
  ] as const)('%s', (_, fen, square, side, defenders) => {
    diagramAt(fen)
    expect(new Chess(fen).attackers(square, side).sort()).toEqual(defenders)
  })

  it('blunders #4: f7 is defended only by the king, and before 4.Qxf7# attacked twice', () => {
    expect(new Chess().attackers('f7', 'b')).toEqual(['e8'])
    const game = play(new Chess().fen(), ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6'])
    expect(game.attackers('f7', 'w').sort()).toEqual(['c4', 'h5'])
    expect(game.attackers('f7', 'b')).toEqual(['e8'])
  })

  it('blunders #8: after the Elephant Trap Black has won a knight for a pawn', () => {
    diagramAt('r1bqkb1r/pppn1ppp/5n2/3N2B1/3P4/8/PP2PPPP/R2QKBNR b KQkq - 0 6')
    const game = play(new Chess().fen(), [
      ...['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Nbd7', 'cxd5', 'exd5'],
      ...['Nxd5', 'Nxd5', 'Bxd8', 'Bb4+', 'Qd2', 'Bxd2+', 'Kxd2', 'Kxd8'],
    ])
    expect(balance(game)).toBe(-2)
  })

  it('blunders #9: after 1.Rxd8 Kxd8 the a-pawn queens whatever White does', () => {
    const fen = diagramAt('3r4/4k1pp/8/8/p7/5K2/5PPP/3R4 w - - 0 1').fen
    const afterTrade = play(fen, ['Rxd8']).fen()
    // Kxd8 takes the rook (5); within three more Black moves the pawn queens (8 more), while White
    // can at most grab a pawn meanwhile (g4-g5-g6xh7): 12 against every defence.
    expect(winsMaterial(afterTrade, 'Kxd8', 5, 12)).toBe(true)
  })

  it('tips #13: Black can take the rook, 1...Qxe1+ 2.Qxe1+', () => {
    const fen = diagramAt('rnb1k2r/ppp2ppp/4q3/8/8/2N5/PPP2PPP/R1BQ1RK1 w kq - 0 1').fen
    expect(() => play(fen, ['Re1', 'Qxe1+', 'Qxe1+'])).not.toThrow()
  })

  it('tips #8: after Rd7 material stays level against the best defence; the king guards f7, nothing guards b7', () => {
    const fen = diagramAt('r5k1/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1').fen
    expect(balance(new Chess(fen))).toBe(0)
    const after = play(fen, ['Rd7'])
    expect(after.attackers('f7', 'b')).toEqual(['g8'])
    expect(after.attackers('b7', 'b')).toEqual([])
    expect(after.moves()).toEqual(expect.arrayContaining(['b5', 'Rb8']))
    // "It is still level": Rd7 wins not even a pawn against every defence.
    expect(winsMaterial(fen, 'Rd7', 3, 1)).toBe(false)
  })

  it('tips #13 and blunders #8: a piece pinned to its king may move along the line of the pin, and only along it', () => {
    // The pin of the tips (Re1 against the queen on e6) and of the study plan and cheat sheet (Bc4).
    for (const [fen, key, pinned, line] of [
      [
        'rnb1k2r/ppp2ppp/4q3/8/8/2N5/PPP2PPP/R1BQ1RK1 w kq - 0 1',
        'Re1',
        'e6',
        ['e7', 'e5', 'e4', 'e3', 'e2', 'e1'],
      ],
      ['r4rk1/pbp3pp/1pn1q3/8/8/1PN5/P1PQ1PPP/R2R1BK1 w - - 0 1', 'Bc4', 'e6', ['f7', 'd5', 'c4']],
    ] as const) {
      diagramAt(fen)
      const game = play(fen, [key])
      const own = new Chess(fen.replace(' w ', ' b ').replace(/ [KQkq-]+ /, ' - '))
      // Before the pin the queen could step off the line; after it, only along it.
      expect(
        own.moves({ square: pinned, verbose: true }).some((m) => !line.includes(m.to as never)),
      ).toBe(true)
      const moves = game.moves({ square: pinned, verbose: true }).map((m) => m.to)
      expect(moves.length, `${key}: the pinned queen still has moves`).toBeGreaterThan(0)
      expect([...moves].sort()).toEqual([...line].sort())
    }
    // The tips' line: the pinned queen takes the pinning rook.
    const fen = diagramAt('rnb1k2r/ppp2ppp/4q3/8/8/2N5/PPP2PPP/R1BQ1RK1 w kq - 0 1').fen
    expect(play(fen, ['Re1', 'Qxe1+']).inCheck()).toBe(true)
  })

  it('tips #17: the a5 pawn is passed, no black pawn in front of it on the a- or b-file', () => {
    const fen = diagramAt('r7/5pk1/6p1/P6p/7P/6P1/5PK1/R7 w - - 0 1').fen
    const game = new Chess(fen)
    const blocking = ['a6', 'a7', 'b6', 'b7'].filter(
      (sq) => game.get(sq as 'a6')?.type === 'p' && game.get(sq as 'a6')?.color === 'b',
    )
    expect(game.get('a5')).toEqual({ type: 'p', color: 'w' })
    expect(blocking).toEqual([])
  })

  it('english: after c4, Nc3 and Bg2 pawn, knight and bishop watch d5', () => {
    const game = play(new Chess().fen(), ['c4', 'c5', 'Nc3', 'Nc6', 'g3', 'g6', 'Bg2'])
    expect(game.attackers('d5', 'w').sort()).toEqual(['c3', 'c4', 'g2'])
  })

  it('english, Botvinnik set-up: a knight covers d4 from e2 as from f3, but only on e2 does it leave f2-f4 free', () => {
    const fen = diagramAt(
      'r1bq1rk1/ppp1npbp/2np2p1/4p3/2P1P3/2NP2P1/PP2NPBP/R1BQ1RK1 b - - 2 8',
    ).fen
    // White to move in the same position: what the f-pawn can do.
    const onE2 = new Chess(fen.replace(' b ', ' w '))
    expect(onE2.attackers('d4', 'w')).toContain('e2')
    expect(onE2.moves({ square: 'f2' })).toContain('f4')
    const onF3 = new Chess(fen.replace(' b ', ' w '))
    onF3.remove('e2')
    onF3.put({ type: 'n', color: 'w' }, 'f3')
    expect(onF3.attackers('d4', 'w')).toContain('f3')
    expect(onF3.moves({ square: 'f2' })).toEqual([])
  })

  it('study plan week 7: the king and the queen guard g7, but the king cannot take a protected queen there', () => {
    const fen = diagramAt('5q1k/pb3ppp/n7/7N/8/6Q1/PP3PPP/3R2K1 w - - 0 1').fen
    expect(new Chess(fen).attackers('g7', 'b').sort()).toEqual(['f8', 'h8'])
    // With the queen deflected to d8, Qxg7 is mate: the king cannot take back.
    expect(play(fen, ['Rd8', 'Qxd8', 'Qxg7#']).isCheckmate()).toBe(true)
  })

  it('tips #15: after 4...Qe7, White comes out a pawn ahead after 5.Qxe4 d6 6.d4', () => {
    diagramAt('rnbqkb1r/pppp1ppp/5n2/4N3/8/8/PPPPQPPP/RNB1KB1R w KQkq - 2 5')
    const game = play(new Chess().fen(), [
      ...['e4', 'e5', 'Nf3', 'Nf6', 'Nxe5', 'Nxe4', 'Qe2', 'Qe7', 'Qxe4', 'd6', 'd4'],
    ])
    // Black, to move, wins the pinned knight back for a pawn: White ends a pawn up.
    expect(balance(game) - materialSwing(game, 2)).toBe(1)
  })

  it('study plan week 2: with the pawn on h2 instead of h3, ...Re1 would be mate', () => {
    diagramAt('3qr2k/pp4pp/2p5/6N1/Q7/7P/PP3PP1/6K1 w - - 0 1')
    const game = play('3qr2k/pp4pp/2p5/6N1/Q7/8/PP3PPP/6K1 w - - 0 1', [
      ...['Nf7+', 'Kg8', 'Nxd8', 'Re1#'],
    ])
    expect(game.isCheckmate()).toBe(true)
  })

  it('study plan week 4: blocking with 1...Qe5 loses the queen to 2.Rxe5+', () => {
    const fen = diagramAt('r1b1k2r/pp3ppp/2n5/q7/8/4B3/PPP2PPP/R2QR1K1 w kq - 0 1').fen
    expect(play(fen, ['Bd2+', 'Qe5']).move('Rxe5+').captured).toBe('q')
  })

  it('study plan week 6: recapturing on f6 with the bishop or the pawn allows Qxh7#', () => {
    const fen = diagramAt('r1bq1rk1/ppp1bppp/2n1pn2/3p2B1/3P3Q/2PBPN2/PP1N1PPP/R4RK1 w - - 0 1').fen
    // "If Black does not recapture, White is simply a piece up": material is level before Bxf6.
    expect(balance(new Chess(fen))).toBe(0)
    for (const recapture of ['Bxf6', 'gxf6'])
      expect(play(fen, ['Bxf6', recapture, 'Qxh7#']).isCheckmate(), recapture).toBe(true)
  })
})
