/**
 * The opening recommender's form and catalogue (spec §2 /opening-recommender, §3 "Opening
 * catalogue"): for each rating level, playing style and study time, three openings, one of which is
 * picked at random. Each opening's first moves (SAN) are played out by chess.js at build time
 * (scripts/make-opening-lines.ts -> src/content/generated/opening-lines.ts) and checked in
 * tests/unit/opening-lines.test.ts. Data only: the lookup is src/domain/opening.ts.
 */
import type { OpeningCatalogue, OpeningOption } from '../domain/opening'

export const RATING_LEVEL_OPTIONS: readonly OpeningOption[] = [
  { value: 'beginner', label: 'Beginner (0-1200)' },
  { value: 'intermediate', label: 'Intermediate (1200-1800)' },
  { value: 'advanced', label: 'Advanced (1800+)' },
]
export const STUDY_TIME_OPTIONS: readonly OpeningOption[] = [
  { value: 'quick', label: 'Quick (1-2 hours)' },
  { value: 'slow', label: 'Slow (5+ hours)' },
]
export const OPENING_STYLE_OPTIONS: readonly OpeningOption[] = [
  { value: 'aggressive', label: 'Aggressive' },
  { value: 'positional', label: 'Positional' },
]
export const PLAY_FORMAT_OPTIONS: readonly OpeningOption[] = [
  { value: 'blitz', label: 'Blitz (3-5 min)' },
  { value: 'rapid', label: 'Rapid (10-30 min)' },
  { value: 'classical', label: 'Classical (30+ min)' },
]
export const OPPONENT_OPTIONS: readonly OpeningOption[] = [
  { value: 'aggressive', label: 'Aggressive' },
  { value: 'solid', label: 'Solid' },
  { value: 'mixed', label: 'Mixed' },
]

/** Level -> style -> study time -> three opening names. Fallback: beginner, positional, quick. */
export const OPENING_CATALOGUE: OpeningCatalogue = {
  beginner: {
    aggressive: {
      quick: ["King's Gambit", 'Danish Gambit', 'Wing Gambit'],
      slow: ['Italian Game', 'Scotch Game', 'Vienna Game'],
    },
    positional: {
      quick: ['London System', "King's Indian Attack", 'Colle System'],
      slow: ['Ruy Lopez', "Queen's Gambit", 'English Opening'],
    },
  },
  intermediate: {
    aggressive: {
      quick: ['Sicilian Dragon', "King's Indian Defense", 'Najdorf Sicilian'],
      slow: ['Ruy Lopez Marshall', "Queen's Gambit Accepted", 'Nimzo-Indian'],
    },
    positional: {
      quick: ['Caro-Kann', 'French', 'Catalan'],
      slow: ["Queen's Indian", 'Slav', 'Grünfeld'],
    },
  },
  advanced: {
    aggressive: {
      quick: ['Sicilian Accelerated Dragon', "King's Indian Sämisch", 'Benko Gambit'],
      slow: ['Sicilian Najdorf', 'Semi-Slav', 'Benoni'],
    },
    positional: {
      quick: ['Petrov', 'Berlin', 'Symmetrical English'],
      slow: ["Queen's Gambit Declined", 'Nimzo-Indian Classical', 'Catalan Closed'],
    },
  },
}

/**
 * The first moves of every opening of the catalogue, from the starting position, and the side that
 * plays it (the board is shown from that side).
 */
