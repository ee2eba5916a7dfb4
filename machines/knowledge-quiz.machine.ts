import { assertEvent, assign, emit, setup } from 'xstate'
import { cleanName, INVALID_EMAIL_FORMAT, normalizeEmail } from '../src/domain/email'
import { isAnswerInRange, markAnswer } from '../src/domain/quiz'
import { CHILD_NAME_PLACEHOLDER, isAgeBand, isChildBand } from '../src/domain/children'
import { QUIZ_MESSAGES } from '../src/content/messages'
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
 * The knowledge quiz funnel (/quiz; spec §2 "Knowledge quiz", §4, §5, §8, §9).
 *
 *   quiz.answering --quiz.answer--> quiz.feedback --quiz.next--> quiz.answering (next question)
 *                                                 --quiz.next on the last--> email.idle
 *   email --form.submit--> submitting --saved--> result
 *                                        --error/network/time limit--> email.failed
 *
 * One answer per question: an answer while the feedback shows (a second tap) is ignored, and so is
 * an index outside the options (spec §5). The e-mail step asks first how old the learner is (three
 * neutral answers, none chosen at first), then a name and an e-mail ('Missing Information'); a
 * malformed e-mail never leaves the browser. For a learner under 13 the parent gives their own
 * e-mail and no name: the row stores the placeholder name and says it is for a child (`for_child`),
 * so the result mail goes to the parent with no offer, and a name typed before the age was chosen
 * is never sent. The results appear only after
 * `quiz_submissions` saved the row; a failed save shows the spec's toast and keeps what was typed.
 * While saving, a second submit is not handled, so a double click stores one row.
 *
 * Effects injected by the host: `saveLead` (the insert, given an AbortSignal).
 */
export interface KnowledgeQuizInput {
  /** The questions (content/knowledge-quiz.ts; small fixtures in tests). */
  questions: ReadonlyArray<{ options: readonly string[]; correct: number }>
}

export interface KnowledgeQuizContext extends KnowledgeQuizInput {
  /** Index of the question on screen. */
  current: number
  /** The option chosen for each question answered so far. */
  answers: number[]
  /** The answer to "How old is the learner?" (an AgeBand once chosen; '' before). */
  age: string
  name: string
  email: string
}

export type KnowledgeQuizEvent =
  | { type: 'quiz.answer'; index: number }
  | { type: 'quiz.next' }
  | { type: 'form.change'; field: 'age' | 'name' | 'email'; value: string }
  | { type: 'form.submit'; age: string; name: string; email: string }

/** `busy`: the save is in flight; `error`: the last save failed; `done`: the results show. */
export type KnowledgeQuizTag = 'busy' | 'error' | 'done'

export type SaveSubmissionInput = LeadSaveInput<'quiz_submissions'>

const failureToast: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.knowledgeSaveFailed }

export const knowledgeQuizMachine = setup({
  types: {
    input: {} as KnowledgeQuizInput,
    context: {} as KnowledgeQuizContext,
    events: {} as KnowledgeQuizEvent,
    emitted: {} as ToastEvent,
    tags: {} as KnowledgeQuizTag,
  },
  actors: {
    saveLead: saveLeadActor<'quiz_submissions'>(),
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
    assignField: assign(({ event }) => {
      assertEvent(event, 'form.change')
      return { [event.field]: event.value }
    }),
    assignDetails: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { age: event.age, name: event.name, email: event.email }
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
    saveFailed: emit((_, _params: SaveFailure) => ({ type: 'toast' as const, ...failureToast })),
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
    isAgeMissing: ({ event }) => {
      assertEvent(event, 'form.submit')
      return !isAgeBand(event.age)
    },
    isParentEmailMissing: ({ event }) => {
      assertEvent(event, 'form.submit')
      return isChildBand(event.age) && normalizeEmail(event.email) === ''
    },
    isMissing: ({ event }) => {
      assertEvent(event, 'form.submit')
      return (
        !isChildBand(event.age) &&
        (cleanName(event.name) === '' || normalizeEmail(event.email) === '')
      )
    },
  },
}).createMachine({
  id: 'knowledgeQuiz',
  description:
    'The 10-question knowledge quiz: answer with feedback, then name and e-mail, then results.',
  context: ({ input }) => ({ ...input, current: 0, answers: [], age: '', name: '', email: '' }),
  initial: 'quiz',
  states: {
    quiz: {
      description: 'One question at a time, with feedback after each answer.',
      initial: 'answering',
      states: {
        answering: {
          description: 'The current question waits for an answer.',
          on: {
            'quiz.answer': {
              guard: { type: 'isInRange' },
              target: 'feedback',
              actions: { type: 'recordAnswer' },
            },
          },
        },
        feedback: {
          description:
            'Correct or incorrect, the correct option and the explanation; further answers are ignored.',
          on: {
            'quiz.next': [
              { guard: { type: 'isLastQuestion' }, target: '#knowledgeQuiz.email' },
              { target: 'answering', actions: { type: 'nextQuestion' } },
            ],
          },
        },
      },
    },
    ...emailStep({
      descriptions: {
        email: "'Almost Done!': the learner's age, then name and e-mail, before the results.",
        idle: 'The visitor answers the age question and fills in the name (not for a child) and e-mail.',
        failed: 'The save failed or timed out; the age, name and e-mail are kept for a retry.',
        submitting: 'The row is being saved to quiz_submissions; further submits are ignored.',
      },
      change: 'assignField',
      submitted: 'assignDetails',
      checks: [
        { guard: 'isAgeMissing', toast: { tone: 'error', ...QUIZ_MESSAGES.knowledgeAgeMissing } },
        {
          guard: 'isParentEmailMissing',
          toast: { tone: 'error', ...QUIZ_MESSAGES.knowledgeParentEmailMissing },
        },
        { guard: 'isMissing', toast: { tone: 'error', ...QUIZ_MESSAGES.knowledgeMissing } },
        {
          guard: 'isMalformedEmail',
          toast: {
            tone: 'error',
            title: QUIZ_MESSAGES.knowledgeSaveFailed.title,
            description: INVALID_EMAIL_FORMAT,
          },
        },
      ],
      row: (context: KnowledgeQuizContext): SaveSubmissionInput => {
        const answers = context.questions.map((q, i) =>
          markAnswer(context.answers[i] ?? -1, q.correct),
        )
        const forChild = isChildBand(context.age)
        return {
          table: 'quiz_submissions',
          row: {
            name: forChild ? CHILD_NAME_PLACEHOLDER : cleanName(context.name),
            email: normalizeEmail(context.email),
            score: answers.reduce<number>((n, a) => n + a, 0),
            total_questions: context.questions.length,
            answers,
            for_child: forChild,
          },
        }
      },
    }),
    result: {
      description: 'Saved: score, message, strengths, areas to improve and the learning path.',
      tags: ['done'],
    },
  },
})
