/**
 * ChessDiagram and MoveStepper: the right piece on the right square (a `<use>` of the sprite per
 * piece), the board and its coordinates for both orientations (symbols of the sprite, checked here
 * against the component's geometry), the accessible name and description, highlights and arrows,
 * colours that keep 3:1 against the squares, server HTML that needs no script and hydrates without a
 * mismatch; and stepping through a line with Previous and Next.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Chess } from 'chess.js'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lineFens } from '../../scripts/chess-lines'
import { ARROW_COLOR, ChessDiagram, SPRITE } from '../../src/ui/chess-diagram'
import { MoveStepper } from '../../src/ui/move-stepper'

const ITALIAN = 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4'
const CAPTION = 'The Italian Game: both bishops aim at the weak f-pawns.'

/** Board geometry: 45-unit squares, 18 units of margin left (ranks) and under (files), 2 on top. */
const SQUARE = 45
const LEFT = 18
const TOP = 2
const VIEW = LEFT + 8 * SQUARE + TOP

const sprite = new DOMParser().parseFromString(
  readFileSync(path.resolve(import.meta.dirname, '../../public', SPRITE.slice(1)), 'utf8'),
  'image/svg+xml',
)
const symbol = (id: string) => sprite.getElementById(id)

/** Where a square's top left corner must be, worked out here from scratch. */
function expectedCorner(square: string, orientation: 'white' | 'black') {
  const file = square.charCodeAt(0) - 97
  const rank = Number(square[1])
  const col = orientation === 'white' ? file : 7 - file
  const row = orientation === 'white' ? 8 - rank : rank - 1
  return { x: LEFT + col * SQUARE, y: TOP + row * SQUARE }
}

/** The square whose area holds the point. */
function squareAt(x: number, y: number, orientation: 'white' | 'black' = 'white') {
  const col = Math.floor((x - LEFT) / SQUARE)
  const row = Math.floor((y - TOP) / SQUARE)
  return orientation === 'white' ? `${'abcdefgh'[col]}${8 - row}` : `${'hgfedcba'[col]}${row + 1}`
}

const num = (el: Element, name: string) => Number(el.getAttribute(name))
const uses = (svg: Element, id: RegExp) =>
  [...svg.querySelectorAll('use')].filter((u) => id.test(u.getAttribute('href')!.split('#')[1]!))
/** Square -> sprite href of every piece on the board. */
const piecesOn = (svg: Element, orientation: 'white' | 'black' = 'white') =>
  Object.fromEntries(
    uses(svg, /^[wb][KQRBNP]$/).map((u) => [
      squareAt(num(u, 'x') + 1, num(u, 'y') + 1, orientation),
      u.getAttribute('href'),
    ]),
  )
const ringed = (svg: Element, orientation: 'white' | 'black' = 'white') =>
  uses(svg, /^ring$/).map((u) => squareAt(num(u, 'x') + 1, num(u, 'y') + 1, orientation))

