import type { ArticleBody } from '../article-body'

export const body: ArticleBody = [
  {
    type: 'p',
    text: 'Every chess player blunders, from beginners to world champions. What separates a 1000 player from a 1600 player is rarely opening theory: mostly the stronger player gives away fewer pieces and walks into fewer mates. That is good news, because blunders are not bad luck. The same few mistakes come back again and again, and each one can be stopped by a simple habit.',
  },
  {
    type: 'p',
    text: 'Below are the ten blunders that cost improving players the most points, each with a position that shows the mistake and the punishment. At the end you will find a short **blunder check**: a routine to run before every move until it becomes automatic.',
  },
  {
    type: 'callout',
    title: 'What is a blunder?',
    text: 'A blunder is not just a weak move: it changes the result. It loses material, allows mate, or throws away a win. Most blunders come not from a lack of knowledge but from not looking at what the opponent could do next.',
  },

  { type: 'h2', text: '1. Leaving a piece hanging' },
  {
    type: 'p',
    text: 'A piece is **hanging** when it can be captured for free. The obvious version, putting a knight where a pawn can take it, you will soon stop doing. The sneaky version is a **loose piece**: a piece that is not attacked right now, but that nothing defends. Loose pieces are the raw material of almost every tactic, because one move that attacks two things at once wins whichever of them is undefended.',
  },
  {
    type: 'diagram',
    fen: 'rn1qkb1r/ppp1nppp/4p3/3p4/6b1/2PBPN2/PP1N1PPP/R1BQ1RK1 w kq - 0 9',
    caption:
      'White to move. Black’s bishop on g4 looks active, but no black piece defends it. Qa4+ checks the king on e8 along the diagonal and attacks the bishop along the fourth rank at the same time.',
    highlights: ['g4', 'e8'],
    arrows: [
      ['d1', 'a4'],
      ['a4', 'e8'],
      ['a4', 'g4'],
    ],
    claim: {
      move: 'Qa4+',
      attacks: ['e8', 'g4'],
      wins: { material: 3, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'In the diagram Black has developed the bishop to g4 to pin the knight, which is a perfectly normal idea. The problem is that nothing protects it: the knight went to e7 instead of f6, where it would have guarded g4, and the queen on d8 does not reach g4 at all. After **Qa4+** Black must deal with the check, and whatever he chooses, Qxg4 follows: White, a pawn down in the diagram, ends up a piece for a pawn ahead.',
  },
  {
    type: 'p',
    text: 'The cure is a habit, not a talent. Before you finish your move, ask of each piece: is it defended? If not, make sure no check or attack can hit it together with something else. Coaches put it in three words: **loose pieces drop off**.',
  },

  { type: 'h2', text: '2. Ignoring your opponent’s threat' },
  {
    type: 'p',
    text: 'This is the most common blunder of all. You have a plan, and when your opponent moves you simply carry on with it. But every move your opponent makes can create a threat that is much bigger than your plan.',
  },
  {
    type: 'diagram',
    fen: 'r1bq1rk1/p1pnbppp/1pn1p3/3pP2Q/3P1N2/2NB4/PPP2PPP/R1B2RK1 w - - 0 10',
    caption:
      'White to move. White’s queen on h5 and bishop on d3 both aim at h7. Black has just played ...b6 to develop the queen’s bishop and missed the threat: Qxh7 is checkmate.',
    highlights: ['h7', 'b6'],
    arrows: [
      ['h5', 'h7'],
      ['d3', 'h7'],
    ],
    claim: { move: 'Qxh7#', mate: true },
  },
  {
    type: 'p',
    text: 'White has lined up the queen and bishop against h7, a classic attacking set-up. Black’s knight has already been driven away from f6, where it would have guarded h7. Black had to answer the threat. The best try was ...g6, which blocks the bishop and attacks the queen, though even then Nxg6 breaks open the king’s shelter and White keeps a strong attack: this set-up is dangerous long before the mate. Instead Black continued with his own plan, and **Qxh7#** ends the game: the bishop protects the queen, the rook and pawns block f8, f7 and g7, and the queen covers h8.',
  },
  {
    type: 'p',
    text: 'The fix is to ask one question every single time your opponent moves: **what does this move want?** Does it attack something? Does it threaten a check or a capture? Does it open a line towards my king? Only after answering should you return to your own ideas.',
  },

  { type: 'h2', text: '3. Forgetting about your back rank' },
  {
    type: 'p',
    text: 'Castling puts your king behind a wall of pawns, but the same wall can become a prison. If your king has no free square in front of it, a rook or queen that reaches your first rank can give a mate that no pawn can stop.',
  },
  {
    type: 'diagram',
    fen: '6k1/pp3ppp/8/8/8/8/P1r2PPP/4R1K1 w - - 0 1',
    caption:
      'White to move. Black’s rook is on c2, far from its own back rank. The pawns on f7, g7 and h7 take away every flight square, so Re8 is checkmate.',
    highlights: ['e8', 'f7', 'g7', 'h7'],
    arrows: [['e1', 'e8']],
    claim: { move: 'Re8#', mate: true },
  },
  {
    type: 'p',
    text: 'A rook that goes pawn-grabbing on c2 has left the eighth rank, and it was the only piece that could guard it. **Re8#** is mate because the king is boxed in by its own pawns. This pattern decides a huge number of club games.',
  },
  {
    type: 'p',
    text: 'There are two cures. First, when the position is quiet, give your king an escape square: a pawn move such as h3 (or ...h6 for Black) is called making **luft**, from the German word for air. Second, before any rook or queen leaves your back rank, check whether an enemy rook or queen could land there.',
  },

  { type: 'h2', text: '4. Falling for an early queen attack on f7' },
  {
    type: 'p',
    text: 'In the starting position the pawn on f7 (f2 for White) is defended only by the king. That makes it the natural target for a quick attack, and the most famous quick attack of all is **Scholar’s mate**, in which the queen and bishop combine on f7.',
  },
  {
    type: 'moves',
    san: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
    caption:
      'Scholar’s mate: 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#. Black attacks the queen with the knight but forgets that f7 is attacked twice and defended only by the king.',
  },
  {
    type: 'diagram',
    fen: 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4',
    caption:
      'The final position of Scholar’s mate. The queen on f7 gives check, the bishop on c4 protects it, and Black’s king cannot capture it or escape.',
    highlights: ['f7', 'c4', 'e8'],
    arrows: [['c4', 'f7']],
    claim: { mate: true },
  },
  {
    type: 'p',
    text: 'The queen on h5 attacks both e5 and f7. The pawn on e5 was already defended by 2...Nc6, but 3...Nf6?? only attacked the queen and left f7 to the king alone. Good defences were 3...g6, which blocks the queen’s path to f7 and attacks it, or 3...Qe7, which guards both f7 and e5.',
  },
  {
    type: 'moves',
    san: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'g6', 'Qf3', 'Nf6'],
    caption:
      'The right way to meet the early queen: 3...g6 gains time by attacking the queen, and after 4.Qf3 (threatening f7 again) 4...Nf6 blocks the f-file and develops a piece.',
  },
  {
    type: 'p',
    text: 'Once you know the trick, an early queen attack is good news: you defend f7 with moves that develop your pieces, and the queen has to keep running. The wider lesson: whenever your opponent lines up two pieces against one square, count its attackers and defenders.',
  },

  { type: 'h2', text: '5. Moving the same piece again and again' },
  {
    type: 'p',
    text: 'In the opening, time is a resource, and each move should ideally bring a new piece into play. When you move the same piece several times, usually because it keeps being attacked, your opponent develops with each attack and soon has a big lead.',
  },
  {
    type: 'moves',
    san: ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qe5+', 'Be2', 'c6', 'Nf3', 'Qc7', 'd4'],
    caption:
      '1.e4 d5 2.exd5 Qxd5 3.Nc3 Qe5+ 4.Be2 c6 5.Nf3 Qc7 6.d4. Black’s queen has moved three times; White has developed three pieces and is ready to castle.',
  },
  {
    type: 'p',
    text: 'Nothing has been lost yet, but look at the result after six moves: White has three pieces out and is about to castle, while Black has only the queen in play. Each time the queen was attacked, White developed something and Black lost another move.',
  },
  {
    type: 'p',
    text: 'A good rule of thumb for the first ten moves: develop knights and bishops, castle, connect your rooks, and move a piece twice only for a concrete reason, such as winning material or escaping an attack.',
  },

  { type: 'h2', text: '6. Grabbing poisoned material' },
  {
    type: 'p',
    text: 'Free material is not always free. A hanging pawn or piece is sometimes bait: taking it costs time, pulls your piece to a bad square, or opens a line towards your king. Strong players call such a pawn **poisoned**. The question to ask before any capture is: what can my opponent do after I take?',
  },
  {
    type: 'moves',
    san: [
      'e4',
      'e5',
      'Nf3',
      'Nc6',
      'Bc4',
      'Nd4',
      'Nxe5',
      'Qg5',
      'Nxf7',
      'Qxg2',
      'Rf1',
      'Qxe4+',
      'Be2',
      'Nf3#',
    ],
    caption:
      'A greedy trap: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nd4 4.Nxe5? Qg5! 5.Nxf7?? Qxg2 6.Rf1 Qxe4+ 7.Be2 Nf3#. White keeps taking material while Black’s queen and knight go for the king.',
  },
  {
    type: 'p',
    text: 'This trap is known as the Blackburne Shilling Gambit. Black’s 3...Nd4 is not a good move, and calm development (4.O-O, or 4.Nxd4 exd4 5.c3) gives White a pleasant game. But 4.Nxe5? grabs a pawn, and after 4...Qg5! the queen attacks the knight on e5 and the pawn on g2 at once. Then 5.Nxf7?? forks the queen and the rook on h8 and looks like it wins everything, but Black ignores it: 5...Qxg2 attacks the rook on h1, and after 6.Rf1 Qxe4+ White has two ways to meet the check, both losing: 7.Be2 Nf3# is mate, and 7.Qe2 Nxe2 gives up the queen for a knight. Any other sixth move loses at least a piece.',
  },
  {
    type: 'diagram',
    fen: 'r1b1kbnr/pppp1Npp/8/8/4q3/5n2/PPPPBP1P/RNBQKR2 w Qkq - 2 8',
    caption:
      'The final position: White’s king on e1 is in check from the knight on f3 and is surrounded by its own queen, bishop, rook and pawns. White grabbed two pawns and is checkmated.',
    highlights: ['e1', 'f3'],
    arrows: [['f3', 'e1']],
    claim: { mate: true },
  },
  {
    type: 'p',
    text: 'The most famous poisoned pawn is on b2 (b7 for Black): a queen that takes it spends moves getting there and back, and sometimes gets trapped. You need not refuse every gift, but before you take, look at what your opponent gets in return.',
  },

  { type: 'h2', text: '7. Walking into a knight fork' },
  {
    type: 'p',
    text: 'Our eyes do not naturally follow a knight’s jumps, which is why knight forks are so often missed. A knight can attack up to eight squares at once, and apart from another knight, none of the pieces it attacks can hit it back, so a knight fork usually wins material.',
  },
  {
    type: 'diagram',
    fen: 'r3kbnr/ppp2ppp/2n1b3/1N2p3/4P3/8/PPP2PPP/R1B1KBNR w KQkq - 4 8',
    caption:
      'White to move. The knight on b5 eyes c7, which only the pawn occupies and nothing defends. Nxc7+ checks the king on e8 and attacks the rook on a8 at the same time.',
    highlights: ['c7', 'e8', 'a8'],
    arrows: [
      ['b5', 'c7'],
      ['c7', 'e8'],
      ['c7', 'a8'],
    ],
    claim: {
      move: 'Nxc7+',
      attacks: ['e8', 'a8'],
      replies: ['Kd7', 'Kd8', 'Ke7'],
      // At least the exchange and a pawn (rook and pawn for the knight).
      wins: { material: 3, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'The queens have been traded, and Black has just developed his bishop to e6 without noticing that the c7 pawn was hanging to the knight. **Nxc7+** forks king and rook; after the king moves, Nxa8 follows, and White wins at least the exchange and a pawn even if the knight is later trapped in the corner. The squares c7 (c2 for White) and f7 (f2) are favourite fork squares in the opening because the king and a rook are still at home.',
  },
  {
    type: 'p',
    text: 'To spot forks in advance, look at every square an enemy knight can reach in one move, and ask whether two of your valuable or loose pieces could be attacked from there.',
  },

  { type: 'h2', text: '8. Trusting a pin that is not really there' },
  {
    type: 'p',
    text: 'A **pin** holds a piece in front of a more valuable one. If the piece behind is the king, the pin is absolute: the pinned piece may not leave the line of the pin, though it may still move along it, even to capture the pinning piece. If the piece behind is anything else, the pin is only relative: the pinned piece can move anywhere, but stepping off the line gives up what stands behind it. Confusing the two leads to some of the most painful blunders in chess.',
  },
  {
    type: 'diagram',
    fen: 'r1bqkb1r/pppn1ppp/5n2/3N2B1/3P4/8/PP2PPPP/R2QKBNR b KQkq - 0 6',
    caption:
      'Black to move after 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Nbd7 5.cxd5 exd5 6.Nxd5. White thinks the knight on f6 is pinned to the queen on d8, but Black can play Nxd5 anyway.',
    highlights: ['f6', 'd5', 'd8'],
    arrows: [['f6', 'd5']],
    claim: { move: 'Nxd5', wins: { material: 3, plies: 4 } },
  },
  {
    type: 'moves',
    san: [
      'd4',
      'd5',
      'c4',
      'e6',
      'Nc3',
      'Nf6',
      'Bg5',
      'Nbd7',
      'cxd5',
      'exd5',
      'Nxd5',
      'Nxd5',
      'Bxd8',
      'Bb4+',
      'Qd2',
      'Bxd2+',
      'Kxd2',
      'Kxd8',
    ],
    caption:
      'The Elephant Trap: 6.Nxd5? Nxd5! 7.Bxd8 Bb4+ 8.Qd2 Bxd2+ 9.Kxd2 Kxd8. Black gave the queen and got it back, and ends up a piece for a pawn ahead.',
  },
  {
    type: 'p',
    text: 'White took the d5 pawn because the knight on f6 looked pinned. But the pin was only relative, and Black gave up the queen on purpose: after 7.Bxd8 the check 7...Bb4+ forces White to block with the queen, and Black wins it back. The final count is clear: Black has won a knight for a pawn.',
  },
  {
    type: 'p',
    text: 'So whenever your plan relies on a pin, ask: is this piece pinned to the king, or only to something else? If the pin is relative, check what happens if your opponent breaks it, especially with a check.',
  },

  { type: 'h2', text: '9. Trading into a lost pawn ending' },
  {
    type: 'p',
    text: '“When in doubt, trade pieces” is advice many players follow without thinking. But the last trade before a king-and-pawn ending is special: once the pieces are gone, details such as a passed pawn on the edge or a more active king decide the game.',
  },
  {
    type: 'diagram',
    fen: '3r4/4k1pp/8/8/p7/5K2/5PPP/3R4 w - - 0 1',
    caption:
      'White to move. Material is level, and White’s rook can still stop Black’s passed a-pawn. The trade Rxd8 looks simple but loses: after Kxd8 the white king is too far from the a-pawn.',
    highlights: ['a4', 'f3'],
    arrows: [['d1', 'd8']],
    claim: { move: 'Rxd8' },
  },
  {
    type: 'moves',
    fen: '3r4/4k1pp/8/8/p7/5K2/5PPP/3R4 w - - 0 1',
    san: ['Rxd8', 'Kxd8', 'Ke3', 'a3', 'Kd2', 'a2', 'Kc2', 'a1=Q'],
    caption:
      '1.Rxd8? Kxd8 2.Ke3 a3 3.Kd2 a2 4.Kc2 a1=Q. The a-pawn needs three moves to promote, and the white king never catches it.',
  },
  {
    type: 'p',
    text: 'With the rooks on, White’s rook can hold the a-pawn back. After the trade, a simple count tells the story. Draw the **square** of the pawn: from a4 to d4, down to d1 and across to a1. If the defending king can step into that square on its move, it catches the pawn; here the white king on f3 cannot, so the pawn promotes. White’s extra kingside pawn is far too slow to matter.',
  },
  {
    type: 'p',
    text: 'Before you trade the last pieces, judge the pawn ending that results. Whose king is more active? Does anyone have an outside passed pawn? Can you count the race?',
  },

  { type: 'h2', text: '10. Stalemating when you are winning' },
  {
    type: 'p',
    text: 'It is the most frustrating blunder of all: you have a queen against a lonely king, and the game ends in a draw. **Stalemate** happens when the side to move is not in check but has no legal move. Most often it happens when the stronger side takes away the last free square of a king in the corner.',
  },
  {
    type: 'diagram',
    fen: '7k/8/5K2/p7/P7/3Q4/8/8 w - - 0 1',
    caption:
      'White to move and win. Black has only a king on h8 and a blocked pawn on a5. The natural-looking Qg6 is stalemate: the king is not in check, g8, g7 and h7 are all covered, and the pawn cannot move.',
    highlights: ['h8', 'g8', 'g7', 'h7'],
    arrows: [['d3', 'g6']],
    claim: { move: 'Qg6', stalemate: true },
  },
  {
    type: 'moves',
    fen: '7k/8/5K2/p7/P7/3Q4/8/8 w - - 0 1',
    san: ['Qd7', 'Kg8', 'Qg7#'],
    caption:
      'The right way: 1.Qd7 leaves the king the square g8, and after 1...Kg8 2.Qg7# is mate, with the queen protected by the king on f6.',
  },
  {
    type: 'p',
    text: 'Note that Black’s pawn on a5 is blocked by White’s pawn on a4, so it has no legal move; that is why stalemates often happen with pawns still on the board. When you are winning, make it a rule: before every move, check that your opponent will still have a legal move, unless your move gives checkmate.',
  },

  { type: 'h2', text: 'Your blunder check' },
  {
    type: 'p',
    text: 'Knowing these ten blunders is only half the job. The other half is a routine you run before every move. Once it is a habit it takes a few seconds, and it will win you more games than any opening book.',
  },
  {
    type: 'ol',
    items: [
      '**Ask what your opponent’s last move wants.** What does it attack? Does it threaten a check, a capture or a mate? Did it open a line towards your king?',
      '**Look for checks, captures and threats** for both sides, starting with the most forcing ones.',
      '**Count your loose pieces.** Which of your pieces are undefended, and can anything attack two of them at once?',
      '**Check your king.** Is the back rank safe? Are f2/f7 or h2/h7 under fire? Is your king on the same line as an enemy rook, bishop or queen?',
      '**Before you let go, look at your move from your opponent’s side.** After your move, what are their checks and captures? This one step catches most blunders.',
      '**Before trading, judge what is left.** In particular, judge the pawn ending before the last pieces come off.',
      '**When you are winning, slow down.** Make sure your opponent still has a legal move, and look for their last tricks.',
    ],
  },
  {
    type: 'p',
    text: 'A word about the clock. Many blunders come from time trouble: with seconds left, even strong players skip the blunder check. Spend your time evenly: do not burn twenty minutes on move eight of a familiar opening, play the sensible move in quiet positions, and keep a few minutes for the moments that matter.',
  },
  {
    type: 'callout',
    title: 'Practise the habit',
    text: 'In your next few games, run the blunder check before every move, even obvious ones. Afterwards, mark each mistake with the step that would have caught it. The step you skip most often is the one to work on.',
  },
  {
    type: 'p',
    text: 'Blunders never disappear completely, but they become rarer as you train your eyes. Solve a few puzzles every day, play slower games, and review your losses honestly: most will turn out to be one of the ten mistakes above.',
  },
]
