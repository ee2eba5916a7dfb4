import type { ArticleBody } from '../article-body'

/** "King and Pawn vs King: The Endgame Every Player Must Know" (Endgames, 15 min read). */
export const body: ArticleBody = [
  {
    type: 'p',
    text: 'King and pawn against king is the smallest endgame in chess, and one of the most important. Many pawn endgames come down to it in the end, and many middlegame decisions depend on it: should you trade the last pair of rooks? Can you give back a piece to reach a pawn ending? You can only answer these questions if you know, quickly and for sure, when a single pawn wins and when it only draws.',
  },
  {
    type: 'p',
    text: 'The good news is that the whole endgame rests on a handful of ideas: the rule of the square, the opposition, key squares, the king in front of its pawn, the stalemate trick, and the rook pawn. Learn them once and you will stop agreeing draws in won positions, or resigning drawn ones.',
  },
  {
    type: 'callout',
    title: 'Two basic facts',
    text: 'The defending side can never win this endgame: the best it can hope for is a draw. It draws in one of three ways: by capturing the pawn, by blockading it so that it can never promote safely, or by stalemate. The attacking side wins only by promoting the pawn safely.',
  },
  { type: 'h2', text: 'When the king cannot help: the rule of the square' },
  {
    type: 'p',
    text: 'Start with the simplest race: the attacking king is far away and the pawn runs alone. Can the defending king catch it? Use the **rule of the square**. Draw a square with one side running from the pawn to its promotion square. If the defending king is inside the square, or can step into it with its move, it catches the pawn. If not, the pawn promotes.',
  },
  {
    type: 'diagram',
    fen: '8/8/8/7k/2P5/8/8/7K b - - 0 1',
    caption:
      'The square of the pawn on c4: the highlighted area from c4 to c8, g8 and g4. Black to move: the king on h5 steps into the square with 1...Kg5 and catches the pawn. With White to move, 1.c5 would shrink the square to c5–f8 and the pawn would queen.',
    highlights: [
      'c4',
      'd4',
      'e4',
      'f4',
      'g4',
      'c5',
      'd5',
      'e5',
      'f5',
      'g5',
      'c6',
      'd6',
      'e6',
      'f6',
      'g6',
      'c7',
      'd7',
      'e7',
      'f7',
      'g7',
      'c8',
      'd8',
      'e8',
      'f8',
      'g8',
    ],
    arrows: [['h5', 'g5']],
    claim: { move: 'Kg5' },
  },
  {
    type: 'moves',
    fen: '8/8/8/7k/2P5/8/8/7K b - - 0 1',
    san: ['Kg5', 'c5', 'Kf6', 'c6', 'Ke7', 'c7', 'Kd7', 'c8=Q+', 'Kxc8'],
    caption: 'Black to move: the king walks diagonally and takes the new queen on c8.',
  },
  {
    type: 'p',
    text: 'In the diagram Black to move draws with 1...Kg5, 1...Kg4 or 1...Kg6, all of which enter the square; 1...Kh4 or 1...Kh6 would stay outside it and lose. Notice how the king approaches: diagonally. A king needs the same number of moves to go from h5 to d7 as from h5 to d5, so diagonal routes cost nothing extra. This simple fact lies behind many surprising king races.',
  },
  {
    type: 'callout',
    title: 'Two details of the rule of the square',
    text: 'A pawn on its starting square can move two squares at once, so draw its square as if it already stood one rank further forward. And the rule only counts moves: it does not see pieces that block the defending king’s path, or the attacking king standing in the way. When other pieces are close, calculate instead.',
  },
  { type: 'h2', text: 'The opposition' },
  {
    type: 'p',
    text: 'When both kings are close to the pawn, everything depends on the **opposition**. Two kings stand in opposition when they are on the same file, rank or diagonal with an odd number of squares between them. The player who has just moved, so that the opponent must move, is said to "have the opposition". Kings can never stand next to each other, so the king that has to move must give way, and the other king can step past it.',
  },
  { type: 'h3', text: 'Direct opposition' },
  {
    type: 'p',
    text: 'Direct opposition means one square between the kings, like e5 and e7, and it decides most positions. Below, White wants to bring the king to the sixth rank in front of the pawn, and Black wants to stop it.',
  },
  {
    type: 'diagram',
    fen: '8/4k3/8/5K2/4P3/8/8/8 w - - 0 1',
    caption:
      'White to move. The only winning move is 1.Ke5, taking the direct opposition against the king on e7, with e6 between them. Black must give way.',
    highlights: ['e5', 'e7'],
    arrows: [['f5', 'e5']],
    claim: { move: 'Ke5', only: 'win' },
  },
  {
    type: 'p',
    text: 'After 1.Ke5 Black has to move. If 1...Kd7, White goes round the other side with 2.Kf6; if 1...Kf7, then 2.Kd6. Either way White’s king reaches a key square in front of the pawn, and the pawn walks through. But if Black were to move in the diagram, 1...Kf7! would take the opposition for Black: now White’s king cannot reach a key square, and the game is drawn. Same position, different side to move, different result. That is the opposition in a nutshell.',
  },
  { type: 'h3', text: 'Distant opposition' },
  {
    type: 'p',
    text: 'Kings far apart can also be in opposition, with three or five squares between them. Distant opposition is how you prepare to win the direct opposition later: as the kings approach each other, the side that holds the distant opposition can usually turn it into the direct opposition.',
  },
  {
    type: 'diagram',
    fen: '4k3/8/8/8/3KP3/8/8/8 b - - 0 1',
    caption:
      'Black to move. The only drawing move is 1...Kd8, taking the distant opposition: the kings on d4 and d8 have three squares between them.',
    highlights: ['d4', 'd8'],
    arrows: [['e8', 'd8']],
    claim: { move: 'Kd8', only: 'draw' },
  },
  {
    type: 'p',
    text: 'Everything else loses. After 1...Ke7? White takes the direct opposition with 2.Ke5, and after 1...Kd7? White plays 2.Kd5. In both cases Black has to give way and White’s king reaches the sixth rank. With 1...Kd8 Black mirrors White’s king: 2.Kd5 Kd7, 2.Kc5 Kc7, 2.Ke5 Ke7. We will follow this defence to its end further down.',
  },
  { type: 'h3', text: 'Diagonal opposition' },
  {
    type: 'p',
    text: 'Kings on the same diagonal with one square between them, such as c4 and e6, are in diagonal opposition. It works like the direct kind: the king that has to move cannot get past. Defenders use it all the time, because it lets them keep the attacking king out while staying near the pawn.',
  },
  {
    type: 'diagram',
    fen: '8/4k3/8/8/2K5/4P3/8/8 b - - 0 1',
    caption:
      'Black to move. White’s king wants to reach d5, a key square for the pawn on e3. The only drawing move is 1...Ke6, taking the diagonal opposition (c4 and e6, with d5 between them). The natural-looking 1...Kd6 loses.',
    highlights: ['c4', 'e6', 'd5'],
    arrows: [['e7', 'e6']],
    claim: { move: 'Ke6', only: 'draw' },
  },
  {
    type: 'moves',
    fen: '8/4k3/8/8/2K5/4P3/8/8 b - - 0 1',
    san: ['Kd6', 'Kd4', 'Ke6', 'Ke4'],
    caption:
      'The mistake 1...Kd6: White takes the direct opposition with 2.Kd4, and after 2...Ke6 again with 3.Ke4. Black must give way.',
  },
  {
    type: 'p',
    text: 'After the correct 1...Ke6, if 2.Kd4 then 2...Kd6 takes the direct opposition, and 3.e4 Ke6 keeps the black king in front of the pawn. White cannot make progress.',
  },
  {
    type: 'callout',
    title: 'A quick way to check the opposition',
    text: 'Count the squares between the kings on the file, rank or diagonal they share. If the number is odd and it is your opponent’s turn to move, you have the opposition. A spare pawn move can change who has to move, so keep one in reserve when you can.',
  },
  { type: 'h2', text: 'Key squares' },
  {
    type: 'p',
    text: 'The opposition tells you how kings push past each other. **Key squares** tell you where the attacking king is going. A key square is a square where the attacking king wins the game whoever is to move, as long as the defender cannot simply capture the pawn. The key squares depend only on where the pawn stands, not on the kings, so you can see them at a glance:',
  },
  {
    type: 'ul',
    items: [
      '**Pawn on the 2nd, 3rd or 4th rank:** the three squares two ranks in front of it. For a pawn on e4 these are d6, e6 and f6; for a pawn on e3 they are d5, e5 and f5.',
      '**Pawn on the 5th or 6th rank:** six squares, the three squares one rank in front of the pawn and the three squares two ranks in front. For a pawn on e5 these are d6, e6, f6, d7, e7 and f7; for a pawn on e6 they are d7, e7, f7, d8, e8 and f8.',
      '**Rook pawn:** an a- or h-pawn plays by its own rules, which we cover in a separate section below.',
    ],
  },
  {
    type: 'p',
    text: 'These patterns hold for pawns from the b-file to the g-file, with one small exception: a knight’s pawn on the sixth rank (b6 or g6) has stalemate tricks near the corner, so its key squares are only b7, a7, b8 and a8 (for a pawn on g6: g7, h7, g8 and h8). A useful corollary: if your king stands two squares directly in front of its pawn (not a rook pawn), it is always on a key square.',
  },
  {
    type: 'diagram',
    fen: '4k3/8/4K3/8/4P3/8/8/8 b - - 0 1',
    caption:
      'The key squares of the pawn on e4, d6, e6 and f6, are highlighted. White’s king stands on e6, so White wins even with Black to move. The arrow shows the plan after 1...Kd8: the king steps to f7 and the pawn runs.',
    highlights: ['d6', 'e6', 'f6'],
    arrows: [['e6', 'f7']],
    claim: { move: 'Kd8', outcome: 'win' },
  },
  {
    type: 'moves',
    fen: '4k3/8/4K3/8/4P3/8/8/8 b - - 0 1',
    san: ['Kd8', 'Kf7', 'Kd7', 'e5', 'Kd8', 'e6', 'Kc7', 'e7', 'Kd7', 'e8=Q+'],
    caption: 'The king on f7 guards e7 and e8, and the pawn promotes.',
  },
  {
    type: 'p',
    text: 'Standing on a key square means the position is won, but you still have to find the right moves. The next diagram shows a pawn on the fifth rank, with its six key squares highlighted. White’s king is on one of them, d6, yet only one move keeps the win.',
  },
  {
    type: 'diagram',
    fen: '4k3/8/3K4/4P3/8/8/8/8 w - - 0 1',
    caption:
      'The six key squares of the pawn on e5 are highlighted. White to move: 1.Ke6, taking the opposition, is the only winning move. The tempting 1.e6? is met by 1...Kd8, and Black draws.',
    highlights: ['d6', 'e6', 'f6', 'd7', 'e7', 'f7'],
    arrows: [['d6', 'e6']],
    claim: { move: 'Ke6', only: 'win' },
  },
  {
    type: 'moves',
    fen: '4k3/8/3K4/4P3/8/8/8/8 w - - 0 1',
    san: ['Ke6', 'Kd8', 'Kf7', 'Kd7', 'e6+', 'Kd8', 'e7+', 'Kd7', 'e8=Q+'],
    caption:
      'The win: 1.Ke6 forces Black’s king aside, 2.Kf7 controls the queening square, and the pawn promotes.',
  },
  {
    type: 'p',
    text: 'Key squares turn the endgame into a race with a clear goal. For the attacker the question is: can my king reach a key square? For the defender it is: can I keep the attacking king off all of them? Usually the defender succeeds only by standing in front of the pawn and using the opposition.',
  },
  { type: 'h2', text: 'Why the king belongs in front of the pawn' },
  {
    type: 'p',
    text: 'Beginners often push the pawn first and bring the king later, which is almost always the wrong order. A pawn cannot move backwards, and every step it takes moves its key squares one rank closer to the defending king. The king, on the other hand, can go anywhere. So the rule is: **king first, pawn second**. Lead with the king, and push the pawn only when it is safe or when a pawn move gains the tempo you need.',
  },
  {
    type: 'diagram',
    fen: '8/8/4k3/8/4P3/4K3/8/8 w - - 0 1',
    caption:
      'The king behind its pawn: White’s king on e3, pawn on e4, and Black’s king on e6 blocking the key squares d6, e6 and f6. A draw whoever is to move.',
    highlights: ['d6', 'e6', 'f6'],
    claim: { outcome: 'draw' },
  },
  {
    type: 'p',
    text: 'Now compare a position where White’s king has got in front of its pawn. With the pawn on e3, the key squares are d5, e5 and f5, and White’s king already stands on e5. White also has a spare pawn move in hand, which is exactly the tool we met in the opposition section.',
  },
  {
    type: 'diagram',
    fen: '8/4k3/8/4K3/8/4P3/8/8 w - - 0 1',
    caption:
      'The king in front of its pawn, White to move. White plays 1.e4, a spare pawn move that hands the move to Black. The kings on e5 and e7 are now in direct opposition with Black to move, and Black must give way.',
    highlights: ['e5', 'e7'],
    arrows: [['e3', 'e4']],
    claim: {
      move: 'e4',
      outcome: 'win',
      leadsTo: '8/4k3/8/4K3/4P3/8/8/8 b - - 0 1',
    },
  },
  {
    type: 'moves',
    fen: '8/4k3/8/4K3/4P3/8/8/8 b - - 0 1',
    san: ['Kd7', 'Kf6', 'Kd6', 'e5+', 'Kd7', 'Kf7', 'Kd8', 'e6', 'Kc7', 'e7', 'Kd7', 'e8=Q+'],
    caption:
      'After 1.e4 Black must move: 1...Kd7 2.Kf6, White’s king goes round, and the pawn follows to promotion.',
  },
  {
    type: 'p',
    text: 'Look at what the spare pawn move did: with White to move in the position after 1.e4, Black would have the opposition and the game would be drawn. Because the pawn could still step from e3 to e4, White could pass the move to Black. This is why you should not push your pawn early: every pawn move you keep in reserve is a potential tempo for winning the opposition later.',
  },
  { type: 'h2', text: 'The defender’s technique and the stalemate trick' },
  {
    type: 'p',
    text: 'Now switch sides. When the attacking king cannot reach a key square, the defender draws with two simple rules. First, **stay in front of the pawn**: when the pawn advances, go straight back along its file. Second, **take the opposition** whenever the attacking king steps forward. Let us finish the distant opposition example from earlier.',
  },
  {
    type: 'moves',
    fen: '4k3/8/8/8/3KP3/8/8/8 b - - 0 1',
    san: ['Kd8', 'Kd5', 'Kd7', 'e5', 'Ke7', 'e6', 'Ke8', 'Kd6', 'Kd8', 'e7+', 'Ke8', 'Ke6'],
    caption:
      'The model defence: Black goes straight back and takes the opposition, until 7.Ke6 leaves Black stalemated.',
  },
  {
    type: 'p',
    text: 'Every black move in this line is the only drawing move. After 4.e6 the king goes straight back with 4...Ke8; stepping to the side with 4...Kd8 or 4...Kf8 would lose to 5.Kd6, and White’s king escorts the pawn home. After 5.Kd6, the reply 5...Kd8 takes the opposition. Finally White pushes with check, and the only way to keep the pawn is a move that leaves Black with no legal move at all.',
  },
  {
    type: 'diagram',
    fen: '4k3/4P3/3K4/8/8/8/8/8 w - - 0 1',
    caption:
      'The final position of the model defence, White to move. If White protects the pawn with 1.Ke6, Black’s king on e8 has no legal move and is not in check: stalemate. Any other king move lets Black capture the pawn on e7.',
    highlights: ['e8'],
    arrows: [['d6', 'e6']],
    claim: { move: 'Ke6', stalemate: true },
  },
  {
    type: 'p',
    text: 'The stalemate trick is also a trap for the attacker. In the next position White is winning, but the obvious pawn push throws the win away.',
  },
  {
    type: 'diagram',
    fen: '5k2/8/3KP3/8/8/8/8/8 w - - 0 1',
    caption:
      'White to move. The only winning move is 1.Kd7, which controls e7 and e8 so that the pawn can walk through. The check 1.e7+? Ke8 leads to the drawn position of the previous diagram.',
    highlights: ['e7', 'e8'],
    arrows: [['d6', 'd7']],
    claim: { move: 'Kd7', only: 'win', replies: ['Kg7', 'Kg8'] },
  },
  {
    type: 'moves',
    fen: '5k2/8/3KP3/8/8/8/8/8 w - - 0 1',
    san: ['e7+', 'Ke8', 'Ke6'],
    caption: 'The wrong way: 1.e7+ Ke8 2.Ke6 is stalemate, and other second moves lose the pawn.',
  },
  {
    type: 'p',
    text: 'After 1.Kd7 Black’s king cannot go to f7, which the pawn on e6 attacks, so it has to leave for g7 or g8, and then e7 and e8 follow. The lesson: before you push a pawn to the seventh rank, check whether the defending king will have any moves left afterwards.',
  },
  { type: 'h2', text: 'The rook pawn: a special case' },
  {
    type: 'p',
    text: 'Everything so far applies to pawns from the b-file to the g-file. A rook pawn, on the a- or h-file, is much harder to win with, for two reasons. The attacking king can only go round the defender on one side, because the edge of the board blocks the other. And near the corner, stalemate is everywhere.',
  },
  {
    type: 'p',
    text: 'The rule is short: **if the defending king reaches the corner in front of a rook pawn, or any square in front of the pawn on its file, the game is a draw**, no matter where the attacking king stands. The attacking king cannot drive the defender out of the corner: as soon as it takes away the last free squares, it is stalemate.',
  },
  {
    type: 'diagram',
    fen: '7k/7P/6K1/8/8/8/8/8 b - - 0 1',
    caption:
      'A typical rook-pawn stalemate, Black to move: the pawn on h7 covers g8, and White’s king covers g7 and protects the pawn. Black’s king has no move and is not in check.',
    highlights: ['h8', 'g8', 'g7'],
    claim: { stalemate: true },
  },
  {
    type: 'p',
    text: 'The attacking king can even get trapped in front of its own pawn. If White’s king walks into the corner and the pawn follows it to the seventh rank, the defending king simply guards the exits.',
  },
  {
    type: 'diagram',
    fen: '7K/5k1P/8/8/8/8/8/8 w - - 0 1',
    caption:
      'White’s king is trapped on h8 in front of its own pawn, White to move. Black’s king on f7 covers g8 and g7, and the pawn on h7 is blocked: White is stalemated.',
    highlights: ['h8', 'g8', 'g7'],
    claim: { stalemate: true },
  },
  {
    type: 'p',
    text: 'So with a rook pawn the attacker’s only hope is to keep the defending king away from the corner altogether, usually by putting its king on g7 for an h-pawn (b7 for an a-pawn), where it controls f8, g8 and h8, while the pawn is safe from capture.',
  },
  {
    type: 'diagram',
    fen: '8/4k3/6K1/8/7P/8/8/8 w - - 0 1',
    caption:
      'White to move. The only winning move is 1.Kg7, which shuts Black’s king out of f8, g8 and h8. The natural 1.h5? allows 1...Kf8, and the black king reaches the corner.',
    highlights: ['g7', 'f8', 'g8', 'h8'],
    arrows: [['g6', 'g7']],
    claim: { move: 'Kg7', only: 'win' },
  },
  {
    type: 'moves',
    fen: '8/4k3/6K1/8/7P/8/8/8 w - - 0 1',
    san: ['h5', 'Kf8', 'Kh7', 'Kf7', 'h6', 'Kf8', 'Kg6', 'Kg8'],
    caption:
      'The wrong plan: after 1.h5 Kf8 Black’s king stays near the corner, and White cannot make progress.',
  },
  {
    type: 'p',
    text: 'After the correct 1.Kg7 the black king can only watch: 1...Ke6 2.h5 Kf5 3.h6 and the pawn promotes, because White’s king controls the whole path. Remember this pattern from the defender’s side, too. With a rook pawn, run for the corner: once you are there, you can relax.',
  },
  { type: 'h2', text: 'Worked examples' },
  {
    type: 'p',
    text: 'Try to solve each position before reading the solution. Set it up on a board, decide on a move, and check it against the ideas above.',
  },
  { type: 'h3', text: 'Example 1: White to move and win' },
  {
    type: 'diagram',
    fen: '4k3/8/8/2K5/4P3/8/8/8 w - - 0 1',
    caption:
      'Example 1. White to move: king on c5, pawn on e4; Black’s king on e8. Which move wins?',
    claim: { move: 'Kd6', only: 'win' },
  },
  {
    type: 'p',
    text: '**Solution: 1.Kd6!** and it is the only move that wins. The key squares of the pawn on e4 are d6, e6 and f6, and d6 is one move away, so White simply goes there. Black cannot stop the win from now on. After 1...Kd8 2.e5 Ke8 we reach the position from the key squares section, where 3.Ke6 wins. Every other first move lets Black’s king get in front in time: for example, 1.Kd5? Kd7 and 1.e5? Kd7 are both draws.',
  },
  {
    type: 'moves',
    fen: '4k3/8/8/2K5/4P3/8/8/8 w - - 0 1',
    san: ['Kd6', 'Kd8', 'e5', 'Ke8', 'Ke6'],
    caption:
      'The solution of Example 1, reaching the winning position from the key squares section.',
  },
  { type: 'h3', text: 'Example 2: Black to move and draw' },
  {
    type: 'diagram',
    fen: '2k5/8/8/8/8/3KP3/8/8 b - - 0 1',
    caption:
      'Example 2. Black to move: White’s king on d3 and pawn on e3; Black’s king on c8. How does Black draw?',
    claim: { move: 'Kd7', only: 'draw' },
  },
  {
    type: 'p',
    text: '**Solution: 1...Kd7!**, the only drawing move. It takes the distant opposition: the kings on d3 and d7 have three squares between them. If White’s king advances with 2.Kd4, Black answers 2...Kd6 and holds the direct opposition; after 3.e4 Ke6 the black king stands in front of the pawn, and we know how to defend from there. The natural 1...Kc7? loses to 2.Ke4!, and White’s king reaches one of the key squares d5, e5 or f5.',
  },
  { type: 'h3', text: 'Example 3: Black to move and draw' },
  {
    type: 'diagram',
    fen: '8/8/3k4/6KP/8/8/8/8 b - - 0 1',
    caption:
      'Example 3. Black to move: White’s king on g5 and pawn on h5; Black’s king on d6. Where should Black’s king go?',
    claim: { move: 'Ke7', only: 'draw' },
  },
  {
    type: 'p',
    text: '**Solution: 1...Ke7!**, heading for f8 and the corner. It is the only drawing move. After 2.Kg6 Kf8 the black king is close enough to the corner to hold: 3.Kh7 Kf7 4.h6 Kf8 is the drawn line we saw in the rook pawn section. The tempting 1...Ke6? loses to 2.Kg6!, and after 2...Ke7 3.Kg7 White’s king shuts the black king out, just as in the rook pawn section.',
  },
  { type: 'h2', text: 'Practice checklist' },
  {
    type: 'p',
    text: 'Use this checklist whenever you reach, or think about reaching, a king and pawn against king ending:',
  },
  {
    type: 'ol',
    items: [
      'Is the defending king inside the square of the pawn, or can it step in? If not, and nothing blocks the pawn, just push.',
      'Is it a rook pawn? If the defending king can reach the corner or get in front of the pawn, it is a draw.',
      'Find the key squares: two ranks in front of a pawn on the 2nd to 4th rank, one and two ranks in front of a pawn on the 5th or 6th.',
      'Can your king reach a key square? Count the moves for both kings, remembering that diagonal moves are as fast as straight ones.',
      'King first, pawn second. Keep pawn moves in reserve as spare tempi for winning the opposition.',
      'Before every king move near the other king, count the squares between them: odd with your opponent to move means you have the opposition.',
      'Before pushing the pawn to the seventh rank, check that the defending king will still have a legal move.',
      'As the defender, stay in front of the pawn, go straight back when it advances, and take the opposition when the attacking king steps forward.',
    ],
  },
  {
    type: 'p',
    text: 'The best way to make these ideas stick is to play the positions out. Set up the diagrams in this article against a friend, a coach or a computer, take each side in turn, and play until you can win the won positions and draw the drawn ones without thinking. A few short sessions are usually enough to make this endgame second nature, and every other pawn endgame you study will build on it.',
  },
]
