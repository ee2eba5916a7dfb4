// @vitest-environment node
/**
 * The quizzes' chess is correct (spec: chess-correct content). Every position question of the
 * knowledge quiz and the level bank shows a legal position (valid FEN, the side not to move not in
 * check), and its claim holds under chess.js: the keyed move is legal and is what the correct option
 * names; a claimed mate is mate; a mate in two is forced against every reply; a claimed win of
 * material holds against the best reply named (and against every other reply the piece can still be
 * taken or the king mated); a line from the start reaches the position. The other options that name
 * a legal move do not do what the key does. chess.js never reaches the browser.
 */
import { Chess, validateFen, type PieceSymbol } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { playExact } from '../../scripts/chess-lines'
import { numberedRuns, proseChecker } from './chess-notation'
import type { PositionClaim, QuizPosition } from '../../src/domain/quiz'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { LEVEL_QUESTION_BANK } from '../../src/content/level-quiz'

interface Item {
  where: string
  /** The question, its options, its explanation and the board's caption. */
  texts: readonly string[]
  options: readonly string[]
  correct: number
  position: QuizPosition
}

const items: Item[] = [
  ...KNOWLEDGE_QUESTIONS.flatMap((q, i) =>
    q.position
      ? [
          {
            where: `knowledge #${i + 1}`,
            texts: [q.question, ...q.options, q.explanation, q.position.caption],
            options: q.options,
            correct: q.correct,
            position: q.position,
          },
        ]
      : [],
  ),
  ...LEVEL_QUESTION_BANK.flatMap((q) =>
    q.position
      ? [
          {
            where: `level ${q.id}`,
            texts: [q.question, ...q.options, q.explanation, q.position.caption],
            options: q.options,
            correct: q.correctAnswer,
            position: q.position,
          },
        ]
      : [],
  ),
]

