import { assertEvent, assign, emit, setup } from 'xstate'
import { normalizeEmail } from '../src/domain/email'
import {
  countCorrect,
  isAnswerInRange,
  LEVEL_LABELS,
  levelFor,
  percentOf,
  selectLevelQuestions,
} from '../src/domain/quiz'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { LEVEL_QUIZ_AUTO_ADVANCE_MS } from './timings'
import {
  emailGuards,
  leadSaveDelays,
  saveFailedToast,
  saveLeadActor,
  saveOutcomeGuards,
  type LeadSaveInput,
} from './lead-save'
import type { ToastEvent, ToastParams } from './toast'
import { emailStep } from './email-step'
import type { SaveFailure } from './lead-save-step'

/**
 * The level quiz funnel (/chess-level-quiz and /chess-level; spec §2 "Level quiz", §4, §5, §8, §9).
 *
 *   quiz.answering --quiz.answer--> quiz.locked --autoAdvance (500 ms)--> quiz.answering (next)
 *                                               --autoAdvance on the last--> email.idle
 *   email --form.submit--> submitting --saved--> result ('Quiz Complete!')
 *                                        --error/network/time limit--> email.failed
 *
 * The question set is drawn when the chart starts (`selectLevelQuestions` with the injected `random`).
 * Choosing an option locks the question: a second tap, or an index outside the options, is ignored.
 * The e-mail step asks only for the e-mail ('Email required', 'Invalid Email'); it is cleaned up
 * and lower-cased before saving. The result shows only after `chess_level_quiz` saved the row
 * (name 'Quiz Taker', the option indices, the ids of the questions asked, the level label).
 *
 * Effects injected by the host: `saveLead` (the insert, given an AbortSignal).
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
  /** The e-mail typed on the e-mail step. */
  email: string
}

export type LevelQuizEvent =
  | { type: 'quiz.answer'; index: number }
  | { type: 'form.change'; value: string }
  | { type: 'form.submit'; email: string }

/** `locked`: the question is answered and moves on by itself; `busy`: saving; `error`; `done`. */
export type LevelQuizTag = 'locked' | 'busy' | 'error' | 'done'

export type SaveLevelQuizInput = LeadSaveInput<'chess_level_quiz'>

/** The level label of a finished quiz (what the row stores as `result`). */
export function levelLabel(context: Pick<LevelQuizContext, 'questions' | 'answers'>): string {
  const corrects = context.questions.map((q) => q.correctAnswer)
  return LEVEL_LABELS[levelFor(percentOf(countCorrect(corrects, context.answers), corrects.length))]
}

/** A failed save of either level quiz (shared with improved-level-quiz.machine.ts). */
export const levelSaveFailedToast = (): ToastParams =>
  saveFailedToast({
    title: QUIZ_MESSAGES.levelSaveFailedTitle,
    fallback: QUIZ_MESSAGES.levelSaveFailedFallback,
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
    saveLead: saveLeadActor<'chess_level_quiz'>(),
  },
  delays: {
    autoAdvance: LEVEL_QUIZ_AUTO_ADVANCE_MS,
    ...leadSaveDelays,
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
        assertEvent(event, 'form.change')
        return event.value
      },
    }),
    assignSubmitted: assign({
      email: ({ event }) => {
        assertEvent(event, 'form.submit')
        return event.email
      },
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
    saveFailed: emit((_, _params: SaveFailure) => ({
      type: 'toast' as const,
      ...levelSaveFailedToast(),
    })),
  },
  guards: {
    ...emailGuards,
    ...saveOutcomeGuards,
    isInRange: ({ context, event }) => {
      assertEvent(event, 'quiz.answer')
      const question = context.questions[context.current]
      return question !== undefined && isAnswerInRange(event.index, question.options.length)
    },
    isLastQuestion: ({ context }) => context.current >= context.questions.length - 1,
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
              { guard: { type: 'isLastQuestion' }, target: '#levelQuiz.email' },
              { target: 'answering', actions: { type: 'nextQuestion' } },
            ],
          },
        },
      },
    },
    ...emailStep({
      descriptions: {
        email: 'The e-mail step: only the e-mail, to see the result.',
        idle: 'The visitor types the e-mail.',
        failed: 'The save failed or timed out; the typed e-mail is kept for a retry.',
        submitting: 'The row is being saved to chess_level_quiz; further submits are ignored.',
      },
      change: 'assignEmail',
      submitted: 'assignSubmitted',
      checks: [
        { guard: 'isBlankEmail', toast: { tone: 'error', ...QUIZ_MESSAGES.levelEmailRequired } },
        { guard: 'isMalformedEmail', toast: { tone: 'error', ...QUIZ_MESSAGES.levelEmailInvalid } },
      ],
      row: (context: LevelQuizContext): SaveLevelQuizInput => ({
        table: 'chess_level_quiz',
        row: {
          name: 'Quiz Taker',
          email: normalizeEmail(context.email),
          answers: context.answers,
          question_ids: context.questions.map((q) => q.id),
          result: levelLabel(context),
        },
      }),
      saved: { tone: 'success', ...QUIZ_MESSAGES.levelComplete },
    }),
    result: {
      description: 'Saved: the level, score and percent, insights and the recommendation.',
      tags: ['done'],
    },
  },
})
