import type { ArticleBody } from '../article-body'

export const body: ArticleBody = [
  {
    type: 'p',
    text: 'Most players know that tactics decide the majority of their games. Far fewer know how to train them. The usual approach is to open a puzzle website, click through a few dozen positions as fast as possible, and hope that something sticks. That is better than nothing, but it leaves a lot of improvement on the table.',
  },
  {
    type: 'p',
    text: 'This article gives you a complete ten-week plan instead. Each week focuses on one family of tactical patterns, so that your brain files them properly. Alongside the themed work there is a daily routine of timed puzzles, a calculation exercise and a short review of your own games. At the end you will find how to track your progress, how to fit the plan to the time you actually have, and how lessons with a coach fit in.',
  },

  { type: 'h2', text: 'Who this plan is for' },
  {
    type: 'p',
    text: 'The plan is written for improving adults and juniors, roughly from beginners who know the rules well up to club players around 1600 to 1800. If you are stronger, the structure still works; simply choose harder puzzles. Before you start, you should be comfortable with the following:',
  },
  {
    type: 'ul',
    items: [
      'You know how all the pieces move, including castling, en passant and promotion.',
      'You can read and write algebraic notation, so that you can follow puzzle solutions and record your games.',
      'You can recognise checkmate and stalemate, and you know the basic mates with a queen or a rook against a lone king.',
      'You play at least one or two games a week, ideally with a time control of fifteen minutes or more per side.',
    ],
  },
  {
    type: 'p',
    text: 'You also need a source of puzzles that you can filter by theme. Most online chess sites and many tactics books are organised this way. A physical board is useful for the calculation exercises, but not essential.',
  },

  { type: 'h2', text: 'The daily routine' },
  {
    type: 'p',
    text: 'The heart of the plan is a session of about forty-five minutes, five or six days a week. Consistency beats volume: forty-five minutes every day is far more effective than a five-hour marathon on Sunday, because pattern recognition grows through frequent repetition. Each session has four parts.',
  },
  {
    type: 'ol',
    items: [
      '**Warm-up (10 minutes): mixed puzzles against the clock.** Solve easy, mixed-theme puzzles quickly, aiming for more than 90 percent accuracy. The goal is speed of recognition, not deep thought.',
      '**Theme of the week (15 minutes): slow, careful puzzles.** Solve puzzles on the current theme, with a limit of about three minutes per puzzle. Write down or say the whole solution, including your opponent’s best defence, before you check it.',
      '**Calculation exercise (10 minutes): one or two harder positions.** Pick a position with a longer solution, set it up on a board, and calculate without moving the pieces. Write down the main line and the alternatives you considered.',
      '**Own games (10 minutes): review.** Look through one of your recent games for tactical moments: chances you missed, threats you overlooked, and the moment your opponent’s tactic appeared. Note the theme.',
    ],
  },
  {
    type: 'callout',
    title: 'Quality over quantity',
    text: 'Ten puzzles solved properly teach more than fifty clicked through. If you notice that you are guessing, slow down, or stop the session for the day. The aim is to train the way you want to think in a real game.',
  },

  { type: 'h2', text: 'How to solve a puzzle properly' },
  {
    type: 'p',
    text: 'The biggest difference between players who improve through puzzles and those who do not is the method. A puzzle is a chance to rehearse the thinking process you will use at the board, so treat every puzzle as if it were your own game. A reliable process looks like this:',
  },
  {
    type: 'ol',
    items: [
      '**Look at the whole board first.** Note where the kings are, which pieces are loose, and which lines are open. This takes ten seconds and often points straight at the idea.',
      '**List the forcing moves: checks, captures and threats.** Go through them in that order, for your side, even the ones that look silly. Many combinations start with a sacrifice that looks impossible at first glance.',
      '**Pick candidate moves and calculate your opponent’s best reply to each.** A move is only a solution if it works against every reasonable defence, not just the one you hope for.',
      '**Check the final position.** Count the material, look for your opponent’s last checks and captures, and make sure you are really winning.',
      '**Only then make the move.** If you are wrong, do not just look at the answer: set up the position again and find out which step of the process failed.',
    ],
  },
  {
    type: 'p',
    text: 'In puzzles you know there is a tactic, and in games you do not. That is why the first step, looking at the whole board, matters so much. Over the weeks you will find that you start to notice loose pieces, exposed kings and pieces on the same line automatically, and that is exactly the skill that carries over into your games.',
  },

  { type: 'h2', text: 'Calculation exercises' },
  {
    type: 'p',
    text: 'Pattern recognition tells you where to look; calculation tells you whether the idea works. The third part of each session trains the second skill. Choose a position with a solution of three to five moves, set it up on a real board if you can, and then sit on your hands: the pieces must not move until you have finished.',
  },
  {
    type: 'ol',
    items: [
      'Write down every candidate move you consider, not just the one you like.',
      'For each candidate, calculate your opponent’s most dangerous replies, starting with their checks and captures.',
      'Go as deep as you need to reach a position you can evaluate with confidence: a clear material gain, a mate, or a position that is obviously winning.',
      'Write down your main line and your final assessment, then compare with the solution. Where did your calculation stop too early, or go wrong?',
    ],
  },
  {
    type: 'p',
    text: 'At first you may find it hard to see the board clearly after three or four moves. That is normal, and it improves quickly with practice. A helpful extra exercise is to play through a short line from a book in your head, then set up the final position on the board and see whether you had it right.',
  },

  { type: 'h2', text: 'The ten-week plan' },
  {
    type: 'p',
    text: 'Each week has one main theme for the slow puzzles in part two of your session. The warm-up stays mixed throughout, so that you keep meeting all the patterns. Below each theme is an example position; set it up and solve it before reading the explanation. A typical week looks like this:',
  },

  {
    type: 'ul',
    items: [
      '**Monday to Friday:** the daily routine, with the themed part on the week’s pattern.',
      '**Saturday:** play one or two longer games, and apply the week’s theme consciously: look for it on every move.',
      '**Sunday:** review your training log, replay the puzzles you missed during the week, and do one longer game review.',
    ],
  },
  { type: 'h3', text: 'Week 1: Forks' },
  {
    type: 'p',
    text: 'A **fork** is a single piece attacking two or more targets at once. It is the simplest double attack and the most common tactic in club games. Start with knight forks, then move on to forks by pawns, bishops, rooks and the queen. Pay special attention to forks that include a check, because the opponent must answer the check first.',
  },
  {
    type: 'diagram',
    fen: '3qr2k/pp4pp/2p5/6N1/Q7/7P/PP3PP1/6K1 w - - 0 1',
    caption:
      'White to move. Black’s king is on h8 and the queen on d8. The knight on g5 can jump to f7, a square that nothing defends, from where it attacks both of them.',
    highlights: ['f7', 'h8', 'd8'],
    arrows: [
      ['g5', 'f7'],
      ['f7', 'h8'],
      ['f7', 'd8'],
    ],
    claim: {
      move: 'Nf7+',
      attacks: ['h8', 'd8'],
      replies: ['Kg8'],
      wins: { material: 6, plies: 2 },
    },
  },
  {
    type: 'p',
    text: '**Nf7+** forks king and queen. After the king moves to g8, Nxd8 wins the queen for a knight. This week, whenever you see a king and a queen (or rook) in your puzzles, check which squares attack both. Notice also that White’s pawn on h3 matters: with the pawn still on h2, Black would answer Nxd8 with ...Re1, which would be mate.',
  },

  { type: 'h3', text: 'Week 2: Pins' },
  {
    type: 'p',
    text: 'A **pin** attacks a piece that cannot move without exposing a more valuable piece behind it. An absolute pin (against the king) means the pinned piece cannot move off the line at all; a relative pin (against the queen or a rook) only makes moving it expensive. The typical ways to exploit a pin are to attack the pinned piece again, often with a pawn, or to win the piece behind it.',
  },
  {
    type: 'diagram',
    fen: 'r4rk1/pbp3pp/1pn1q3/8/8/1PN5/P1PQ1PPP/R2R1BK1 w - - 0 1',
    caption:
      'White to move. Black’s queen on e6 and king on g8 stand on the same diagonal, and the f7 square between them is empty. Bc4 pins the queen to the king.',
    highlights: ['e6', 'g8', 'c4'],
    arrows: [
      ['f1', 'c4'],
      ['c4', 'g8'],
    ],
    claim: { move: 'Bc4', attacks: ['e6'], wins: { material: 6, plies: 2 } },
  },
  {
    type: 'p',
    text: 'After **Bc4** the queen can only move along the pinned diagonal. It can take the bishop, but the pawn on b3 recaptures, and no black piece can step in between on d5. Either way Black loses the queen for a bishop. In your puzzles this week, look for enemy pieces lined up with their king or queen, and ask which of your pieces could reach that line.',
  },

  { type: 'h3', text: 'Week 3: Skewers' },
  {
    type: 'p',
    text: 'A **skewer** is the reverse of a pin: the more valuable piece stands in front and must move away, exposing the piece behind it. Skewers are usually delivered by bishops, rooks and queens along diagonals, files and ranks, and the most effective ones start with a check.',
  },
  {
    type: 'diagram',
    fen: '6q1/p7/n3k1p1/7p/8/2Q4P/P3BPP1/6K1 w - - 0 1',
    caption:
      'White to move. The black king on e6 and queen on g8 are on the same diagonal. Bc4+ checks the king through d5, and when the king steps aside, the bishop takes the queen on g8.',
    highlights: ['e6', 'g8'],
    arrows: [
      ['e2', 'c4'],
      ['c4', 'g8'],
    ],
    claim: {
      move: 'Bc4+',
      attacks: ['e6'],
      replies: ['Kd6', 'Kd7', 'Ke7', 'Kf5'],
      wins: { material: 9, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'After **Bc4+** Black cannot block on d5, so the king must leave the diagonal and Bxg8 follows. Skewers are easy to miss because the target is behind something else. Train yourself to look through pieces: when an enemy king or queen stands on an open line, trace the line past it and see what is behind.',
  },

  { type: 'h3', text: 'Week 4: Discovered attacks and discovered checks' },
  {
    type: 'p',
    text: 'In a **discovered attack**, one piece moves and uncovers an attack from a piece behind it. The moving piece can make its own threat at the same time, so the opponent faces two problems with one move. When the uncovered attack is a check, the moving piece can go almost anywhere, because the opponent must deal with the check first. A **double check**, where both pieces give check, can only be answered by moving the king.',
  },
  {
    type: 'diagram',
    fen: 'r1b1k2r/pp3ppp/2n5/q7/8/4B3/PPP2PPP/R2QR1K1 w kq - 0 1',
    caption:
      'White to move. Only the bishop on e3 stands between White’s rook on e1 and Black’s king on e8. Bd2+ uncovers check from the rook and attacks the queen on a5.',
    highlights: ['e1', 'e8', 'a5'],
    arrows: [
      ['e3', 'd2'],
      ['e1', 'e8'],
      ['d2', 'a5'],
    ],
    claim: {
      move: 'Bd2+',
      attacks: ['a5'],
      // The queen for the bishop, or for the rook after 1...Qe5 2.Rxe5+.
      wins: { material: 4, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'After **Bd2+** Black must answer the check from the rook, and then Bxa5 wins the queen. Blocking with the queen on e5 does not help either: the rook simply takes it. This week, look for your own pieces lined up behind one another, with an enemy piece on the far end of the line. These batteries are where discovered attacks come from.',
  },

  { type: 'h3', text: 'Week 5: Double attacks with the queen' },
  {
    type: 'p',
    text: 'Every fork is a double attack, but the queen deserves a week of its own. Because it moves in eight directions, a single queen move can check the king and attack a loose piece far away on the other side of the board. Loose rooks in the corners and undefended minor pieces are typical targets.',
  },
  {
    type: 'diagram',
    fen: 'r5k1/p1p1r1pp/8/8/8/2N5/PPP3PP/3Q2K1 w - - 0 1',
    caption:
      'White to move. The rook on a8 is undefended and the diagonal from d5 to g8 is open. Qd5+ checks the king and attacks the rook on a8 along the other diagonal.',
    highlights: ['d5', 'g8', 'a8'],
    arrows: [
      ['d1', 'd5'],
      ['d5', 'g8'],
      ['d5', 'a8'],
    ],
    claim: {
      move: 'Qd5+',
      attacks: ['g8', 'a8'],
      replies: ['Kf8', 'Kh8', 'Re6', 'Rf7'],
      wins: { material: 5, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'After **Qd5+** Black must deal with the check, and whether the king moves or a rook blocks on e6 or f7, Qxa8 wins the rook. The key to finding such moves is the habit from week one: notice every loose piece on the board, and look for a check that also attacks it.',
  },

  { type: 'h3', text: 'Week 6: Removing the defender' },
  {
    type: 'p',
    text: 'Sometimes a square or a piece is attacked but defended only once. If you can capture, chase away or exchange the defender, the target falls. This theme teaches you to ask a new question: not only what am I attacking, but what is defending it?',
  },
  {
    type: 'diagram',
    fen: 'r1bq1rk1/ppp1bppp/2n1pn2/3p2B1/3P3Q/2PBPN2/PP1N1PPP/R4RK1 w - - 0 1',
    caption:
      'White to move. The queen on h4 and the bishop on d3 both aim at h7. The king and the knight on f6 defend it, but the king cannot take a protected queen, so the knight is the defender that counts. Bxf6 removes it.',
    highlights: ['f6', 'h7'],
    arrows: [
      ['g5', 'f6'],
      ['h4', 'h7'],
      ['d3', 'h7'],
    ],
    claim: { move: 'Bxf6', wins: { material: 3, plies: 2 } },
  },
  {
    type: 'p',
    text: 'After **Bxf6**, if Black recaptures with the bishop or the pawn, Qxh7 is checkmate. If Black does not recapture, White is simply a piece up. When you solve this week’s puzzles, count attackers and defenders on the key square before you look for the move: the defender to remove is often obvious once you have counted.',
  },

  { type: 'h3', text: 'Week 7: Deflection and decoy' },
  {
    type: 'p',
    text: 'These two themes are closely related, and both usually involve a sacrifice. A **deflection** forces a defending piece away from the square or piece it is guarding. A **decoy** lures an enemy piece, often the king, onto a square where it can be attacked by a fork, a pin or a mate.',
  },
  {
    type: 'diagram',
    fen: '5q1k/pb3ppp/n7/7N/8/6Q1/PP3PPP/3R2K1 w - - 0 1',
    caption:
      'White to move. Queen and knight both attack g7. The king and the queen on f8 guard it, but the king cannot take a protected queen, so the queen is the defender that counts. Rd8 attacks the queen, pins it to the king along the back rank, and offers it a capture that abandons g7.',
    highlights: ['g7', 'f8', 'd8'],
    arrows: [
      ['d1', 'd8'],
      ['d8', 'f8'],
      ['g3', 'g7'],
    ],
    claim: { move: 'Rd8', attacks: ['f8'], mateNext: true },
  },
  {
    type: 'p',
    text: 'After **Rd8** Black is mated next move whatever he plays. Because of the pin, the queen can only move along the back rank. If it takes the rook, it has been deflected from g7 and Qxg7 is mate. If it goes to e8 or g8, Qxg7 is mate anyway, since a pinned queen on g8 cannot recapture. Any other move allows Rxf8 or Qxg7 mate. The queen simply has too many jobs: guarding g7 and guarding the back rank.',
  },
  {
    type: 'diagram',
    fen: '6k1/6pp/1q6/1p2N3/8/8/PP4PP/5R1K w - - 0 1',
    caption:
      'White to move. A knight on d7 would attack both f8 and the queen on b6. Rf8+ is a decoy: the king must capture on f8, right onto the fork square.',
    highlights: ['f8', 'd7', 'b6'],
    arrows: [
      ['f1', 'f8'],
      ['e5', 'd7'],
    ],
    claim: { move: 'Rf8+', replies: ['Kxf8'], wins: { material: 4, plies: 4 } },
  },
  {
    type: 'moves',
    fen: '6k1/6pp/1q6/1p2N3/8/8/PP4PP/5R1K w - - 0 1',
    san: ['Rf8+', 'Kxf8', 'Nd7+', 'Ke7', 'Nxb6'],
    caption:
      '1.Rf8+ Kxf8 2.Nd7+ Ke7 3.Nxb6. The rook sacrifice forces the king onto f8, and the knight fork wins the queen. White gave a rook and won a queen.',
  },
  {
    type: 'p',
    text: 'In the decoy example the king has no choice: after **Rf8+** it cannot go to f7 or h8, so it must take the rook. Then Nd7+ forks king and queen. When you meet these themes this week, ask two questions: which enemy piece is doing an important job, and which square would I like an enemy piece to stand on?',
  },

  { type: 'h3', text: 'Week 8: Back-rank mates' },
  {
    type: 'p',
    text: 'A king behind an unmoved wall of pawns can be mated by a rook or queen on the back rank. Back-rank combinations often use the themes of the previous weeks: a deflection of the defending rook, a decoy, or simply piling up more attackers than there are defenders.',
  },
  {
    type: 'diagram',
    fen: '4r1k1/pp1q1ppp/8/8/8/8/PP2QPPP/4R1K1 w - - 0 1',
    caption:
      'White to move. Black’s rook on e8 guards the back rank and is defended only by the queen. White’s queen and rook are lined up on the e-file behind it.',
    highlights: ['e8', 'g8'],
    arrows: [
      ['e2', 'e8'],
      ['e1', 'e8'],
    ],
    claim: { move: 'Qxe8+', replies: ['Qxe8'], mateNext: true },
  },
  {
    type: 'moves',
    fen: '4r1k1/pp1q1ppp/8/8/8/8/PP2QPPP/4R1K1 w - - 0 1',
    san: ['Qxe8+', 'Qxe8', 'Rxe8#'],
    caption:
      '1.Qxe8+ Qxe8 2.Rxe8#. White captures the rook with check, Black’s queen must recapture, and the second attacker mates because the pawns on f7, g7 and h7 block the king.',
  },
  {
    type: 'p',
    text: 'The pattern is simple once you see it: two attackers against one defender on the back rank often means mate. This week, check the back rank of both kings in every puzzle, and in your own games, notice when your king has no escape square. A quiet move such as h3 at the right moment prevents many of these disasters.',
  },

  { type: 'h3', text: 'Week 9: Classic mating patterns' },
  {
    type: 'p',
    text: 'Mating patterns have names because they recur so often. Learning them turns a long calculation into instant recognition: once you know what the final position looks like, you can work backwards to find the moves. This week, study three patterns in depth: the smothered mate, the Arabian mate and Anastasia’s mate. If you have time, add others you meet in your puzzles.',
  },
  {
    type: 'p',
    text: 'In a **smothered mate** a knight checks a king that is completely surrounded by its own pieces. The most famous route to it is a sequence of knight checks followed by a queen sacrifice that forces a rook to block the king’s last free square.',
  },
  {
    type: 'moves',
    fen: '1qbr3k/pp4pp/2p5/6N1/2Q5/B7/P1P2PPP/5RK1 w - - 0 1',
    san: ['Nf7+', 'Kg8', 'Nh6+', 'Kh8', 'Qg8+', 'Rxg8', 'Nf7#'],
    caption:
      '1.Nf7+ Kg8 2.Nh6+ Kh8 3.Qg8+ Rxg8 4.Nf7#. Every move is check and every black reply is forced; the bishop on a3 covers f8 so the king cannot escape that way.',
  },
  {
    type: 'diagram',
    fen: '1qb3rk/pp4pp/2p4N/8/8/B7/P1P2PPP/5RK1 w - - 0 4',
    caption:
      'White to move after 3...Rxg8. The king on h8 is hemmed in by its own rook on g8 and pawns on g7 and h7. Nf7 gives check, and the king has nowhere to go: smothered mate.',
    highlights: ['h8', 'g8', 'g7', 'h7', 'f7'],
    arrows: [['h6', 'f7']],
    claim: { move: 'Nf7#', mate: true },
  },
  {
    type: 'p',
    text: 'In the **Arabian mate** a rook and a knight work together against a king in the corner. The knight covers the square next to the king and protects the rook, which gives check from right beside the king.',
  },
  {
    type: 'diagram',
    fen: 'r6k/pp4pp/5N2/8/8/8/PP6/1K5R w - - 0 1',
    caption:
      'White to move. The knight on f6 guards g8 and h7. Rxh7 gives check from h7, the knight protects the rook, and the pawn on g7 takes away the king’s last square: Arabian mate.',
    highlights: ['h7', 'h8', 'g8', 'f6'],
    arrows: [
      ['h1', 'h7'],
      ['f6', 'h7'],
      ['f6', 'g8'],
    ],
    claim: { move: 'Rxh7#', mate: true },
  },
  {
    type: 'p',
    text: 'In **Anastasia’s mate** a knight on e7 (or e2) covers the squares in front of the king, and a rook or queen mates along the edge of the board. The pattern often begins with a knight check and a queen sacrifice on h7 that drags the king onto the open file.',
  },
  {
    type: 'moves',
    fen: 'r4rk1/pb3ppp/1qp5/3N4/8/3R3Q/PPP2PPP/5RK1 w - - 0 1',
    san: ['Ne7+', 'Kh8', 'Qxh7+', 'Kxh7', 'Rh3#'],
    caption:
      '1.Ne7+ Kh8 2.Qxh7+ Kxh7 3.Rh3#. The knight check forces the king into the corner, the queen sacrifice decoys it to h7, and the rook mates on the h-file.',
  },
  {
    type: 'diagram',
    fen: 'r4r2/pb2Nppk/1qp5/8/8/7R/PPP2PPP/5RK1 b - - 1 3',
    caption:
      'The final position of Anastasia’s mate. The knight on e7 covers g8 and g6, the rook on h3 controls the h-file, and Black’s own pawn on g7 blocks the last square.',
    highlights: ['h7', 'e7', 'h3', 'g7'],
    arrows: [['h3', 'h7']],
    claim: { mate: true },
  },
  {
    type: 'p',
    text: 'Notice how much of the earlier weeks appears in these patterns: decoys, deflections, checks that force the king to a particular square. That is no accident. Mating patterns are where the basic tactics come together.',
  },

  { type: 'h3', text: 'Week 10: Mixed review and a test' },
  {
    type: 'p',
    text: 'In the last week, drop the single theme and solve mixed puzzles in the slow part of your session too. This is the real test: in a game nobody tells you which pattern to look for. At the end of the week, repeat the benchmark test you took before week one (described under Tracking your progress below) and compare the results.',
  },
  {
    type: 'p',
    text: 'Many players find it useful to run the plan a second time with harder puzzles, or to add two more weeks for themes such as zwischenzugs (in-between moves), overloaded pieces, trapped pieces and pawn promotion tactics. Repetition is not a sign of failure; it is how patterns move from conscious knowledge to instinct.',
  },

  { type: 'h2', text: 'Common training mistakes' },
  {
    type: 'ul',
    items: [
      '**Clicking the first move that looks right.** In a puzzle it is often correct; in a game it loses. Always check the opponent’s best reply.',
      '**Only solving puzzles that are too easy.** Fast, easy puzzles feel good but stop teaching after a while. The themed part should be hard enough that you get roughly one in four wrong.',
      '**Never repeating missed puzzles.** A position you failed is the most valuable one in the session. Solve it again a few days later.',
      '**Training tactics but never playing.** Patterns only become useful when you meet them under real pressure, so keep playing slow games throughout the plan.',
    ],
  },

  { type: 'h2', text: 'Tracking your progress' },
  {
    type: 'p',
    text: 'Puzzle ratings go up and down for many reasons, so do not rely on them alone. Keep a simple training log instead. A notebook or a spreadsheet with one line per session is enough:',
  },
  {
    type: 'ul',
    items: [
      'The date and how long you trained.',
      'How many puzzles you solved in the warm-up and your accuracy.',
      'How many themed puzzles you solved, how many you got right, and your average time.',
      'The themes or positions you missed, with a short note on why: did you not see the idea, or did you miss a defence?',
      'One lesson from the review of your own game.',
    ],
  },
  {
    type: 'p',
    text: 'Before week one, take a **benchmark test**: thirty mixed puzzles of your level, with a limit of three minutes each, solved in one sitting. Record your score and the time you needed. Repeat the same kind of test in week ten, with new puzzles of the same difficulty. If the plan is working, you should see an improvement in accuracy, speed or both, and, more importantly, in your games: fewer pieces lost to simple tactics, and more chances taken.',
  },
  {
    type: 'p',
    text: 'Review your log every Sunday. If a theme keeps appearing among your misses, add an extra day on it the following week. If your accuracy on the warm-up drops below about 80 percent, the puzzles are too hard for a speed exercise; choose easier ones.',
  },

  { type: 'h2', text: 'Adjusting the plan to your time' },
  {
    type: 'p',
    text: 'Not everyone has forty-five minutes a day. The plan works at different sizes, as long as the proportions stay roughly the same: most of the time on themed puzzles, some on speed, some on calculation, and some on your own games.',
  },
  {
    type: 'ul',
    items: [
      '**20 minutes a day:** 5 minutes of warm-up and 15 minutes on the weekly theme. Once a week, replace a session with a game review and a single calculation exercise. Consider stretching each theme over two weeks.',
      '**45 minutes a day:** the full routine described above.',
      '**90 minutes or more a day:** double the themed and calculation parts, and add one slow game of your own, played with a longer time control and reviewed the same day.',
      '**Weekends only:** two sessions of about ninety minutes on Saturday and Sunday, plus a few minutes of easy puzzles on your phone during the week to keep the patterns fresh.',
    ],
  },
  {
    type: 'p',
    text: 'If you miss a day or a week, do not try to catch up by doubling the next session. Just continue where you left off. The plan is a guide, not a contract, and a steady rhythm matters more than finishing in exactly ten weeks.',
  },

  { type: 'h2', text: 'Getting the most from your own games' },
  {
    type: 'p',
    text: 'Puzzles train recognition, but your own games show where recognition fails under real conditions. After every serious game, go through it without an engine first. Mark the moments where a tactic was possible for either side, and write down what you were thinking at the time. Then check with an engine, and compare.',
  },
  {
    type: 'p',
    text: 'You will often find that you did see the idea but rejected it because of a defence that did not really exist, or that you missed your opponent’s threat because you were focused on your own plan. Those notes are worth more than any puzzle, because they tell you exactly which part of your thinking process needs work. Add the missed positions to a personal collection and solve them again a few weeks later.',
  },

  { type: 'h2', text: 'How lessons with a coach fit in' },
  {
    type: 'p',
    text: 'A study plan gives you structure, but it cannot tell you which of your habits is costing you the most points. That is where a coach helps. In our lessons we use a plan like this one as the backbone and adjust it to each student:',
  },
  {
    type: 'ul',
    items: [
      '**Diagnosis:** in the first lesson we go through a few of your recent games and your benchmark test to find your typical mistakes, then choose the order of the themes accordingly.',
      '**Weekly check-ins:** a lesson every week or two to go over the positions you missed, explain the patterns behind them, and set the next week’s work.',
      '**Calculation training:** solving harder positions together, out loud, so that the coach can hear how you think and correct the process, not just the answer.',
      '**Game reviews:** looking at your own games with you, which is where the most personal and useful lessons come from.',
    ],
  },
  {
    type: 'p',
    text: 'Between lessons you do the daily routine on your own. The combination works well: the routine builds the volume of pattern practice that no lesson can replace, and the lessons make sure that practice is aimed at the right targets.',
  },
  {
    type: 'callout',
    title: 'Start today',
    text: 'You do not need to wait for Monday. Take the benchmark test today, write down your score, and start week one tomorrow with the fork. In ten weeks you will have a clear record of how far you have come.',
  },
  {
    type: 'p',
    text: 'Tactical skill is one of the fastest routes to better results at every level below master. With a clear plan, a good method for solving and an honest look at your own games, you will see more, calculate more accurately, and convert more of the chances your opponents give you. Enjoy the work: the moment a pattern you trained appears in your own game is one of the best feelings in chess.',
  },
]
