import { parseFen } from './fen'

/*
 * The home hero's picture (public/images/home/online-lesson.svg, written by
 * scripts/make-hero-illustration.ts): a laptop with a real 8x8 board (a light square at h1) showing
 * the position of a FEN, beside a video call whose two people have faces. Plain SVG, no images.
 */

const SQUARE = 26
const BOARD_X = 68
const BOARD_Y = 53
const LIGHT = '#f3e3c3'
const DARK = '#b58863'
const NAVY = '#1e293b'

/** Piece outlines drawn in a 31-unit cell (king, knight, pawn: the pieces the hero's position uses). */
const PIECE_DEFS =
  '<g id="p" stroke-width="1.2"><circle cx="15.5" cy="10" r="4.5"/><path d="M9 26h13l-2.5-6h-2.5l-1-5h-3l-1 5h-2.5z"/></g>' +
  '<g id="k" stroke-width="1.2"><path d="M14.5 3h2v3h2.5v2h-2.5v3h-2v-3h-2.5v-2h2.5z"/><path d="M8 26h15l-2-8c2-1 3-3 2-5-1-2-4-2-7.5 1-3.5-3-6.5-3-7.5-1-1 2 0 4 2 5z"/></g>' +
  '<g id="n" stroke-width="1.2"><path d="M9 26h14c0-8-1-14-6-18l-2 1-1-3-2 3-4 5 1 3 3-1 3-1c-3 3-6 6-6 11z"/></g>'

const FILES = 'abcdefgh'

/** The square's colour: a1 dark, h1 light. */
export function isLightSquare(file: number, rank: number): boolean {
  return (file + rank) % 2 === 0
}

function person(
  x: number,
  y: number,
  w: number,
  h: number,
  tone: { bg: string; skin: string; hair: string; shirt: string },
) {
  const cx = x + w / 2
  const headR = Math.round(h * 0.17)
  const cy = y + Math.round(h * 0.4)
  const eyeY = cy - 2
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${tone.bg}"/>` +
    `<path d="M${cx - headR * 1.9} ${y + h}q0-${headR * 2.2} ${headR * 1.9}-${headR * 2.2}t${headR * 1.9} ${headR * 2.2}z" fill="${tone.shirt}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${headR}" fill="${tone.skin}"/>` +
    `<path d="M${cx - headR} ${cy - 1}q0-${headR + 3} ${headR}-${headR + 3}t${headR} ${headR + 3}q-${headR} -${headR * 0.7}-${headR * 2} 0z" fill="${tone.hair}"/>` +
    `<circle cx="${cx - headR * 0.38}" cy="${eyeY}" r="1.6" fill="${NAVY}"/>` +
    `<circle cx="${cx + headR * 0.38}" cy="${eyeY}" r="1.6" fill="${NAVY}"/>` +
    `<path d="M${cx - headR * 0.4} ${cy + headR * 0.35}q${headR * 0.4} ${headR * 0.35} ${headR * 0.8} 0" fill="none" stroke="${NAVY}" stroke-width="1.5" stroke-linecap="round"/>`
  )
}

/** The whole picture for the position `fen`. */
export function heroIllustrationSvg(fen: string): string {
  const squares: string[] = []
  for (let rank = 8; rank >= 1; rank--)
    for (let file = 0; file < 8; file++)
      squares.push(
        `<rect x="${BOARD_X + file * SQUARE}" y="${BOARD_Y + (8 - rank) * SQUARE}" width="${SQUARE}" height="${SQUARE}" fill="${isLightSquare(file, rank) ? LIGHT : DARK}" data-square="${FILES[file]}${rank}"/>`,
      )
  const pieces = parseFen(fen).pieces.map(({ square, piece }) => {
    const file = FILES.indexOf(square[0]!)
    const rank = Number(square[1])
    const white = piece[0] === 'w'
    const kind = piece[1]!.toLowerCase()
    if (!'pkn'.includes(kind)) throw new Error(`the hero has no drawing of ${piece}`)
    const x = BOARD_X + file * SQUARE
    const y = BOARD_Y + (8 - rank) * SQUARE
    return `<use href="#${kind}" transform="translate(${x} ${y}) scale(${SQUARE / 31})" fill="${white ? '#fff' : NAVY}" stroke="${NAVY}" data-piece="${piece}@${square}"/>`
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">` +
    `<defs>${PIECE_DEFS}</defs>` +
    `<circle cx="240" cy="170" r="165" fill="#e2e8f0"/>` +
    `<rect x="40" y="30" width="400" height="254" rx="14" fill="${NAVY}"/>` +
    `<rect x="56" y="46" width="368" height="222" rx="4" fill="#f8fafc"/>` +
    `<rect x="${BOARD_X - 2}" y="${BOARD_Y - 2}" width="${8 * SQUARE + 4}" height="${8 * SQUARE + 4}" fill="${NAVY}"/>` +
    squares.join('') +
    pieces.join('') +
    person(290, 53, 120, 100, { bg: '#cbd5e1', skin: '#e0ac69', hair: '#3b2f2f', shirt: NAVY }) +
    person(290, 161, 120, 100, {
      bg: '#fee2e2',
      skin: '#f1c27d',
      hair: '#7c2d12',
      shirt: '#b91c1c',
    }) +
    `<path d="M10 284h460l-22 26H32z" fill="#94a3b8"/><rect x="200" y="284" width="80" height="8" rx="4" fill="#64748b"/></svg>\n`
  )
}
