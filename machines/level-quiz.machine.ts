import { assertEvent, assign, emit, setup } from 'xstate'
import { normalizeEmail } from '../src/domain/email'
import { isAnswerInRange, selectLevelQuestions } from '../src/domain/quiz'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { LEVEL_QUIZ_AUTO_ADVANCE_MS } from './timings'
import {
  emailGuards,
  leadSaveDelays,
  saveFailedToast,
  saveLeadActor,
  saveOutcomeGuards,
} from './lead-save'
import type { ToastEvent, ToastParams } from './toast'
import { emailStep } from './email-step'
import type { SaveFailure } from './lead-save-step'
import {
  levelLabel,
  levelQuizMarks,
  type LevelQuizConfig,
  type LevelQuizContext,
  type LevelQuizEvent,
  type LevelQuizInput,
  type LevelQuizTag,
  type SaveLevelQuizInput,
} from './level-quiz.types'

/**
 * The two level quiz funnels, one chart family (spec §2 "Level quiz" and "Improved level quiz",
 * §4, §5, §8, §9): `levelQuizChart(config)` builds each from the config holding what the spec
 * makes different. Both draw a fresh question set when the chart starts (`selectLevelQuestions`
 * with the injected `random`), lock a question once answered (a second tap, or an index outside the
 * options, is ignored), end with the shared e-mail step (only the e-mail: 'Email required',
 * 'Invalid Email'; cleaned up and lower-cased before saving) and show the result only after
 * `chess_level_quiz` saved the row.
 *
 * The level quiz (`levelQuiz`: /chess-level-quiz, /chess-level) moves on by itself:
 *
 *   quiz.answering --quiz.answer--> quiz.locked --autoAdvance (500 ms)--> quiz.answering (next)
 *                                               --autoAdvance on the last--> email.idle
 *
 * The improved level quiz (`improvedLevelQuiz`: /find-your-level, /improved-chess-level-quiz)
 * waits for 'Next Question' ('Continue' on the last), and checks answers against questions:
 *
 *   quiz.unanswered --quiz.answer--> quiz.answered --quiz.next--> quiz.unanswered (next question)
 *                                                  --quiz.next on the last--> email.idle
 *   quiz.unanswered --quiz.next--> (toast 'Please answer the current question before proceeding.')
 *   email --form.submit when answers and questions differ in number--> inconsistent
 *
 * Then, for both: email --form.submit--> submitting --saved--> result
 *                                                   --error/network/time limit--> email.failed
 *
 * The chart ids and state names are what the funnels (scripts/funnels, the funnels migration) and
 * the experiments key on: a config changes what a chart does, never what its states are called.
 *
 * Effects injected by the host: `saveLead` (the insert, given an AbortSignal).
 */

