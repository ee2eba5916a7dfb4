import { assertEvent, assign, emit, setup } from 'xstate'
import { hasMissingAnswer } from '../src/domain/form-answers'
import {
  errorToast,
  isMailWithheld,
  leadSaveDelays,
  saveLeadActor,
  saveOutcomeGuards,
} from './lead-save'
import type { SaveOutcome } from '../src/domain/leads'
import type { LeadSaveInput } from './lead-save'
import type { ToastEvent, ToastParams } from './toast'

/**
 * One form that answers with a result once its lead is saved: the study plan generator and the
 * opening recommender (spec §2 /study-plan and /opening-recommender, §4 "Study plan and opening
 * pages", §5, §7 calls 10 and 11, §8 "Tools and other"). Each tool is an `input`
 * (`machines/tool-form.tools.ts`), as `subscribe` serves three forms.
 *
 *   form --form.submit (every answer)--> submitting --saved--> result
 *        --form.submit (an answer missing)--> form (the tool's 'missing' toast)
 *   submitting --error / network / time limit--> form (the tool's 'failed' toast; the answers stay)
 *
 * The result is worked out (`resultFor`) when the form is submitted, and shown only after the row
 * with it (`leadFor`) was stored. While saving, a second submit is not handled, so a double click
 * stores one row. `form.submit` carries every answer the form held, so a submit React replays after
 * hydration sends the choices made before it.
 *
 * Effects are injected by the host: `saveLead` (the insert, given an AbortSignal) and `reload`
 * ('Retake Quiz' / 'Retry Quiz' reloads the page).
 */
export type ToolAnswers = Readonly<Record<string, string>>

export type ToolTable = 'study_plans' | 'opening_recommender'

/**
 * One tool: `A` its answers (the form's fields), `R` its result (a plan, an opening). The methods
 * are written as methods so a tool of any answers and result is also a `ToolFormInput` of the
 * general chart (`toolFormMachine`, drawn by `npm run charts` and replayed by the model tests); a
 * page runs its own typed chart (`toolFormChart<A, R>()`), and reads typed answers and results.
 */
export interface ToolFormInput<A extends ToolAnswers = ToolAnswers, R = unknown> {
  /** The form's fields as it starts; every one is required (spec §5) unless `required` says. */
  empty: A
  /**
   * The fields required for these answers, when not all of them (a field the form hides for
   * these answers, such as the study plan's name for a child's plan); every field when absent.
   */
  required?(answers: A): readonly string[]
  /** The result for the answers; `previous` is the result of the last attempt (null at first). */
  resultFor(answers: A, previous: R | null): R
  /** The row to store for the answers and their result. */
  leadFor(answers: A, result: R): LeadSaveInput<ToolTable>
  /** The toast of a submit with an answer missing, and of a failed save. */
  missing: { title: string; description: string }
  failed: { title: string; description: string }
}

export interface ToolFormContext<
  A extends ToolAnswers = ToolAnswers,
  R = unknown,
> extends ToolFormInput<A, R> {
  /** What the form holds: the last submitted answers, updated as the visitor changes a field. */
  answers: A
  /** The result of the submission in flight or saved (null before the first submit). */
  result: R | null
  /** The save stored the row but its mail will not go (the page must not say "emailed"). */
  mailWithheld: boolean
}

export type ToolFormEvent<A extends ToolAnswers = ToolAnswers> =
  | { type: 'form.change'; field: keyof A & string; value: string }
  | { type: 'form.submit'; answers: A }
  | { type: 'result.retake' }

/** `busy`: the save is in flight; `done`: the result is saved and shown. */
export type ToolFormTag = 'busy' | 'done'

/** The result being saved: `assignResult` worked it out on the way into `submitting`. */
function resultOf<A extends ToolAnswers, R>(context: ToolFormContext<A, R>): R {
  if (context.result === null) throw new Error('A tool form is saving without a result')
  return context.result
}

/** The chart of one tool, typed by its answers `A` and result `R`. */
export function toolFormChart<A extends ToolAnswers = ToolAnswers, R = unknown>() {
  return setup({
    types: {
      input: {} as ToolFormInput<A, R>,
      context: {} as ToolFormContext<A, R>,
      events: {} as ToolFormEvent<A>,
      emitted: {} as ToastEvent,
      tags: {} as ToolFormTag,
    },
    actors: {
      saveLead: saveLeadActor<ToolTable>(),
    },
    delays: { ...leadSaveDelays },
    actions: {
      reload: () => {},
      assignChange: assign({
        answers: ({ context, event }) => {
          assertEvent(event, 'form.change')
          return { ...context.answers, [event.field]: event.value }
        },
      }),
      assignSubmitted: assign({
        answers: ({ event }) => {
          assertEvent(event, 'form.submit')
          return { ...event.answers }
        },
      }),
      assignResult: assign({
        result: ({ context }) => context.resultFor(context.answers, context.result),
      }),
      assignMail: assign({
        mailWithheld: (_, params: { outcome: SaveOutcome }) => isMailWithheld(params.outcome),
      }),
      toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
    },
    guards: {
      ...saveOutcomeGuards,
      isMissingAnswer: ({ context, event }) => {
        assertEvent(event, 'form.submit')
        return hasMissingAnswer(
          event.answers,
          context.required?.(event.answers) ?? Object.keys(context.empty),
        )
      },
    },
  }).createMachine({
    id: 'toolForm',
    description: 'A tool form (study plan, opening); the result shows once the row is saved.',
    context: ({ input }) => ({ ...input, answers: input.empty, result: null, mailWithheld: false }),
    initial: 'form',
    states: {
      form: {
        description: 'The visitor answers; a submit with an empty answer is refused with a toast.',
        on: {
          'form.change': { actions: { type: 'assignChange' } },
          'form.submit': [
            {
              guard: { type: 'isMissingAnswer' },
              actions: [
                { type: 'assignSubmitted' },
                { type: 'toast', params: ({ context }) => errorToast(context.missing) },
              ],
            },
            {
              target: 'submitting',
              actions: [{ type: 'assignSubmitted' }, { type: 'assignResult' }],
            },
          ],
        },
      },
      submitting: {
        description:
          'The row with the result is being stored; the button says so, submits ignored.',
        tags: ['busy'],
        invoke: {
          id: 'saveLead',
          src: 'saveLead',
          input: ({ context }) => context.leadFor(context.answers, resultOf(context)),
          onDone: [
            {
              guard: { type: 'isSaveFailed', params: ({ event }) => ({ outcome: event.output }) },
              target: 'form',
              actions: { type: 'toast', params: ({ context }) => errorToast(context.failed) },
            },
            {
              target: 'result',
              actions: {
                type: 'assignMail',
                params: ({ event }) => ({ outcome: event.output }),
              },
            },
          ],
          onError: {
            target: 'form',
            actions: { type: 'toast', params: ({ context }) => errorToast(context.failed) },
          },
        },
        after: {
          saveTimeout: {
            target: 'form',
            actions: { type: 'toast', params: ({ context }) => errorToast(context.failed) },
          },
        },
      },
      result: {
        description:
          'The saved result (the plan, or the opening with why it fits); Retake reloads.',
        tags: ['done'],
        on: {
          'result.retake': { actions: { type: 'reload' } },
        },
      },
    },
  })
}

/** The general chart: any tool (its inventory drawing, its model tests). */
export const toolFormMachine = toolFormChart()

/** The chart a page runs for a tool of answers `A` and result `R`. */
export type ToolFormMachine<A extends ToolAnswers = ToolAnswers, R = unknown> = ReturnType<
  typeof toolFormChart<A, R>
>
