// @vitest-environment node
/**
 * Every position the site shows could stand on a board with the counters its FEN gives (who is to
 * move, castling, en passant, halfmove clock, move number). A FEN is one of three kinds:
 * - a set-up position, numbered from 1 (`… 0 1`): a composed example that claims no game before
 *   it; only what no game can produce is checked (promotions, pawn files: chess-reachability.ts);
 * - a continuation: reached by a line the site plays from a set-up position, whose numbering it
 *   continues;
 * - a position from a game, with any other counters: it passes the counts of chess-reachability.ts
 *   (the move number covers the moves each side needs for what it has moved and captured; a
 *   halfmove clock of 0 follows a possible pawn move or capture), and a game from the starting
 *   position reaches it, all six fields: a line the site plays (an article's moves, a quiz line, an
 *   opening) or a proof game in PROOF_GAMES below. The game is asked for because counts cannot see
 *   the order of moves (chess-reachability.ts shows a position that fits every count and that no
 *   game reaches).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Chess } from 'chess.js'
import { describe, expect, it } from 'vitest'
import { playExact } from '../../scripts/chess-lines'
import type { ArticleBody } from '../../src/content/article-body'
import { CHEAT_SHEET } from '../../src/content/cheat-sheet'
import { HOME_HERO } from '../../src/content/home'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { LEVEL_QUESTION_BANK } from '../../src/content/level-quiz'
import { ADULTS_LESSONS, KIDS_LESSONS } from '../../src/content/lessons'
import { OPENING_MOVES } from '../../src/content/openings'
import { counterProblems, materialProblems } from './chess-reachability'

/**
 * Games that reach the positions from games that no line of the site reaches, keyed by the FEN
 * (all six fields), in move text from the starting position.
 */
const PROOF_GAMES: Record<string, string> = {
  // The blunders article, loose pieces: Black's bishop took the d-pawn on d3 before ...d5.
  'rn1qkb1r/ppp1nppp/4p3/3p4/6b1/2PBPN2/PP1N1PPP/R1BQ1RK1 w kq - 0 9':
    '1.d3 d6 2.Nf3 Bf5 3.e3 Bxd3 4.Nbd2 Bf5 5.c3 Bg4 6.Be2 e6 7.O-O Ne7 8.Bd3 d5',
  // The blunders article, ignoring the threat.
  'r1bq1rk1/p1pnbppp/1pn1p3/3pP2Q/3P1N2/2NB4/PPP2PPP/R1B2RK1 w - - 0 10':
    '1.e4 e6 2.d4 d5 3.Nc3 Nf6 4.e5 Nfd7 5.Nge2 Bb4 6.Nf4 Be7 7.Bd3 O-O 8.O-O Nc6 9.Qh5 b6',
  // The blunders article, the knight fork: the queens traded on d8, four quiet half-moves since.
  'r3kbnr/ppp2ppp/2n1b3/1N2p3/4P3/8/PPP2PPP/R1B1KBNR w KQkq - 4 8':
    '1.e4 e5 2.d3 d6 3.d4 Nc6 4.dxe5 dxe5 5.Qxd8+ Nxd8 6.Nc3 Nc6 7.Nb5 Be6',
  // The cheat sheet's double check: Réti–Tartakower, Vienna 1910, as its caption says.
  'rnbk1b1r/pp3ppp/2p5/4q3/4n3/8/PPPB1PPP/2KR1BNR w - - 0 10':
    '1.e4 c6 2.d4 d5 3.Nc3 dxe4 4.Nxe4 Nf6 5.Qd3 e5 6.dxe5 Qa5+ 7.Bd2 Qxe5 8.O-O-O Nxe4 9.Qd8+ Kxd8',
  // The knowledge quiz's en passant question.
  'rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3': '1.e4 a6 2.e5 d5',
}

/** The moves of a move text ("1.e4 e5 2.Nf3"), without their numbers. */
const movesOf = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/^\d+\.+/, ''))
    .filter(Boolean)

const START = new Chess().fen()
const isSetUp = (fen: string) => fen.endsWith(' 0 1')

const articles = import.meta.glob<{ body: ArticleBody }>('../../src/content/articles/*.ts', {
  eager: true,
})

interface Line {
  where: string
  from: string
  san: readonly string[]
}

const shown: Array<{ where: string; fen: string }> = []
const lines: Line[] = []

