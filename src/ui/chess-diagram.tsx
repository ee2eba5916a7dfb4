import { createContext, useContext, useId } from 'react'
import styled from 'styled-components'
import {
  describePosition,
  parseFen,
  squareToXY,
  type Orientation,
  type Position,
} from '../domain/fen'
import { colors, space } from './theme'

/** A square's name, 'a1' to 'h8', as the position the diagram draws names them. */
type Square = Position['pieces'][number]['square']

/**
 * Chess positions as plain SVG (ARCHITECTURE.md "Chess diagrams"): the prerendered HTML shows the
 * board without any JavaScript. The board (squares, frame, coordinates for either orientation) and
 * the pieces are `<use>`s of one cached same-origin sprite, public/pieces/sprite.svg (pieces: the
 * cburnett set, licence in public/licenses.txt), so a diagram is a few dozen elements and the code
 * that draws it is small. The board keeps its aspect ratio at any width, so it never shifts the page.
 */

/**
 * The sprite: `board-white` and `board-black` (380 x 380), and 45 x 45 symbols to put on a square:
 * `ring` (a highlight) and one per piece, `wK`..`bP`.
 */
export const SPRITE = '/pieces/sprite.svg'

/**
 * Where a diagram's `<use>`s find the symbols: the cached sprite file, or, with '', the page's own
 * copy (an article carries one: `ArticleBodyView`).
 */
export const SpriteSource = createContext(SPRITE)

/**
 * Arrows: at least 3:1 against both square colours of the sprite (WCAG 1.4.11), as is its ring;
 * tests/components/chess-diagram.test.tsx checks.
 */
export const ARROW_COLOR = '#7f1d1d'

/** Square size, margin left of and under the board (coordinates), and the top and right edge. */
const S = 45
const L = 18
const E = 2
const VIEW = L + 8 * S + E

/** Centre of a square in the viewBox. */
function centre(square: Square, orientation: Orientation): [number, number] {
  const { col, row } = squareToXY(square, orientation)
  return [L + col * S + S / 2, E + row * S + S / 2]
}

/**
 * An arrow from the centre of one square to just short of the centre of another: drawn along the x
 * axis from the origin, then turned and moved into place by `transform`.
 */
function arrow(from: Square, to: Square, orientation: Orientation) {
  const [x1, y1] = centre(from, orientation)
  const [x2, y2] = centre(to, orientation)
  const tip = Math.round(Math.hypot(x2 - x1, y2 - y1)) - 6
  return {
    transform: `translate(${x1} ${y1}) rotate(${((Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI).toFixed(1)})`,
    d: `M0-4.5H${tip - 18}V-12L${tip} 0L${tip - 18} 12V4.5H0Z`,
  }
}

export interface BoardProps {
  fen: string
  /** Which side is at the bottom (default white). */
  orientation?: Orientation
  highlights?: readonly Square[]
  arrows?: ReadonlyArray<readonly [Square, Square]>
  /** Id of the element that names the board (its caption). */
  labelledBy: string
}

/** The board alone: an `img` named by `labelledBy` and described by the pieces in words. */
export function Board({
  fen,
  orientation = 'white',
  highlights = [],
  arrows = [],
  labelledBy,
}: BoardProps) {
  const descId = useId()
  const sprite = useContext(SpriteSource)
  const position = parseFen(fen)
  const description =
    describePosition(position) +
    (highlights.length ? ` Highlighted: ${highlights.join(', ')}.` : '') +
    (arrows.length ? ` Arrows: ${arrows.map(([a, b]) => `${a} to ${b}`).join(', ')}.` : '')
  return (
    <svg
      role="img"
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      aria-labelledby={labelledBy}
      aria-describedby={descId}
    >
      <desc id={descId}>{description}</desc>
      <use href={`${sprite}#board-${orientation}`} width={VIEW} height={VIEW} />
      {[...highlights.map((square) => ({ square, piece: 'ring' })), ...position.pieces].map(
        ({ square, piece }) => {
          const [x, y] = centre(square, orientation)
          return (
            <use
              key={piece + square}
              href={`${sprite}#${piece}`}
              x={x - S / 2}
              y={y - S / 2}
              width={S}
              height={S}
            />
          )
        },
      )}
      {arrows.map(([from, to]) =>
        from === to ? null : (
          <path key={from + to} {...arrow(from, to, orientation)} fill={ARROW_COLOR} />
        ),
      )}
    </svg>
  )
}

/** A diagram's board at its widest, in CSS pixels, unless the page asks for another size. */
export const DIAGRAM_PX = 360
/** A diagram's height before it is laid out: the board at its widest and one line of caption. */
export const DIAGRAM_ESTIMATE_PX = DIAGRAM_PX + 40

export interface ChessDiagramProps {
  fen: string
  /** What to look at. Shown under the board, and the board's accessible name. */
  caption: string
  /** Squares ringed. */
  highlights?: readonly Square[]
  /** Arrows from one square to another. */
  arrows?: ReadonlyArray<readonly [Square, Square]>
  /** Which side is at the bottom (default white). */
  orientation?: Orientation
  /** Widest the board gets, in CSS pixels (default DIAGRAM_PX); on a narrower screen, the width. */
  size?: number
}

/** A position with its caption: `<figure>`, the board as an image, `<figcaption>`. */
export function ChessDiagram({ caption, size = DIAGRAM_PX, ...board }: ChessDiagramProps) {
  const captionId = useId()
  return (
    <Figure style={{ maxWidth: size }}>
      <Board {...board} labelledBy={captionId} />
      <figcaption id={captionId}>{caption}</figcaption>
    </Figure>
  )
}

/** The box of a diagram; the board takes its width and stays square. */
// prettier-ignore
export const Figure = styled.figure`width:100%;min-width:0;margin:${space[5]} auto;svg{display:block;width:100%;height:auto;aspect-ratio:1}figcaption{margin-top:${space[2]};color:${colors.muted};font-size:.95rem;text-align:center}`
