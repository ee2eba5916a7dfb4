import { assertEvent, assign, emit, setup } from 'xstate'
import { hasMissingAnswer } from '../src/domain/form-answers'
import { errorToast, leadSaveDelays, saveLeadActor, saveOutcomeGuards } from './lead-save'
import type { LeadSaveInput } from './lead-save'
import type { ToastEvent, ToastParams } from './toast'

/**
 * One form that answers with a result once its lead is saved: the study plan generator and the
 * opening recommender (spec §2 /study-plan and /opening-recommender, §4 "Study plan and opening
 * pages", §5, §7 calls 10 and 11, §8 "Tools and other"). Each tool is an `input`
 * (`machines/tool-forms.ts`), as `subscribe` serves three forms.
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

export interface ToolFormInput {
  /** The form's fields as it starts; every one is required (spec §5). */
  empty: ToolAnswers
  /** The result for the answers; `previous` is the result of the last attempt (null at first). */
  resultFor: (answers: ToolAnswers, previous: unknown) => unknown
  /** The row to store for the answers and their result. */
  leadFor: (answers: ToolAnswers, result: unknown) => LeadSaveInput<ToolTable>
  /** The toast of a submit with an answer missing, and of a failed save. */
  missing: { title: string; description: string }
  failed: { title: string; description: string }
}

export interface ToolFormContext extends ToolFormInput {
  /** What the form holds: the last submitted answers, updated as the visitor changes a field. */
  answers: ToolAnswers
  /** The result of the submission in flight or saved. */
  result: unknown
}

export type ToolFormEvent =
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit'; answers: ToolAnswers }
  | { type: 'result.retake' }

/** `busy`: the save is in flight; `done`: the result is saved and shown. */
export type ToolFormTag = 'busy' | 'done'

export const toolFormMachine = setup({
  types: {
    input: {} as ToolFormInput,
    context: {} as ToolFormContext,
    events: {} as ToolFormEvent,
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
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
  guards: {
    ...saveOutcomeGuards,
    isMissingAnswer: ({ context, event }) => {
      assertEvent(event, 'form.submit')
      return hasMissingAnswer(event.answers, Object.keys(context.empty))
    },
  },
}).createMachine({
  id: 'toolForm',
  description: 'A tool form (study plan, opening); the result shows once the row is saved.',
  context: ({ input }) => ({ ...input, answers: input.empty, result: null }),
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
      description: 'The row with the result is being stored; the button says so, submits ignored.',
      tags: ['busy'],
      invoke: {
        id: 'saveLead',
        src: 'saveLead',
        input: ({ context }) => context.leadFor(context.answers, context.result),
        onDone: [
          {
            guard: { type: 'isSaveFailed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'form',
            actions: { type: 'toast', params: ({ context }) => errorToast(context.failed) },
          },
          { target: 'result' },
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
      description: 'The saved result (the plan, or the opening with why it fits); Retake reloads.',
      tags: ['done'],
      on: {
        'result.retake': { actions: { type: 'reload' } },
      },
    },
  },
})
