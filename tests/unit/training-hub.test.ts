import { describe, expect, it } from 'vitest'
import { TOOLS } from '../../src/content/tools'
import {
  filterFromSearch,
  filterTools,
  hubHistory,
  parseHubSearch,
  searchFromFilter,
  showsFeatured,
  type HubFilter,
} from '../../src/domain/training-hub'

const ids = (filter: HubFilter) => filterTools(TOOLS, filter).map((t) => t.id)

describe('Training Hub tools (spec §2 /train)', () => {
  it('has the spec tools, links, badges and disabled Coming Soon tools', () => {
    expect(TOOLS.map((t) => [t.link, t.buttonText, !!t.isHot, !!t.isNew, !!t.disabled])).toEqual([
      ['/find-your-level', 'Take Quiz', false, false, false],
      ['/chess-style', 'Find My Style', true, false, false],
      ['/quiz', 'Start Quiz', false, false, false],
      ['/study-plan', 'Build My Plan', false, false, false],
      ['/opening-recommender', 'Find My Opening', false, true, false],
      ['/', 'Learn More', false, false, false],
      ['/train', 'Coming Soon', false, false, true],
      ['/train', 'Coming Soon', false, false, true],
    ])
    expect(TOOLS.filter((t) => t.featured).map((t) => t.title)).toEqual(['Find Your Chess Level'])
    expect(TOOLS.filter((t) => t.disabled).map((t) => t.title)).toEqual([
      'Opening Trainer',
      'Endgame Puzzles',
    ])
    expect(TOOLS.find((t) => t.id === 'coaching')?.title).toBe('1-on-1 Coaching')
  })
})

describe('filterTools', () => {
  it.each<[string, HubFilter, string[]]>([
    [
      'All, no search: every tool but the featured one (it has its banner)',
      { category: 'All', query: '' },
      TOOLS.filter((t) => !t.featured).map((t) => t.id),
    ],
    [
      'All with a search: the featured tool is back in the grid when it matches',
      { category: 'All', query: 'LEVEL' },
      ['find-your-level'],
    ],
    [
      'Quizzes',
      { category: 'Quizzes', query: '' },
      ['find-your-level', 'chess-style', 'knowledge-quiz'],
    ],
    ['Study Plans', { category: 'Study Plans', query: '' }, ['study-plan', 'opening-recommender']],
    [
      'Resources',
      { category: 'Resources', query: '' },
      ['coaching', 'opening-trainer', 'endgame-puzzles'],
    ],
    [
      'search in the description, case-insensitive',
      { category: 'All', query: 'Gambiteer' },
      ['chess-style'],
    ],
    [
      'category and search combine',
      { category: 'Resources', query: 'opening' },
      ['opening-trainer'],
    ],
    ['nothing matches', { category: 'Quizzes', query: 'endgame puzzles' }, []],
    [
      'blank search is no search',
      { category: 'Study Plans', query: '   ' },
      ['study-plan', 'opening-recommender'],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected)
  })

  it('shows the featured banner only for All with an empty search', () => {
    expect(showsFeatured({ category: 'All', query: '' })).toBe(true)
    expect(showsFeatured({ category: 'All', query: '  ' })).toBe(true)
    expect(showsFeatured({ category: 'All', query: 'x' })).toBe(false)
    expect(showsFeatured({ category: 'Quizzes', query: '' })).toBe(false)
  })
})

describe('the filter in the URL', () => {
  it.each<[Record<string, unknown>, ReturnType<typeof parseHubSearch>]>([
    [{}, {}],
    [{ category: 'quizzes' }, { category: 'quizzes' }],
    [
      { category: 'study-plans', q: 'plan' },
      { category: 'study-plans', q: 'plan' },
    ],
    [{ category: 'Quizzes' }, {}],
    [{ category: 'all' }, {}],
    [{ q: 123 }, { q: '123' }],
    [{ q: { a: 1 } }, {}],
    [{ q: '' }, {}],
    [{ q: 'x'.repeat(300) }, { q: 'x'.repeat(100) }],
  ])('parseHubSearch(%j)', (search, expected) => {
    expect(parseHubSearch(search)).toEqual(expected)
  })

  it.each<HubFilter>([
    { category: 'All', query: '' },
    { category: 'Quizzes', query: '' },
    { category: 'Study Plans', query: 'opening' },
    { category: 'Resources', query: 'coach' },
    { category: 'All', query: 'style' },
  ])('round-trips %j', (filter) => {
    expect(filterFromSearch(parseHubSearch({ ...searchFromFilter(filter) }))).toEqual(filter)
  })
})

describe('Training Hub filter history (Back undoes a chip and a search, not each letter)', () => {
  const all = { category: 'All', query: '' } as const
  it.each([
    ['a chip', all, { category: 'Quizzes', query: '' }, 'push'],
    [
      'a chip while searching',
      { category: 'All', query: 'chess' },
      { category: 'Quizzes', query: 'chess' },
      'push',
    ],
    ['the first letter of a search', all, { category: 'All', query: 'c' }, 'push'],
    [
      'further typing',
      { category: 'All', query: 'c' },
      { category: 'All', query: 'ch' },
      'replace',
    ],
    ['clearing the search', { category: 'All', query: 'ch' }, all, 'replace'],
  ] as const)('%s: %s', (_name, previous, next, expected) => {
    expect(hubHistory(previous, next)).toBe(expected)
  })
})
