import type { SnapshotFrom } from 'xstate'
import { improvedMarks, type improvedLevelQuizMachine } from './improved-level-quiz.machine'

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

export const selectMarks = (s: ImprovedLevelQuizSnapshot): Array<0 | 1> => improvedMarks(s.context)

export const selectEmail = (s: ImprovedLevelQuizSnapshot): string => s.context.email

export const selectBusy = (s: ImprovedLevelQuizSnapshot): boolean => s.hasTag('busy')
