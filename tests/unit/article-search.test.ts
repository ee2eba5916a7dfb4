import { describe, expect, it } from 'vitest'
import {
  filterArticles,
  parseArticleFilter,
  type ArticleFilter,
} from '../../src/domain/article-search'
import { ARTICLES } from '../../src/content/articles'

const ids = (filter: ArticleFilter) => filterArticles(ARTICLES, filter).map((a) => a.id)
const ALL = ARTICLES.map((a) => a.id)

describe('filterArticles (spec §5: substring of title or excerpt, and category)', () => {
  it.each<[string, ArticleFilter, string[]]>([
    ['no filter shows all five', { q: '', category: 'All' }, ALL],
    ['title substring, any case', { q: 'ENGLISH', category: 'All' }, ['english-opening']],
    ['excerpt substring', { q: 'key squares', category: 'All' }, ['king-pawn-endgame']],
    [
      'a word in two titles',
      { q: 'chess', category: 'All' },
      ['chess-blunders', 'chess-tips', 'chess-study-plan'],
    ],
    ['category alone', { q: '', category: 'Strategy' }, ['chess-blunders', 'chess-tips']],
    ['category and text combine', { q: 'tips', category: 'Strategy' }, ['chess-tips']],
    ['text that matches outside the category', { q: 'english', category: 'Endgames' }, []],
    ['an empty category', { q: '', category: 'Tactics' }, []],
    ['no match', { q: 'bongcloud', category: 'All' }, []],
    ['inner substring, not only words', { q: 'lunder', category: 'All' }, ['chess-blunders']],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected)
  })
})

describe('parseArticleFilter (the filter lives in the URL)', () => {
  it.each<[Record<string, unknown>, ArticleFilter]>([
    [{}, { q: '', category: 'All' }],
    [
      { q: 'pawn', category: 'Endgames' },
      { q: 'pawn', category: 'Endgames' },
    ],
    [{ category: 'endgames' }, { q: '', category: 'All' }],
    [
      { category: 'Nonsense', q: 42 },
      { q: '', category: 'All' },
    ],
    [{ q: 'x'.repeat(500) }, { q: 'x'.repeat(100), category: 'All' }],
  ])('%j', (search, expected) => {
    expect(parseArticleFilter(search)).toEqual(expected)
  })
})
