/**
 * The chess style quiz (spec §3 "Style quiz question", §9 "Style quiz"): ten questions, four answers
 * each, every answer scoring 0-4 for each of the six styles. Each answer leans clearly towards one or
 * two styles, so answer patterns separate them (tests/unit/style-quiz-content.test.ts checks that
 * every style can win). Plus the personalised insights for the answers to questions 2, 6 and 9.
 */
import type { StyleId } from './chess-styles'

export type StyleScores = Readonly<Record<StyleId, number>>

interface StyleAnswer {
  text: string
  scores: StyleScores
}

export interface StyleQuestion {
  id: number
  question: string
  answers: readonly [StyleAnswer, StyleAnswer, StyleAnswer, StyleAnswer]
}

/** Scores with every style at 0 but the ones named. */
const s = (scores: Partial<Record<StyleId, number>>): StyleScores => ({
  tactician: 0,
  strategist: 0,
  endgameArtist: 0,
  gambiteer: 0,
  grinder: 0,
  universal: 0,
  ...scores,
})

export const STYLE_QUESTIONS: readonly StyleQuestion[] = [
  {
    id: 1,
    question:
      "It's move 15 and you see a piece sacrifice that might lead to mate, but you can't calculate it to the end. What do you do?",
    answers: [
      {
        text: 'Sacrifice: the attack will find a way.',
        scores: s({ gambiteer: 4, tactician: 3, universal: 1 }),
      },
      {
        text: 'Calculate as deeply as I can and sacrifice only if it works.',
        scores: s({ tactician: 4, universal: 2, strategist: 1 }),
      },
      {
        text: 'Keep building pressure: the sacrifice will still be there later.',
        scores: s({ strategist: 4, universal: 2, grinder: 1 }),
      },
      {
        text: 'Play the safe move and steer towards a good endgame.',
        scores: s({ endgameArtist: 4, grinder: 3, strategist: 1 }),
      },
    ],
  },
  {
    id: 2,
    question: 'Which first move feels most like you with the white pieces?',
    answers: [
      {
        text: '1.e4, heading for open, sharp games.',
        scores: s({ tactician: 3, gambiteer: 2, universal: 1 }),
      },
      {
        text: '1.d4 or 1.c4, for a slow, structured fight.',
        scores: s({ strategist: 4, endgameArtist: 1, grinder: 1, universal: 1 }),
      },
      {
        text: '1.e4 e5 2.f4: the King’s Gambit, or any gambit I can find.',
        scores: s({ gambiteer: 4, tactician: 2 }),
      },
      {
        text: 'It depends on my opponent: I play several first moves.',
        scores: s({ universal: 4, strategist: 1 }),
      },
    ],
  },
  {
    id: 3,
    question:
      'Your opponent offers a draw in an equal position with plenty of play left. What do you do?',
    answers: [
      {
        text: 'Decline: there are still tricks to set.',
        scores: s({ tactician: 2, gambiteer: 2, grinder: 2 }),
      },
      {
        text: 'Decline and keep pressing, even if it takes another 60 moves.',
        scores: s({ grinder: 4, endgameArtist: 2 }),
      },
      {
        text: 'Accept, unless I can see a long-term plan for my side.',
        scores: s({ strategist: 3, universal: 2 }),
      },
      {
        text: 'Check the clock and the standings, then decide.',
        scores: s({ universal: 4, strategist: 1 }),
      },
    ],
  },
  {
    id: 4,
    question: 'Which kind of position do you enjoy most?',
    answers: [
      {
        text: 'Kings castled on opposite sides, both sides racing to attack.',
        scores: s({ tactician: 4, gambiteer: 3 }),
      },
      {
        text: 'A closed centre where the better plan wins.',
        scores: s({ strategist: 4, grinder: 2 }),
      },
      {
        text: 'Rook and pawns against rook and pawns.',
        scores: s({ endgameArtist: 4, grinder: 2 }),
      },
      {
        text: 'Any position, as long as there is a fight.',
        scores: s({ universal: 4, tactician: 1, grinder: 1 }),
      },
    ],
  },
  {
    id: 5,
    question: 'You are a pawn down with no compensation. How do you play on?',
    answers: [
      {
        text: 'I look for the sharpest complications I can find.',
        scores: s({ tactician: 3, gambiteer: 3 }),
      },
      {
        text: 'I dig in, make every move hard and wait for a mistake.',
        scores: s({ grinder: 4, endgameArtist: 1 }),
      },
      {
        text: 'I trade into an ending with drawing chances, like opposite-coloured bishops.',
        scores: s({ endgameArtist: 4, strategist: 1 }),
      },
      {
        text: 'I build long-term compensation: active pieces and weak squares to use.',
        scores: s({ strategist: 3, universal: 2 }),
      },
    ],
  },
  {
    id: 6,
    question: 'Where does most of your thinking time go?',
    answers: [
      {
        text: 'Into sharp middlegames, calculating variations.',
        scores: s({ tactician: 4, universal: 1 }),
      },
      {
        text: 'Early on, making a plan; then I play faster.',
        scores: s({ strategist: 4, universal: 1 }),
      },
      {
        text: 'I save it for the endgame, where precision counts.',
        scores: s({ endgameArtist: 4, grinder: 2 }),
      },
      {
        text: 'Very little in the opening: I play fast to keep the initiative.',
        scores: s({ gambiteer: 4, tactician: 1 }),
      },
    ],
  },
  {
    id: 7,
    question: 'Which famous game would you most like to have played?',
    answers: [
      {
        text: 'The Immortal Game: Anderssen gives both rooks and his queen, then mates.',
        scores: s({ gambiteer: 4, tactician: 3 }),
      },
      {
        text: "Karpov's slow squeeze of Unzicker at the 1974 Olympiad.",
        scores: s({ strategist: 4, grinder: 2 }),
      },
      {
        text: "Capablanca's rook endgame against Tartakower, New York 1924.",
        scores: s({ endgameArtist: 4, strategist: 1 }),
      },
      {
        text: 'Fischer\'s "Game of the Century" against Donald Byrne, 1956.',
        scores: s({ universal: 4, tactician: 2 }),
      },
    ],
  },
  {
    id: 8,
    question: 'After a loss, what do you study first?',
    answers: [
      {
        text: 'Tactics puzzles: I must have missed a combination.',
        scores: s({ tactician: 4, gambiteer: 1 }),
      },
      {
        text: 'The plans behind the opening I played.',
        scores: s({ strategist: 3, universal: 2, gambiteer: 1 }),
      },
      {
        text: 'The endgame: where did my technique let me down?',
        scores: s({ endgameArtist: 4, grinder: 2 }),
      },
      {
        text: 'Where I lost patience, and how I should have defended.',
        scores: s({ grinder: 4, strategist: 1 }),
      },
    ],
  },
  {
    id: 9,
    question: 'Which piece is most like you?',
    answers: [
      {
        text: 'The knight: tricky forks from unexpected squares.',
        scores: s({ tactician: 4, gambiteer: 1 }),
      },
      {
        text: 'The bishop: long diagonals and long-term pressure.',
        scores: s({ strategist: 4, universal: 1 }),
      },
      {
        text: 'The king: strong and active once the queens are gone.',
        scores: s({ endgameArtist: 4, grinder: 2 }),
      },
      {
        text: 'The queen: she can do everything.',
        scores: s({ universal: 3, gambiteer: 2, tactician: 1 }),
      },
    ],
  },
  {
    id: 10,
    question: 'Your ideal tournament game ends...',
    answers: [
      {
        text: 'With a mating attack before move 30.',
        scores: s({ gambiteer: 4, tactician: 3 }),
      },
      {
        text: "With my opponent's position collapsing after a long plan.",
        scores: s({ strategist: 4, grinder: 1 }),
      },
      {
        text: 'In a won endgame after 80 moves.',
        scores: s({ grinder: 4, endgameArtist: 3 }),
      },
      {
        text: 'Any way at all, as long as I played the position in front of me well.',
        scores: s({ universal: 4 }),
      },
    ],
  },
]

