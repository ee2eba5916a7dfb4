import type { SnapshotFrom } from 'xstate'
import { scoreStyleQuiz, type StyleQuizResult } from '../src/domain/style-scoring'
import type { StyleQuestion } from '../src/content/style-quiz'
import type { StyleQuizInput, styleQuizMachine } from './style-quiz.machine'

/** What the style quiz feature reads from the chart. */
export type StyleQuizSnapshot = SnapshotFrom<typeof styleQuizMachine>

export type StyleQuizStep = 'quiz' | 'email' | 'submitting' | 'result'

export const selectStep = (snapshot: StyleQuizSnapshot): StyleQuizStep =>
  snapshot.hasTag('result')
    ? 'result'
    : snapshot.hasTag('busy')
      ? 'submitting'
      : snapshot.hasTag('email')
        ? 'email'
        : 'quiz'

/** The question on screen (the last one once all are answered) and its 0-based number. */
export const selectQuestion = (
  snapshot: StyleQuizSnapshot,
): { index: number; question: StyleQuestion } => {
  const { questions, answers } = snapshot.context
  const index = Math.min(answers.length, questions.length - 1)
  return { index, question: questions[index]! }
}

/** Answers given out of the total, and the share done in whole percent (the progress bar). */
export const selectProgress = (
  snapshot: StyleQuizSnapshot,
): { answered: number; total: number; percent: number } => {
  const total = snapshot.context.questions.length
  const answered = Math.min(snapshot.context.answers.length, total)
  return { answered, total, percent: total === 0 ? 0 : Math.round((answered / total) * 100) }
}

/** The answers given, as option indices. */
export const selectAnswers = (snapshot: StyleQuizSnapshot): readonly number[] =>
  snapshot.context.answers

/** The style and its breakdown, once revealed (null before). Computed here, saved or not. */
export const selectResult = (snapshot: StyleQuizSnapshot): StyleQuizResult | null =>
  snapshot.hasTag('result')
    ? scoreStyleQuiz(snapshot.context.questions, snapshot.context.answers)
    : null

/** The reveal is in flight: the gate's field and button are disabled. */
export const selectBusy = (snapshot: StyleQuizSnapshot): boolean => snapshot.hasTag('busy')

/**
 * What each selector gives in the chart's initial state for `input`: what the quiz renders until its
 * chart has loaded (src/startup/chart.ts): the first question, nothing answered.
 */
export const styleQuizBefore = (input: StyleQuizInput) => ({
  step: 'quiz' as StyleQuizStep,
  current: { index: 0, question: input.questions[0]! },
  progress: { answered: 0, total: input.questions.length, percent: 0 },
  answers: [] as readonly number[],
  result: null as StyleQuizResult | null,
  busy: false,
})
