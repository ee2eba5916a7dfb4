import type { ArticleBody } from '../article-body'

export const body: ArticleBody = [
  {
    type: 'p',
    text: 'Improving at chess does not require a secret. It requires a handful of good habits, a few key ideas in each phase of the game, and a sensible way to practise. This article collects thirty tips that we give our own students again and again, from the first moves of the opening to the way you spend your training time.',
  },
  {
    type: 'p',
    text: 'You do not need to apply all thirty at once. Read them through, pick the two or three that describe your games best, and work on those for a month. Then come back and choose the next ones. The tips are grouped by theme: the opening, the middlegame, tactics, the endgame, practical play at the board, and training away from it. Where a tip is about a concrete pattern, a diagram shows it, and you can set the position up on your own board and try it out.',
  },

  { type: 'h2', text: 'Opening tips' },
  { type: 'h3', text: '1. Fight for the centre' },
  {
    type: 'p',
    text: 'The four central squares, d4, e4, d5 and e5, are the most valuable real estate on the board. Pieces in the centre reach both wings quickly, and a player who controls the centre usually has more space and easier plans. Start with a central pawn move such as 1.e4 or 1.d4, and aim your knights and bishops at the centre too. You do not have to occupy every central square with pawns; controlling them with pieces works as well. What matters is that your opponent should not be allowed to build a big centre unchallenged.',
  },
  { type: 'h3', text: '2. Develop knights and bishops first' },
  {
    type: 'p',
    text: 'In the first ten moves, bring out your minor pieces before anything else. Knights usually belong on f3 and c3 (f6 and c6 for Black), where they control the centre. The queen is your strongest piece, which is exactly why bringing it out early is risky: every time a cheaper piece attacks it, your opponent develops and you lose a move. A useful guideline is knights before bishops, because the best squares for knights are usually clear from the start, while the right diagonal for a bishop often depends on how the pawns develop.',
  },
  { type: 'h3', text: '3. Castle early' },
  {
    type: 'p',
    text: 'A king in the centre becomes a target as soon as the position opens. Castling tucks the king away behind pawns and brings a rook towards the centre in a single move. In most openings, aim to castle within the first ten moves, and be wary of opening the centre while your own king is still on its starting square. Once you have castled, leave the pawns in front of your king alone unless you have a good reason; each of them is part of the shelter.',
  },
  { type: 'h3', text: '4. Do not waste moves' },
  {
    type: 'p',
    text: 'Moving the same piece twice, pushing edge pawns for no reason, or grabbing a pawn with your queen all cost time. The opening is a race to get your pieces into play. Ask of each move: does it develop a piece, fight for the centre, or make my king safer? If it does none of these, it needs a concrete reason. Remember that your opponent is racing too: a single wasted move rarely loses, but three or four of them usually mean your king is caught in the centre or your pieces are pushed around.',
  },
  { type: 'h3', text: '5. Learn ideas, not just moves' },
  {
    type: 'p',
    text: 'Memorising long lines without understanding them collapses the moment your opponent leaves the book. Instead, choose a small repertoire (one answer to 1.e4 and one to 1.d4 is plenty at first) and learn the typical plans: where the pieces go, which pawn breaks matter, and what kind of middlegame you are heading for. Playing the same openings for a while also has a hidden benefit: you meet the same structures again and again, and your understanding grows with every game. When you lose in the opening, look up the line afterwards and add that one move to your knowledge.',
  },

  { type: 'h2', text: 'Middlegame and strategy tips' },
  { type: 'h3', text: '6. Make a plan from the pawn structure' },
  {
    type: 'p',
    text: 'When the opening is over and there is no tactic, many players drift. A simple way to find a plan is to look at the pawns. Pawns cannot move backwards, so they define the long-term features of the position: open files for your rooks, weak squares for your knights, and the side of the board where you have more space. Play where your pawns point, and where you have more pieces. For example, if your pawn chain points towards the kingside, that is usually where you should attack, while a pawn majority on one wing is a natural candidate for creating a passed pawn later.',
  },
  { type: 'h3', text: '7. Improve your worst piece' },
  {
    type: 'p',
    text: 'If you do not know what to do, find your least active piece and ask how to bring it into the game. A bishop blocked by its own pawns, a knight on the edge, or a rook that has not moved yet are typical candidates. It is one of the most reliable rules in chess, because improving a bad piece almost always produces a sensible move, and a position where all your pieces work together tends to create tactical chances by itself.',
  },
  { type: 'h3', text: '8. Put your rooks on open files and the seventh rank' },
  {
    type: 'p',
    text: 'Rooks need open lines. Place them on files with no pawns, or with only an enemy pawn, and double them when you can. A rook that is still on its starting square in the middlegame is often your worst piece, so connect your rooks early by developing the minor pieces and the queen. A rook that reaches the seventh rank (the second rank for Black) often attacks several pawns at once and pins the enemy king to its back rank.',
  },
  {
    type: 'diagram',
    fen: 'r5k1/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1',
    caption:
      'White to move. Rd7 takes the open d-file to the seventh rank, where the rook attacks the pawns on b7 and f7 and keeps Black’s king on the back rank.',
    highlights: ['d7', 'b7', 'f7'],
    arrows: [
      ['d1', 'd7'],
      ['d7', 'b7'],
      ['d7', 'f7'],
    ],
    claim: { move: 'Rd7', attacks: ['b7', 'f7'] },
  },
  {
    type: 'p',
    text: 'Material is level in the diagram, and after **Rd7** it is still level: the king guards f7, and ...b5 or ...Rb8 saves the b-pawn. But the white rook is now the most active piece on the board, Black’s rook is tied to defence for a while, and White’s king can walk towards the centre first. With careful play Black should hold this position; activity alone does not win it, but it gives White the easier game, and in rook endings an active rook is often worth a pawn.',
  },
  { type: 'h3', text: '9. Give knights outposts and bishops open diagonals' },
  {
    type: 'p',
    text: 'A knight is strongest on an **outpost**: a square in or near the enemy camp that no enemy pawn can attack, ideally supported by one of your own pawns. Bishops want long open diagonals, so avoid fixing too many of your pawns on the colour of your own bishop. When the position is closed, knights often beat bishops; when it opens up, the bishops take over. The pair of bishops is a real advantage in open positions, so think carefully before giving one of them up for a knight.',
  },
  { type: 'h3', text: '10. Think twice before every pawn move' },
  {
    type: 'p',
    text: 'Every pawn move leaves squares behind that the pawn can never defend again. Pawn moves in front of your castled king are especially dangerous, because they create holes and open lines for the attacker. Before you push a pawn, ask which squares you are giving up, and whether your opponent’s pieces can use them. Pawn moves are not bad in themselves: a well-timed pawn break that opens lines for your pieces is often the best move on the board. The point is to push pawns for a reason, not because nothing else comes to mind.',
  },

  { type: 'h2', text: 'Tactics tips' },
  { type: 'h3', text: '11. Look at checks, captures and threats every move' },
  {
    type: 'p',
    text: 'Tactics decide most games below master level, and the way to find them is a fixed order of search. On every move, first list all **checks**, then all **captures**, then all moves that make a **threat**, for both sides. These forcing moves limit your opponent’s replies, so they are the easiest to calculate and the most likely to win or lose material. The search takes practice, but soon it becomes automatic, and you will notice both your own chances and your opponent’s threats far more often.',
  },
  { type: 'h3', text: '12. Watch for forks' },
  {
    type: 'p',
    text: 'A **fork** is one piece attacking two targets at once. Knights are the best-known forkers, but every piece, including pawns and the king, can fork. The most valuable forks include a check, because the opponent must answer the check and cannot save the second piece. The queen is a brilliant forker too, because it attacks in eight directions at once; a queen move that gives check and also hits a loose piece is one of the most common ways to win material.',
  },
  {
    type: 'diagram',
    fen: '2q2rk1/pp3ppp/3pb3/3N4/4P3/8/PPPQ1PPP/3R2K1 w - - 0 1',
    caption:
      'White to move. The knight on d5 jumps to e7 with check, attacking the king on g8 and the queen on c8 at the same time. After the king moves, Nxc8 wins the queen for a knight.',
    highlights: ['e7', 'g8', 'c8'],
    arrows: [
      ['d5', 'e7'],
      ['e7', 'g8'],
      ['e7', 'c8'],
    ],
    claim: {
      move: 'Ne7+',
      attacks: ['g8', 'c8'],
      replies: ['Kh8'],
      wins: { material: 6, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'Notice how the fork works: the queen on c8 and the king on g8 sit on squares that a knight on e7 attacks, and nothing defends e7. Black’s bishop is attacking the knight on d5, but **Ne7+** comes first. Train your eye to notice pieces that stand a knight’s jump from a common square.',
  },
  { type: 'h3', text: '13. Use pins, and beware of them' },
  {
    type: 'p',
    text: 'A **pin** attacks a piece that cannot step off its line without exposing something more valuable behind it. If the piece behind is the king, the pin is absolute: the pinned piece may not leave the line at all, though it may still move along it, even to capture the pinning piece. If the piece behind is anything else, the pin is relative: the pinned piece may move, but then loses what stood behind it. Pinned pieces are also poor defenders, so a classic follow-up is to attack the pinned piece again.',
  },
  {
    type: 'diagram',
    fen: 'rnb1k2r/ppp2ppp/4q3/8/8/2N5/PPP2PPP/R1BQ1RK1 w kq - 0 1',
    caption:
      'White to move. Black’s queen and king stand on the open e-file. Re1 pins the queen to the king: it can no longer step off the file, and Black must give it up for the rook.',
    highlights: ['e6', 'e8'],
    arrows: [
      ['f1', 'e1'],
      ['e1', 'e8'],
    ],
    claim: { move: 'Re1', attacks: ['e6'], wins: { material: 4, plies: 2 } },
  },
  {
    type: 'p',
    text: 'After **Re1** the queen is attacked and pinned. It may only move along the e-file, and no black piece can block the file in time. Black can take the rook, 1...Qxe1+ 2.Qxe1+, or let White take the queen, but either way the queen is lost for a rook. The lesson for your own games: keep your king and queen off the same open line whenever an enemy rook can reach it.',
  },
  { type: 'h3', text: '14. Know the skewer' },
  {
    type: 'p',
    text: 'A **skewer** is a pin in reverse: the more valuable piece is in front. When it moves out of the attack, the piece behind it is captured. Skewers on the king are the most powerful, because the king must move.',
  },
  {
    type: 'diagram',
    fen: '8/5p2/q4k2/4p3/8/6P1/5PK1/7R w - - 0 1',
    caption:
      'White to move. Black is a queen against a rook, but the king on f6 and the queen on a6 share the sixth rank. Rh6+ checks the king, and when it steps off the rank, Rxa6 wins the queen.',
    highlights: ['f6', 'a6'],
    arrows: [
      ['h1', 'h6'],
      ['h6', 'a6'],
    ],
    claim: {
      move: 'Rh6+',
      replies: ['Ke7', 'Kf5', 'Kg5', 'Kg7'],
      wins: { material: 9, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'Black cannot block the check, because the only square between the rook and the king is g6 and no black piece can reach it, and the king cannot capture the rook on h6. So **Rh6+** followed by Rxa6 turns a lost position into a winning one. Whenever the enemy king and another valuable piece stand on the same line, look for a check along it.',
  },
  { type: 'h3', text: '15. Unleash discovered attacks' },
  {
    type: 'p',
    text: 'A **discovered attack** happens when one piece moves out of the way and uncovers an attack by the piece behind it. The moving piece is free to make a threat of its own, so the opponent faces two threats at once. If the uncovered attack is a check, it is called a **discovered check**, and it is one of the strongest weapons in chess.',
  },
  {
    type: 'moves',
    san: ['e4', 'e5', 'Nf3', 'Nf6', 'Nxe5', 'Nxe4', 'Qe2', 'Nf6', 'Nc6+'],
    caption:
      'A well-known trap: 1.e4 e5 2.Nf3 Nf6 3.Nxe5 Nxe4?! 4.Qe2 Nf6?? 5.Nc6+. The knight uncovers check from the queen on e2 and attacks Black’s queen on d8.',
  },
  {
    type: 'diagram',
    fen: 'rnbqkb1r/pppp1ppp/5n2/4N3/8/8/PPPPQPPP/RNB1KB1R w KQkq - 2 5',
    caption:
      'White to move. The queen on e2 and the king on e8 are on the same file, with only White’s knight on e5 between them. Nc6+ opens the file with check and attacks the queen on d8.',
    highlights: ['e2', 'e8', 'd8'],
    arrows: [
      ['e5', 'c6'],
      ['e2', 'e8'],
      ['c6', 'd8'],
    ],
    claim: {
      move: 'Nc6+',
      attacks: ['d8'],
      replies: ['Be7', 'Ne4', 'Qe7'],
      // The queen for the knight.
      wins: { material: 6, plies: 2 },
    },
  },
  {
    type: 'p',
    text: 'Black must answer the check, for example with ...Be7, and then Nxd8 wins the queen. Black went wrong by copying White’s moves: after 3...Nxe4 4.Qe2, the best defence is 4...Qe7, and even then White comes out a pawn ahead after 5.Qxe4 d6 6.d4.',
  },
  {
    type: 'callout',
    title: 'Patterns work together',
    text: 'Forks, pins, skewers and discovered attacks rarely appear alone in real games. A pin creates a target for a fork, a discovered attack uncovers a skewer, and a check drives the king onto the square where the fork lands. The more patterns you recognise, the more often you will see how they combine.',
  },

  { type: 'h2', text: 'Endgame tips' },
  { type: 'h3', text: '16. Activate your king' },
  {
    type: 'p',
    text: 'In the middlegame the king hides; in the endgame it becomes a strong attacking and defending piece. As soon as the queens are off and there is no danger of mate, bring your king towards the centre. In many endings the side whose king arrives first wins. A centralised king can reach either wing in a few moves, attack enemy pawns and escort its own passed pawns. Beginners often leave the king in the corner long after the danger has passed, and lose endings they should draw.',
  },
  { type: 'h3', text: '17. Push passed pawns, and put rooks behind them' },
  {
    type: 'p',
    text: 'A **passed pawn** has no enemy pawn in front of it, neither on its own file nor on the two neighbouring files, so only pieces can stop it (enemy pawns behind it do not count). Passed pawns must be pushed, because every step forward makes them more dangerous and ties down more enemy pieces. A passed pawn that stays at home is just a weakness waiting to be attacked. Rooks usually belong behind passed pawns, both your own and your opponent’s: from behind, a rook gains scope as the pawn advances.',
  },
  {
    type: 'diagram',
    fen: 'r7/5pk1/6p1/P6p/7P/6P1/5PK1/R7 w - - 0 1',
    caption:
      'White to move. White’s rook stands behind the passed a-pawn and supports a6. Black’s rook is stuck in front of the pawn, and every step the pawn takes makes the black rook more passive.',
    highlights: ['a5', 'a1', 'a8'],
    arrows: [
      ['a5', 'a6'],
      ['a1', 'a5'],
    ],
    claim: { move: 'a6' },
  },
  {
    type: 'p',
    text: 'In the diagram White plays **a6** and then keeps pushing when it is safe, supported from behind. Black’s rook cannot leave the a-file without letting the pawn run, so it has become a passive blocker, while White’s rook stays free. This is why strong players say rooks belong behind passed pawns.',
  },
  { type: 'h3', text: '18. Learn the opposition' },
  {
    type: 'p',
    text: 'In king and pawn endings, the kings often stand face to face with one square between them. The side that does **not** have to move is said to have the **opposition**, and it usually gets its way, because the other king must step aside.',
  },
  {
    type: 'diagram',
    fen: '8/3k4/8/3K4/3P4/8/8/8 b - - 0 1',
    caption:
      'Black to move. The kings face each other on d5 and d7, and Black must give way. After 1...Ke7 2.Kc6, or 1...Kc7 2.Ke6, White’s king reaches a key square on the sixth rank and the pawn will promote.',
    highlights: ['d5', 'd7', 'c6', 'e6'],
    claim: { move: 'Ke7', outcome: 'win' },
  },
  {
    type: 'p',
    text: 'In the diagram Black is to move, so White has the opposition and wins. If it were White to move instead, Black would keep the opposition (for example 1.Ke5 Ke7 or 1.Kc5 Kc7) and the game would be a draw. One tempo decides everything, which is why this endgame rewards careful study. King and pawn against king is the foundation of all pawn endings, and it is worth learning until you can play it without thinking.',
  },
  { type: 'h3', text: '19. Use the rule of the square' },
  {
    type: 'p',
    text: 'Can your king catch a passed pawn? Imagine a square with one side running from the pawn to its promotion square. If the defending king is inside that square, or can step into it on its move, it catches the pawn; if not, the pawn promotes. (Remember that a pawn on its starting square can move two squares, so count from the square in front of it.) This quick picture saves you from calculating pawn races move by move. It only works when nothing else interferes: pieces, other pawns or the king’s own pawns in the way can change the count, so check for obstacles before you trust the square.',
  },
  { type: 'h3', text: '20. When ahead, trade pieces, not pawns' },
  {
    type: 'p',
    text: 'If you are a piece or a pawn up, every trade of pieces makes your extra material count for more. But keep pawns on the board: with no pawns left, many material advantages are not enough to win, a lone knight or bishop being the classic example. The defender should do the opposite and try to trade pawns. A simple example: a rook and pawn against a rook is often a draw, but with two or three extra pawns each on the board, the side with the extra pawn has far better winning chances.',
  },

  { type: 'h2', text: 'Practical and psychological tips' },
  { type: 'h3', text: '21. Manage your clock' },
  {
    type: 'p',
    text: 'Time is part of the game. Play the opening at a steady pace, save your thinking time for critical positions, and do not spend ten minutes choosing between two equally good moves. As a rough guide, try to have used no more than half of your time by move twenty in a long game. When you are short of time, simplify your decisions: play safe moves, keep your pieces defended, and avoid complications you cannot calculate.',
  },
  { type: 'h3', text: '22. Blunder-check before you move' },
  {
    type: 'p',
    text: 'Once you have chosen a move, do not play it at once. Look at the position after your move from your opponent’s side and ask: what are their checks, captures and threats now? This last look takes a few seconds and catches a surprising number of blunders. It is most important in the positions where it feels least necessary: when the move is obvious, when you are winning, and when you are short of time.',
  },
  { type: 'h3', text: '23. When winning, simplify; when losing, complicate' },
  {
    type: 'p',
    text: 'With an advantage, remove your opponent’s counterplay: trade active enemy pieces, defend your weaknesses, and choose clear lines over brilliant ones. When you are worse, the opposite applies: keep pieces on, create threats, and set practical problems. Many games are saved because the winning side relaxed too early. Converting an advantage is a skill of its own: take your time, make sure every move keeps the position under control, and do not rush towards a win that will still be there in ten moves.',
  },
  { type: 'h3', text: '24. Do not play hope chess' },
  {
    type: 'p',
    text: '**Hope chess** means making a threat and hoping your opponent misses it, without checking what happens if they do not. Set traps only when your move is also good against the best reply. Assume that your opponent will find the strongest answer; if they do not, that is a bonus. Against strong opponents, hope chess simply loses: they will see the threat, and you will have spent a move on nothing.',
  },
  { type: 'h3', text: '25. Stay calm after a mistake' },
  {
    type: 'p',
    text: 'Everyone makes mistakes, and the worst thing you can do after one is to make a second in frustration. Take a breath, accept the new position as it is, and look for the best practical chance. Games at club level swing back and forth many times, and the player who stays focused usually gets the last chance. The same applies after a win: reset, have a drink of water, and treat the next game as a new game.',
  },

  { type: 'h2', text: 'Training tips' },
  { type: 'h3', text: '26. Solve puzzles every day' },
  {
    type: 'p',
    text: 'Tactical patterns are learned by repetition. Fifteen to thirty minutes of puzzles a day, at a level where you solve most but not all of them, will do more for your results than occasional long sessions. Solve each puzzle fully before moving pieces: find the key move and your opponent’s best replies. Mix quick pattern puzzles with a few harder ones where you must calculate several moves ahead, and keep a note of the themes you keep missing.',
  },
  { type: 'h3', text: '27. Play slower games' },
  {
    type: 'p',
    text: 'Bullet and blitz are fun, but they train habits of guessing. To improve, play games where you have time to think: fifteen minutes per side with an increment is a good minimum online, and longer over-the-board games are even better. Use the time to apply your thinking routine on every move. Fast games still have their place as a break or to try out a new opening, but most of your playing time should be at a pace where you can think properly.',
  },
  { type: 'h3', text: '28. Analyse your own games' },
  {
    type: 'p',
    text: 'After each serious game, go through it on your own before switching on an engine. Write down where you think the game turned and what you were thinking at each critical moment. Only then compare with the engine. This shows you not only your mistakes but the thinking errors behind them, and those are what you can fix. Over time, keep a list of your recurring mistakes. If the same problem appears in several games, such as missing knight forks or running short of time, you know exactly what to train next.',
  },
  { type: 'h3', text: '29. Study annotated master games' },
  {
    type: 'p',
    text: 'Playing through well-annotated games by strong players teaches plans, piece placement and endgame technique in a way no list of rules can. Pick games in the openings you play, cover the moves and try to guess the next one, then read the notes to see why the player chose differently. Games from the classic players of the past are often the clearest teachers, because their plans are easy to follow and their annotators explain the ideas in words rather than in long computer lines.',
  },
  { type: 'h3', text: '30. Get feedback and set clear goals' },
  {
    type: 'p',
    text: 'It is hard to see your own blind spots. A coach or a stronger training partner can spot patterns in your games that you would miss, and point you towards the right material. Set goals you control, such as solving a fixed number of puzzles each week or reviewing every tournament game, rather than only a rating number. Ratings follow good habits, but they move slowly and with a lot of noise; the habits are what you can work on every day.',
  },

  {
    type: 'callout',
    title: 'Where to start',
    text: 'If you take only three tips from this list, make them these: check for checks, captures and threats every move (tip 11), blunder-check before you let go of a piece (tip 22), and analyse your own games (tip 28). Together they attack the biggest source of lost points at club level: simple tactical oversights.',
  },
  {
    type: 'p',
    text: 'Improvement in chess is rarely a straight line. There will be weeks when your rating drops even though you are training well, and then a jump when new patterns finally click. Keep your routine steady, enjoy the games, and measure yourself by how well you play rather than only by the result. Come back to this list every few months: tips that seemed obvious the first time often mean something new once you have more games behind you. Good luck at the board!',
  },
]
