import { assertEvent, assign, emit, setup } from 'xstate'
import { normalizeEmail } from '../src/domain/email'
import {
  isAnswerInRange,
  LEVEL_LABELS,
  levelFor,
  markAnswer,
  percentOf,
  selectLevelQuestions,
} from '../src/domain/quiz'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { levelSaveFailedToast, type LevelQuizQuestion } from './level-quiz.machine'
import {
  emailGuards,
  leadSaveDelays,
  saveLeadActor,
  saveOutcomeGuards,
  type LeadSaveInput,
} from './lead-save'
import type { ToastEvent, ToastParams } from './toast'
import { emailStep } from './email-step'
import type { SaveFailure } from './lead-save-step'

/**
 * The improved level quiz funnel (/find-your-level and /improved-chess-level-quiz; spec §2
 * "Improved level quiz", §4, §8, §9).
 *
 *   quiz.unanswered --quiz.answer--> quiz.answered --quiz.next--> quiz.unanswered (next question)
 *                                                  --quiz.next on the last ('Continue')--> email.idle
 *   quiz.unanswered --quiz.next--> (toast 'Please answer the current question before proceeding.')
 *   email --form.submit--> submitting --saved--> result
 *                                      --error/network/time limit--> email.failed
 *         --form.submit when answers and questions differ in number--> inconsistent
 *
 * A fresh question set is drawn every time the chart starts (nothing is stored between visits).
 * An answer locks the question; a second tap or an out-of-range index is ignored. The result
 * shows only after `chess_level_quiz` saved the row (name 'Quiz Participant', 0/1 per question, the
 * ids of the questions asked, the level label).
 *
 * Effects injected by the host: `saveLead` (the insert, given an AbortSignal).
 */
export interface ImprovedLevelQuizInput {
  bank: readonly LevelQuizQuestion[]
  /** A number in [0, 1), like Math.random; tests pass a seeded one. */
  random: () => number
  count: number
  /** Id of the question shown first (the one in the prerendered page). */
  first?: string
  /**
   * Answers already held for this question set. The site never restores any (every visit starts
   * fresh, spec §4); a mismatch with the questions is what the inconsistency check guards against.
   */
  answers?: readonly number[]
}

export interface ImprovedLevelQuizContext {
  questions: LevelQuizQuestion[]
  current: number
  answers: number[]
  email: string
}

export type ImprovedLevelQuizEvent =
  | { type: 'quiz.answer'; index: number }
  | { type: 'quiz.next' }
  | { type: 'form.change'; value: string }
  | { type: 'form.submit'; email: string }

export type ImprovedLevelQuizTag = 'busy' | 'error' | 'done'

export type SaveImprovedQuizInput = LeadSaveInput<'chess_level_quiz'>

/** 1 or 0 per question answered. */
export function improvedMarks(context: Pick<ImprovedLevelQuizContext, 'questions' | 'answers'>) {
  return context.answers.map((a, i) => markAnswer(a, context.questions[i]?.correctAnswer ?? -1))
}

/** The level label of a finished quiz (what the row stores as `result`). */
export function improvedLevelLabel(
  context: Pick<ImprovedLevelQuizContext, 'questions' | 'answers'>,
): string {
  const score = improvedMarks(context).reduce<number>((n, m) => n + m, 0)
  return LEVEL_LABELS[levelFor(percentOf(score, context.questions.length))]
}

export const improvedLevelQuizMachine = setup({
  types: {
    input: {} as ImprovedLevelQuizInput,
    context: {} as ImprovedLevelQuizContext,
    events: {} as ImprovedLevelQuizEvent,
    emitted: {} as ToastEvent,
    tags: {} as ImprovedLevelQuizTag,
  },
  actors: {
    saveLead: saveLeadActor<'chess_level_quiz'>(),
  },
  delays: { ...leadSaveDelays },
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
    isInconsistent: ({ context }) => context.answers.length !== context.questions.length,
  },
}).createMachine({
  id: 'improvedLevelQuiz',
  description: 'The improved level quiz: tagged questions with Next, the e-mail, then the level.',
  context: ({ input }) => ({
    questions: selectLevelQuestions(input.bank, input.random, {
      count: input.count,
      first: input.first,
    }),
    current: 0,
    answers: [...(input.answers ?? [])],
    email: '',
  }),
  initial: 'quiz',
  states: {
    quiz: {
      description: 'One question at a time with its category and difficulty tags.',
      initial: 'unanswered',
      states: {
        unanswered: {
          description: 'The current question waits for an answer; Next is not offered yet.',
          on: {
            'quiz.answer': {
              guard: { type: 'isInRange' },
              target: 'answered',
              actions: { type: 'recordAnswer' },
            },
            'quiz.next': {
              actions: {
                type: 'toast',
                params: {
                  tone: 'error',
                  title: QUIZ_MESSAGES.improvedAnswerFirst,
                  description: '',
                },
              },
            },
          },
        },
        answered: {
          description:
            "Answered and locked; 'Next Question' (or 'Continue' on the last) is offered.",
          on: {
            'quiz.next': [
              { guard: { type: 'isLastQuestion' }, target: '#improvedLevelQuiz.email' },
              { target: 'unanswered', actions: { type: 'nextQuestion' } },
            ],
          },
        },
      },
    },
    ...emailStep({
      descriptions: {
        email: 'The e-mail step before the result.',
        idle: 'The visitor types the e-mail.',
        failed: 'The save failed or timed out; the typed e-mail is kept for a retry.',
        submitting: 'The row is being saved to chess_level_quiz; further submits are ignored.',
      },
      change: 'assignEmail',
      submitted: 'assignSubmitted',
      checks: [
        { guard: 'isBlankEmail', toast: { tone: 'error', ...QUIZ_MESSAGES.levelEmailRequired } },
        { guard: 'isMalformedEmail', toast: { tone: 'error', ...QUIZ_MESSAGES.levelEmailInvalid } },
        {
          guard: 'isInconsistent',
          toast: { tone: 'error', ...QUIZ_MESSAGES.improvedInconsistent },
          target: 'inconsistent',
        },
      ],
      row: (context: ImprovedLevelQuizContext): SaveImprovedQuizInput => ({
        table: 'chess_level_quiz',
        row: {
          name: 'Quiz Participant',
          email: normalizeEmail(context.email),
          answers: improvedMarks(context),
          question_ids: context.questions.map((q) => q.id),
          result: improvedLevelLabel(context),
        },
      }),
    }),
    result: {
      description: 'Saved: level, description, strengths, weaknesses and recommendations.',
      tags: ['done'],
    },
    inconsistent: {
      description:
        'The answers do not match the questions: nothing is saved; the visitor retakes the quiz.',
      tags: ['error'],
    },
  },
})
