/**
 * The quiz charts' named selectors, tested alone on built snapshots of every state (no actor run).
 */
import { describe, expect, it } from 'vitest'
import { knowledgeQuizMachine } from '../../machines/knowledge-quiz.machine'
import * as knowledge from '../../machines/knowledge-quiz.selectors'
import { levelQuizMachine } from '../../machines/level-quiz.machine'
import * as level from '../../machines/level-quiz.selectors'
import { improvedLevelQuizMachine } from '../../machines/level-quiz.machine'
import * as improved from '../../machines/level-quiz.selectors'

const options = ['a', 'b', 'c', 'd']
const questions = [
  { id: 'q1', category: 'tactics', options, correctAnswer: 1 },
  { id: 'q2', category: 'endgame', options, correctAnswer: 2 },
]

describe('knowledge quiz selectors', () => {
  const context = {
    questions: [
      { options, correct: 1 },
      { options, correct: 2 },
    ],
    current: 1,
    answers: [1, 3],
    age: '16-plus',
    name: 'Ann',
    email: 'ann@example.com',
  }
  it.each([
    [{ quiz: 'answering' }, 'question', false],
    [{ quiz: 'feedback' }, 'feedback', false],
    [{ email: 'idle' }, 'email', false],
    [{ email: 'failed' }, 'email', false],
    ['submitting', 'email', true],
    ['result', 'result', false],
  ] as const)('%j: step %s, busy %s', (value, step, busy) => {
    const s = knowledgeQuizMachine.resolveState({ value, context })
    expect(knowledge.selectStep(s)).toBe(step)
    expect(knowledge.selectBusy(s)).toBe(busy)
    expect(knowledge.selectCurrent(s)).toBe(1)
    expect(knowledge.selectChosen(s)).toBe(3)
    expect(knowledge.selectMarks(s)).toEqual([1, 0])
    expect(knowledge.selectDetails(s)).toEqual({
      age: '16-plus',
      name: 'Ann',
      email: 'ann@example.com',
    })
  })
  it('nothing chosen before the question is answered', () => {
    const s = knowledgeQuizMachine.resolveState({
      value: { quiz: 'answering' },
      context: { ...context, answers: [1] },
    })
    expect(knowledge.selectChosen(s)).toBeNull()
  })
})

describe('level quiz selectors', () => {
  const context = { questions, current: 1, answers: [1, 0], email: 'fan@example.com' }
  it.each([
    [{ quiz: 'answering' }, 'quiz', false, null],
    [{ quiz: 'locked' }, 'quiz', false, 0],
    [{ email: 'idle' }, 'email', false, null],
    [{ email: 'failed' }, 'email', false, null],
    ['submitting', 'email', true, null],
    ['result', 'result', false, null],
  ] as const)('%j: step %s, busy %s, chosen %s', (value, step, busy, chosen) => {
    const s = levelQuizMachine.resolveState({ value, context })
    expect(level.selectStep(s)).toBe(step)
    expect(level.selectBusy(s)).toBe(busy)
    expect(level.selectQuestions(s)).toBe(questions)
    expect(level.selectCurrent(s)).toBe(1)
    expect(level.selectChosen(s)).toBe(chosen)
    expect(level.selectMarks(s)).toEqual([1, 0])
    expect(level.selectEmail(s)).toBe('fan@example.com')
  })
})

describe('improved level quiz selectors', () => {
  const context = { questions, current: 1, answers: [1, 2], email: 'fan@example.com' }
  it.each([
    [{ quiz: 'unanswered' }, 'quiz', false, false],
    [{ quiz: 'answered' }, 'quiz', true, false],
    [{ email: 'idle' }, 'email', false, false],
    [{ email: 'failed' }, 'email', false, false],
    ['submitting', 'email', false, true],
    ['result', 'result', false, false],
    ['inconsistent', 'inconsistent', false, false],
  ] as const)('%j: step %s, can go on %s, busy %s', (value, step, canGoOn, busy) => {
    const s = improvedLevelQuizMachine.resolveState({ value, context })
    expect(improved.selectStep(s)).toBe(step)
    expect(improved.selectCanGoOn(s)).toBe(canGoOn)
    expect(improved.selectChosen(s)).toBe(canGoOn ? 2 : null)
    expect(improved.selectBusy(s)).toBe(busy)
    expect(improved.selectQuestions(s)).toBe(questions)
    expect(improved.selectCurrent(s)).toBe(1)
    expect(improved.selectMarks(s)).toEqual([1, 1])
    expect(improved.selectEmail(s)).toBe('fan@example.com')
  })
})