describe.each(['white', 'black'] as const)('ChessDiagram, %s at the bottom', (orientation) => {
  it('puts a use of the sprite per piece, on its square', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} orientation={orientation} />)
    const svg = screen.getByRole('img', { name: CAPTION })
    const pieces = new Chess(ITALIAN)
      .board()
      .flat()
      .filter((s) => s !== null)
    const drawn = uses(svg, /^[wb][KQRBNP]$/)
    expect(drawn).toHaveLength(pieces.length)
    for (const { square, color, type } of pieces) {
      const { x, y } = expectedCorner(square, orientation)
      const use = drawn.find((u) => num(u, 'x') === x && num(u, 'y') === y)
      expect(use, square).toBeDefined()
      expect(use!.getAttribute('href')).toBe(`${SPRITE}#${color}${type.toUpperCase()}`)
      expect([num(use!, 'width'), num(use!, 'height')]).toEqual([SQUARE, SQUARE])
    }
  })

  it('draws the board of that orientation, whose coordinates sit beside their files and ranks', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} orientation={orientation} />)
    const board = uses(screen.getByRole('img'), /^board-/)
    expect(board).toHaveLength(1)
    expect(board[0]!.getAttribute('href')).toBe(`${SPRITE}#board-${orientation}`)
    expect([num(board[0]!, 'width'), num(board[0]!, 'height')]).toEqual([VIEW, VIEW])
    expect(screen.getByRole('img').getAttribute('viewBox')).toBe(`0 0 ${VIEW} ${VIEW}`)

    const texts = [...symbol(`board-${orientation}`)!.querySelectorAll('text')]
    const files = texts
      .filter((t) => /^[a-h]$/.test(t.textContent!))
      .sort((a, b) => num(a, 'x') - num(b, 'x'))
    const ranks = texts
      .filter((t) => /^[1-8]$/.test(t.textContent!))
      .sort((a, b) => num(a, 'y') - num(b, 'y'))
    expect(files.map((t) => t.textContent).join('')).toBe(
      orientation === 'white' ? 'abcdefgh' : 'hgfedcba',
    )
    expect(ranks.map((t) => t.textContent).join('')).toBe(
      orientation === 'white' ? '87654321' : '12345678',
    )
    for (const t of files) {
      expect(num(t, 'x')).toBe(expectedCorner(`${t.textContent}1`, orientation).x + SQUARE / 2)
      expect(num(t, 'y')).toBeGreaterThan(TOP + 8 * SQUARE)
      expect(num(t, 'y')).toBeLessThan(VIEW)
    }
    for (const t of ranks) {
      expect(num(t, 'y')).toBe(expectedCorner(`a${t.textContent}`, orientation).y + SQUARE / 2)
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
    const rings = uses(svg, /^ring$/)
    expect(rings.map((r) => [num(r, 'x'), num(r, 'y'), num(r, 'width')])).toEqual(
      ['f7', 'f2'].map((s) => {
        const { x, y } = expectedCorner(s, orientation)
        return [x, y, SQUARE]
      }),
    )
    // Rings are drawn under the pieces: every ring comes before the first piece.
    const all = [...svg.querySelectorAll('use')]
    expect(all.indexOf(rings.at(-1)!)).toBeLessThan(all.indexOf(uses(svg, /^[wb][KQRBNP]$/)[0]!))

    const arrows = [...svg.querySelectorAll(`path[fill="${ARROW_COLOR}"]`)]
    expect(arrows).toHaveLength(2)
    const centre = (s: string): [number, number] => {
      const c = expectedCorner(s, orientation)
      return [c.x + SQUARE / 2, c.y + SQUARE / 2]
    }
    for (const [[from, to], arrow] of [
      [['c4', 'f7'], arrows[0]!],
      [['f3', 'g5'], arrows[1]!],
    ] as const) {
      // Drawn along the x axis from the origin, then turned and moved: map its ends back.
      const [, tx, ty, degrees] = /^translate\((\S+) (\S+)\) rotate\((\S+)\)$/
        .exec(arrow.getAttribute('transform')!)!
        .map(Number)
      const a = (degrees! * Math.PI) / 180
      // The tip is the one point on the axis: "L<tip> 0".
      const tipX = Number(/L([\d.]+) 0/.exec(arrow.getAttribute('d')!)![1])
      const tip = [tx! + tipX * Math.cos(a), ty! + tipX * Math.sin(a)]
      const [fx, fy] = centre(from)
      const [toX, toY] = centre(to)
      expect([tx, ty]).toEqual([fx, fy])
      expect(Math.hypot(tip[0]! - toX, tip[1]! - toY)).toBeLessThan(SQUARE / 4)
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

  it('takes the width up to `size` and stays square', () => {
    render(<ChessDiagram fen={ITALIAN} caption={CAPTION} size={280} />)
    const svg = screen.getByRole('img')
    expect(svg.closest('figure')).toHaveStyle({ maxWidth: '280px', width: '100%' })
    expect(getComputedStyle(svg).width).toBe('100%')
    expect(getComputedStyle(svg).aspectRatio).toMatch(/^1( \/ 1)?$/)
  })

  it('has every symbol it uses in the sprite', () => {
    for (const id of ['board-white', 'board-black', 'ring'])
      expect(symbol(id)?.tagName, id).toBe('symbol')
    for (const color of 'wb')
      for (const piece of 'KQRBNP')
        expect(symbol(color + piece)?.getAttribute('viewBox')).toBe(`0 0 ${SQUARE} ${SQUARE}`)
  })

  it('keeps the ring and the arrows at 3:1 or more against both square colours', () => {
    const squares = symbol('squares')!
    const light = squares.querySelector('rect')!.getAttribute('fill')!
    const dark = squares.querySelector('path')!.getAttribute('fill')!
    const ring = symbol('ring')!.querySelector('rect')!.getAttribute('stroke')!
    for (const mark of [ring, ARROW_COLOR]) {
      expect(contrast(mark, light), `${mark} on ${light}`).toBeGreaterThanOrEqual(3)
      expect(contrast(mark, dark), `${mark} on ${dark}`).toBeGreaterThanOrEqual(3)
    }
    // The dark squares are where they belong: a1 (bottom left with white below) is dark.
    const darks = squares
      .querySelector('path')!
      .getAttribute('d')!
      .match(/M\d+ \d+/g)!
      .map((m) => squareAt(...(m.slice(1).split(' ').map(Number) as [number, number])))
    expect(darks).toHaveLength(32)
    for (const s of darks) expect((s.charCodeAt(0) - 96 + Number(s[1])) % 2, s).toBe(0)
  })

  it('renders on the server to HTML that needs no script, and hydrates without a mismatch', async () => {
    const element = (
      <ChessDiagram fen={ITALIAN} caption={CAPTION} highlights={['e5']} arrows={[['f3', 'g5']]} />
    )
    const html = renderToString(element)
    expect(html).not.toMatch(/<script/)
    expect(html).toContain(`<use href="${SPRITE}#wK"`)
    expect(html.match(/<use /g)).toHaveLength(1 + 1 + 32)
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
  const start = Object.fromEntries(
    new Chess()
      .board()
      .flat()
      .flatMap((s) => (s ? [[s.square, `${SPRITE}#${s.color}${s.type.toUpperCase()}`]] : [])),
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
    expect(piecesOn(board)).toEqual(start)

    // A tap made before the chart's code is in is queued and applied once it runs.
    await user.click(next)
    await waitFor(() => expect(live).toHaveTextContent('1.c4'))
    expect(previous).toBeEnabled()
    expect(piecesOn(board)).toMatchObject({ c4: `${SPRITE}#wP` })
    expect(piecesOn(board)).not.toHaveProperty('c2')
    expect(ringed(board)).toEqual(['c2', 'c4'])

    await user.click(next)
    expect(live).toHaveTextContent('1...e5')
    expect(piecesOn(board)).toMatchObject({ e5: `${SPRITE}#bP` })

    await user.click(next)
    expect(live).toHaveTextContent('2.Nf3')
    expect(piecesOn(board)).toMatchObject({ f3: `${SPRITE}#wN` })
    expect(board).toHaveAccessibleDescription(
      /Knights b1, f3,.*Black to move\. Highlighted: f3, g1\.$/,
    )
    expect(next).toBeDisabled()
    // The focus does not fall to the page when the button it was on turns disabled.
    expect(previous).toHaveFocus()

    await user.click(previous)
    expect(live).toHaveTextContent('1...e5')
    await user.click(previous)
    await user.click(previous)
    expect(live).toHaveTextContent('Starting position')
    expect(previous).toBeDisabled()
    expect(next).toHaveFocus()
    expect(ringed(board)).toEqual([])
    expect(piecesOn(board)).toEqual(start)
  })

  it('numbers the moves as the captions do, also for a line that starts with Black to move', async () => {
    const user = userEvent.setup()
    const start = '8/8/8/7k/2P5/8/8/7K b - - 0 1'
    const line = ['Kg5', 'c5']
    render(<MoveStepper fens={lineFens(start, line)} sans={line} caption="The square" />)
    const live = screen.getByText('Starting position')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(live).toHaveTextContent(/^1\.\.\.Kg5$/))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(live).toHaveTextContent(/^2\.c5$/)
  })

  it('renders on the server, hydrates without a mismatch, then steps', async () => {
    const element = <MoveStepper fens={fens} sans={sans} caption="Hydrated" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    document.body.append(container)
    expect(within(container).getByRole('button', { name: 'Previous' })).toBeDisabled()
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (e) => console.error(e) })
    })
    expect(errors).not.toHaveBeenCalled()
    await userEvent.click(within(container).getByRole('button', { name: 'Next' }))
    expect(await within(container).findByText('1.c4')).toHaveAttribute('aria-live', 'polite')
    container.remove()
  })

  it('draws the board the other way round for black', () => {
    render(<MoveStepper fens={fens} sans={sans} caption="From Black's side" orientation="black" />)
    const board = screen.getByRole('img')
    expect(uses(board, /^board-/)[0]!.getAttribute('href')).toBe(`${SPRITE}#board-black`)
    expect(piecesOn(board, 'black')).toEqual(start)
    const king = uses(board, /^wK$/)[0]!
    expect({ x: num(king, 'x'), y: num(king, 'y') }).toEqual(expectedCorner('e1', 'black'))
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
