/**
 * The level quiz family as the spec writes it (spec §2 "Level quiz" and "Improved level quiz", §4,
 * §5, §8), for level-quiz.machine.test.ts: each quiz's rules, toasts and saved row, the e-mail
 * submits and the save's answers, and the fixture inputs. Written from the spec, never read from the
 * charts' own config.
 */
import type { SnapshotFrom } from 'xstate'
import { improvedLevelQuizMachine, levelQuizMachine } from '../../machines/level-quiz.machine'
import type { LevelQuizStep } from '../../machines/level-quiz.selectors'
import type { LevelQuizInput } from '../../machines/level-quiz.types'
import type { ToastParams } from '../../machines/toast'
import type { SaveOutcome } from '../../src/domain/leads'
import { answered, elapsed, failed, type ModelEvent } from './model'

export type Machine = typeof levelQuizMachine
export type Snapshot = SnapshotFrom<Machine>
export type Event = ModelEvent<Machine>

export const SAVE = 'saveLead'
const options = ['a', 'b', 'c', 'd'] as const
/** Always the same sequence, so the drawn set is the same on every replay. */
export const fixedRandom = () => {
  const values = [0.7, 0.2, 0.9, 0.4, 0.1]
  let i = 0
  return () => values[i++ % values.length]!
}
export const levelInput = (): LevelQuizInput => ({
  bank: [
    { id: 'q1', category: 'tactics', options, correctAnswer: 0 },
    { id: 'q2', category: 'endgame', options, correctAnswer: 3 },
    { id: 'q3', category: 'tactics', options, correctAnswer: 1 },
  ],
  random: fixedRandom(),
  count: 2,
  first: 'q2',
})
export const improvedInput = (answers?: number[]): LevelQuizInput => ({
  bank: [
    { id: 'q1', category: 'tactics', options, correctAnswer: 0 },
    { id: 'q2', category: 'endgame', options, correctAnswer: 3 },
  ],
  random: () => 0.3,
  count: 2,
  first: 'q1',
  ...(answers && { answers }),
})

const FALLBACK: ToastParams = {
  tone: 'error',
  title: 'Submission Error',
  description: 'There was an issue submitting your quiz. Please try again.',
}
export const ANSWER_FIRST: ToastParams = {
  tone: 'error',
  title: 'Please answer the current question before proceeding.',
  description: '',
}
export const INCONSISTENT: ToastParams = {
  tone: 'error',
  title: 'Quiz data inconsistency detected',
  description: 'Please retake the quiz from scratch.',
}

/** Each quiz as the spec writes it, independent of the chart's own config. */
export interface QuizSpec {
  machine: Machine
  /** 'auto': the next question comes by itself; 'next': after 'Next Question' / 'Continue'. */
  advance: 'auto' | 'next'
  /** The saved row's name, and whether its answers are the options chosen or 1/0 per question. */
  name: string
  answers: 'options' | 'marks'
  /** Answers and questions differing in number: 'Quiz data inconsistency detected', nothing saved. */
  checksConsistency: boolean
  /** The toasts of a saved row. */
  saved: ToastParams[]
  /** The save's time limit, as the replay names it. */
  timeout: Event
}

export const LEVEL: QuizSpec = {
  machine: levelQuizMachine,
  advance: 'auto',
  name: 'Quiz Taker',
  answers: 'options',
  checksConsistency: false,
  saved: [
    {
      tone: 'success',
      title: 'Quiz Complete!',
      description: 'Your chess level has been assessed successfully.',
    },
  ],
  timeout: elapsed('saveTimeout', 'levelQuiz.submitting'),
}
export const IMPROVED: QuizSpec = {
  machine: improvedLevelQuizMachine,
  advance: 'next',
  name: 'Quiz Participant',
  answers: 'marks',
  checksConsistency: true,
  saved: [],
  timeout: elapsed('saveTimeout', 'improvedLevelQuiz.submitting'),
}

/** The save's answers: the result (with the quiz's toasts), or the e-mail step kept for a retry. */
export const afterAnswer = (spec: QuizSpec) => AFTER_ANSWER.get(spec)!
const AFTER_ANSWER = new Map([LEVEL, IMPROVED].map((spec) => [spec, afterAnswerOf(spec)] as const))
/** The events are compared by identity on a path, so each quiz's table is built once. */
function afterAnswerOf(spec: QuizSpec) {
  return {
    saved: {
      event: answered<SaveOutcome>(SAVE, { status: 'success' }),
      step: 'result' as LevelQuizStep,
      toasts: spec.saved,
    },
    'server error with a message': {
      event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'Server says no' }),
      step: 'email' as LevelQuizStep,
      toasts: [FALLBACK], // never the server's text
    },
    'server error without a message': {
      event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
      step: 'email' as LevelQuizStep,
      toasts: [FALLBACK],
    },
    'network error': {
      event: failed(SAVE, new TypeError('Failed to fetch')),
      step: 'email' as LevelQuizStep,
      toasts: [FALLBACK],
    },
    'no answer within the time limit': {
      event: spec.timeout,
      step: 'email' as LevelQuizStep,
      toasts: [FALLBACK],
    },
  }
}

export const SUBMITS: Array<{
  event: Event & { type: 'form.submit' }
  saves: boolean
  toasts: ToastParams[]
}> = [
  {
    event: { type: 'form.submit', email: '  ' },
    saves: false,
    toasts: [
      {
        tone: 'error',
        title: 'Email required',
        description: 'Please enter your email to see your results.',
      },
    ],
  },
  {
    event: { type: 'form.submit', email: 'not-an-email' },
    saves: false,
    toasts: [
      {
        tone: 'error',
        title: 'Invalid Email',
        description: 'Please enter a valid email address.',
      },
    ],
  },
  {
    event: { type: 'form.submit', email: `${'a'.repeat(95)}@example.com` },
    saves: false,
    toasts: [
      {
        tone: 'error',
        title: 'Invalid Email',
        description: 'Please enter a valid email address.',
      },
    ],
  },
  { event: { type: 'form.submit', email: ' <Fan@Example.COM> ' }, saves: true, toasts: [] },
]
export const VALID = SUBMITS.at(-1)!.event
export const AUTO = elapsed('autoAdvance', 'levelQuiz.quiz.locked')
export const NEXT: Event = { type: 'quiz.next' }
