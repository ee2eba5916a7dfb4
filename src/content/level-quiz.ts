import type {
  Difficulty,
  ImprovedTier,
  LevelCategory,
  LevelId,
  LevelQuestion,
} from '../domain/quiz'

/**
 * The level quiz bank (spec §3 "Level quiz question bank"): 12 questions, two per category, used by
 * the level quiz (/chess-level-quiz) and the improved level quiz (/find-your-level), which draw 10 of
 * them per visit (src/domain/quiz.ts `selectLevelQuestions`). Five are about a position and show
 * it; tests/unit/quiz-chess.test.ts checks every position and key with chess.js. An option that
 * answers with a move starts with the move in SAN.
 */
export const LEVEL_QUESTION_BANK: readonly LevelQuestion[] = [
  {
    id: 'opening-italian',
    question: 'After 1.e4 e5 2.Nf3 Nc6 3.Bc4, which opening is on the board?',
    options: [
      'The Sicilian Defence',
      'The Italian Game',
      "The Queen's Gambit",
      'The French Defence',
    ],
    correctAnswer: 1,
    explanation:
      "3.Bc4 aims the bishop at f7, Black's weakest square: this is the Italian Game, one of the oldest openings. If Black answers 3...Bc5, it is called the Giuoco Piano.",
    difficulty: 'beginner',
    category: 'opening',
    position: {
      fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
      caption: 'The position after 1.e4 e5 2.Nf3 Nc6 3.Bc4, Black to move.',
      highlights: ['c4', 'f7'],
      arrows: [['c4', 'f7']],
      claim: { line: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4'] },
    },
  },
  {
    id: 'opening-gambit',
    question: 'In 1.d4 d5 2.c4, what is the main idea of 2.c4?',
    options: [
      'To trap the black queen',
      "To challenge Black's centre pawn on d5",
      'To prepare kingside castling',
      'To open the h-file for the rook',
    ],
    correctAnswer: 1,
    explanation:
      "The Queen's Gambit offers the c-pawn to pull Black's d5 pawn away from the centre, so that White can build a strong centre with e4.",
    difficulty: 'intermediate',
    category: 'opening',
  },
  {
    id: 'tactics-scholars-mate',
    question: 'White to move. Which move wins at once?',
    options: ['Qxf7#', 'Qxe5+', 'Bxf7+', 'Qxh7'],
    correctAnswer: 0,
    explanation:
      "Qxf7 is checkmate (the Scholar's Mate): the queen is protected by the bishop on c4, and the king has no square to go to. Black's ...Nf6 attacked the queen but left f7 guarded only by the king, which cannot take a protected queen.",
    difficulty: 'beginner',
    category: 'tactics',
    position: {
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
      caption: 'The position after 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6, White to move.',
      claim: { move: 'Qxf7#', mate: true, line: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6'] },
    },
  },
  {
    id: 'tactics-skewer',
    question: 'White to move. How does White win the black queen?',
    options: [
      'Bg2+, a skewer along the long diagonal',
      'Bd3+',
      'Bb5',
      'Kc2, bringing the king closer',
    ],
    correctAnswer: 0,
    explanation:
      'Bg2+ checks the king on e4 along the long diagonal. The king must step aside, and the bishop takes the queen behind it on b7: a skewer.',
    difficulty: 'intermediate',
    category: 'tactics',
    position: {
      fen: '8/1q6/8/8/4k3/8/8/2K2B2 w - - 0 1',
      caption: 'White: king c1, bishop f1. Black: king e4, queen b7 on the same long diagonal.',
      highlights: ['e4', 'b7'],
      claim: { move: 'Bg2+', wins: { reply: 'Kd4', then: 'Bxb7', piece: 'q' } },
    },
  },
  {
    id: 'strategy-outpost',
    question: 'What is an "outpost" in chess strategy?',
    options: [
      'A square near the enemy camp that enemy pawns can no longer attack',
      'Any square on the edge of the board',
      'The square where the king castles',
      'A pawn that has crossed the middle of the board',
    ],
    correctAnswer: 0,
    explanation:
      'An outpost is a square, often protected by your own pawn, that no enemy pawn can attack. A knight on an outpost is very hard to dislodge.',
    difficulty: 'intermediate',
    category: 'strategy',
  },
  {
    id: 'strategy-bishop-pair',
    question: 'In which kind of position is the bishop pair usually strongest?',
    options: [
      'Closed positions with locked pawn chains',
      'Open positions with pawns on both wings',
      'Positions where all the pawns are on one wing',
      'It makes no difference',
    ],
    correctAnswer: 1,
    explanation:
      'Bishops need open diagonals. In open positions with play on both wings the two bishops together control squares of both colours at long range.',
    difficulty: 'advanced',
    category: 'strategy',
  },
  {
    id: 'endgame-rook-mate',
    question: 'White to move. Which move checkmates?',
    options: ['Ra8#', 'Ra7', 'Kg6', 'Rf1'],
    correctAnswer: 0,
    explanation:
      'With the kings facing each other (opposition), Ra8 is mate: the rook covers the whole eighth rank and the white king covers e7, f7 and g7.',
    difficulty: 'beginner',
    category: 'endgame',
    position: {
      fen: '5k2/8/5K2/8/8/8/8/R7 w - - 0 1',
      caption: 'White: king f6, rook a1. Black: king f8.',
      highlights: ['f6', 'f8'],
      claim: { move: 'Ra8#', mate: true },
    },
  },
  {
    id: 'endgame-opposition',
    question: 'In a king and pawn endgame, what does "having the opposition" mean?',
    options: [
      'Having more pawns than the opponent',
      'The kings face each other with one square between them and the other side must move',
      'Your king is closer to the centre',
      'Your pawn is on the seventh rank',
    ],
    correctAnswer: 1,
    explanation:
      'When the kings stand on the same file or rank with one square between them, the side that does not have to move has the opposition, and the other king must give way.',
    difficulty: 'advanced',
    category: 'endgame',
  },
  {
    id: 'calculation-mate-in-two',
    question: 'White to move and mate in two. What is the first move?',
    options: ['Qd8+', 'Qd7', 'h3', 'Qe3'],
    correctAnswer: 0,
    explanation:
      'Qd8+! forces Rxd8, and Rxd8 is a back-rank mate: the black rook on c8 was the only guard of the eighth rank.',
    difficulty: 'intermediate',
    category: 'calculation',
    position: {
      fen: '2r3k1/5ppp/8/8/8/8/3Q1PPP/3R2K1 w - - 0 1',
      caption: "White's queen and rook are doubled on the d-file; Black's king has no luft.",
      highlights: ['d2', 'd1', 'c8'],
      claim: { move: 'Qd8+', mateInTwo: true },
    },
  },
  {
    id: 'calculation-knight-corner',
    question: 'How many squares can a knight reach from a corner square such as a1?',
    options: ['1', '2', '3', '4'],
    correctAnswer: 1,
    explanation:
      'From a1 a knight reaches only b3 and c2. "A knight on the rim is dim": near the edge it controls far fewer squares than in the centre (up to 8).',
    difficulty: 'advanced',
    category: 'calculation',
  },
  {
    id: 'decision-ahead',
    question: 'You are a whole queen ahead in the middlegame. What is usually the best plan?',
    options: [
      'Avoid all trades and attack with every pawn',
      'Trade pieces to simplify into a winning endgame',
      'Offer a draw',
      'Give back material to keep the game complicated',
    ],
    correctAnswer: 1,
    explanation:
      'When you are far ahead, every trade makes your extra material count for more and leaves the opponent fewer chances to trick you.',
    difficulty: 'beginner',
    category: 'decision_making',
  },
  {
    id: 'decision-candidates',
    question: 'Before choosing a move in a sharp position, what should you do first?',
    options: [
      'Play the first move that comes to mind',
      'List the checks, captures and threats for both sides (candidate moves)',
      'Move the piece that has moved the least',
      'Always play the most aggressive move',
    ],
    correctAnswer: 1,
    explanation:
      'Strong players first list candidate moves, starting with forcing ones (checks, captures, threats), and look at the opponent’s best replies before deciding.',
    difficulty: 'advanced',
    category: 'decision_making',
  },
]

/** The question the level quizzes open with, shown in the prerendered page (see selectLevelQuestions). */
export const LEVEL_QUIZ_FIRST_QUESTION = 'opening-italian'
export const IMPROVED_QUIZ_FIRST_QUESTION = 'tactics-scholars-mate'

/** How many questions a visit draws from the bank (spec §9). */
export const LEVEL_QUIZ_QUESTION_COUNT = 10

export const LEVEL_CATEGORY_NAMES: Record<LevelCategory, string> = {
  opening: 'Openings',
  tactics: 'Tactics',
  strategy: 'Strategy',
  endgame: 'Endgames',
  calculation: 'Calculation',
  decision_making: 'Decision Making',
}

export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
}

/** Each level's recommendation (level quiz) and description (improved quiz). */
export const LEVEL_TEXTS: Record<LevelId, { recommendation: string; description: string }> = {
  expert: {
    description:
      'You answered like a strong tournament player: sharp tactics, sound strategy and precise endgame technique.',
    recommendation:
      'Work with a titled master on deep opening preparation and analysis of your own games to reach master level.',
  },
  advanced: {
    description:
      'You have a solid all-round understanding of the game and spot most tactics quickly.',
    recommendation:
      'Refine your strategic planning and endgame technique, and play longer tournament games with a coach reviewing them.',
  },
  intermediate: {
    description:
      'You know the principles and the common tactics; the next step is consistency and deeper planning.',
    recommendation:
      'Solve tactics daily, build a small opening repertoire and study the key endgames with a coach.',
  },
  beginnerPlus: {
    description:
      'You know the rules and many basic ideas, and you are starting to see tactics in your games.',
    recommendation:
      'Focus on tactical patterns (forks, pins, skewers) and the basic checkmates, and play slower games.',
  },
  beginner: {
    description: 'You know how the pieces move and are learning how to use them together.',
    recommendation:
      'Learn the opening principles and practise simple tactics and checkmates every day; a 1-on-1 coach speeds this up.',
  },
  novice: {
    description: 'You are at the start of your chess journey, which is the most exciting part.',
    recommendation:
      'Start with how the pieces move, the special moves and simple checkmates; short lessons with a patient coach work best.',
  },
}

/** The improved quiz's recommendations by tier (spec §9: 90, 70 and 50 percent). */
export const IMPROVED_RECOMMENDATIONS: Record<ImprovedTier, readonly string[]> = {
  mastery: [
    'Study master games in your openings and compare your plans with theirs',
    'Analyse your tournament games with a titled coach',
    'Train long calculation with complex puzzles',
  ],
  strong: [
    'Solve harder tactics and mate-in-two puzzles daily',
    'Deepen your opening repertoire with its typical plans',
    'Study rook endgames and the opposition',
  ],
  developing: [
    'Practise the basic tactical patterns: forks, pins and skewers',
    'Follow the opening principles in every game',
    'Learn the basic checkmates with queen and rook',
  ],
  foundation: [
    'Review how the pieces move, including the special moves',
    'Play slow games and check every move for threats',
    'Take a few 1-on-1 lessons to build strong foundations',
  ],
}
