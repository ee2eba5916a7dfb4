/**
 * /resources (spec §2): six cards and two tiles. The spec does not say what the buttons do; each
 * goes where a visitor expects: our printable cheat sheet, our articles, and two free practice
 * sites (opened in a new tab).
 */
export interface ResourceCard {
  id: string
  title: string
  description: string
  kind: string
  action: string
  href: string
  /** Opens another site, in a new tab. */
  external?: boolean
}

/** The printable cheat sheet, written into dist/ by the build (scripts/prerender.ts). */
export const CHEAT_SHEET_PATH = '/resources/tactics-cheat-sheet.html'

export const RESOURCE_CARDS: ResourceCard[] = [
  {
    id: 'cheat-sheet',
    title: 'Chess Tactics Cheat Sheet',
    description:
      'Forks, pins, skewers, discovered attacks and the classic mates on one printable page, each with a diagram.',
    kind: 'PDF / printable',
    action: 'Open & Print',
    href: CHEAT_SHEET_PATH,
  },
  {
    id: 'opening-principles',
    title: 'Opening Principles Guide',
    description:
      'Control the centre, develop your pieces, castle early: the principles behind every good opening, through the English Opening.',
    kind: 'Article',
    action: 'Read the Guide',
    href: '/articles/english-opening',
  },
  {
    id: 'endgame-studies',
    title: 'Endgame Study Collection',
    description:
      'King and pawn endings explained position by position: opposition, key squares and the rule of the square.',
    kind: 'Article',
    action: 'Study the Endings',
    href: '/articles/king-pawn-endgame',
  },
  {
    id: 'lichess',
    title: 'Lichess',
    description:
      'Play and practise for free: games at every time control, puzzles, and analysis of your own games.',
    kind: 'Practice site',
    action: 'Visit Lichess',
    href: 'https://lichess.org/',
    external: true,
  },
  {
    id: 'chess-com',
    title: 'Chess.com',
    description:
      'The largest chess community online: play rated games, join clubs and review your games.',
    kind: 'Practice site',
    action: 'Visit Chess.com',
    href: 'https://www.chess.com/',
    external: true,
  },
  {
    id: 'puzzles',
    title: 'Tactical Puzzles Database',
    description:
      'Thousands of puzzles sorted by theme and rating, free on Lichess: follow our tactical study plan alongside them.',
    kind: 'Puzzles',
    action: 'Solve Puzzles',
    href: 'https://lichess.org/training/themes',
    external: true,
  },
]

export const RESOURCE_TILES = [
  {
    id: 'videos',
    title: 'Video Lessons',
    text: 'Short lessons from our titled masters.',
    href: '/articles',
  },
  {
    id: 'study-plans',
    title: 'Study Plans',
    text: 'A weekly plan for your level and time.',
    href: '/study-plan',
  },
] as const
