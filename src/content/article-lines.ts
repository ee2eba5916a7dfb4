import { lineKey, type MovesBlock } from '../domain/move-line'
import { ARTICLE_LINES } from './generated/article-lines'

/**
 * The positions of an article's `moves` block for `<MoveStepper fens>`: computed at build time
 * (scripts/make-article-lines.ts), so the page carries FEN strings and no chess code.
 */
export function articleLineFens(block: Pick<MovesBlock, 'fen' | 'san'>): readonly string[] {
  const fens = ARTICLE_LINES[lineKey(block)]
  if (!fens)
    throw new Error(
      `No positions for the line "${lineKey(block)}": run \`npx tsx scripts/make-article-lines.ts\``,
    )
  return fens
}
