/**
 * ChessDiagram and MoveStepper: the right piece on the right square (a `<use>` of the sprite per
 * piece), coordinates for both orientations, the accessible name and description, highlights and
 * arrows, colours that keep 3:1 against the squares, server HTML that needs no script and hydrates
 * without a mismatch; and stepping through a line with Previous and Next.
 */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Chess } from 'chess.js'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lineFens } from '../../scripts/chess-lines'
import { BOARD_COLORS, ChessDiagram, PIECE_SPRITE } from '../../src/components/chess-diagram'
import { MoveStepper } from '../../src/components/move-stepper'

const ITALIAN = 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4'
const CAPTION = 'The Italian Game: both bishops aim at the weak f-pawns.'

/** Board geometry of the component: 45-unit squares, 16 units of margin left (ranks), 2 on top. */
const SQUARE = 45
const LEFT = 16
const TOP = 2

/** Where a square's top left corner must be, worked out here from scratch. */
function expectedCorner(square: string, orientation: 'white' | 'black') {
  const file = square.charCodeAt(0) - 97
  const rank = Number(square[1])
  const col = orientation === 'white' ? file : 7 - file
  const row = orientation === 'white' ? 8 - rank : rank - 1
  return { x: LEFT + col * SQUARE, y: TOP + row * SQUARE }
}

const uses = (svg: Element) => [...svg.querySelectorAll('use')]
const num = (el: Element, name: string) => Number(el.getAttribute(name))

describe.each(['white', 'black'] as const)('ChessDiagram, %s at the bottom', (orientation) => {
  it('puts a use of the sprite per piece, on its square', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} orientation={orientation} />)
    const svg = screen.getByRole('img', { name: CAPTION })
    const pieces = new Chess(ITALIAN)
      .board()
      .flat()
      .filter((s) => s !== null)
    expect(uses(svg)).toHaveLength(pieces.length)
    for (const { square, color, type } of pieces) {
      const { x, y } = expectedCorner(square, orientation)
      const use = uses(svg).find((u) => num(u, 'x') === x && num(u, 'y') === y)
      expect(use, square).toBeDefined()
      expect(use!.getAttribute('href')).toBe(`${PIECE_SPRITE}#${color}${type.toUpperCase()}`)
      expect(use!.getAttribute('data-square')).toBe(square)
      expect([num(use!, 'width'), num(use!, 'height')]).toEqual([SQUARE, SQUARE])
    }
  })

  it('labels files along the bottom and ranks along the left edge', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} orientation={orientation} />)
    const texts = [...screen.getByRole('img').querySelectorAll('text')]
    const files = texts
      .filter((t) => /^[a-h]$/.test(t.textContent!))
      .sort((a, b) => num(a, 'x') - num(b, 'x'))
    const ranks = texts
      .filter((t) => /^[1-8]$/.test(t.textContent!))
      .sort((a, b) => num(a, 'y') - num(b, 'y'))
    const along = orientation === 'white' ? 'abcdefgh' : 'hgfedcba'
    expect(files.map((t) => t.textContent).join('')).toBe(along)
    expect(ranks.map((t) => t.textContent).join('')).toBe(
      orientation === 'white' ? '87654321' : '12345678',
    )
    // Each label sits beside its own file or rank: under the board, and left of it.
    for (const t of files) {
      const { x } = expectedCorner(`${t.textContent}1`, orientation)
      expect(num(t, 'x')).toBe(x + SQUARE / 2)
      expect(num(t, 'y')).toBeGreaterThan(TOP + 8 * SQUARE)
    }
    for (const t of ranks) {
      const { y } = expectedCorner(`a${t.textContent}`, orientation)
      expect(num(t, 'y')).toBe(y + SQUARE / 2)
      expect(num(t, 'x')).toBeLessThan(LEFT)
    }
  })

  it('rings highlighted squares and draws arrows between square centres', () => {
    render(
      <ChessDiagram
        fen={ITALIAN}
        caption={CAPTION}
        orientation={orientation}
        highlights={['f7', 'f2']}
        arrows={[
          ['c4', 'f7'],
          ['f3', 'g5'],
        ]}
      />,
    )
    const svg = screen.getByRole('img')
    for (const square of ['f7', 'f2']) {
      const ring = svg.querySelector(`[data-highlight="${square}"]`)!
      const { x, y } = expectedCorner(square, orientation)
      expect(num(ring, 'x')).toBeGreaterThan(x)
      expect(num(ring, 'x') + num(ring, 'width')).toBeLessThan(x + SQUARE)
      expect(num(ring, 'y')).toBeGreaterThan(y)
      expect(num(ring, 'y') + num(ring, 'height')).toBeLessThan(y + SQUARE)
      expect(ring.getAttribute('stroke')).toBe(BOARD_COLORS.highlight)
    }
    for (const [from, to] of [
      ['c4', 'f7'],
      ['f3', 'g5'],
    ] as const) {
      const arrow = svg.querySelector(`[data-arrow="${from}${to}"]`)!
      const points = arrow
        .getAttribute('d')!
        .match(/-?[\d.]+ -?[\d.]+/g)!
        .map((p) => p.split(' ').map(Number) as [number, number])
      const centre = (s: string): [number, number] => {
        const c = expectedCorner(s, orientation)
        return [c.x + SQUARE / 2, c.y + SQUARE / 2]
      }
      const [fx, fy] = centre(from)
      const [tx, ty] = centre(to)
      // The tail straddles the centre of `from`; the tip (4th point) is just short of `to`'s centre.
      const [tail1, , , tip] = points
      expect(Math.hypot(tail1![0] - fx, tail1![1] - fy)).toBeCloseTo(4.5, 0)
      expect(Math.hypot(tip![0] - tx, tip![1] - ty)).toBeLessThan(SQUARE / 4)
      expect(arrow.getAttribute('fill')).toBe(BOARD_COLORS.arrow)
    }
    expect(svg).toHaveAccessibleDescription(/Highlighted: f7, f2\. Arrows: c4 to f7, f3 to g5\.$/)
  })
})

