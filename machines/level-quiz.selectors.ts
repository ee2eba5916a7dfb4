import type { SnapshotFrom } from 'xstate'
import type { levelQuizChart } from './level-quiz.machine'
import type { LevelQuizInput } from './level-quiz.types'
import { markAnswer } from '../src/domain/quiz'

/** What a level quiz page (either quiz of the family) reads from its chart. */
export type LevelQuizSnapshot = SnapshotFrom<ReturnType<typeof levelQuizChart>>

/**
 * The screen to show: the questions, the e-mail step (also while saving), the result, or the
 * improved quiz's 'retake' screen.
 */
export type LevelQuizStep = 'quiz' | 'email' | 'result' | 'inconsistent'

export const selectStep = (s: LevelQuizSnapshot): LevelQuizStep => {
  if (s.matches('quiz')) return 'quiz'
  if (s.matches('result')) return 'result'
  if (s.matches('inconsistent')) return 'inconsistent'
  return 'email'
}

export const selectQuestions = (s: LevelQuizSnapshot) => s.context.questions

export const selectCurrent = (s: LevelQuizSnapshot): number => s.context.current

/** The option chosen for the question on screen, or null while it is open. */
export const selectChosen = (s: LevelQuizSnapshot): number | null =>
  s.hasTag('answered') ? (s.context.answers.at(-1) ?? null) : null

/** 'Next Question' / 'Continue' is offered once the question is answered (improved quiz). */
export const selectCanGoOn = (s: LevelQuizSnapshot): boolean => s.matches({ quiz: 'answered' })

/** 1 or 0 per question answered. */
export const selectMarks = (s: LevelQuizSnapshot): Array<0 | 1> =>
  s.context.answers.map((a, i) => markAnswer(a, s.context.questions[i]?.correctAnswer ?? -1))

export const selectEmail = (s: LevelQuizSnapshot): string => s.context.email

export const selectBusy = (s: LevelQuizSnapshot): boolean => s.hasTag('busy')

/** The question on screen. */
export const selectQuestion = (s: LevelQuizSnapshot) => s.context.questions[s.context.current]

/** How many questions the quiz has. */
export const selectTotal = (s: LevelQuizSnapshot): number => s.context.questions.length

/**
 * What each selector gives in the chart's initial state: what the quiz renders until its chart has
 * loaded (src/startup/chart.ts). The set is drawn when the chart starts, but its first question is
 * the input's `first` (the prerendered one), so the page hydrates with it; no other is shown before.
 */
export function levelQuizBefore<Q extends { id: string }>(
  input: Pick<LevelQuizInput, 'count'> & { bank: readonly Q[]; first: string },
) {
  const question = input.bank.find((q) => q.id === input.first)
  if (!question) throw new Error(`The first question ${input.first} is not in the bank`)
  return {
    step: 'quiz' as LevelQuizStep,
    question,
    total: input.count,
    questions: [] as Q[],
    current: 0,
    chosen: null as number | null,
    canGoOn: false,
    marks: [] as Array<0 | 1>,
    email: '',
    busy: false,
  }
}