for (const [file, { body }] of Object.entries(articles)) {
  body.forEach((block, i) => {
    const where = `${file.split('/').at(-1)} #${i}`
    if (block.type === 'diagram') {
      shown.push({ where, fen: block.fen })
      if (block.claim?.leadsTo) shown.push({ where, fen: block.claim.leadsTo })
      if (block.claim?.move) lines.push({ where, from: block.fen, san: [block.claim.move] })
    } else if (block.type === 'moves') {
      if (block.fen) shown.push({ where, fen: block.fen })
      if (block.leadsTo) shown.push({ where, fen: block.leadsTo })
      lines.push({ where, from: block.fen ?? START, san: block.san })
    }
  })
}
for (const { name, diagram } of CHEAT_SHEET) {
  shown.push({ where: `cheat sheet ${name}`, fen: diagram.fen })
  if (diagram.claim?.move)
    lines.push({ where: `cheat sheet ${name}`, from: diagram.fen, san: [diagram.claim.move] })
}
for (const [where, position] of [
  ...KNOWLEDGE_QUESTIONS.map((q, i) => [`knowledge quiz #${i + 1}`, q.position] as const),
  ...LEVEL_QUESTION_BANK.map((q) => [`level quiz ${q.id}`, q.position] as const),
]) {
  if (!position) continue
  shown.push({ where, fen: position.fen })
  if (position.claim.line) lines.push({ where, from: START, san: position.claim.line })
  if (position.claim.move) lines.push({ where, from: position.fen, san: [position.claim.move] })
}
shown.push({ where: 'home hero', fen: HOME_HERO.boardFen })
shown.push({ where: 'kids lessons hero', fen: KIDS_LESSONS.hero.boardFen })
shown.push({ where: 'adults lessons hero', fen: ADULTS_LESSONS.hero.boardFen })
for (const [name, { san }] of Object.entries(OPENING_MOVES))
  lines.push({ where: `opening ${name}`, from: START, san })
for (const [fen, text] of Object.entries(PROOF_GAMES))
  lines.push({ where: `proof game for ${fen}`, from: START, san: movesOf(text) })

/** Every position of a line after its start (a move that does not play ends it: other tests say why). */
function positionsOf(line: Line): string[] {
  const game = new Chess(line.from)
  const fens: string[] = []
  for (const san of line.san) {
    try {
      game.move(san)
    } catch {
      break
    }
    fens.push(game.fen())
  }
  return fens
}

/** The positions the lines reach from `starts`, and from every position so reached. */
function reachedFrom(starts: Iterable<string>): Set<string> {
  const reached = new Set(starts)
  for (let grew = true; grew;) {
    grew = false
    for (const line of lines)
      if (reached.has(line.from))
        for (const fen of positionsOf(line))
          if (!reached.has(fen)) {
            reached.add(fen)
            grew = true
          }
  }
  return reached
}

const fromGames = reachedFrom([START])
const fromSetUps = reachedFrom(shown.map((s) => s.fen).filter(isSetUp))
const fromAGame = shown.filter(
  ({ fen }) => !isSetUp(fen) && !(fromSetUps.has(fen) && !fromGames.has(fen)),
)

describe('every position the site shows could stand on a board', () => {
  it('collects every FEN written in src/content', () => {
    const dir = path.resolve(import.meta.dirname, '../../src/content')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('generated'),
    )
    const fenShape =
      /'([pnbrqkPNBRQK1-8]+(?:\/[pnbrqkPNBRQK1-8]+){7} [wb] [KQkq-]+ [a-h1-8-]+ \d+ \d+)'/g
    const written = files.flatMap((f) =>
      [...readFileSync(path.join(dir, f), 'utf8').matchAll(fenShape)].map((m) => m[1]!),
    )
    expect(written.length).toBeGreaterThan(50)
    const collected = new Set(shown.map((s) => s.fen))
    expect(written.filter((fen) => !collected.has(fen))).toEqual([])
  })

  it('no caption under a composed position (… 0 1) tells of a move before it', () => {
    const captions = [
      ...Object.entries(articles).flatMap(([file, { body }]) =>
        body.flatMap((block, i) =>
          block.type === 'diagram' ? [[`${file.split('/').at(-1)} #${i}`, block] as const] : [],
        ),
      ),
      ...CHEAT_SHEET.map(({ name, diagram }) => [`cheat sheet ${name}`, diagram] as const),
      ...[...KNOWLEDGE_QUESTIONS, ...LEVEL_QUESTION_BANK].flatMap((q) =>
        q.position ? [[q.question, q.position] as const] : [],
      ),
    ]
    const history =
      /\b(?:has|have|had) just\b|\bjust (?:played|moved|left)\b|\b(?:last|previous) move\b|\bhas left\b/i
    const telling = captions.filter(([, d]) => isSetUp(d.fen) && history.test(d.caption))
    expect(telling.map(([where, d]) => `${where}: ${d.caption}`)).toEqual([])
    expect(captions.length).toBeGreaterThan(40)
  })

  it('names an opening one way: Petrov, as the spec and the opening catalogue spell it', () => {
    const dir = path.resolve(import.meta.dirname, '../../src/content')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )
    const petroff = files.filter((f) => /Petroff/i.test(readFileSync(path.join(dir, f), 'utf8')))
    expect(petroff).toEqual([])
    expect(Object.keys(OPENING_MOVES)).toContain('Petrov')
  })

  it.each(shown.map(({ where, fen }) => [where, fen] as const))(
    '%s: %s has no more promoted pieces or pawn file changes than captures allow',
    (_, fen) => {
      expect(materialProblems(fen)).toEqual([])
    },
  )

  it.each(fromAGame.map(({ where, fen }) => [where, fen] as const))(
    '%s: %s has move counters its units allow',
    (_, fen) => {
      expect(counterProblems(fen)).toEqual([])
    },
  )

  it.each(fromAGame.map(({ where, fen }) => [where, fen] as const))(
    '%s: a game reaches %s',
    (where, fen) => {
      expect(
        fromGames.has(fen),
        `${where}: no line of the site and no proof game reaches ${fen}; write the game in PROOF_GAMES, or number a composed position from 1 (… 0 1)`,
      ).toBe(true)
    },
  )

  it.each(Object.entries(PROOF_GAMES))(
    'the proof game for %s plays and reaches it',
    (fen, text) => {
      const game = new Chess()
      for (const san of movesOf(text)) playExact(game, san)
      expect(game.fen()).toBe(fen)
      expect(
        shown.map((s) => s.fen),
        'a proof game for a position the site no longer shows',
      ).toContain(fen)
    },
  )
})

