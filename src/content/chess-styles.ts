/**
 * The six chess styles (spec §3 "Style definition"): id, title, emoji, description, colours, two
 * famous players, a quote and the social image, plus what the personalised result adds: an
 * improvement plan and two famous games. Name, title, emoji and description come from
 * `chess-style-pages.ts`, which the page heads read too.
 *
 * Famous games are real games, attributed as in the standard databases (players with White first,
 * event, year, result). Quotes are given with the player they are commonly attributed to.
 */
import { STYLE_PAGES, type StylePageMeta, type StylePagePath } from './chess-style-pages'

/** The six style ids, in the order that breaks ties (spec §9 "Style quiz"). */
export const STYLE_IDS = [
  'tactician',
  'strategist',
  'endgameArtist',
  'gambiteer',
  'grinder',
  'universal',
] as const

export type StyleId = (typeof STYLE_IDS)[number]

interface FamousPlayer {
  name: string
  /** Why they stand for the style, in one line. */
  why: string
}

interface FamousGame {
  white: string
  black: string
  result: '1-0' | '0-1' | '1/2-1/2'
  event: string
  year: number
  /** What to look for in it. */
  note: string
}

export interface StyleDefinition extends StylePageMeta {
  id: StyleId
  /** The style's own page, e.g. '/chess-style-tactician'. */
  path: StylePagePath
  /** The style's colours: an accent that carries white text (AA) and a light tint behind cards. */
  colors: { accent: string; tint: string }
  famousPlayers: readonly [FamousPlayer, FamousPlayer]
  quote: { text: string; author: string }
  /** Social preview image (1200x630) under public/. */
  ogImage: string
  /** Four steps to grow within the style and patch its blind spots. */
  improvementPlan: readonly string[]
  famousGames: readonly [FamousGame, FamousGame]
}

function style(
  id: StyleId,
  path: StylePagePath,
  rest: Omit<StyleDefinition, 'id' | 'path' | 'ogImage' | keyof StylePageMeta>,
): StyleDefinition {
  return { id, path, ...STYLE_PAGES[path], ogImage: `/og${path}.jpg`, ...rest }
}

