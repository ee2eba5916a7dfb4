import type { LeadSaveInput } from './lead-save'
import type { ToastParams } from './toast'
import { LEVEL_LABELS, levelFor, markAnswer, percentOf } from '../src/domain/quiz'

/**
 * The level quiz family's types and the row's derived values (level-quiz.machine.ts builds the two
 * charts): what a chart takes, holds and hears, and the config holding what the spec makes
 * different between the level quiz and the improved level quiz.
 */
export interface LevelQuizInput<Q extends LevelQuizQuestion = LevelQuizQuestion> {
  /** The bank to draw from (content/level-quiz.ts; small fixtures in tests). */
  bank: readonly Q[]
  /** A number in [0, 1), like Math.random; tests pass a seeded one. */
  random: () => number
  /** How many questions to draw. */
  count: number
  /** Id of the question shown first (the one in the prerendered page). */
  first?: string
  /**
   * Answers already held for this question set. The site never restores any (every visit starts
   * fresh, spec §4); a mismatch with the questions is what the improved quiz's check guards against.
   */
  answers?: readonly number[]
}

interface LevelQuizQuestion {
  id: string
  category: string
  options: readonly string[]
  correctAnswer: number
}

export interface LevelQuizContext {
  questions: LevelQuizQuestion[]
  current: number
  /** The option chosen for each question answered so far. */
  answers: number[]
  /** The e-mail typed on the e-mail step. */
  email: string
}

export type LevelQuizEvent =
  | { type: 'quiz.answer'; index: number }
  | { type: 'quiz.next' }
  | { type: 'form.change'; value: string }
  | { type: 'form.submit'; email: string }

/**
 * `answered`: the question on screen is answered (and locked); `locked`: the level quiz's answered
 * question, moving on by itself; `busy`: saving; `error`; `done`.
 */
export type LevelQuizTag = 'answered' | 'locked' | 'busy' | 'error' | 'done'

export type SaveLevelQuizInput = LeadSaveInput<'chess_level_quiz'>

/** What the spec makes different between the two quizzes. */
export interface LevelQuizConfig {
  id: 'levelQuiz' | 'improvedLevelQuiz'
  /** 'auto': the next question comes by itself; 'next': the visitor asks for it. */
  advance: 'auto' | 'next'
  /** The `name` of the saved row. */
  name: 'Quiz Taker' | 'Quiz Participant'
  /** What the row's `answers` holds: the option chosen, or 1/0 per question. */
  answers: 'options' | 'marks'
  /** Whether a submit first checks that answers and questions agree in number. */
  consistencyCheck: boolean
  /** The toast of a saved row, if the quiz shows one. */
  saved?: ToastParams
  /** What the chart, the quiz, the e-mail step and the result show (the chart's inventory). */
  descriptions: { chart: string; quiz: string; email: string; result: string }
}

/** 1 or 0 per question answered. */
export function levelQuizMarks(context: Pick<LevelQuizContext, 'questions' | 'answers'>) {
  return context.answers.map((a, i) => markAnswer(a, context.questions[i]?.correctAnswer ?? -1))
}

/** The level label of a finished quiz (what the row stores as `result`). */
export function levelLabel(context: Pick<LevelQuizContext, 'questions' | 'answers'>): string {
  const score = levelQuizMarks(context).reduce<number>((n, m) => n + m, 0)
  return LEVEL_LABELS[levelFor(percentOf(score, context.questions.length))]
}
