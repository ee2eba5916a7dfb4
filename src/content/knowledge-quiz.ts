import type {
  KnowledgeBand,
  KnowledgeCategory,
  KnowledgeQuestion,
  LearningPath,
} from '../domain/quiz'

/**
 * The knowledge quiz (/quiz, spec §3 "Knowledge quiz question"): 10 fixed questions over the seven
 * categories. Four are about a position and show it (tests/unit/quiz-chess.test.ts checks every
 * position and key with chess.js). An option that answers with a move starts with the move in SAN.
 */
export const KNOWLEDGE_QUESTIONS: readonly KnowledgeQuestion[] = [
  {
    question: 'How many squares are there on a chessboard?',
    options: ['32', '48', '64', '100'],
    correct: 2,
    explanation: 'The board has 8 ranks and 8 files: 8 x 8 = 64 squares, 32 light and 32 dark.',
    category: 'basics',
  },
  {
    question: 'Which piece can jump over other pieces?',
    options: ['The bishop', 'The knight', 'The rook', 'The queen'],
    correct: 1,
    explanation:
      'The knight moves in an L-shape and is the only piece that can jump over pieces in its way.',
    category: 'piece-movement',
  },
  {
    question: 'White to move. Which special move is possible here?',
    options: [
      'O-O, castling kingside',
      'exd6, capturing the d5 pawn en passant',
      'exf6, capturing en passant',
      'e8=Q, promoting the pawn',
    ],
    correct: 1,
    explanation:
      "Black's d-pawn has just moved two squares, passing d6. For this one move White's e5 pawn may capture it as if it had moved one square: exd6 en passant.",
    category: 'special-moves',
    position: {
      fen: 'rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3',
      caption: "Black has just played ...d7-d5 next to White's e5 pawn.",
      highlights: ['e5', 'd5'],
      claim: { move: 'exd6' },
    },
  },
  {
    question: 'What happens when a pawn reaches the last rank?',
    options: [
      'It is removed from the board',
      'It turns around and moves back',
      'It must be promoted to a queen, rook, bishop or knight',
      'It becomes a second king',
    ],
    correct: 2,
    explanation:
      'A pawn that reaches the far rank is promoted at once to a queen, rook, bishop or knight of its own colour, usually a queen.',
    category: 'special-moves',
  },
  {
    question: 'Which of these is a sound opening principle?',
    options: [
      'Move the queen out early',
      'Control the centre and develop your knights and bishops',
      'Move the same piece several times',
      'Push the pawns in front of your castled king',
    ],
    correct: 1,
    explanation:
      'Fight for the centre (e4, d4, e5, d5), bring out the minor pieces, castle early, and avoid moving one piece twice without a reason.',
    category: 'opening',
  },
  {
    question: 'White to move. Which move wins the black queen?',
    options: ['Nf7+, a knight fork', 'Nd7', 'Ng6+', 'Nc6'],
    correct: 0,
    explanation:
      'Nf7+ attacks the king on h8 and the queen on d8 at once. The king must step to g8, and Nxd8 wins the queen.',
    category: 'tactics',
    position: {
      fen: '3q3k/6pp/8/4N3/8/8/5PPP/6K1 w - - 0 1',
      caption: 'White knight on e5; the black king is on h8 and the queen on d8.',
      highlights: ['e5'],
      claim: { move: 'Nf7+', wins: { reply: 'Kg8', then: 'Nxd8', piece: 'q' } },
    },
  },
  {
    question: 'White to move. Which move is checkmate?',
    options: ['Rd8#, a back-rank mate', 'Rd7', 'f4', 'Kf1'],
    correct: 0,
    explanation:
      "Black's own pawns on f7, g7 and h7 box the king in, so Rd8 is checkmate: the classic back-rank mate. Leave your king an escape square (luft).",
    category: 'tactics',
    position: {
      fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
      caption: "White's rook on d1 looks at the open d-file; Black's king is on g8.",
      highlights: ['d1', 'g8'],
      claim: { move: 'Rd8#', mate: true },
    },
  },
  {
    question: 'What are "doubled pawns"?',
    options: [
      'Two pawns side by side on the same rank',
      'Two pawns of the same colour on the same file',
      'A pawn that has moved two squares',
      'Two pawns that protect each other diagonally',
    ],
    correct: 1,
    explanation:
      'Doubled pawns stand one behind the other on the same file. They cannot protect each other and are often a long-term weakness.',
    category: 'strategy',
  },
  {
    question: 'White to move. King and queen against king: which move checkmates?',
    options: ['Qf7, taking every square', 'Qe7', 'Qg7#, protected by the king', 'Kh6'],
    correct: 2,
    explanation:
      'Qg7 is mate: the queen, protected by the king on g6, covers every square around h8. Careful: Qf7 takes away every square without giving check, which is stalemate (a draw).',
    category: 'endgame',
    position: {
      fen: '7k/Q7/6K1/8/8/8/8/8 w - - 0 1',
      caption: 'White: king g6, queen a7. Black: king h8.',
      highlights: ['h8'],
      claim: { move: 'Qg7#', mate: true },
    },
  },
  {
    question: 'About how many pawns is a rook worth?',
    options: ['1', '3', '5', '9'],
    correct: 2,
    explanation:
      'The usual guide: pawn 1, knight 3, bishop 3, rook 5, queen 9. The king is priceless.',
    category: 'basics',
  },
]

/** Spec §9: the message for each percentage band, verbatim. */
export const KNOWLEDGE_BAND_MESSAGES: Record<KnowledgeBand, string> = {
  outstanding: 'Outstanding! You have excellent chess knowledge.',
  great: 'Great job! You have strong chess fundamentals.',
  good: 'Good work! You have solid chess understanding.',
  notBad: 'Not bad! You have basic chess knowledge.',
  keepLearning: 'Keep learning! Everyone starts somewhere in chess.',
}

/** How each category is named on the results. */
export const KNOWLEDGE_CATEGORY_NAMES: Record<KnowledgeCategory, string> = {
  basics: 'Chess Basics',
  'piece-movement': 'Piece Movement',
  'special-moves': 'Special Moves',
  opening: 'Opening Principles',
  tactics: 'Tactics',
  strategy: 'Strategy',
  endgame: 'Endgames',
}

/** Spec §9: the learning path for >= 80%, >= 60% and below. */
export const LEARNING_PATHS: Record<LearningPath, { title: string; steps: readonly string[] }> = {
  advanced: {
    title: 'Advanced Path',
    steps: [
      'Study classic master games in your favourite openings',
      'Solve harder combinations and calculate longer lines',
      'Work on rook endgames and converting an advantage',
      'Prepare for tournaments with a titled coach',
    ],
  },
  intermediate: {
    title: 'Intermediate Path',
    steps: [
      'Solve 10 tactics puzzles a day (forks, pins, skewers)',
      'Learn the ideas behind two or three openings',
      'Practise the basic checkmates and king-and-pawn endgames',
      'Review your games to find recurring mistakes',
    ],
  },
  foundation: {
    title: 'Foundation Path',
    steps: [
      'Review how every piece moves, including castling, en passant and promotion',
      'Learn the opening principles: centre, development, king safety',
      'Practise the basic checkmates with queen and rook',
      'Play slower games and check every move for threats',
    ],
  },
}
