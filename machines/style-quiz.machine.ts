import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate'
import type { StyleId } from '../src/content/chess-styles'
import type { StyleQuestion } from '../src/content/style-quiz'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { normalizeEmail } from '../src/domain/email'
import type { LeadRows } from '../src/domain/leads'
import { scoreStyleQuiz } from '../src/domain/style-scoring'
import {
  emailGuards,
  leadSaveDelays,
  saveLeadActor,
  saveOutcomeGuards,
  type LeadSaveInput,
} from './lead-save'
import { leadSaveStep, type SaveFailure } from './lead-save-step'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The chess style quiz (spec §2 "Style quiz", §4, §5, §8, §9).
 *
 *   quiz --10th quiz.answer--> email --form.submit--> submitting --saved/duplicate--> result.saved
 *                                                               --failed/threw/time limit--> result.kept
 *   result --quiz.retake--> quiz (everything reset)
 *
 * A click records its answer at once (no correctness feedback). An answer counts only for the
 * question on screen (`question` = number of answers so far) and an option that exists, so a stale
 * or repeated tap is ignored; once ten are given, and while saving, answers are not handled at all.
 * The e-mail gate reports a blank e-mail ('Email required'); the format is left to the input's type.
 *
 * The save (`saveLead`, injected, given the AbortSignal) writes the chess_style_quiz row. Whatever
 * it answers, the result shows, scored from the answers (src/domain/style-scoring.ts, imported, so
 * the context holds data only and this chart loads in a chunk of its own rather than with the
 * other charts); a failure is only logged (`logSaveFailure`, spec §8). The save is the one every form makes (its lead delivery
 * writes the lead to the outbox before sending it): a save that answers with a failure has left
 * its lead kept there for later (a limit, a refused proof of work, a server error, no answer), or
 * dropped it when the server refused it for good, as for every lead. `keepForLater` (the outbox,
 * src/services/outbox.ts) only covers a save that never answered: it threw (its code did not load)
 * or ran past the time limit. `form.submit` carries the lead's id, made once by the host: the
 * row's `client_id`, the same on the first attempt and on every later one, so it is stored
 * exactly once.
 */
export interface StyleQuizInput {
  questions: readonly StyleQuestion[]
  /** The title stored with each style (style_title). */
  styleTitles: Readonly<Record<StyleId, string>>
}

export type StyleQuizRow = LeadRows['chess_style_quiz']

export interface StyleQuizContext extends StyleQuizInput {
  /** The option index chosen for each question answered so far. */
  answers: number[]
  /** The row of the last reveal (null before it). */
  row: StyleQuizRow | null
}

export type StyleQuizEvent =
  | { type: 'quiz.answer'; question: number; answer: number }
  | { type: 'form.submit'; email: string; leadId: string }
  | { type: 'quiz.retake' }

/**
 * `answering`: a question is on screen; `email`: the e-mail step; `busy`: the save is in flight;
 * `result`: the style is shown (saved or kept for later).
 */
export type StyleQuizTag = 'answering' | 'email' | 'busy' | 'result'

export type SaveResultInput = LeadSaveInput<'chess_style_quiz'>

/** An answer to the question on screen, naming one of its options. */
function isCurrentAnswer(
  context: StyleQuizContext,
  event: { question: number; answer: number },
): boolean {
  const options = context.questions[context.answers.length]?.answers.length ?? 0
  return (
    event.question === context.answers.length &&
    Number.isInteger(event.answer) &&
    event.answer >= 0 &&
    event.answer < options
  )
}