export const OPENING_MOVES: Readonly<Record<string, { side: 'white' | 'black'; san: string[] }>> = {
  "King's Gambit": { side: 'white', san: ['e4', 'e5', 'f4'] },
  'Danish Gambit': { side: 'white', san: ['e4', 'e5', 'd4', 'exd4', 'c3'] },
  'Wing Gambit': { side: 'white', san: ['e4', 'c5', 'b4'] },
  'Italian Game': { side: 'white', san: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4'] },
  'Scotch Game': { side: 'white', san: ['e4', 'e5', 'Nf3', 'Nc6', 'd4'] },
  'Vienna Game': { side: 'white', san: ['e4', 'e5', 'Nc3'] },
  'London System': { side: 'white', san: ['d4', 'd5', 'Bf4', 'Nf6', 'e3'] },
  "King's Indian Attack": {
    side: 'white',
    san: ['Nf3', 'd5', 'g3', 'Nf6', 'Bg2', 'e6', 'O-O', 'Be7', 'd3'],
  },
  'Colle System': { side: 'white', san: ['d4', 'd5', 'Nf3', 'Nf6', 'e3', 'e6', 'Bd3'] },
  'Ruy Lopez': { side: 'white', san: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'] },
  "Queen's Gambit": { side: 'white', san: ['d4', 'd5', 'c4'] },
  'English Opening': { side: 'white', san: ['c4', 'e5', 'Nc3', 'Nf6', 'g3'] },
  'Sicilian Dragon': {
    side: 'black',
    san: ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'g6'],
  },
  "King's Indian Defense": {
    side: 'black',
    san: ['d4', 'Nf6', 'c4', 'g6', 'Nc3', 'Bg7', 'e4', 'd6'],
  },
  'Najdorf Sicilian': {
    side: 'black',
    san: ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6'],
  },
  'Ruy Lopez Marshall': {
    side: 'black',
    san: [
      'e4',
      'e5',
      'Nf3',
      'Nc6',
      'Bb5',
      'a6',
      'Ba4',
      'Nf6',
      'O-O',
      'Be7',
      'Re1',
      'b5',
      'Bb3',
      'O-O',
      'c3',
      'd5',
    ],
  },
  "Queen's Gambit Accepted": { side: 'black', san: ['d4', 'd5', 'c4', 'dxc4'] },
  'Nimzo-Indian': { side: 'black', san: ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4'] },
  'Caro-Kann': { side: 'black', san: ['e4', 'c6', 'd4', 'd5'] },
  French: { side: 'black', san: ['e4', 'e6', 'd4', 'd5'] },
  Catalan: { side: 'white', san: ['d4', 'Nf6', 'c4', 'e6', 'g3', 'd5', 'Bg2'] },
  "Queen's Indian": { side: 'black', san: ['d4', 'Nf6', 'c4', 'e6', 'Nf3', 'b6'] },
  Slav: { side: 'black', san: ['d4', 'd5', 'c4', 'c6'] },
  Grünfeld: { side: 'black', san: ['d4', 'Nf6', 'c4', 'g6', 'Nc3', 'd5'] },
  'Sicilian Accelerated Dragon': {
    side: 'black',
    san: ['e4', 'c5', 'Nf3', 'Nc6', 'd4', 'cxd4', 'Nxd4', 'g6'],
  },
  "King's Indian Sämisch": {
    side: 'white',
    san: ['d4', 'Nf6', 'c4', 'g6', 'Nc3', 'Bg7', 'e4', 'd6', 'f3'],
  },
  'Benko Gambit': { side: 'black', san: ['d4', 'Nf6', 'c4', 'c5', 'd5', 'b5'] },
  'Sicilian Najdorf': {
    side: 'black',
    san: ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6'],
  },
  'Semi-Slav': { side: 'black', san: ['d4', 'd5', 'c4', 'c6', 'Nf3', 'Nf6', 'Nc3', 'e6'] },
  Benoni: {
    side: 'black',
    san: ['d4', 'Nf6', 'c4', 'c5', 'd5', 'e6', 'Nc3', 'exd5', 'cxd5', 'd6'],
  },
  Petrov: { side: 'black', san: ['e4', 'e5', 'Nf3', 'Nf6'] },
  Berlin: { side: 'black', san: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nf6'] },
  'Symmetrical English': {
    side: 'white',
    san: ['c4', 'c5', 'Nc3', 'Nc6', 'g3', 'g6', 'Bg2', 'Bg7'],
  },
  "Queen's Gambit Declined": { side: 'black', san: ['d4', 'd5', 'c4', 'e6'] },
  'Nimzo-Indian Classical': {
    side: 'black',
    san: ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4', 'Qc2'],
  },
  'Catalan Closed': {
    side: 'white',
    san: ['d4', 'Nf6', 'c4', 'e6', 'g3', 'd5', 'Bg2', 'Be7', 'Nf3', 'O-O', 'O-O', 'Nbd7'],
  },
}

/** The opening recommender page's share and newsletter copy. */
export const OPENING_PAGE = {
  shareTitle: (opening: string) => `My perfect chess opening is the ${opening}! Find yours here.`,
  shareHeading: 'Share your opening',
  newsletter: {
    heading: 'Master Your New Opening',
    text: 'Get weekly opening tips, model games and lesson offers from our titled masters.',
  },
}
