import type { ArticleBlock } from '../content/article-body'

export type MovesBlock = Extract<ArticleBlock, { type: 'moves' }>

/**
 * The key of a line in src/content/generated/article-lines.ts: its start position and its moves,
 * e.g. "start: c4 e5 Nf3". The same line in two articles shares one entry.
 */
export const lineKey = ({ fen, san }: Pick<MovesBlock, 'fen' | 'san'>): string =>
  `${fen ?? 'start'}: ${san.join(' ')}`

/**
 * The moves of a line as a score sheet writes them, numbered from the position they start in:
 * from the starting position ["1.e4", "1...e5", "2.Nf3"]; from a FEN with Black to move at move 4,
 * ["4...Nf6", "5.Qxf7#"]. Only the FEN's side to move and move number are read.
 */
export function moveLabels(startFen: string, sans: readonly string[]): string[] {
  const [, side, , , , fullmove] = startFen.split(' ')
  let number = Number(fullmove) || 1
  let white = side !== 'b'
  return sans.map((san) => {
    const label = `${number}${white ? '.' : '...'}${san}`
    if (!white) number += 1
    white = !white
    return label
  })
}