describe('ChessDiagram', () => {
  it('is an image named by its caption and described by the pieces in words', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} />)
    const svg = screen.getByRole('img', { name: CAPTION })
    expect(svg).toHaveAccessibleDescription(
      'White: King e1, Queen d1, Rooks a1, h1, Bishops c1, c4, Knights b1, f3, pawns a2, b2, c2, d2, e4, f2, g2, h2. ' +
        'Black: King e8, Queen d8, Rooks a8, h8, Bishops c5, c8, Knights c6, g8, pawns a7, b7, c7, d7, e5, f7, g7, h7. ' +
        'White to move.',
    )
    expect(screen.getByText(CAPTION).tagName).toBe('FIGCAPTION')
  })

  it('keeps its aspect ratio at any width, up to `size`', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} size={280} />)
    const svg = screen.getByRole('img')
    expect(svg.getAttribute('viewBox')).toBe('0 0 378 378')
    expect(svg.closest('figure')).toHaveStyle({ maxWidth: '280px' })
    expect(getComputedStyle(svg).width).toBe('100%')
    expect(getComputedStyle(svg).aspectRatio).toMatch(/^1( \/ 1)?$/)
  })

  it('keeps the highlight ring and arrows at 3:1 or more against both square colours', () => {
    for (const mark of [BOARD_COLORS.highlight, BOARD_COLORS.arrow]) {
      expect(contrast(mark, BOARD_COLORS.light), mark).toBeGreaterThanOrEqual(3)
      expect(contrast(mark, BOARD_COLORS.dark), mark).toBeGreaterThanOrEqual(3)
    }
  })

  it('renders on the server to HTML that needs no script, and hydrates without a mismatch', async () => {
    const element = (
      <ChessDiagram fen={ITALIAN} caption={CAPTION} highlights={['e5']} arrows={[['f3', 'g5']]} />
    )
    const html = renderToString(element)
    expect(html).not.toMatch(/<script/)
    expect(html).toContain(`<use href="${PIECE_SPRITE}#wK"`)
    expect(html.match(/<use /g)).toHaveLength(32)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (e) => console.error(e) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(within(container).getByRole('img', { name: CAPTION })).toBeInTheDocument()
    container.remove()
  })
})

