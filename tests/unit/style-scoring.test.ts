/**
 * Style quiz scoring (spec §9 "Style quiz", §5), table-driven on small fixture questions so each
 * rule is visible: sums, the tie order, the wrong-count default, out-of-range answers, the top-3
 * breakdown with percentages and the 20% secondary-style threshold.
 */
import { describe, expect, it } from 'vitest'
import type { StyleId } from '../../src/content/chess-styles'
import type { StyleQuestion, StyleScores } from '../../src/content/style-quiz'
import {
  isStyleId,
  scoreStyleQuiz,
  styleInsights,
  styleTotals,
} from '../../src/domain/style-scoring'

const zero: StyleScores = {
  tactician: 0,
  strategist: 0,
  endgameArtist: 0,
  gambiteer: 0,
  grinder: 0,
  universal: 0,
}
const sc = (scores: Partial<Record<StyleId, number>>): StyleScores => ({ ...zero, ...scores })

/** A question whose four answers score the given styles. */
const q = (id: number, ...answers: Partial<Record<StyleId, number>>[]): StyleQuestion => ({
  id,
  question: `Question ${id}`,
  answers: [0, 1, 2, 3].map((i) => ({ text: `Answer ${i}`, scores: sc(answers[i] ?? {}) })) as [
    StyleQuestion['answers'][0],
    StyleQuestion['answers'][1],
    StyleQuestion['answers'][2],
    StyleQuestion['answers'][3],
  ],
})

/** Three questions: answer 0 = tactician, 1 = strategist, 2 = grinder, 3 = universal (+1 gambiteer). */
const QUESTIONS = [1, 2, 3].map((id) =>
  q(id, { tactician: 4 }, { strategist: 4 }, { grinder: 4 }, { universal: 3, gambiteer: 1 }),
)

describe('styleTotals', () => {
  it.each([
    ['no answers', [], zero],
    ['one answer', [0], sc({ tactician: 4 })],
    ['mixed answers', [0, 1, 3], sc({ tactician: 4, strategist: 4, universal: 3, gambiteer: 1 })],
    ['an index above the options adds nothing', [0, 4, 9], sc({ tactician: 4 })],
    ['a negative index adds nothing', [-1, 0, 0], sc({ tactician: 8 })],
    ['a fractional index adds nothing', [0.5, 0, 0], sc({ tactician: 8 })],
    ['answers beyond the questions add nothing', [0, 0, 0, 1, 1], sc({ tactician: 12 })],
  ])('%s', (_name, answers, expected) => {
    expect(styleTotals(QUESTIONS, answers)).toEqual(expected)
  })
})

describe('scoreStyleQuiz: the winner', () => {
  it.each<[string, StyleQuestion[], number[], StyleId]>([
    ['the highest sum wins', QUESTIONS, [1, 1, 0], 'strategist'],
    ['all answers for one style', QUESTIONS, [2, 2, 2], 'grinder'],
    [
      'a tie goes to the earlier style (tactician before strategist)',
      [q(1, { strategist: 4 }), q(2, { tactician: 4 })],
      [0, 0],
      'tactician',
    ],
    [
      'a tie goes to the earlier style (gambiteer before grinder before universal)',
      [q(1, { universal: 3, grinder: 3, gambiteer: 3 })],
      [0],
      'gambiteer',
    ],
    [
      'a tie goes to the earlier style (endgameArtist before universal)',
      [q(1, { universal: 2, endgameArtist: 2 })],
      [0],
      'endgameArtist',
    ],
    ['nothing scored at all: the first style', [q(1, {})], [0], 'tactician'],
    ['too few answers give the tactician', QUESTIONS, [1, 1], 'tactician'],
    ['too many answers give the tactician', QUESTIONS, [2, 2, 2, 2], 'tactician'],
    ['no answers give the tactician', QUESTIONS, [], 'tactician'],
    ['an out-of-range answer still counts as given', QUESTIONS, [2, 2, 7], 'grinder'],
  ])('%s', (_name, questions, answers, expected) => {
    expect(scoreStyleQuiz(questions, answers).styleId).toBe(expected)
  })
})

