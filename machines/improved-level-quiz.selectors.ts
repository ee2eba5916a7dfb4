import type { SnapshotFrom } from 'xstate'
import { markAnswer } from '../src/domain/quiz'
import type {
  ImprovedLevelQuizInput,
  improvedLevelQuizMachine,
} from './improved-level-quiz.machine'

/** What the improved level quiz page reads from its chart. */
export type ImprovedLevelQuizSnapshot = SnapshotFrom<typeof improvedLevelQuizMachine>

/** The screen: the questions, the e-mail step (also while saving), the result, or 'retake'. */
export type ImprovedLevelQuizStep = 'quiz' | 'email' | 'result' | 'inconsistent'

export const selectStep = (s: ImprovedLevelQuizSnapshot): ImprovedLevelQuizStep => {
  if (s.matches('quiz')) return 'quiz'
  if (s.matches('result')) return 'result'
  if (s.matches('inconsistent')) return 'inconsistent'
  return 'email'
}

export const selectQuestions = (s: ImprovedLevelQuizSnapshot) => s.context.questions

export const selectCurrent = (s: ImprovedLevelQuizSnapshot): number => s.context.current

/** The option chosen for the question on screen, or null while it is open. */
export const selectChosen = (s: ImprovedLevelQuizSnapshot): number | null =>
  s.matches({ quiz: 'answered' }) ? (s.context.answers.at(-1) ?? null) : null

/** 'Next Question' / 'Continue' is offered once the question is answered. */
export const selectCanGoOn = (s: ImprovedLevelQuizSnapshot): boolean =>
  s.matches({ quiz: 'answered' })

export const selectMarks = (s: ImprovedLevelQuizSnapshot): Array<0 | 1> =>
  s.context.answers.map((a, i) => markAnswer(a, s.context.questions[i]?.correctAnswer ?? -1))

export const selectEmail = (s: ImprovedLevelQuizSnapshot): string => s.context.email

export const selectBusy = (s: ImprovedLevelQuizSnapshot): boolean => s.hasTag('busy')

/** The question on screen. */
export const selectQuestion = (s: ImprovedLevelQuizSnapshot) =>
  s.context.questions[s.context.current]

/** How many questions the quiz has. */
export const selectTotal = (s: ImprovedLevelQuizSnapshot): number => s.context.questions.length

/**
 * What each selector gives in the chart's initial state: what the quiz renders until its chart has
 * loaded (src/startup/chart.ts). The set is drawn when the chart starts, but its first question is
 * the input's `first` (the prerendered one), so the page hydrates with it; no other is shown before.
 */
export function improvedLevelQuizBefore<Q extends { id: string }>(
  input: Pick<ImprovedLevelQuizInput, 'count'> & { bank: readonly Q[]; first: string },
) {
  const question = input.bank.find((q) => q.id === input.first)
  if (!question) throw new Error(`The first question ${input.first} is not in the bank`)
  return {
    step: 'quiz' as ImprovedLevelQuizStep,
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
