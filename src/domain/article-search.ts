/**
 * The /articles search (spec §5 "Article search"): a case-insensitive substring of the title or the
 * excerpt, combined with category equality; the category defaults to All.
 */
export const ARTICLE_CATEGORIES = [
  'All',
  'Openings',
  'Strategy',
  'Endgames',
  'Tactics',
  'Training',
] as const

export type ArticleCategoryFilter = (typeof ARTICLE_CATEGORIES)[number]

export interface ArticleFilter {
  /** What the visitor typed ('' = no text filter). */
  q: string
  category: ArticleCategoryFilter
}

export function filterArticles<T extends { title: string; excerpt: string; category: string }>(
  articles: readonly T[],
  { q, category }: ArticleFilter,
): T[] {
  const needle = q.toLocaleLowerCase()
  return articles.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      (article.title.toLocaleLowerCase().includes(needle) ||
        article.excerpt.toLocaleLowerCase().includes(needle)),
  )
}

/** Reads the filter from the URL's search params; anything unknown falls back to no filter. */
export function parseArticleFilter(search: Record<string, unknown>): ArticleFilter {
  const q = typeof search['q'] === 'string' ? search['q'].slice(0, 100) : ''
  const category = ARTICLE_CATEGORIES.find((c) => c === search['category']) ?? 'All'
  return { q, category }
}
