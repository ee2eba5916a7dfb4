import type { ArticleBlock } from '../content/article-body'

export type MovesBlock = Extract<ArticleBlock, { type: 'moves' }>

/**
 * The key of a line in src/content/generated/article-lines.ts: its start position and its moves,
 * e.g. "start: c4 e5 Nf3". The same line in two articles shares one entry.
 */
export const lineKey = ({ fen, san }: Pick<MovesBlock, 'fen' | 'san'>): string =>
  `${fen ?? 'start'}: ${san.join(' ')}`
