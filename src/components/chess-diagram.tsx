import { useId } from 'react'
import styled from 'styled-components'
import type { Square } from '../content/article-body'
import { describePosition, parseFen, squareToXY, type Orientation } from '../domain/fen'
import { colors } from './theme'

/**
 * Chess positions as plain SVG (ARCHITECTURE.md "Chess diagrams"): the prerendered HTML shows the
 * board without any JavaScript. Pieces are `<use>`s of one cached same-origin sprite
 * (public/pieces/sprite.svg, the cburnett set; licence in public/licenses.txt). The board keeps its
 * aspect ratio at any width, so it never shifts the page.
 */

/** The piece sprite: one `<symbol>` per piece, ids `wK`..`bP`, each 45 x 45. */
export const PIECE_SPRITE = '/pieces/sprite.svg'

/**
 * Squares and marks. The highlight ring and the arrows keep at least 3:1 against both square colours
 * (WCAG 1.4.11), tested in tests/components/chess-diagram.test.tsx.
 */
export const BOARD_COLORS = {
  light: '#f0d9b5',
  dark: '#b58863',
  highlight: '#1e3a8a',
  arrow: '#7f1d1d',
}

/** Square size, left margin (ranks), bottom margin (files) and the top and right edge. */
const S = 45
const L = 16
const E = 2
const BOARD = 8 * S
const VIEW = L + BOARD + E

const DARK_SQUARES = Array.from({ length: 64 }, (_, i) =>
  (i + (i >> 3)) % 2 ? `M${L + (i % 8) * S} ${E + (i >> 3) * S}h${S}v${S}h-${S}z` : '',
).join('')

const FILES = 'abcdefgh'
const r = (n: number) => Math.round(n * 10) / 10

/** Top left corner of a square in the viewBox. */
function corner(square: Square, orientation: Orientation): [number, number] {
  const { col, row } = squareToXY(square, orientation)
  return [L + col * S, E + row * S]
}

/** An arrow from the centre of one square towards the centre of another, as one outline. */
function arrowPath(from: Square, to: Square, orientation: Orientation): string {
  const [x1, y1] = corner(from, orientation).map((v) => v + S / 2) as [number, number]
  const [x2, y2] = corner(to, orientation).map((v) => v + S / 2) as [number, number]
  const length = Math.hypot(x2 - x1, y2 - y1)
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length]
  const point = (along: number, across: number) =>
    `${r(x1 + ux * along - uy * across)} ${r(y1 + uy * along + ux * across)}`
  const tip = length - 6
  const base = tip - 18
  return `M${[
    point(0, 4.5),
    point(base, 4.5),
    point(base, 12),
    point(tip, 0),
    point(base, -12),
    point(base, -4.5),
    point(0, -4.5),
  ].join('L')}Z`
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
  const position = parseFen(fen)
  const description = [
    describePosition(position),
    highlights.length ? `Highlighted: ${highlights.join(', ')}.` : '',
    arrows.length ? `Arrows: ${arrows.map(([a, b]) => `${a} to ${b}`).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const white = orientation === 'white'
  return (
    <Svg
      role="img"
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      aria-labelledby={labelledBy}
      aria-describedby={descId}
    >
      <desc id={descId}>{description}</desc>
      <rect x={L} y={E} width={BOARD} height={BOARD} fill={BOARD_COLORS.light} />
      <path d={DARK_SQUARES} fill={BOARD_COLORS.dark} />
      <rect
        x={L - 0.5}
        y={E - 0.5}
        width={BOARD + 1}
        height={BOARD + 1}
        fill="none"
        stroke={colors.navy}
      />
      <g fontSize="12" fill={colors.muted} textAnchor="middle" dominantBaseline="central">
        {[...FILES].map((_, i) => (
          <g key={i}>
            <text x={L / 2} y={E + i * S + S / 2}>
              {white ? 8 - i : i + 1}
            </text>
            <text x={L + i * S + S / 2} y={E + BOARD + 8}>
              {white ? FILES[i] : FILES[7 - i]}
            </text>
          </g>
        ))}
      </g>
      {highlights.map((square) => {
        const [x, y] = corner(square, orientation)
        return (
          <rect
            key={square}
            data-highlight={square}
            x={x + 2.5}
            y={y + 2.5}
            width={S - 5}
            height={S - 5}
            fill="none"
            stroke={BOARD_COLORS.highlight}
            strokeWidth="5"
          />
        )
      })}
      {position.pieces.map(({ square, piece }) => {
        const [x, y] = corner(square, orientation)
        return (
          <use
            key={square}
            href={`${PIECE_SPRITE}#${piece}`}
            x={x}
            y={y}
            width={S}
            height={S}
            data-square={square}
          />
        )
      })}
      {arrows.map(([from, to]) =>
        from === to ? null : (
          <path
            key={from + to}
            data-arrow={from + to}
            d={arrowPath(from, to, orientation)}
            fill={BOARD_COLORS.arrow}
          />
        ),
      )}
    </Svg>
  )
}

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
  /** Widest the board gets, in CSS pixels (default 360); on narrower screens it takes the width. */
  size?: number
}

/** A position with its caption: `<figure>`, the board as an image, `<figcaption>`. */
export function ChessDiagram({ caption, size = 360, ...board }: ChessDiagramProps) {
  const captionId = useId()
  return (
    <Figure style={{ maxWidth: size }}>
      <Board {...board} labelledBy={captionId} />
      <figcaption id={captionId}>{caption}</figcaption>
    </Figure>
  )
}

export const Figure = styled.figure`
  margin: 1.5rem auto;
  figcaption {
    margin-top: 0.5rem;
    color: ${colors.muted};
    font-size: 0.95rem;
    text-align: center;
  }
`

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
`
