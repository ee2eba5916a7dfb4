/**
 * The body of an article as data (spec §2 "Article pages"), rendered by the article layout. Chess
 * positions are FEN strings; tests/unit/article-chess.test.ts checks every one with chess.js (legal,
 * the side not to move not in check) and every claim a block makes (a move is legal, a mate is a
 * mate, a line ends in the position the next diagram shows, the replies a move leaves, the material
 * it wins against every defence); tests/unit/king-pawn-claims.test.ts checks the king-and-pawn
 * claims (`only`, `outcome`) with an exhaustive solver.
 */
export type Square =
  `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`

interface DiagramClaim {
  /** A move in SAN that is legal here (e.g. the move the text recommends). */
  move?: string
  /** After `move` (or as it stands, without one) the side to move is checkmated. */
  mate?: boolean
  /** After `move` (or as it stands) the side to move is stalemated. */
  stalemate?: boolean
  /** After `move` the position is exactly this FEN (all six fields). */
  leadsTo?: string
  /** After `move` the moved piece attacks these squares (what the caption says it hits). */
  attacks?: Square[]
  /** The legal replies to `move`, all of them, in SAN (a forced reply is a list of one). */
  replies?: string[]
  /** After `move`, every reply allows a mate in one. */
  mateNext?: boolean
  /**
   * After `move`, against every defence, the side that played it comes out at least `material`
   * ahead of where it stood (pawn 1, knight and bishop 3, rook 5, queen 9), or mates: a full-width
   * search `plies` half-moves deep after `move`, captures played out at the end, checks it.
   */
  wins?: { material: number; plies: number }
  /**
   * King and pawn against king: `move` is the only move that wins (`win`) or the only move that
   * draws (`draw`); every other move does not.
   */
  only?: 'win' | 'draw'
  /** King and pawn against king: the result of the position as shown, with best play. */
  outcome?: 'win' | 'draw'
}

export type ArticleBlock =
  /** A paragraph. `**bold**` marks emphasis; nothing else is interpreted. */
  | { type: 'p'; text: string }
  /** A section heading (h2) or sub-heading (h3). */
  | { type: 'h2' | 'h3'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  /** A tip or key idea, set apart. */
  | { type: 'callout'; title: string; text: string }
  /** A board. `caption` says what to look at; it is also the diagram's accessible description. */
  | {
      type: 'diagram'
      fen: string
      caption: string
      /** Squares to highlight. */
      highlights?: Square[]
      /** Arrows from one square to another. */
      arrows?: Array<[Square, Square]>
      /** Which side is at the bottom (default white). */
      orientation?: 'white' | 'black'
      claim?: DiagramClaim
    }
  /**
   * A short line played from `fen` (default: the starting position), stepped through with
   * Previous/Next. The positions are computed at build time.
   */
  | {
      type: 'moves'
      fen?: string
      san: string[]
      caption: string
      orientation?: 'white' | 'black'
      /** The position the line ends in, when the text shows it in a diagram (same FEN). */
      leadsTo?: string
    }

export type ArticleBody = ArticleBlock[]