describe('scoreStyleQuiz: breakdown and secondary style', () => {
  it.each<[string, number[], Array<[StyleId, number, number]>, StyleId | null]>([
    // 4 + 4 + 3+1 = 12: tactician 33%, strategist 33%, universal 25%.
    [
      'top 3 with their share of the total',
      [0, 1, 3],
      [
        ['tactician', 4, 33],
        ['strategist', 4, 33],
        ['universal', 3, 25],
      ],
      'strategist',
    ],
    // 8 + 3 + 1 = 12: tactician 67%, universal 25%, gambiteer 8%.
    [
      'second style at 25% is named',
      [0, 0, 3],
      [
        ['tactician', 8, 67],
        ['universal', 3, 25],
        ['gambiteer', 1, 8],
      ],
      'universal',
    ],
    // 12 of 12: the second has 0%.
    [
      'one style takes everything: no secondary style',
      [2, 2, 2],
      [
        ['grinder', 12, 100],
        ['tactician', 0, 0],
        ['strategist', 0, 0],
      ],
      null,
    ],
  ])('%s', (_name, answers, top3, secondary) => {
    const result = scoreStyleQuiz(QUESTIONS, answers)
    expect(result.breakdown).toEqual(top3.map(([id, score, percent]) => ({ id, score, percent })))
    expect(result.secondary).toBe(secondary)
  })

  it.each<[string, number, StyleId | null]>([
    ['exactly 20% is enough', 1, 'strategist'],
    ['just under 20% is not', 0.99, null],
  ])('the threshold: %s', (_name, secondShare, expected) => {
    // 400 points for the tactician and 100 for the strategist: 100 / 500 = 20%; 99 / 499 < 20%.
    const questions = [q(1, { tactician: 400, strategist: Math.round(100 * secondShare) })]
    const result = scoreStyleQuiz(questions, [0])
    expect(result.secondary).toBe(expected)
  })

  it('nothing scored: every share is 0% and there is no secondary style', () => {
    const result = scoreStyleQuiz([q(1, {})], [0])
    expect(result.breakdown.map((b) => b.percent)).toEqual([0, 0, 0])
    expect(result.secondary).toBeNull()
  })
})

describe('styleInsights', () => {
  const questions = [1, 2, 3, 4].map((id) => q(id, {}, {}, {}, {}))
  const insights = {
    2: { topic: 'Openings', lines: ['o0', 'o1', 'o2', 'o3'] },
    4: { topic: 'Pieces', lines: ['p0', 'p1', 'p2', 'p3'] },
  }
  it.each<[string, number[], Array<{ topic: string; text: string }>]>([
    [
      'one line per question that has insights, for the answer given',
      [0, 3, 1, 2],
      [
        { topic: 'Openings', text: 'o3' },
        { topic: 'Pieces', text: 'p2' },
      ],
    ],
    ['unanswered questions give none', [0, 1], [{ topic: 'Openings', text: 'o1' }]],
    ['an out-of-range answer gives none', [0, 9, 0, 0], [{ topic: 'Pieces', text: 'p0' }]],
  ])('%s', (_name, answers, expected) => {
    expect(styleInsights(questions, answers, insights)).toEqual(expected)
  })

  it("reads a style's own line for an answer where the content gives one", () => {
    const styled = { 2: { ...insights[2], forStyle: { gambiteer: { 1: 'g1' } } } }
    expect(styleInsights(questions, [0, 1], styled, 'gambiteer')).toEqual([
      { topic: 'Openings', text: 'g1' },
    ])
    expect(styleInsights(questions, [0, 2], styled, 'gambiteer')).toEqual([
      { topic: 'Openings', text: 'o2' },
    ])
    expect(styleInsights(questions, [0, 1], styled, 'tactician')).toEqual([
      { topic: 'Openings', text: 'o1' },
    ])
  })
})

describe('isStyleId', () => {
  it.each([
    ['tactician', true],
    ['endgameArtist', true],
    ['universal', true],
    ['endgame-artist', false],
    ['toString', false],
    [undefined, false],
    [3, false],
  ])('%s -> %s', (value, expected) => {
    expect(isStyleId(value)).toBe(expected)
  })
})