/**
 * A personalised insight: one line per answer index, and for a style whose instincts pull against
 * an answer (a gambiteer who opens with 1.d4), the line that style reads instead.
 */
export interface StyleInsight {
  topic: string
  lines: readonly string[]
  forStyle?: Partial<Record<StyleId, Readonly<Record<number, string>>>>
}

/**
 * Personalised insights: for questions 2, 6 and 9 (by id), one line per answer index (spec §2
 * "insights from the answers to questions 2, 6 and 9").
 */
export const STYLE_INSIGHTS: Readonly<Record<number, StyleInsight>> = {
  2: {
    topic: 'Your openings',
    forStyle: {
      tactician: {
        1: 'You open with 1.d4 or 1.c4, yet your answers are a tactician’s: choose the sharpest lines of your openings, and a quiet first move will still lead to positions full of tactics.',
      },
      gambiteer: {
        1: 'You open with 1.d4 or 1.c4, yet your answers are a gambiteer’s: your openings have gambits too (the Blackmar-Diemer with White, the Benko with Black), so you can keep your first move and still play for the initiative.',
      },
      strategist: {
        0: 'You open with 1.e4, yet your answers are a strategist’s: choose the quieter main lines, such as the Ruy Lopez, where you can build a plan from the first moves.',
        2: 'You reach for gambits, yet your answers are a strategist’s: prefer gambits whose compensation lasts, such as the Benko Gambit with its queenside pressure, to all-or-nothing attacks.',
      },
      endgameArtist: {
        0: 'You open with 1.e4, yet your answers are an endgame artist’s: choose lines that lead to clear pawn structures, and steer the game towards the endings you play best.',
        2: 'You reach for gambits, yet your answers are an endgame artist’s: prefer gambits such as the Benko, whose queenside pressure often lasts into the endgame, to quick attacks.',
      },
      grinder: {
        0: 'You open with 1.e4, yet your answers are a grinder’s: pick solid lines that lead to long manoeuvring games, such as the Ruy Lopez or the Italian Game with d3.',
        2: 'You reach for gambits, yet your answers are a grinder’s: prefer gambits whose compensation lasts, such as the Benko Gambit, to quick attacks that burn out.',
      },
    },
    lines: [
      'You open with 1.e4 for open lines and early contact: keep a sharp, well-prepared repertoire and your middlegames will suit you.',
      'You prefer the slow build-up of 1.d4 or 1.c4: learn the pawn structures your openings lead to, and the plans will come to you.',
      'You reach for gambits: know the compensation you get for each pawn, so you keep attacking when the first threats are parried.',
      'You vary your first move: a flexible repertoire fits you, but make sure you understand each opening, not just its moves.',
    ],
  },
  6: {
    topic: 'Your clock',
    lines: [
      'You spend your time calculating sharp middlegames: add a time budget per phase, so the endgame never comes in time trouble.',
      'You invest time early to make a plan: good habit. Check each move for your opponent’s tactics before you play fast.',
      'You save time for the endgame: smart, as long as you do not drift in the middlegame. Decide on a plan before move 20.',
      'You play the opening fast to keep the initiative: know your lines well, and slow down the moment the position turns critical.',
    ],
  },
  9: {
    topic: 'Your piece',
    lines: [
      'You see yourself as a knight: train forks and double attacks, and learn the outposts where knights beat bishops.',
      'You see yourself as a bishop: study good versus bad bishops and the bishop pair, and open the diagonals they need.',
      'You see yourself as a king: practise king activity in the endgame; it is often worth a pawn or more.',
      'You see yourself as a queen: versatile, but do not bring her out too early. Learn the queen-and-knight attacking teamwork.',
    ],
  },
}

/** The heading over the quiz result's share buttons. */
export const STYLE_SHARE_HEADING = 'Share your chess style'
