import type { SnapshotFrom } from 'xstate'
import { markAnswer } from '../src/domain/quiz'
import type { levelQuizMachine } from './level-quiz.machine'

/** What the level quiz page reads from its chart. */
export type LevelQuizSnapshot = SnapshotFrom<typeof levelQuizMachine>

/** The screen to show: the questions, the e-mail step (also while saving), the result. */
export type LevelQuizStep = 'quiz' | 'email' | 'result'

export const selectStep = (s: LevelQuizSnapshot): LevelQuizStep =>
  s.matches('quiz') ? 'quiz' : s.matches('result') ? 'result' : 'email'

export const selectQuestions = (s: LevelQuizSnapshot) => s.context.questions

export const selectCurrent = (s: LevelQuizSnapshot): number => s.context.current

/** The option chosen for the question on screen, or null while it is open. */
export const selectChosen = (s: LevelQuizSnapshot): number | null =>
  s.context.answers[s.context.current] ?? null

/** 1 or 0 per question answered. */
export const selectMarks = (s: LevelQuizSnapshot): Array<0 | 1> =>
  s.context.answers.map((a, i) => markAnswer(a, s.context.questions[i]!.correctAnswer))

export const selectEmail = (s: LevelQuizSnapshot): string => s.context.email

export const selectBusy = (s: LevelQuizSnapshot): boolean => s.hasTag('busy')