/** The move an option names: its first word, without check/mate marks. */
const leadingMove = (option: string) => option.split(/[\s,]/)[0]!.replace(/[+#]/g, '')
const bare = (san: string) => san.replace(/[+#]/g, '')

function expectLegal(fen: string, where: string) {
  expect(validateFen(fen), `${where}: ${fen}`).toEqual({ ok: true })
  const parts = fen.split(' ')
  parts[1] = parts[1] === 'w' ? 'b' : 'w'
  parts[3] = '-'
  expect(
    new Chess(parts.join(' '), { skipValidation: true }).inCheck(),
    `${where}: side not to move in check`,
  ).toBe(false)
}

const after = (fen: string, ...moves: string[]) => {
  const game = new Chess(fen)
  for (const m of moves) game.move(m)
  return game
}
const hasMateInOne = (game: Chess) => game.moves().some((m) => after(game.fen(), m).isCheckmate())
const canCapture = (game: Chess, piece: PieceSymbol) =>
  game.moves({ verbose: true }).some((m) => m.captured === piece)

/** Does `move` do what the claim says (used for the key, and to check the other options do not)? */
function claimHolds(fen: string, move: string, claim: PositionClaim): boolean {
  const game = after(fen, move)
  if (claim.mate) return game.isCheckmate()
  if (claim.mateInTwo)
    return (
      !game.isGameOver() && game.moves().every((reply) => hasMateInOne(after(game.fen(), reply)))
    )
  if (claim.wins) {
    const piece = claim.wins.piece
    return (
      game.moves().length > 0 &&
      game.moves().every((reply) => {
        const next = after(game.fen(), reply)
        return canCapture(next, piece) || hasMateInOne(next)
      })
    )
  }
  return true
}

describe('quiz position questions', () => {
  it('enough position questions: 3+ of the knowledge quiz, 5+ of the level bank', () => {
    expect(KNOWLEDGE_QUESTIONS).toHaveLength(10)
    expect(KNOWLEDGE_QUESTIONS.filter((q) => q.position).length).toBeGreaterThanOrEqual(3)
    expect(LEVEL_QUESTION_BANK.filter((q) => q.position).length).toBeGreaterThanOrEqual(5)
  })

  it('every question has 4 options and a correct index among them', () => {
    for (const q of KNOWLEDGE_QUESTIONS) {
      expect(q.options).toHaveLength(4)
      expect(q.correct).toBeGreaterThanOrEqual(0)
      expect(q.correct).toBeLessThan(4)
    }
    for (const q of LEVEL_QUESTION_BANK) {
      expect(q.options).toHaveLength(4)
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0)
      expect(q.correctAnswer).toBeLessThan(4)
    }
  })

  it.each(items.map((item) => [item.where, item] as const))(
    '%s: every numbered move of its text plays from the start, the position or its line',
    (where, { position, texts }) => {
      const { record, numberedAs, check, failures } = proseChecker()
      const { fen, claim } = position
      if (claim.line) record(new Chess().fen(), 1, 'w', claim.line)
      for (const [n, side] of numberedAs(fen)) record(fen, n, side, claim.move ? [claim.move] : [])
      for (const text of texts) check(text, where)
      expect(failures).toEqual([])
      // The caption names the position shown: a line it writes from move 1 is the claimed line.
      for (const run of numberedRuns(position.caption).filter((r) => r[0]!.n === 1))
        expect(
          run.map((m) => m.san),
          `${where}: the caption's line`,
        ).toEqual(claim.line?.slice(0, run.length))
    },
  )

  it.each(items.map((item) => [item.where, item] as const))(
    '%s',
    (where, { position, options, correct }) => {
      const { fen, claim } = position
      expectLegal(fen, where)
      if (claim.line) {
        // Written as chess.js writes each move (check and mate marks included), and reaching the
        // position shown.
        const game = new Chess()
        for (const san of claim.line) playExact(game, san)
        expect(game.fen(), `${where}: line (all six FEN fields)`).toBe(fen)
      }
      if (!claim.move) return
      const legal = new Chess(fen).moves()
      expect(legal, `${where}: ${claim.move} is not legal`).toContain(claim.move)
      expect(leadingMove(options[correct]!), `${where}: the correct option names the key`).toBe(
        bare(claim.move),
      )
      expect(
        claimHolds(fen, claim.move, claim),
        `${where}: the claim fails for ${claim.move}`,
      ).toBe(true)
      if (claim.wins) {
        const { reply, then, piece } = claim.wins
        const game = after(fen, claim.move)
        expect(game.moves(), `${where}: the best reply ${reply}`).toContain(reply)
        playExact(game, reply)
        expect(playExact(game, then).captured, `${where}: ${then} wins the ${piece}`).toBe(piece)
      }
      // The wrong options: a move they name is illegal here, or does not do what the key does.
      options.forEach((option, i) => {
        if (i === correct) return
        const san = legal.find((m) => bare(m) === leadingMove(option))
        if (!san) return
        const sameKind = claim.mate || claim.mateInTwo || claim.wins
        expect(
          sameKind,
          `${where}: option ${option} is also a legal move for a move-only claim`,
        ).toBeTruthy()
        expect(claimHolds(fen, san, claim), `${where}: option ${option} works too`).toBe(false)
      })
    },
  )
})

describe('a position question does not give its answer away', () => {
  it.each(
    items.filter((item) => item.position.claim.move).map((item) => [item.where, item] as const),
  )(
    '%s: neither the caption nor a highlight names the square the key move goes to',
    (where, { position }) => {
      const to = new Chess(position.fen).move(position.claim.move!).to
      expect(position.caption, where).not.toMatch(new RegExp(`\\b${to}\\b`))
      expect(position.highlights ?? [], where).not.toContain(to)
    },
  )
})

describe('what the level quiz’s explanations say about the board', () => {
  const byId = (id: string) => {
    const position = LEVEL_QUESTION_BANK.find((q) => q.id === id)?.position
    if (!position) throw new Error(`No level question ${id} with a position`)
    return position
  }

  it('Scholar’s mate: f7 is guarded only by the king', () => {
    const { fen } = byId('tactics-scholars-mate')
    expect(new Chess(fen).attackers('f7', 'b')).toEqual(['e8'])
  })

  it('mate in two: Qd8+ forces Rxd8', () => {
    const { fen } = byId('calculation-mate-in-two')
    expect(after(fen, 'Qd8+').moves()).toEqual(['Rxd8'])
  })
})
