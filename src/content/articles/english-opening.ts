import type { ArticleBody } from '../article-body'

/** "The English Opening: A Beginner's Guide" (Openings, 8 min read). */
export const body: ArticleBody = [
  {
    type: 'p',
    text: 'Most beginners learn to open with 1.e4 or 1.d4, putting a pawn straight into the centre. The English Opening starts differently: **1.c4**. White pushes the c-pawn two squares and fights for the centre from the side. It looks modest, but it has been known for almost two centuries, it is played at every level today, and it is one of the most flexible first moves you can choose.',
  },
  {
    type: 'p',
    text: 'The opening takes its name from the English player Howard Staunton, who used 1.c4 in his 1843 match against the Frenchman Pierre Charles Fournier de Saint-Amant. It stayed rare for decades, then became a regular weapon of world champions in the twentieth century. This guide explains why 1.c4 works, how to meet Black’s main replies, which plans to follow, and how to build a simple repertoire.',
  },
  { type: 'h2', text: 'Why play 1.c4?' },
  {
    type: 'p',
    text: 'The pawn on c4 controls **d5**, one of the four central squares, without committing the d- or e-pawn. White usually follows up with Nc3, which also hits d5, and with a bishop on g2, which aims down the long diagonal from h1 to a8. Pawn, knight and bishop then watch d5 from three directions.',
  },
  {
    type: 'diagram',
    fen: 'rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1',
    caption:
      'The position after 1.c4. The arrow shows the pawn on c4 controlling d5 from the side, while the d- and e-pawns wait at home. Black’s most direct reply is 1...e5.',
    highlights: ['d5'],
    arrows: [['c4', 'd5']],
    claim: {
      move: 'e5',
      leadsTo: 'rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2',
    },
  },
  {
    type: 'p',
    text: 'The second strength is **flexibility**. Because the d- and e-pawns are still at home, White can decide later whether to play d4 and head for Queen’s Gambit positions, to keep the pawns on d3 and e4, or to stay quietly on the flank. You react to what Black does instead of committing on move one.',
  },
  {
    type: 'p',
    text: 'The third strength is **transpositions**: reaching the same position by a different move order. Many English lines turn into a Queen’s Gambit, a Nimzo-Indian or a King’s Indian. If you know those openings, you can steer towards them; if not, choose set-ups that avoid d4.',
  },
  { type: 'h2', text: 'Black’s main replies' },
  { type: 'h3', text: '1...e5: the Reversed Sicilian' },
  {
    type: 'p',
    text: 'After 1...e5 the pawns stand like a Sicilian Defence (1.e4 c5) with the colours reversed, so White is effectively playing a Sicilian with an extra move. That extra tempo can make a real difference in these structures. A popular way to play it is with Nc3, g3 and Bg2.',
  },
  {
    type: 'moves',
    san: [
      'c4',
      'e5',
      'Nc3',
      'Nf6',
      'g3',
      'd5',
      'cxd5',
      'Nxd5',
      'Bg2',
      'Nb6',
      'Nf3',
      'Nc6',
      'O-O',
      'Be7',
      'd3',
      'O-O',
    ],
    caption:
      'A main line of the Reversed Sicilian: Black strikes with ...d5, White exchanges, develops, castles and plays d3.',
  },
  {
    type: 'diagram',
    fen: 'rnbqkb1r/ppp2ppp/8/3np3/8/2N3P1/PP1PPP1P/R1BQKBNR w KQkq - 0 5',
    caption:
      'After 1.c4 e5 2.Nc3 Nf6 3.g3 d5 4.cxd5 Nxd5, White to move: a Sicilian Dragon with the colours reversed. White plays 5.Bg2, and the bishop joins the knight on c3 in attacking the knight on d5.',
    highlights: ['d5'],
    arrows: [
      ['f1', 'g2'],
      ['c3', 'd5'],
    ],
    claim: {
      move: 'Bg2',
      attacks: ['d5'],
      leadsTo: 'rnbqkb1r/ppp2ppp/8/3np3/8/2N3P1/PP1PPPBP/R1BQK1NR b KQkq - 1 5',
    },
  },
  {
    type: 'p',
    text: 'Black usually retreats with 5...Nb6, and after 6.Nf3 Nc6 7.O-O Be7 8.d3 O-O both sides have developed sensibly. Typical plans for White are a3 and b4 to gain space on the queenside, or Be3 and Rc1 to use the half-open c-file.',
  },
  { type: 'h3', text: '1...c5: the Symmetrical English' },
  {
    type: 'p',
    text: 'Black can simply copy White with 1...c5. The Symmetrical English is solid and popular at every level. Both sides often fianchetto, and the game turns on who gets a useful central break in first. For White, that break is d4.',
  },
  {
    type: 'moves',
    san: [
      'c4',
      'c5',
      'Nc3',
      'Nc6',
      'g3',
      'g6',
      'Bg2',
      'Bg7',
      'Nf3',
      'Nf6',
      'O-O',
      'O-O',
      'd4',
      'cxd4',
      'Nxd4',
    ],
    caption: 'The Symmetrical English: both sides mirror each other until White breaks with d4.',
  },
  {
    type: 'diagram',
    fen: 'r1bq1rk1/pp1pppbp/2n2np1/2p5/2P5/2N2NP1/PP1PPPBP/R1BQ1RK1 w - - 6 7',
    caption:
      'After 1.c4 c5 2.Nc3 Nc6 3.g3 g6 4.Bg2 Bg7 5.Nf3 Nf6 6.O-O O-O, White to move breaks the symmetry first with 7.d4, opening the centre.',
    highlights: ['d4'],
    arrows: [['d2', 'd4']],
    claim: {
      move: 'd4',
      leadsTo: 'r1bq1rk1/pp1pppbp/2n2np1/2p5/2PP4/2N2NP1/PP2PPBP/R1BQ1RK1 b - - 0 7',
    },
  },
  {
    type: 'p',
    text: 'After 7...cxd4 8.Nxd4 the position opens and White’s pieces are active: the knight on d4 and the bishop on g2 both eye the knight on c6. In symmetrical positions the side to move has a small initiative: use it rather than copying for too long.',
  },
  { type: 'h3', text: '1...Nf6: keeping options open' },
  {
    type: 'p',
    text: 'With 1...Nf6 Black stays flexible, just like White. After 2.Nc3 Black can transpose to the Reversed Sicilian with 2...e5, choose a King’s Indian set-up with 2...g6, or play 2...e6, ready for a Nimzo-Indian with ...Bb4 if White plays d4. A simple plan for White is to carry on with g3 and Bg2; against the King’s Indian set-up many players add e4 and Nge2, the Botvinnik idea we will meet below.',
  },
  {
    type: 'moves',
    san: ['c4', 'Nf6', 'Nc3', 'g6', 'g3', 'Bg7', 'Bg2', 'O-O', 'e4', 'd6', 'Nge2'],
    caption: 'Against a King’s Indian set-up: fianchetto, then e4 and Nge2 instead of d4.',
  },
  { type: 'h3', text: '1...e6 and 1...d5: towards the Queen’s Gambit' },
  {
    type: 'p',
    text: 'Black players who like the Queen’s Gambit Declined often answer 1.c4 with 1...e6, planning ...d5. If White then plays d4, the game transposes straight into a Queen’s Gambit. A well-known example: Bobby Fischer, who almost always opened with 1.e4, played 1.c4 in game 6 of his 1972 world championship match against Boris Spassky, and the game turned into a Queen’s Gambit Declined.',
  },
  {
    type: 'moves',
    san: ['c4', 'e6', 'Nc3', 'd5', 'd4', 'Nf6'],
    caption:
      'An English move order that reaches the Queen’s Gambit Declined: 1.c4 e6 2.Nc3 d5 3.d4 Nf6.',
  },
  {
    type: 'diagram',
    fen: 'rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR b KQkq - 0 3',
    caption:
      'After 1.c4 e6 2.Nc3 d5 3.d4 Black plays 3...Nf6, and the board is exactly the same as after 1.d4 d5 2.c4 e6 3.Nc3 Nf6, a main line of the Queen’s Gambit Declined. The highlighted pawns form the classic structure.',
    highlights: ['c4', 'd4', 'd5', 'e6'],
    claim: {
      move: 'Nf6',
      leadsTo: 'rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 1 4',
    },
  },
  {
    type: 'p',
    text: 'If you prefer to avoid the Queen’s Gambit, you don’t have to play d4: against 1...e6 you can develop with Nf3, g3, Bg2 and castle, keeping the game closer to the spirit of the English. The immediate 1...d5 is rarer, because after 2.cxd5 Qxd5 3.Nc3 the black queen is attacked and has to move again, so White gains time. Black players who want ...d5 usually prepare it with 1...e6 or 1...c6.',
  },
  {
    type: 'moves',
    san: ['c4', 'd5', 'cxd5', 'Qxd5', 'Nc3'],
    caption: 'Why 1...d5 is rare: 3.Nc3 develops with an attack on the queen.',
  },
  { type: 'h2', text: 'Typical plans for White' },
  { type: 'h3', text: 'The kingside fianchetto' },
  {
    type: 'p',
    text: 'g3 and Bg2 are the backbone of most English set-ups. The bishop controls the long diagonal, supports the fight for d5, presses on b7, and guards your king after castling short. Don’t exchange it cheaply: without it, the light squares around your king (f3 and h3) become weak.',
  },
  { type: 'h3', text: 'The Botvinnik set-up' },
  {
    type: 'p',
    text: 'Named after the former world champion Mikhail Botvinnik, this set-up puts White’s pawns on c4, d3 and e4, with g3, Bg2, Nc3 and the other knight on e2. The pawns on c4 and e4 clamp down on d5, so Black can hardly ever free the position with ...d5. It works well against set-ups where Black plays ...e5, ...g6 and ...d6.',
  },
  {
    type: 'moves',
    san: [
      'c4',
      'e5',
      'Nc3',
      'Nc6',
      'g3',
      'g6',
      'Bg2',
      'Bg7',
      'e4',
      'd6',
      'Nge2',
      'Nge7',
      'd3',
      'O-O',
      'O-O',
    ],
    caption:
      'The Botvinnik set-up against 1...e5: pawns on c4, d3 and e4, bishop on g2, knights on c3 and e2.',
  },
  {
    type: 'diagram',
    fen: 'r1bq1rk1/ppp1npbp/2np2p1/4p3/2P1P3/2NP2P1/PP2NPBP/R1BQ1RK1 b - - 2 8',
    caption:
      'The Botvinnik set-up after 8.O-O, Black to move. The pawns on c4, d3 and e4 grip d5 but leave a hole on d4. Black’s knight often jumps there with 8...Nd4, and White can exchange it with the knight on e2. The other arrow shows White’s plan f2-f4.',
    highlights: ['c4', 'd3', 'e4', 'd4'],
    arrows: [
      ['c6', 'd4'],
      ['f2', 'f4'],
    ],
    claim: {
      move: 'Nd4',
      leadsTo: 'r1bq1rk1/ppp1npbp/3p2p1/4p3/2PnP3/2NP2P1/PP2NPBP/R1BQ1RK1 w - - 3 9',
    },
  },
  {
    type: 'p',
    text: 'The price of the Botvinnik set-up is that d4 can no longer be guarded by a pawn. That is why the knight goes to e2 rather than f3: it would cover d4 from either square, but on e2 it leaves the f-pawn free to advance to f4, and a bishop on e3 can help. With the centre locked, White often expands on the kingside with f4, or on the queenside with a3, Rb1 and b4.',
  },
  { type: 'h3', text: 'Queenside expansion: b4 and b5' },
  {
    type: 'p',
    text: 'In closed positions, where Black has a pawn on e5 and White has not played d4, White’s natural plan is to gain space on the queenside: Rb1, a3, then b4 and b5 to push Black’s knight from c6 and open lines.',
  },
  {
    type: 'moves',
    san: [
      'c4',
      'e5',
      'Nc3',
      'Nc6',
      'g3',
      'g6',
      'Bg2',
      'Bg7',
      'd3',
      'd6',
      'Nf3',
      'Nge7',
      'O-O',
      'O-O',
      'Rb1',
      'a5',
      'a3',
      'Be6',
      'b4',
      'axb4',
      'axb4',
    ],
    caption:
      'A closed English: after Rb1 and a3, White gets b4 in despite ...a5. Next comes b5, kicking the knight on c6.',
  },
  {
    type: 'p',
    text: 'Black usually plays on the kingside, where the pawns on d6 and e5 point, and White on the queenside, where d3 and c4 point. In closed positions, play on the wing where you have more space.',
  },
  { type: 'h2', text: 'Common beginner mistakes' },
  {
    type: 'ul',
    items: [
      '**Forgetting the centre.** 1.c4 is a central move played from the side. If you only shuffle pieces on the flank, Black will build a big centre with ...e5 and ...d5 and squeeze you. Challenge it with cxd5, d4, or f4 in the Botvinnik set-up.',
      '**Bringing the queen out early.** After 1.c4 e5 2.d4 exd4 3.Qxd4 Nc6 the white queen is chased and Black develops with tempo. Develop your knights and bishops first.',
      '**Playing one set-up against everything.** The Botvinnik set-up is excellent against ...e5 and ...g6, but against ...d5 structures it makes little sense. Look at Black’s pawns before deciding where your own pawns go.',
      '**Ignoring the hole on d4.** With pawns on c4 and e4, a black knight on d4 can become a monster. Keep a knight on e2 or a bishop on e3 ready to challenge it.',
      '**Weakening the fianchetto.** Trading the g2 bishop for a knight, or pushing h3 and g4 without a reason, leaves holes around your king.',
    ],
  },
  { type: 'h2', text: 'A simple repertoire' },
  {
    type: 'p',
    text: 'You don’t need every variation. Here is a compact plan in which your pieces almost always go to familiar squares:',
  },
  {
    type: 'ul',
    items: [
      '**Against 1...e5:** 2.Nc3, 3.g3 and 4.Bg2. If Black plays ...d5, take on d5 and play the Reversed Sicilian line above. If Black plays ...Nc6 and ...g6, choose either the Botvinnik set-up (e4, Nge2) or the closed plan with d3, Rb1 and b4.',
      '**Against 1...c5:** 2.Nc3 Nc6 3.g3 g6 4.Bg2 Bg7 5.Nf3, castle, and look for d4 when it frees your pieces.',
      '**Against 1...Nf6:** 2.Nc3 and the same g3 and Bg2 plan; against ...g6 and ...d6, add e4 and Nge2.',
      '**Against 1...e6 or 1...c6:** if you also play 1.d4 openings, go for d4 and a Queen’s Gambit. If not, play Nf3, g3, Bg2 and castle, and decide about d4 later.',
    ],
  },
  {
    type: 'callout',
    title: 'Key idea',
    text: 'Learn the set-up, not just the moves. If you know where your pieces belong (knight on c3, bishop on g2, king castled short) and which pawn break you are aiming for (d4, b4 or f4), you will find good moves even when your opponent leaves the book on move three.',
  },
  { type: 'h2', text: 'How to study the English' },
  {
    type: 'ol',
    items: [
      'Play through the lines in this article on a real board and name the purpose of each move.',
      'Pick one set-up against each main reply and play training games with it, ideally at longer time controls.',
      'After every game, check where you left your preparation and whether you found the right pawn break.',
      'Study complete master games in your lines, the middlegame and endgame as well as the opening.',
      'Learn the structures of the openings the English transposes into, such as the Queen’s Gambit Declined.',
    ],
  },
  {
    type: 'p',
    text: 'The English rewards understanding more than memory. Once you know why White fights for d5, when to play d4, and where each piece belongs, 1.c4 becomes a reliable opening you can play for years, from your first club games to serious tournaments.',
  },
]