/** Builds one of the two level quiz charts (see above) from its config. */
export function levelQuizChart(config: LevelQuizConfig) {
  const answerFirst: ToastParams = {
    tone: 'error',
    title: QUIZ_MESSAGES.improvedAnswerFirst,
    description: '',
  }
  const autoStates = {
    answering: {
      description: 'The current question waits for an answer.',
      on: {
        'quiz.answer': {
          guard: { type: 'isInRange' as const },
          target: 'locked',
          actions: { type: 'recordAnswer' as const },
        },
      },
    },
    locked: {
      description: 'Answered and locked; the next question comes after the auto-advance delay.',
      tags: ['answered' as const, 'locked' as const],
      after: {
        autoAdvance: [
          { guard: { type: 'isLastQuestion' as const }, target: `#${config.id}.email` },
          { target: 'answering', actions: { type: 'nextQuestion' as const } },
        ],
      },
    },
  }
  const nextStates = {
    unanswered: {
      description: 'The current question waits for an answer; Next is not offered yet.',
      on: {
        'quiz.answer': {
          guard: { type: 'isInRange' as const },
          target: 'answered',
          actions: { type: 'recordAnswer' as const },
        },
        'quiz.next': { actions: { type: 'toast' as const, params: answerFirst } },
      },
    },
    answered: {
      description: "Answered and locked; 'Next Question' (or 'Continue' on the last) is offered.",
      tags: ['answered' as const],
      on: {
        'quiz.next': [
          { guard: { type: 'isLastQuestion' as const }, target: `#${config.id}.email` },
          { target: 'unanswered', actions: { type: 'nextQuestion' as const } },
        ],
      },
    },
  }
  // Typed as the family's quiz states (the charts' `matches` take either quiz's names); each
  // chart has only its own.
  const quizStates = (config.advance === 'auto' ? autoStates : nextStates) as typeof autoStates &
    typeof nextStates
  const inconsistent = {
    description:
      'The answers do not match the questions: nothing is saved; the visitor retakes the quiz.',
    tags: ['error' as const],
  }
  const emailChecks = [
    {
      guard: 'isBlankEmail' as const,
      toast: { tone: 'error' as const, ...QUIZ_MESSAGES.levelEmailRequired },
    },
    {
      guard: 'isMalformedEmail' as const,
      toast: { tone: 'error' as const, ...QUIZ_MESSAGES.levelEmailInvalid },
    },
  ]
  const consistency = {
    guard: 'isInconsistent' as const,
    toast: { tone: 'error' as const, ...QUIZ_MESSAGES.improvedInconsistent },
    target: 'inconsistent' as const,
  }
  return setup({
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
        ...saveFailedToast({
          title: QUIZ_MESSAGES.levelSaveFailedTitle,
          fallback: QUIZ_MESSAGES.levelSaveFailedFallback,
        }),
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
    id: config.id,
    description: config.descriptions.chart,
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
        description: config.descriptions.quiz,
        initial: config.advance === 'auto' ? 'answering' : 'unanswered',
        states: quizStates,
      },
      ...emailStep({
        descriptions: {
          email: config.descriptions.email,
          idle: 'The visitor types the e-mail.',
          failed: 'The save failed or timed out; the typed e-mail is kept for a retry.',
          submitting: 'The row is being saved to chess_level_quiz; further submits are ignored.',
        },
        change: 'assignEmail',
        submitted: 'assignSubmitted',
        checks: config.consistencyCheck ? [...emailChecks, consistency] : emailChecks,
        row: (context: LevelQuizContext): SaveLevelQuizInput => ({
          table: 'chess_level_quiz',
          row: {
            name: config.name,
            email: normalizeEmail(context.email),
            answers: config.answers === 'marks' ? levelQuizMarks(context) : context.answers,
            question_ids: context.questions.map((q) => q.id),
            result: levelLabel(context),
          },
        }),
        saved: config.saved,
      }),
      result: {
        description: config.descriptions.result,
        tags: ['done'],
      },
      ...((config.consistencyCheck ? { inconsistent } : {}) as {
        inconsistent: typeof inconsistent
      }),
    },
  })
}

/** The level quiz: answers move on by themselves; the row keeps the options chosen. */
export const levelQuizMachine = levelQuizChart({
  id: 'levelQuiz',
  advance: 'auto',
  name: 'Quiz Taker',
  answers: 'options',
  consistencyCheck: false,
  saved: { tone: 'success', ...QUIZ_MESSAGES.levelComplete },
  descriptions: {
    chart: 'The level quiz: 10 questions from the bank, the e-mail, then the level.',
    quiz: 'One question at a time; an answer locks it and moves on by itself.',
    email: 'The e-mail step: only the e-mail, to see the result.',
    result: 'Saved: the level, score and percent, insights and the recommendation.',
  },
})

/** The improved level quiz: Next after each answer, the consistency check, 1/0 per question saved. */
export const improvedLevelQuizMachine = levelQuizChart({
  id: 'improvedLevelQuiz',
  advance: 'next',
  name: 'Quiz Participant',
  answers: 'marks',
  consistencyCheck: true,
  descriptions: {
    chart: 'The improved level quiz: tagged questions with Next, the e-mail, then the level.',
    quiz: 'One question at a time with its category and difficulty tags.',
    email: 'The e-mail step before the result.',
    result: 'Saved: level, description, strengths, weaknesses and recommendations.',
  },
})
