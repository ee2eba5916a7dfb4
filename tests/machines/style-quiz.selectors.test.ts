/** The style quiz selectors, on built snapshots of each state (no actor run). */
import { describe, expect, it } from 'vitest'
import { styleQuizMachine } from '../../machines/style-quiz.machine'
import {
  selectBusy,
  selectProgress,
  selectQuestion,
  selectResult,
  selectStep,
  type StyleQuizStep,
} from '../../machines/style-quiz.selectors'
import { STYLE_QUIZ_INPUT } from '../../src/features/style-quiz/style-quiz-input'

const context = (answers: number[]) => ({ ...STYLE_QUIZ_INPUT, answers, row: null })
const ALL_THIRD = Array<number>(10).fill(2)

describe('style quiz selectors', () => {
  it.each<
    [
      string,
      Parameters<typeof styleQuizMachine.resolveState>[0]['value'],
      number[],
      StyleQuizStep,
      boolean,
      number,
    ]
  >([
    ['first question', 'quiz', [], 'quiz', false, 0],
    ['fourth question', 'quiz', [0, 1, 2], 'quiz', false, 30],
    ['the gate', 'email', ALL_THIRD, 'email', false, 100],
    ['submitting', 'submitting', ALL_THIRD, 'submitting', true, 100],
    ['result, saved', { result: 'saved' }, ALL_THIRD, 'result', false, 100],
    ['result, kept for later', { result: 'kept' }, ALL_THIRD, 'result', false, 100],
  ])('%s', (_name, value, answers, step, busy, percent) => {
    const snapshot = styleQuizMachine.resolveState({ value, context: context(answers) })
    expect(selectStep(snapshot)).toBe(step)
    expect(selectBusy(snapshot)).toBe(busy)
    expect(selectProgress(snapshot)).toEqual({ answered: answers.length, total: 10, percent })
    // The question on screen; once all ten are answered, the last one.
    expect(selectQuestion(snapshot).index).toBe(Math.min(answers.length, 9))
    expect(selectResult(snapshot)?.styleId ?? null).toBe(step === 'result' ? 'endgameArtist' : null)
  })
})