export const styleQuizMachine = setup({
  types: {
    input: {} as StyleQuizInput,
    context: {} as StyleQuizContext,
    events: {} as StyleQuizEvent,
    emitted: {} as ToastEvent,
    tags: {} as StyleQuizTag,
  },
  actors: {
    saveLead: saveLeadActor<'chess_style_quiz'>(),
  },
  delays: { ...leadSaveDelays },
  actions: {
    keepForLater: (_, _params: SaveResultInput) => {},
    /** `refusedForGood`: the server refused the row for a broken rule; sending it again cannot help. */
    logSaveFailure: (_, _params: { reason: string; refusedForGood: boolean }) => {},
    recordAnswer: assign({
      answers: ({ context, event }) => {
        assertEvent(event, 'quiz.answer')
        return [...context.answers, event.answer]
      },
    }),
    assignRow: assign({
      row: ({ context, event }) => {
        assertEvent(event, 'form.submit')
        const { styleId } = scoreStyleQuiz(context.questions, context.answers)
        return {
          email: normalizeEmail(event.email),
          answers: context.answers,
          result: styleId,
          style_title: context.styleTitles[styleId],
          client_id: event.leadId,
        }
      },
    }),
    reset: assign({ answers: [], row: null }),
    /**
     * The delivery that answered has kept the lead (or dropped it, refused for good); a save that
     * threw or ran out of time may never have reached it, so the outbox keeps the lead too.
     */
    saveFailed: enqueueActions(({ context, enqueue }, failure: SaveFailure) => {
      // Sibling actions of this setup(), named as the chart's config names them (xstate cannot
      // type a name of the setup being written, hence the casts).
      enqueue({
        type: 'logSaveFailure',
        params: { reason: failure.reason, refusedForGood: failure.refusedForGood },
      } as never)
      if (failure.cause !== 'answered' && context.row)
        enqueue({
          type: 'keepForLater',
          params: { table: 'chess_style_quiz', row: context.row },
        } as never)
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
  guards: {
    ...emailGuards,
    ...saveOutcomeGuards,
    isCurrentAnswer: ({ context, event }) => {
      assertEvent(event, 'quiz.answer')
      return isCurrentAnswer(context, event)
    },
    isFinalAnswer: ({ context, event }) => {
      assertEvent(event, 'quiz.answer')
      return (
        isCurrentAnswer(context, event) && context.answers.length === context.questions.length - 1
      )
    },
  },
}).createMachine({
  id: 'styleQuiz',
  description: 'The chess style quiz: ten questions, an e-mail gate, then the style.',
  context: ({ input }) => ({ ...input, answers: [], row: null }),
  initial: 'quiz',
  states: {
    quiz: {
      description: 'One question at a time; a click records the answer and shows the next.',
      tags: ['answering'],
      on: {
        'quiz.answer': [
          {
            guard: { type: 'isFinalAnswer' },
            target: 'email',
            actions: { type: 'recordAnswer' },
          },
          { guard: { type: 'isCurrentAnswer' }, actions: { type: 'recordAnswer' } },
        ],
      },
    },
    email: {
      description: "'Your Chess Style is Ready!': the e-mail is asked before the reveal.",
      tags: ['email'],
      on: {
        'form.submit': [
          {
            guard: { type: 'isBlankEmail' },
            actions: {
              type: 'toast',
              params: { tone: 'error', ...QUIZ_MESSAGES.styleEmailRequired },
            },
          },
          { target: 'submitting', actions: { type: 'assignRow' } },
        ],
      },
    },
    submitting: leadSaveStep({
      description: 'The chess_style_quiz row is being saved; answers and submits are ignored.',
      row: (context: StyleQuizContext): SaveResultInput => ({
        table: 'chess_style_quiz',
        row: context.row!,
      }),
      // Saved or not, the style shows: a failure is only logged, and the lead is kept for later.
      failed: 'result.kept',
      saved: { target: 'result.saved' },
    }),
    result: {
      description: 'The style, computed from the answers, whether or not the save went through.',
      tags: ['result'],
      initial: 'saved',
      on: {
        'quiz.retake': { target: 'quiz', actions: { type: 'reset' } },
      },
      states: {
        saved: { description: 'The row is stored.' },
        kept: {
          description:
            'The save failed or timed out: logged; the outbox keeps the lead unless refused for good.',
        },
      },
    },
  },
})
