import { assertEvent, assign, emit, setup } from 'xstate'
import { hasMissingAnswer } from '../src/domain/form-answers'
import {
  errorToast,
  isMailWithheld,
  leadSaveDelays,
  saveLeadActor,
  saveOutcomeGuards,
} from './lead-save'
import { leadSaveStep, type SaveFailure } from './lead-save-step'
import type { SaveOutcome } from '../src/domain/leads'
import type { LeadSaveInput } from './lead-save'
import type { ToastEvent, ToastParams } from './toast'

/**
 * One form that answers with a result once its lead is saved: the study plan generator and the
 * opening recommender (spec §2 /study-plan and /opening-recommender, §4 "Study plan and opening
 * pages", §5, §7 calls 10 and 11, §8 "Tools and other"). Each tool (`machines/tool-form.tools.ts`)
 * gives its data as the chart's input and its functions as the chart's implementations.
 *
 *   form --form.submit (every answer)--> submitting --saved--> result
 *        --form.submit (an answer missing)--> form (the tool's 'missing' toast)
 *   submitting --error / network / time limit--> form (the tool's 'failed' toast; the answers stay)
 *
 * The result (`resultFor`) and its row (`leadFor`) are worked out when the form is submitted, and
 * the result shows only after the row was stored. While saving, a second submit is not handled, so a double click
 * stores one row. `form.submit` carries every answer the form held, so a submit React replays after
 * hydration sends the choices made before it.
 *
 * Effects are injected by the host: `saveLead` (the insert, given an AbortSignal) and `reload`
 * ('Retake Quiz' / 'Retry Quiz' reloads the page).
 */
export type ToolAnswers = Readonly<Record<string, string>>

export type ToolTable = 'study_plans' | 'opening_recommender'

/**
 * What a tool's chart starts from: data only, so its snapshot is plain data (a JSON round trip
 * gives it back; the Stately inspector shows it).
 */
export interface ToolFormInput<A extends ToolAnswers = ToolAnswers> {
  /** The form's fields as it starts; every one is required (spec §5) unless the tool's `required` says. */
  empty: A
  /** The toast of a submit with an answer missing, and of a failed save. */
  missing: { title: string; description: string }
  failed: { title: string; description: string }
}

/**
 * One tool: `A` its answers (the form's fields), `R` its result (a plan, an opening). Its data is the
 * chart's input; its functions are the chart's implementations (`toolFormChart(tool)`), never
 * context.
 */
export interface Tool<A extends ToolAnswers = ToolAnswers, R = unknown> {
  input: ToolFormInput<A>
  /**
   * The fields required for these answers, when not all of them (a field the form hides for
   * these answers, such as the study plan's name for a child's plan); every field when absent.
   */
  required?(answers: A): readonly string[]
  /** The result for the answers; `previous` is the result of the last attempt (null at first). */
  resultFor(answers: A, previous: R | null): R
  /** The row to store for the answers and their result. */
  leadFor(answers: A, result: R): LeadSaveInput<ToolTable>
}

export interface ToolFormContext<
  A extends ToolAnswers = ToolAnswers,
  R = unknown,
> extends ToolFormInput<A> {
  /** What the form holds: the last submitted answers, updated as the visitor changes a field. */
  answers: A
  /** The result of the submission in flight or saved (null before the first submit). */
  result: R | null
  /** The row of the submission in flight or saved (null before the first submit). */
  lead: LeadSaveInput<ToolTable> | null
  /** The save stored the row but its mail will not go (the page must not say "emailed"). */
  mailWithheld: boolean
}

export type ToolFormEvent<A extends ToolAnswers = ToolAnswers> =
  | { type: 'form.change'; field: keyof A & string; value: string }
  | { type: 'form.submit'; answers: A }
  | { type: 'result.retake' }

/** `busy`: the save is in flight; `done`: the result is saved and shown. */
export type ToolFormTag = 'busy' | 'done'

/** The row being saved: `assignResult` made it on the way into `submitting`. */
function leadOf(context: ToolFormContext): LeadSaveInput<ToolTable> {
  if (context.lead === null) throw new Error('A tool form is saving without a row')
  return context.lead
}

/** The chart of one tool, typed by its answers `A` and result `R`. */
export function toolFormChart<A extends ToolAnswers = ToolAnswers, R = unknown>(tool: Tool<A, R>) {
  return setup({
    types: {
      input: {} as ToolFormInput<A>,
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
      assignResult: assign(({ context }) => {
        const result = tool.resultFor(context.answers, context.result)
        return { result, lead: tool.leadFor(context.answers, result) }
      }),
      assignMail: assign({
        mailWithheld: (_, params: { outcome: SaveOutcome }) => isMailWithheld(params.outcome),
      }),
      toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
      saveFailed: emit(({ context }, _params: SaveFailure) => ({
        type: 'toast' as const,
        ...errorToast(context.failed),
      })),
    },
    guards: {
      ...saveOutcomeGuards,
      isMissingAnswer: ({ context, event }) => {
        assertEvent(event, 'form.submit')
        return hasMissingAnswer(
          event.answers,
          tool.required?.(event.answers) ?? Object.keys(context.empty),
        )
      },
    },
  }).createMachine({
    id: 'toolForm',
    description: 'A tool form (study plan, opening); the result shows once the row is saved.',
    context: ({ input }) => ({
      ...input,
      answers: input.empty,
      result: null,
      lead: null,
      mailWithheld: false,
    }),
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
      submitting: leadSaveStep({
        description:
          'The row with the result is being stored; the button says so, submits ignored.',
        row: leadOf,
        failed: 'form',
        saved: {
          target: 'result',
          actions: {
            type: 'assignMail',
            params: ({ event }: { event: { output: SaveOutcome } }) => ({ outcome: event.output }),
          },
        },
      }),
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

/**
 * The general chart, for its drawing (`npm run charts`): a tool's chart is the same states with the
 * tool's functions (`toolFormChart(tool)`); this one has none to call.
 */
export const toolFormMachine = toolFormChart<ToolAnswers, unknown>({
  input: {
    empty: {},
    missing: { title: '', description: '' },
    failed: { title: '', description: '' },
  },
  resultFor: () => {
    throw new Error('The general tool form chart has no tool')
  },
  leadFor: () => {
    throw new Error('The general tool form chart has no tool')
  },
})

/** The chart a page runs for a tool of answers `A` and result `R`. */
export type ToolFormMachine<A extends ToolAnswers = ToolAnswers, R = unknown> = ReturnType<
  typeof toolFormChart<A, R>
>