export const CHESS_STYLES: Record<StyleId, StyleDefinition> = {
  tactician: style('tactician', '/chess-style-tactician', {
    colors: { accent: '#b91c1c', tint: '#fef2f2' },
    famousPlayers: [
      {
        name: 'Mikhail Tal',
        why: 'The "Magician from Riga", world champion in 1960, famous for sacrifices that could not be refuted over the board.',
      },
      {
        name: 'Garry Kasparov',
        why: 'World champion from 1985 to 2000, whose dynamic, deeply calculated attacks set the standard for a generation.',
      },
    ],
    quote: {
      text: 'You must take your opponent into a deep dark forest where 2+2=5, and the path leading out is only wide enough for one.',
      author: 'Mikhail Tal',
    },
    improvementPlan: [
      'Solve 20 tactics puzzles a day, timed, and write down the full line before you check it.',
      'Practise calculation: set up a position, look at it for 10 minutes without moving the pieces, then verify.',
      'Study one classic attacking game a week and ask what made the sacrifice work.',
      'Patch the blind spot: play out a few quiet, equal endgames against a coach or an engine.',
    ],
    famousGames: [
      {
        white: 'Garry Kasparov',
        black: 'Veselin Topalov',
        result: '1-0',
        event: 'Hoogovens, Wijk aan Zee',
        year: 1999,
        note: '"Kasparov\'s Immortal": a rook sacrifice on d4 starts a king hunt across the whole board.',
      },
      {
        white: 'Mikhail Botvinnik',
        black: 'Mikhail Tal',
        result: '0-1',
        event: 'World Championship match, Moscow (game 6)',
        year: 1960,
        note: "In his King's Indian, Tal sacrifices a knight with 21...Nf4 and the complications overwhelm the champion.",
      },
    ],
  }),
  strategist: style('strategist', '/chess-style-strategist', {
    colors: { accent: '#1d4ed8', tint: '#eff6ff' },
    famousPlayers: [
      {
        name: 'Anatoly Karpov',
        why: 'World champion from 1975 to 1985, the master of slowly restricting his opponent until nothing is left.',
      },
      {
        name: 'Tigran Petrosian',
        why: 'World champion from 1963 to 1969, famous for prophylaxis and positional exchange sacrifices.',
      },
    ],
    quote: { text: 'Tactics flow from a superior position.', author: 'Bobby Fischer' },
    improvementPlan: [
      'Before every move in your games, name the worst-placed piece and one way to improve it.',
      'Study pawn structures: the isolated queen pawn, hanging pawns and the Carlsbad structure.',
      'Replay annotated games of Karpov and Petrosian and guess the plan before each move.',
      'Patch the blind spot: solve sharp tactical puzzles so a concrete shot never surprises you.',
    ],
    famousGames: [
      {
        white: 'Anatoly Karpov',
        black: 'Wolfgang Unzicker',
        result: '1-0',
        event: 'Chess Olympiad, Nice',
        year: 1974,
        note: "A textbook Ruy Lopez squeeze: Black's pieces are slowly shut out of the game on the queenside.",
      },
      {
        white: 'Tigran Petrosian',
        black: 'Boris Spassky',
        result: '1-0',
        event: 'World Championship match, Moscow (game 10)',
        year: 1966,
        note: "Petrosian answers Spassky's King's Indian with an exchange sacrifice and a perfectly timed finish.",
      },
    ],
  }),
  endgameArtist: style('endgameArtist', '/chess-style-endgame-artist', {
    colors: { accent: '#047857', tint: '#ecfdf5' },
    famousPlayers: [
      {
        name: 'José Raúl Capablanca',
        why: 'World champion from 1921 to 1927, whose simple, flawless endgame technique is still the model.',
      },
      {
        name: 'Magnus Carlsen',
        why: 'World champion from 2013 to 2023, who wins "equal" endgames that others agree drawn.',
      },
    ],
    quote: {
      text: 'In order to improve your game, you must study the endgame before everything else.',
      author: 'José Raúl Capablanca',
    },
    improvementPlan: [
      'Master the theoretical basics: the opposition, Lucena and Philidor positions, the rule of the square.',
      'Play out won endgames against a coach or an engine until you convert them every time.',
      'Study rook endgames first: they are the most common endings in practice.',
      'Patch the blind spot: play sharper openings now and then, so you reach your endgames with chances.',
    ],
    famousGames: [
      {
        white: 'José Raúl Capablanca',
        black: 'Savielly Tartakower',
        result: '1-0',
        event: 'New York',
        year: 1924,
        note: "Capablanca gives pawns to march his king into Black's position in a famous rook endgame.",
      },
      {
        white: 'Magnus Carlsen',
        black: 'Viswanathan Anand',
        result: '1-0',
        event: 'World Championship match, Chennai (game 5)',
        year: 2013,
        note: "A long, patient rook endgame in which Carlsen turns a small edge into the match's first win.",
      },
    ],
  }),
  gambiteer: style('gambiteer', '/chess-style-gambiteer', {
    colors: { accent: '#c2410c', tint: '#fff7ed' },
    famousPlayers: [
      {
        name: 'Paul Morphy',
        why: 'The unofficial world champion of the 1850s, who gave material freely for fast development.',
      },
      {
        name: 'Adolf Anderssen',
        why: 'The leading player of the 1850s and 1860s, author of the "Immortal" and the "Evergreen" games.',
      },
    ],
    quote: { text: 'Help your pieces so they can help you.', author: 'Paul Morphy' },
    improvementPlan: [
      "Build a gambit repertoire: the Evans Gambit or the King's Gambit with White, a sound gambit reply with Black.",
      'Learn the typical attacking patterns that justify a gambit: open files, the weak f7 square, development leads.',
      'After each game, check with an engine where the compensation ran out, and why.',
      'Patch the blind spot: practise defending a pawn-down position, so a refuted gambit still draws.',
    ],
    famousGames: [
      {
        white: 'Adolf Anderssen',
        black: 'Lionel Kieseritzky',
        result: '1-0',
        event: 'London (casual game)',
        year: 1851,
        note: 'The "Immortal Game": a King\'s Gambit in which White gives a bishop, both rooks and the queen to mate.',
      },
      {
        white: 'Paul Morphy',
        black: 'Duke Karl of Brunswick and Count Isouard',
        result: '1-0',
        event: 'Paris Opera House (consultation game)',
        year: 1858,
        note: 'The "Opera Game": rapid development and sacrifices end in mate on the back rank.',
      },
    ],
  }),
  grinder: style('grinder', '/chess-style-grinder', {
    colors: { accent: '#4338ca', tint: '#eef2ff' },
    famousPlayers: [
      {
        name: 'Magnus Carlsen',
        why: 'Famous for playing on in positions everyone else would call drawn, and winning them.',
      },
      {
        name: 'Sergey Karjakin',
        why: 'Nicknamed the "Minister of Defence" for saving lost-looking positions, as in his 2016 title match.',
      },
    ],
    quote: { text: 'No one ever won a game by resigning.', author: 'Savielly Tartakower' },
    improvementPlan: [
      'Train your stamina: play classical games with a long time control and keep concentrating to the end.',
      'Study defensive technique: fortresses, passive versus active defence, drawing endgames.',
      'Review the moments your opponents escaped and find the squeeze you missed.',
      'Patch the blind spot: sharpen your calculation so you also punish mistakes quickly.',
    ],
    famousGames: [
      {
        white: 'Viswanathan Anand',
        black: 'Magnus Carlsen',
        result: '0-1',
        event: 'World Championship match, Chennai (game 6)',
        year: 2013,
        note: 'From a quiet Berlin, Carlsen keeps asking questions in a rook endgame until the champion cracks.',
      },
      {
        white: 'Magnus Carlsen',
        black: 'Sergey Karjakin',
        result: '1-0',
        event: 'World Championship match, New York (game 10)',
        year: 2016,
        note: 'Trailing after game 8, Carlsen keeps pressing against stubborn defence and grinds out a long win to level the match.',
      },
    ],
  }),
  universal: style('universal', '/chess-style-universal-player', {
    colors: { accent: '#6d28d9', tint: '#f5f3ff' },
    famousPlayers: [
      {
        name: 'Bobby Fischer',
        why: 'World champion from 1972, equally at home in sharp attacks, quiet positions and endgames.',
      },
      {
        name: 'Viswanathan Anand',
        why: 'World champion in classical and rapid chess, known for adapting his play to any opponent and any position.',
      },
    ],
    quote: { text: 'Chess is everything: art, science and sport.', author: 'Anatoly Karpov' },
    improvementPlan: [
      'Keep your range wide: one sharp and one positional opening for each colour.',
      'Split your study time: tactics, strategy and endgames every week, in equal parts.',
      'Analyse your games for decision points: where should you have attacked, where simplified?',
      'Patch the blind spot: pick one area to master deeply, so a specialist cannot outplay you there.',
    ],
    famousGames: [
      {
        white: 'Donald Byrne',
        black: 'Bobby Fischer',
        result: '0-1',
        event: 'Rosenwald Memorial, New York',
        year: 1956,
        note: 'The "Game of the Century": 13-year-old Fischer sacrifices his queen for a crushing attack.',
      },
      {
        white: 'Bobby Fischer',
        black: 'Boris Spassky',
        result: '1-0',
        event: 'World Championship match, Reykjavik (game 6)',
        year: 1972,
        note: "Fischer, the great 1.e4 player, opens 1.c4 (as he did in four games of this match) and wins a model Queen's Gambit Declined; Spassky joins the applause.",
      },
    ],
  }),
}