describe('MoveStepper', () => {
  const sans = ['c4', 'e5', 'Nf3']
  const fens = lineFens(undefined, sans)
  const piecesOn = (svg: Element) =>
    Object.fromEntries(
      uses(svg).map((u) => [u.getAttribute('data-square'), u.getAttribute('href')]),
    )

  it('steps through the line with Previous and Next, saying each move', async () => {
    const user = userEvent.setup()
    render(<MoveStepper fens={fens} sans={sans} caption="The English Opening" />)
    const board = screen.getByRole('img', { name: 'The English Opening' })
    const previous = screen.getByRole('button', { name: 'Previous' })
    const next = screen.getByRole('button', { name: 'Next' })
    const live = screen.getByText('Starting position')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(previous).toHaveAttribute('type', 'button')
    expect(next).toHaveAttribute('type', 'button')
    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()
    expect(uses(board)).toHaveLength(32)

    await user.click(next)
    expect(live).toHaveTextContent('Move 1: c4')
    expect(previous).toBeEnabled()
    expect(piecesOn(board)).toMatchObject({ c4: `${PIECE_SPRITE}#wP` })
    expect(piecesOn(board)).not.toHaveProperty('c2')
    const ringed = (svg: Element) =>
      [...svg.querySelectorAll('[data-highlight]')].map((r) => r.getAttribute('data-highlight'))
    expect(ringed(board)).toEqual(['c2', 'c4'])

    await user.click(next)
    expect(live).toHaveTextContent('Move 2: e5')
    expect(piecesOn(board)).toMatchObject({ e5: `${PIECE_SPRITE}#bP` })

    await user.click(next)
    expect(live).toHaveTextContent('Move 3: Nf3')
    expect(piecesOn(board)).toMatchObject({ f3: `${PIECE_SPRITE}#wN` })
    expect(board).toHaveAccessibleDescription(
      /Knights b1, f3,.*Black to move\. Highlighted: f3, g1\.$/,
    )
    expect(next).toBeDisabled()
    // The focus does not fall to the page when the button it was on turns disabled.
    expect(previous).toHaveFocus()

    await user.click(previous)
    expect(live).toHaveTextContent('Move 2: e5')
    await user.click(previous)
    await user.click(previous)
    expect(live).toHaveTextContent('Starting position')
    expect(previous).toBeDisabled()
    expect(next).toHaveFocus()
    expect(ringed(board)).toEqual([])
    expect(piecesOn(board)).toEqual(
      Object.fromEntries(
        new Chess()
          .board()
          .flat()
          .flatMap((s) =>
            s ? [[s.square, `${PIECE_SPRITE}#${s.color}${s.type.toUpperCase()}`]] : [],
          ),
      ),
    )
  })

  it('draws the board the other way round for black', () => {
    render(<MoveStepper fens={fens} sans={sans} caption="From Black's side" orientation="black" />)
    const wk = screen.getByRole('img').querySelector('[data-square="e1"]')!
    expect({ x: num(wk, 'x'), y: num(wk, 'y') }).toEqual(expectedCorner('e1', 'black'))
  })

  it('refuses FENs that do not match the moves', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<MoveStepper fens={fens.slice(1)} sans={sans} caption="Broken" />)).toThrow(
      'MoveStepper "Broken": 3 moves need 4 FENs',
    )
  })
})

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
