import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  categoryStrengths,
  countCorrect,
  improvedTier,
  isAnswerInRange,
  knowledgeBand,
  learningPath,
  LEVEL_LABELS,
  levelFor,
  markAnswer,
  optionLetter,
  percentOf,
  selectLevelQuestions,
  shuffle,
} from '../../src/domain/quiz'
import { KNOWLEDGE_BAND_MESSAGES } from '../../src/content/knowledge-quiz'
import { LEVEL_QUESTION_BANK } from '../../src/content/level-quiz'

/** A small seeded generator (mulberry32), so every selection below is repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('knowledge quiz message bands (spec §9), every edge', () => {
  it.each([
    [100, 'Outstanding! You have excellent chess knowledge.'],
    [90, 'Outstanding! You have excellent chess knowledge.'],
    [89.99, 'Great job! You have strong chess fundamentals.'],
    [80, 'Great job! You have strong chess fundamentals.'],
    [79.99, 'Good work! You have solid chess understanding.'],
    [70, 'Good work! You have solid chess understanding.'],
    [69.99, 'Not bad! You have basic chess knowledge.'],
    [60, 'Not bad! You have basic chess knowledge.'],
    [59.99, 'Keep learning! Everyone starts somewhere in chess.'],
    [0, 'Keep learning! Everyone starts somewhere in chess.'],
  ])('%s%% -> %s', (percent, message) => {
    expect(KNOWLEDGE_BAND_MESSAGES[knowledgeBand(percent)]).toBe(message)
  })
})

describe('knowledge quiz learning path (>= 80, >= 60, below)', () => {
  it.each([
    [100, 'advanced'],
    [80, 'advanced'],
    [79.99, 'intermediate'],
    [60, 'intermediate'],
    [59.99, 'foundation'],
    [0, 'foundation'],
  ] as const)('%s%% -> %s', (percent, path) => {
    expect(learningPath(percent)).toBe(path)
  })
})

describe('level bands (spec §9), every edge', () => {
  it.each([
    [100, 'Expert (2000+)'],
    [90, 'Expert (2000+)'],
    [89.99, 'Advanced (1800-2000)'],
    [80, 'Advanced (1800-2000)'],
    [79.99, 'Intermediate (1400-1800)'],
    [70, 'Intermediate (1400-1800)'],
    [69.99, 'Beginner+ (1200-1400)'],
    [60, 'Beginner+ (1200-1400)'],
    [59.99, 'Beginner (800-1200)'],
    [40, 'Beginner (800-1200)'],
    [39.99, 'Novice (Under 800)'],
    [0, 'Novice (Under 800)'],
  ])('%s%% -> %s', (percent, label) => {
    expect(LEVEL_LABELS[levelFor(percent)]).toBe(label)
  })
})

describe('improved quiz recommendation tiers (90, 70, 50)', () => {
  it.each([
    [100, 'mastery'],
    [90, 'mastery'],
    [89.99, 'strong'],
    [70, 'strong'],
    [69.99, 'developing'],
    [50, 'developing'],
    [49.99, 'foundation'],
    [0, 'foundation'],
  ] as const)('%s%% -> %s', (percent, tier) => {
    expect(improvedTier(percent)).toBe(tier)
  })
})

describe('category strengths: >= 75% a strength, below 50% a weakness', () => {
  const marks = (category: string, ...correct: Array<0 | 1>) =>
    correct.map((c) => ({ category, correct: c }))
  it.each([
    ['4 of 4', marks('a', 1, 1, 1, 1), ['a'], []],
    ['3 of 4 (75%)', marks('a', 1, 1, 1, 0), ['a'], []],
    ['2 of 3 (66.7%)', marks('a', 1, 1, 0), [], []],
    ['1 of 2 (50%)', marks('a', 1, 0), [], []],
    ['1 of 3 (33.3%)', marks('a', 1, 0, 0), [], ['a']],
    ['0 of 1', marks('a', 0), [], ['a']],
    ['1 of 1', marks('a', 1), ['a'], []],
  ] as const)('%s', (_label, list, strengths, weaknesses) => {
    expect(categoryStrengths(list)).toEqual({ strengths, weaknesses })
  })
  it('keeps categories apart and in order of first appearance', () => {
    expect(
      categoryStrengths([
        ...marks('b', 0),
        ...marks('a', 1),
        ...marks('c', 1, 0),
        ...marks('b', 0),
      ]),
    ).toEqual({ strengths: ['a'], weaknesses: ['b'] })
  })
})

describe('answers (spec §5: indices outside the option range are ignored)', () => {
  it.each([
    [0, true],
    [3, true],
    [-1, false],
    [4, false],
    [1.5, false],
    [Number.NaN, false],
  ])('index %s in range of 4: %s', (index, ok) => {
    expect(isAnswerInRange(index, 4)).toBe(ok)
  })
  it('scores only in-range, correct answers', () => {
    expect(markAnswer(2, 2)).toBe(1)
    expect(markAnswer(1, 2)).toBe(0)
    expect(markAnswer(7, 7)).toBe(0)
    expect(countCorrect([0, 1, 2], [0, 1, 3, 0])).toBe(2)
    expect(countCorrect([0, 1], [0])).toBe(1)
    expect(percentOf(7, 10)).toBe(70)
    expect(percentOf(0, 0)).toBe(0)
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D'])
  })
})

describe('level quiz question selection (spec §9)', () => {
  const categories = new Set(LEVEL_QUESTION_BANK.map((q) => q.category))

  it('the bank has 12 questions, two per category, with unique ids', () => {
    expect(LEVEL_QUESTION_BANK).toHaveLength(12)
    expect(categories.size).toBe(6)
    expect(new Set(LEVEL_QUESTION_BANK.map((q) => q.id)).size).toBe(12)
  })

  it('any random source: 10 distinct questions, every category at least once, the first kept first', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, withFirst) => {
        const first = withFirst ? 'endgame-rook-mate' : undefined
        const set = selectLevelQuestions(LEVEL_QUESTION_BANK, seeded(seed), { count: 10, first })
        expect(set).toHaveLength(10)
        expect(new Set(set.map((q) => q.id)).size).toBe(10)
        expect(new Set(set.map((q) => q.category))).toEqual(categories)
        if (first) expect(set[0]!.id).toBe(first)
      }),
    )
  })

  it('is repeatable for one seed and varies between seeds', () => {
    const ids = (seed: number) =>
      selectLevelQuestions(LEVEL_QUESTION_BANK, seeded(seed), { count: 10 }).map((q) => q.id)
    expect(ids(42)).toEqual(ids(42))
    const distinct = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => ids(s).join()))
    expect(distinct.size).toBeGreaterThan(1)
  })

  it('picks the category question and the fill from the random source', () => {
    // random() always 0: the first question of each category in bank order.
    const zero = () => 0
    const set = selectLevelQuestions(LEVEL_QUESTION_BANK, zero, { count: 6 })
    expect(new Set(set.map((q) => q.id))).toEqual(
      new Set([
        'opening-italian',
        'tactics-scholars-mate',
        'strategy-outpost',
        'endgame-rook-mate',
        'calculation-mate-in-two',
        'decision-ahead',
      ]),
    )
  })

  it('rejects an unknown first question', () => {
    expect(() =>
      selectLevelQuestions(LEVEL_QUESTION_BANK, Math.random, { count: 10, first: 'nope' }),
    ).toThrow(/nope/)
  })

  it('shuffle keeps every item', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        expect(shuffle(items, seeded(seed)).sort()).toEqual([...items].sort())
      }),
    )
  })
})
