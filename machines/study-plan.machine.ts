import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { cleanName, normalizeEmail } from '../src/domain/email'
import { hasMissingAnswer } from '../src/domain/form-answers'
import type { LeadRows, SaveOutcome } from '../src/domain/leads'
import {
  STUDY_PLAN_FIELDS,
  studyPlanFor,
  type StudyPlan,
  type StudyPlanAnswers,
  type StudyPlanCatalogue,
} from '../src/domain/study-plan'
import { LEAD_SAVE_TIMEOUT_MS } from './timings'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The study plan generator (spec §2 /study-plan, §4 "Study plan and opening pages", §5, §7 call 10,
 * §8 "Tools and other").
 *
 *   form --form.submit (all six answers)--> submitting --saved--> result
 *        --form.submit (an answer missing)--> form ('Missing Information')
 *   submitting --error / network / time limit--> form (the failure toast; the answers stay)
 *
 * The plan is looked up in the catalogue (content comes in through `input`) when the form is
 * submitted, and shown only after study_plans stored the row with it. While saving, a second submit
 * is not handled, so a double click stores one row. `form.submit` carries every answer the form
 * held, so a submit React replays after hydration sends the choices made before it.
 *
 * Effects are injected by the host: `savePlan` (the insert, given an AbortSignal) and `reload`
 * ('Retake Quiz' reloads the page).
 */
export interface StudyPlanInput {
  catalogue: StudyPlanCatalogue
}

export interface StudyPlanContext extends StudyPlanInput {
  /** What the form holds: the last submitted answers, updated as the visitor changes a field. */
  answers: StudyPlanAnswers
  /** The plan of the submission in flight or saved. */
  plan: StudyPlan | null
}

export type StudyPlanEvent =
  | { type: 'form.change'; field: keyof StudyPlanAnswers; value: string }
  | { type: 'form.submit'; answers: StudyPlanAnswers }
  | { type: 'result.retake' }

/** `busy`: the save is in flight; `done`: the plan is saved and shown. */
export type StudyPlanTag = 'busy' | 'done'

export type SavePlanInput = LeadRows['study_plans']

const EMPTY_ANSWERS: StudyPlanAnswers = {
  experience: '',
  hoursPerWeek: '',
  goal: '',
  ageGroup: '',
  name: '',
  email: '',
}

const failedToast: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.studyPlanFailed }

export const studyPlanMachine = setup({
  types: {
    input: {} as StudyPlanInput,
    context: {} as StudyPlanContext,
    events: {} as StudyPlanEvent,
    emitted: {} as ToastEvent,
    tags: {} as StudyPlanTag,
  },
  actors: {
    savePlan: fromPromise<SaveOutcome, SavePlanInput>(async () => {
      throw new Error('savePlan is not provided')
    }),
  },
  delays: {
    saveTimeout: LEAD_SAVE_TIMEOUT_MS,
  },
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
    assignPlan: assign({
      plan: ({ context }) =>
        studyPlanFor(context.catalogue, context.answers.experience, context.answers.hoursPerWeek),
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
  guards: {
    isMissingAnswer: ({ event }) => {
      assertEvent(event, 'form.submit')
      return hasMissingAnswer(event.answers, STUDY_PLAN_FIELDS)
    },
    isSaved: (_, params: { outcome: SaveOutcome }) => params.outcome.status === 'success',
  },
}).createMachine({
  id: 'studyPlan',
  description: 'Four dropdowns, name and e-mail; the plan shows once the row is saved.',
  context: ({ input }) => ({ ...input, answers: EMPTY_ANSWERS, plan: null }),
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
              { type: 'toast', params: { tone: 'error', ...QUIZ_MESSAGES.studyPlanMissing } },
            ],
          },
          {
            target: 'submitting',
            actions: [{ type: 'assignSubmitted' }, { type: 'assignPlan' }],
          },
        ],
      },
    },
    submitting: {
      description: "The row with the plan is being stored; 'Generating Plan...', submits ignored.",
      tags: ['busy'],
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context }) => ({
          name: cleanName(context.answers.name),
          email: normalizeEmail(context.answers.email),
          experience: context.answers.experience,
          hours_per_week: context.answers.hoursPerWeek,
          goal: context.answers.goal,
          age_group: context.answers.ageGroup,
          generated_plan: {
            title: context.plan!.title,
            schedule: context.plan!.schedule,
            focus: context.plan!.focus,
            activities: [...context.plan!.activities],
          },
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'result',
          },
          { target: 'form', actions: { type: 'toast', params: failedToast } },
        ],
        onError: { target: 'form', actions: { type: 'toast', params: failedToast } },
      },
      after: {
        saveTimeout: { target: 'form', actions: { type: 'toast', params: failedToast } },
      },
    },
    result: {
      description: 'The saved plan: title, schedule, focus, four activities; Retake reloads.',
      tags: ['done'],
      on: {
        'result.retake': { actions: { type: 'reload' } },
      },
    },
  },
})
