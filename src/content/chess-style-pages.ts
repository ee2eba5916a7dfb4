/**
 * The part of the six chess styles (spec §3 "Style definition") that the page heads need: name,
 * title, emoji and description, keyed by the style page's path. `src/content/pages.ts` builds the
 * six style pages' title, description and social tags from here, and `src/content/chess-styles.ts`
 * builds the full style definitions (ids, players, quote, games...) on top of it, so both read one
 * source.
 *
 * Kept apart and free of the style ids because every route's head is in the first-load bundle of
 * `/`, which must hold no quiz content (tests/bundle/first-load.test.ts).
 */
export interface StylePageMeta {
  /** The style's name as the share line says it: "I'm a <name> like ...". */
  name: string
  /** The title the result and the style page show. */
  title: string
  emoji: string
  /** One or two sentences; also the page's meta description (at most 170 characters). */
  description: string
}

export const STYLE_PAGES = {
  '/chess-style-tactician': {
    name: 'Tactician',
    title: 'The Tactician',
    emoji: '⚔️',
    description:
      'You love sharp positions, combinations and sacrifices. You calculate concrete lines and strike the moment a king or a piece is left loose.',
  },
  '/chess-style-strategist': {
    name: 'Strategist',
    title: 'The Strategist',
    emoji: '🧠',
    description:
      'You think in plans, not single moves. You improve your pieces, fix weaknesses and pile up small advantages until the position gives way.',
  },
  '/chess-style-endgame-artist': {
    name: 'Endgame Artist',
    title: 'The Endgame Artist',
    emoji: '👑',
    description:
      'You are happiest when the board empties. You trade into endings you understand, activate your king and convert tiny edges with precise technique.',
  },
  '/chess-style-gambiteer': {
    name: 'Gambiteer',
    title: 'The Gambiteer',
    emoji: '🔥',
    description:
      'You give material for time and the initiative. You open lines early, develop fast and make your opponent solve problems from the first moves.',
  },
  '/chess-style-grinder': {
    name: 'Grinder',
    title: 'The Grinder',
    emoji: '🛡️',
    description:
      'You never give up a position. You defend stubbornly, keep pieces on and outlast your opponents in long games, turning equal endings into wins.',
  },
  '/chess-style-universal-player': {
    name: 'Universal Player',
    title: 'The Universal Player',
    emoji: '🌟',
    description:
      'You play what the position needs: attack, defence, manoeuvring or simplification. No single plan defines you, so you are hard to prepare for.',
  },
} as const satisfies Record<string, StylePageMeta>

export type StylePagePath = keyof typeof STYLE_PAGES
