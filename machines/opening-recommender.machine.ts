import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { QUIZ_MESSAGES } from '../src/content/messages'
import { normalizeEmail } from '../src/domain/email'
import { hasMissingAnswer } from '../src/domain/form-answers'
import type { LeadRows, SaveOutcome } from '../src/domain/leads'
import {
  OPENING_FIELDS,
  openingChoices,
  recommendOpening,
  type OpeningAnswers,
  type OpeningCatalogue,
  type Random,
} from '../src/domain/opening'
import { LEAD_SAVE_TIMEOUT_MS } from './timings'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The opening recommender (spec §2 /opening-recommender, §3 "Opening catalogue", §4, §5, §7 call
 * 11, §8 "Tools and other").
 *
 *   form --form.submit (all six answers)--> submitting --saved--> result
 *        --form.submit (an answer missing)--> form ('Missing Information')
 *   submitting --error / network / time limit--> form (the failure toast; the answers stay)
 *
 * On submit one of the three openings of the level x style x study-time cell is picked with the
 * injected `random` (content and randomness come in through `input`), stored in
 * opening_recommender, and shown only after the save. While saving, a second submit is not handled,
 * so a double click stores one row. `form.submit` carries every answer the form held, so a submit
 * React replays after hydration sends the choices made before it.
 *
 * Effects are injected by the host: `saveRecommendation` (the insert, given an AbortSignal) and
 * `reload` ('Retry Quiz' reloads the page).
 */
export interface OpeningRecommenderInput {
  catalogue: OpeningCatalogue
  /** A number in [0, 1): Math.random in the browser, fixed in tests. */
  random: Random
}

export interface OpeningRecommenderContext extends OpeningRecommenderInput {
  /** What the form holds: the last submitted answers, updated as the visitor changes a field. */
  answers: OpeningAnswers
  /** The opening of the submission in flight or saved. */
  opening: string | null
}

export type OpeningRecommenderEvent =
  | { type: 'form.change'; field: keyof OpeningAnswers; value: string }
  | { type: 'form.submit'; answers: OpeningAnswers }
  | { type: 'result.retry' }

/** `busy`: the save is in flight; `done`: the recommendation is saved and shown. */
export type OpeningRecommenderTag = 'busy' | 'done'

export type SaveRecommendationInput = LeadRows['opening_recommender']

const EMPTY_ANSWERS: OpeningAnswers = {
  ratingLevel: '',
  studyTime: '',
  openingStyle: '',
  playFormat: '',
  opponentStrategy: '',
  email: '',
}

const failedToast: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.openingFailed }

export const openingRecommenderMachine = setup({
  types: {
    input: {} as OpeningRecommenderInput,
    context: {} as OpeningRecommenderContext,
    events: {} as OpeningRecommenderEvent,
    emitted: {} as ToastEvent,
    tags: {} as OpeningRecommenderTag,
  },
  actors: {
    saveRecommendation: fromPromise<SaveOutcome, SaveRecommendationInput>(async () => {
      throw new Error('saveRecommendation is not provided')
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
    assignOpening: assign({
      // A retry after a failed save is the same lead (lead delivery keeps its id): it keeps the
      // opening already picked while that still fits the answers, so the row the database keeps
      // (an earlier attempt may have landed) is the recommendation the visitor is shown.
      opening: ({ context }) =>
        context.opening &&
        openingChoices(context.catalogue, context.answers).includes(context.opening)
          ? context.opening
          : recommendOpening(context.catalogue, context.answers, context.random),
    }),
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
  },
  guards: {
    isMissingAnswer: ({ event }) => {
      assertEvent(event, 'form.submit')
      return hasMissingAnswer(event.answers, OPENING_FIELDS)
    },
    isSaved: (_, params: { outcome: SaveOutcome }) => params.outcome.status === 'success',
  },
}).createMachine({
  id: 'openingRecommender',
  description: 'Five dropdowns and the e-mail; the opening shows once the row is saved.',
  context: ({ input }) => ({ ...input, answers: EMPTY_ANSWERS, opening: null }),
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
              { type: 'toast', params: { tone: 'error', ...QUIZ_MESSAGES.openingMissing } },
            ],
          },
          {
            target: 'submitting',
            actions: [{ type: 'assignSubmitted' }, { type: 'assignOpening' }],
          },
        ],
      },
    },
    submitting: {
      description:
        "The row with the opening is being stored; 'Finding Your Perfect Opening...', submits ignored.",
      tags: ['busy'],
      invoke: {
        id: 'saveRecommendation',
        src: 'saveRecommendation',
        input: ({ context }) => ({
          email: normalizeEmail(context.answers.email),
          rating_level: context.answers.ratingLevel,
          study_time: context.answers.studyTime,
          opening_style: context.answers.openingStyle,
          play_format: context.answers.playFormat,
          opponent_strategy: context.answers.opponentStrategy,
          recommended_opening: context.opening!,
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
      description: 'The saved recommendation: the opening, why it fits, next steps; Retry reloads.',
      tags: ['done'],
      on: {
        'result.retry': { actions: { type: 'reload' } },
      },
    },
  },
})
