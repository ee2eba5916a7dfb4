import type { ArticleBlock } from './article-body'

/**
 * The printable tactics cheat sheet (CHEAT_SHEET_PATH, written into dist/ by scripts/prerender.ts):
 * the 12 tactical patterns /learn promises, each with a diagram. White is to move in every diagram.
 * tests/unit/article-chess.test.ts checks every position and key move with chess.js, and what each
 * caption says happens next (the queen falls, the king is mated).
 */
interface TacticPattern {
  name: string
  /** The pattern in general, in one or two sentences. */
  idea: string
  /** The example: `claim.move` is the key move, with `mate: true` where it mates. */
  diagram: Extract<ArticleBlock, { type: 'diagram' }>
}

export const CHEAT_SHEET_TITLE = 'Chess Tactics Cheat Sheet'

export const CHEAT_SHEET_DESCRIPTION =
  'The 12 tactical patterns every player must know, on one printable page: forks, pins, skewers, discovered attacks, double check, removing the defender, deflection, decoy, overloading and three classic mates, each with a diagram.'

export const CHEAT_SHEET: TacticPattern[] = [
  {
    name: 'Fork',
    idea: 'One piece attacks two targets at once, and only one can be saved. A fork with check is the strongest kind.',
    diagram: {
      type: 'diagram',
      fen: '3qr2k/pp4pp/2p5/6N1/Q7/7P/PP3PP1/6K1 w - - 0 1',
      caption:
        'Nf7+ forks the king on h8 and the queen on d8. After Kg8, Nxd8 wins the queen for the knight.',
      highlights: ['f7', 'h8', 'd8'],
      arrows: [
        ['g5', 'f7'],
        ['f7', 'h8'],
        ['f7', 'd8'],
      ],
      claim: { move: 'Nf7+' },
    },
  },
  {
    name: 'Pin',
    idea: 'A piece cannot leave a line without exposing a more valuable piece behind it. Pinned to the king, it cannot leave the line at all.',
    diagram: {
      type: 'diagram',
      fen: 'r4rk1/pbp3pp/1pn1q3/8/8/1PN5/P1PQ1PPP/R2R1BK1 w - - 0 1',
      caption:
        'Bc4 pins the queen on e6 to the king on g8. It can only move along the diagonal, and Black loses it for the bishop.',
      highlights: ['e6', 'g8'],
      arrows: [
        ['f1', 'c4'],
        ['c4', 'g8'],
      ],
      claim: { move: 'Bc4' },
    },
  },
  {
    name: 'Skewer',
    idea: 'A pin in reverse: the more valuable piece in front is attacked, must move, and exposes the piece behind it.',
    diagram: {
      type: 'diagram',
      fen: '6q1/p7/n3k1p1/7p/8/2Q4P/P3BPP1/6K1 w - - 0 1',
      caption:
        'Bc4+ checks the king on e6, with the queen on g8 behind it. The king must leave the diagonal, and Bxg8 wins the queen.',
      highlights: ['e6', 'g8'],
      arrows: [
        ['e2', 'c4'],
        ['c4', 'g8'],
      ],
      claim: { move: 'Bc4+' },
    },
  },
  {
    name: 'Discovered attack',
    idea: 'One piece moves out of the way and uncovers an attack by the piece behind it, while making a threat of its own.',
    diagram: {
      type: 'diagram',
      fen: 'rnbqkb1r/pppp1ppp/5n2/4N3/8/8/PPPPQPPP/RNB1KB1R w KQkq - 2 5',
      caption:
        'A Petrov trap: Nc6+ uncovers check from the queen on e2 and attacks the queen on d8. Black must answer the check and loses the queen.',
      highlights: ['e8', 'd8'],
      arrows: [
        ['e5', 'c6'],
        ['e2', 'e8'],
        ['c6', 'd8'],
      ],
      claim: { move: 'Nc6+' },
    },
  },
  {
    name: 'Double check',
    idea: 'Two pieces give check at once. No single block or capture answers both, so the king must move.',
    diagram: {
      type: 'diagram',
      fen: 'rnbk1b1r/pp3ppp/2p5/4q3/4n3/8/PPPB1PPP/2KR1BNR w - - 0 10',
      caption:
        'Réti–Tartakower, Vienna 1910: Bg5+ checks with the bishop and the rook on d1. Then 10...Kc7 11.Bd8# or 10...Ke8 11.Rd8#.',
      highlights: ['d8', 'g5', 'd1'],
      arrows: [
        ['d2', 'g5'],
        ['g5', 'd8'],
        ['d1', 'd8'],
      ],
      claim: { move: 'Bg5+' },
    },
  },
  {
    name: 'Removing the defender',
    idea: 'Capture, chase away or exchange the piece that guards a key square or piece, and what it guarded falls.',
    diagram: {
      type: 'diagram',
      fen: 'r1bq1rk1/ppp1bppp/2n1pn2/3p2B1/3P3Q/2PBPN2/PP1N1PPP/R4RK1 w - - 0 1',
      caption:
        'Queen and bishop aim at h7, and the knight on f6 is all that stops Qxh7 mate. Bxf6 removes it: if Black recaptures, Qxh7 is mate.',
      highlights: ['f6', 'h7'],
      arrows: [
        ['g5', 'f6'],
        ['h4', 'h7'],
        ['d3', 'h7'],
      ],
      claim: { move: 'Bxf6' },
    },
  },
  {
    name: 'Deflection',
    idea: 'Force a defender away from the square or piece it guards, usually with a sacrifice it cannot refuse.',
    diagram: {
      type: 'diagram',
      fen: '5q1k/pb3ppp/n7/7N/8/6Q1/PP3PPP/3R2K1 w - - 0 1',
      caption:
        'The queen on f8 is the guard of g7 that counts (the king cannot take a protected queen). Rd8 pins it and offers it the rook: Qxd8 abandons g7 and Qxg7 is mate. Every other reply is mated too.',
      highlights: ['g7', 'f8'],
      arrows: [
        ['d1', 'd8'],
        ['g3', 'g7'],
        ['h5', 'g7'],
      ],
      claim: { move: 'Rd8' },
    },
  },
  {
    name: 'Decoy',
    idea: 'Lure an enemy piece, often the king, onto a square where it can be forked, pinned or mated.',
    diagram: {
      type: 'diagram',
      fen: '6k1/6pp/1q6/1p2N3/8/8/PP4PP/5R1K w - - 0 1',
      caption:
        'Rf8+ forces Kxf8, onto the fork square. Then Nd7+ attacks the king and the queen on b6, and Nxb6 wins the queen for the rook.',
      highlights: ['f8', 'd7', 'b6'],
      arrows: [
        ['f1', 'f8'],
        ['e5', 'd7'],
      ],
      claim: { move: 'Rf8+' },
    },
  },
  {
    name: 'Overloading',
    idea: 'A defender with two jobs cannot do both. Make it carry out one, and the other fails.',
    diagram: {
      type: 'diagram',
      fen: 'r1br2k1/pp3ppp/8/3n4/8/1Q6/PPPB1PPP/4R1K1 w - - 0 1',
      caption:
        'The rook on d8 guards both the knight on d5 and the back rank. Qxd5 wins the knight, because Rxd5 allows Re8 mate.',
      highlights: ['d8', 'd5', 'e8'],
      arrows: [
        ['b3', 'd5'],
        ['e1', 'e8'],
      ],
      claim: { move: 'Qxd5' },
    },
  },
  {
    name: 'Back-rank mate',
    idea: 'A rook or queen mates a king on its back rank, boxed in by its own pawns. Giving your king a flight square in time prevents it.',
    diagram: {
      type: 'diagram',
      fen: '6k1/pp3ppp/8/8/8/8/P1r2PPP/4R1K1 w - - 0 1',
      caption:
        'Black’s rook is away on c2, and nothing else guards the back rank. Re8 is mate: the pawns on f7, g7 and h7 take every flight square.',
      highlights: ['e8', 'f7', 'g7', 'h7'],
      arrows: [['e1', 'e8']],
      claim: { move: 'Re8#', mate: true },
    },
  },
  {
    name: 'Smothered mate',
    idea: 'A knight mates a king walled in by its own pieces. A queen sacrifice often forces the last blocker into place.',
    diagram: {
      type: 'diagram',
      fen: '1qb3rk/pp4pp/2p4N/8/8/B7/P1P2PPP/5RK1 w - - 0 1',
      caption:
        'The king on h8 is hemmed in by its own rook on g8 and pawns on g7 and h7, and nothing guards f7. Nf7 is mate.',
      highlights: ['h8', 'g8', 'g7', 'h7'],
      arrows: [['h6', 'f7']],
      claim: { move: 'Nf7#', mate: true },
    },
  },
  {
    name: 'Arabian mate',
    idea: 'A rook mates a king in the corner from the square beside it, protected by a knight that also covers the last flight square.',
    diagram: {
      type: 'diagram',
      fen: 'r6k/pp4pp/5N2/8/8/8/PP6/1K5R w - - 0 1',
      caption:
        'Rxh7 is mate: the knight on f6 protects the rook and covers g8, and Black’s own pawn on g7 blocks the last square.',
      highlights: ['h7', 'h8', 'g8'],
      arrows: [
        ['h1', 'h7'],
        ['f6', 'h7'],
        ['f6', 'g8'],
      ],
      claim: { move: 'Rxh7#', mate: true },
    },
  },
]