describe('the counts of chess-reachability.ts', () => {
  it('never reject a position a game reaches (every position the site’s games pass through)', () => {
    expect(fromGames.size).toBeGreaterThan(250)
    const rejected = [...fromGames].flatMap((fen) =>
      [...materialProblems(fen), ...counterProblems(fen)].map((p) => `${fen}: ${p}`),
    )
    expect(rejected).toEqual([])
  })

  it('reject a move number too small for the moves made', () => {
    // White needs d4, e4-e5, Nc3, Ng1-e2-f4, Bd3, Qh5 and O-O: nine moves, not eight.
    expect(
      counterProblems('r1bq1rk1/p1pnbppp/1pn1p3/3pP2Q/3P1N2/2NB4/PPP2PPP/R1B2RK1 w - - 0 9'),
    ).toEqual([
      'White needs at least 9 moves (9 to bring its units where they stand, 0 captures) but has made 8',
    ])
    // Black has taken two pawns in one move.
    expect(counterProblems('rnbqkbnr/pppppppp/8/8/8/8/2PPPPPP/RNBQKBNR w KQkq - 0 2')).toEqual([
      'Black needs at least 2 moves (0 to bring its units where they stand, 2 captures) but has made 1',
    ])
    // Nf3, g3, Bg2 and O-O: castling is one move for king and rook.
    const castled = 'rnbqkbnr/pppppppp/8/8/8/5NP1/PPPPPPBP/RNBQ1RK1 b kq - 3 4'
    expect(counterProblems(castled)).toEqual([])
    expect(counterProblems(castled.replace(/4$/, '3'))).toEqual([
      'White needs at least 4 moves (4 to bring its units where they stand, 0 captures) but has made 3',
    ])
  })

  it('reject a halfmove clock that no last move explains', () => {
    // After 1.Nf3 Nf6 2.Ng1 Ng8: no pawn has moved, nothing is captured.
    const back = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3'
    expect(counterProblems(back)).toEqual([])
    expect(counterProblems(back.replace(' 4 3', ' 0 3'))).toEqual([
      "halfmove clock 0, but Black's last move can have been neither a pawn move nor a capture",
    ])
    expect(counterProblems(back.replace(' 4 3', ' 5 3'))).toEqual([
      'halfmove clock 5 after 4 half-moves',
    ])
    expect(
      counterProblems('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 1 2'),
    ).toEqual(['en passant square e6 with halfmove clock 1'])
  })

  it('reject more promoted pieces than missing pawns, and pawn files captures cannot explain', () => {
    // Two bishops on light squares: one is promoted, and the g-pawn is gone.
    expect(materialProblems('4k3/8/8/8/8/8/PPPPPP1P/3BKB2 w - - 0 1')).toEqual([])
    expect(materialProblems('4k3/8/8/8/8/8/PPPPPPPP/3BKB2 w - - 0 1')).toEqual([
      'White: 1 promoted pieces needed, 0 pawns gone',
    ])
    // Two pawns on the e-file and none on the h-file: three captures (h-g, g-f, f-e, or h-e).
    expect(materialProblems('4k3/8/8/8/8/4P3/PPPPPPP1/4K3 w - - 0 1')).toEqual([])
    expect(materialProblems('rnbqkbnr/pppppppp/8/8/8/4P3/PPPPPPP1/RNBQKBNR w KQkq - 0 1')).toEqual([
      'White: 3 pawn captures needed for its pawn files, Black has lost 0 units',
    ])
  })
})
