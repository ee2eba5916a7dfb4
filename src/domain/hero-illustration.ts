import { parseFen } from './fen'

/*
 * The heroes' picture (home and both lesson pages, written by scripts/make-hero-illustration.ts): a
 * stylised lesson screen, a laptop with a real 8x8 board (a light square at h1) showing the position
 * of a FEN, beside the coach's tile (their monogram) and the lesson's notes. No clip-art people.
 * Plain SVG, no images.
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

/**
 * The coach's tile of the call: their monogram (initials on the brand's navy, as on the site), no
 * drawn face: until the business gives photos nothing pretends to show a real person.
 */
function coachTile(x: number, y: number, w: number, h: number, initials: string) {
  const cx = x + w / 2
  const cy = y + h / 2 - 6
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#e2e8f0"/>` +
    `<circle cx="${cx}" cy="${cy}" r="28" fill="${NAVY}"/>` +
    `<text x="${cx}" y="${cy + 7}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#fff">${initials}</text>` +
    `<rect x="${cx - 30}" y="${y + h - 16}" width="60" height="6" rx="3" fill="#94a3b8"/>`
  )
}

/** The lesson's notes beside the board: a few lines of text, drawn as bars. */
function notesTile(x: number, y: number, w: number, h: number) {
  const lines = [0.8, 0.65, 0.75, 0.5].map(
    (share, i) =>
      `<rect x="${x + 12}" y="${y + 30 + i * 15}" width="${Math.round((w - 24) * share)}" height="6" rx="3" fill="#cbd5e1"/>`,
  )
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" stroke="#cbd5e1"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="40" height="8" rx="4" fill="${NAVY}"/>` +
    lines.join('')
  )
}

/** The whole picture for the position `fen`, with the coach's initials on their tile. */
export function heroIllustrationSvg(fen: string, coachInitials: string): string {
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
    coachTile(290, 53, 120, 100, coachInitials) +
    notesTile(290, 161, 120, 100) +
    `<path d="M10 284h460l-22 26H32z" fill="#94a3b8"/><rect x="200" y="284" width="80" height="8" rx="4" fill="#64748b"/></svg>\n`
  )
}
