import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import type { LeadRows, SaveOutcome } from '../src/domain/leads'
import { isValidEmail, normalizeEmail } from '../src/domain/email'
import {
  countCorrect,
  isAnswerInRange,
  LEVEL_LABELS,
  levelFor,
  percentOf,
  selectLevelQuestions,
} from '../src/domain/quiz'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { LEAD_SAVE_TIMEOUT_MS, LEVEL_QUIZ_AUTO_ADVANCE_MS } from './timings'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The level quiz funnel (/chess-level-quiz and /chess-level; spec §2 "Level quiz", §4, §5, §8, §9).
 *
 *   quiz.answering --quiz.answer--> quiz.locked --autoAdvance (500 ms)--> quiz.answering (next)
 *                                               --autoAdvance on the last--> contact.idle
 *   contact --contact.submit--> submitting --saved--> result ('Quiz Complete!')
 *                                          --error/network/time limit--> contact.failed
 *
 * The question set is drawn when the chart starts (`selectLevelQuestions` with the injected `random`).
 * Choosing an option locks the question: a second tap, or an index outside the options, is ignored.
 * The contact step asks only for the e-mail ('Email required', 'Invalid Email'); it is cleaned up
 * and lower-cased before saving. The result shows only after `chess_level_quiz` saved the row
 * (name 'Quiz Taker', the option indices, the level label).
 *
 * Effects injected by the host: `saveLevelQuiz` (the insert, given an AbortSignal).
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
}

export interface LevelQuizQuestion {
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
  /** The e-mail typed on the contact step. */
  email: string
}

export type LevelQuizEvent =
  | { type: 'quiz.answer'; index: number }
  | { type: 'contact.change'; value: string }
  | { type: 'contact.submit'; email: string }

/** `locked`: the question is answered and moves on by itself; `busy`: saving; `error`; `done`. */
export type LevelQuizTag = 'locked' | 'busy' | 'error' | 'done'

export type SaveLevelQuizInput = LeadRows['chess_level_quiz']

/** The level label of a finished quiz (what the row stores as `result`). */
export function levelLabel(context: Pick<LevelQuizContext, 'questions' | 'answers'>): string {
  const corrects = context.questions.map((q) => q.correctAnswer)
  return LEVEL_LABELS[levelFor(percentOf(countCorrect(corrects, context.answers), corrects.length))]
}

const failureToast = (message: string | null): ToastParams => ({
  tone: 'error',
  title: QUIZ_MESSAGES.levelSaveFailedTitle,
  description: message || QUIZ_MESSAGES.levelSaveFailedFallback,
})

export const levelQuizMachine = setup({
  types: {
    input: {} as LevelQuizInput,
    context: {} as LevelQuizContext,
    events: {} as LevelQuizEvent,
    emitted: {} as ToastEvent,
    tags: {} as LevelQuizTag,
  },
  actors: {
    saveLevelQuiz: fromPromise<SaveOutcome, SaveLevelQuizInput>(async () => {
      throw new Error('saveLevelQuiz is not provided')
    }),
  },
  delays: {
    autoAdvance: LEVEL_QUIZ_AUTO_ADVANCE_MS,
    saveTimeout: LEAD_SAVE_TIMEOUT_MS,
  },
  actions: {
    recordAnswer: assign({
      answers: ({ context, event }) => {
        assertEvent(event, 'quiz.answer')
        return [...context.answers, event.index]
      },
    }),
    nextQuestion: assign({ current: ({ context }) => context.current + 1 }),
    assignEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'contact.change')
        return event.value
      },
    }),
    assignSubmitted: assign({
      email: ({ event }) => {
        assertEvent(event, 'contact.submit')
        return event.email
      },
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
  guards: {
    isInRange: ({ context, event }) => {
      assertEvent(event, 'quiz.answer')
      const question = context.questions[context.current]
      return question !== undefined && isAnswerInRange(event.index, question.options.length)
    },
    isLastQuestion: ({ context }) => context.current >= context.questions.length - 1,
    isBlank: ({ event }) => {
      assertEvent(event, 'contact.submit')
      return normalizeEmail(event.email) === ''
    },
    isMalformed: ({ event }) => {
      assertEvent(event, 'contact.submit')
      return !isValidEmail(normalizeEmail(event.email))
    },
    isFailure: (_, params: { outcome: SaveOutcome }) => params.outcome.status === 'error',
  },
}).createMachine({
  id: 'levelQuiz',
  description: 'The level quiz: 10 questions from the bank, the e-mail, then the level.',
  context: ({ input }) => ({
    questions: selectLevelQuestions(input.bank, input.random, {
      count: input.count,
      first: input.first,
    }),
    current: 0,
    answers: [],
    email: '',
  }),
  initial: 'quiz',
  states: {
    quiz: {
      description: 'One question at a time; an answer locks it and moves on by itself.',
      initial: 'answering',
      states: {
        answering: {
          description: 'The current question waits for an answer.',
          on: {
            'quiz.answer': {
              guard: { type: 'isInRange' },
              target: 'locked',
              actions: { type: 'recordAnswer' },
            },
          },
        },
        locked: {
          description: 'Answered and locked; the next question comes after the auto-advance delay.',
          tags: ['locked'],
          after: {
            autoAdvance: [
              { guard: { type: 'isLastQuestion' }, target: '#levelQuiz.contact' },
              { target: 'answering', actions: { type: 'nextQuestion' } },
            ],
          },
        },
      },
    },
    contact: {
      description: 'The contact step: only the e-mail, to see the result.',
      initial: 'idle',
      on: {
        'contact.change': { actions: { type: 'assignEmail' } },
        'contact.submit': [
          {
            guard: { type: 'isBlank' },
            target: '.idle',
            actions: [
              { type: 'assignSubmitted' },
              { type: 'toast', params: { tone: 'error', ...QUIZ_MESSAGES.levelEmailRequired } },
            ],
          },
          {
            guard: { type: 'isMalformed' },
            target: '.idle',
            actions: [
              { type: 'assignSubmitted' },
              { type: 'toast', params: { tone: 'error', ...QUIZ_MESSAGES.levelEmailInvalid } },
            ],
          },
          { target: 'submitting', actions: { type: 'assignSubmitted' } },
        ],
      },
      states: {
        idle: { description: 'The visitor types the e-mail.' },
        failed: {
          description: 'The save failed or timed out; the typed e-mail is kept for a retry.',
          tags: ['error'],
        },
      },
    },
    submitting: {
      description: 'The row is being saved to chess_level_quiz; further submits are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'saveLevelQuiz',
        src: 'saveLevelQuiz',
        input: ({ context }) => ({
          name: 'Quiz Taker',
          email: normalizeEmail(context.email),
          answers: context.answers,
          result: levelLabel(context),
        }),
        onDone: [
          {
            guard: { type: 'isFailure', params: ({ event }) => ({ outcome: event.output }) },
            target: 'contact.failed',
            actions: {
              type: 'toast',
              params: ({ event }) =>
                failureToast(event.output.status === 'error' ? event.output.message : null),
            },
          },
          {
            target: 'result',
            actions: { type: 'toast', params: { tone: 'success', ...QUIZ_MESSAGES.levelComplete } },
          },
        ],
        onError: {
          target: 'contact.failed',
          actions: { type: 'toast', params: failureToast(null) },
        },
      },
      after: {
        saveTimeout: {
          target: 'contact.failed',
          actions: { type: 'toast', params: failureToast(null) },
        },
      },
    },
    result: {
      description: 'Saved: the level, score and percent, insights and the recommendation.',
      tags: ['done'],
    },
  },
})
