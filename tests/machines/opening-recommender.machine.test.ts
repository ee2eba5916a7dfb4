/**
 * Model-based test of the tool form chart configured as the opening recommender (machines/tool-forms.ts), after tests/machines/subscribe.machine.test.ts: the
 * visitor's submits (complete, each answer missing, a blank e-mail) and changes, the backend's answers
 * (saved, an error with or without a message, a network failure, no answer in time), a second
 * submit while saving and Retake; one path per edge, replayed on a real actor with fake effects.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate'
import type { LeadSaveInput } from '../../machines/lead-save'
import { toolFormMachine, type ToolTable } from '../../machines/tool-form.machine'
import { selectAnswers, selectBusy, selectSavedResult } from '../../machines/tool-form.selectors'
import { openingTool } from '../../machines/tool-forms'
import type { ToastParams } from '../../machines/toast'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { OPENING_CATALOGUE } from '../../src/content/openings'
import type { SaveOutcome } from '../../src/domain/leads'
import { OPENING_FIELDS, type OpeningAnswers } from '../../src/domain/opening'
import {
  answered,
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  failed,
  FakeActors,
  replayAsync,
  type ModelEvent,
} from './model'
import { expectOutcome, noExpectation, toastsOf } from './outcomes'

type Snapshot = SnapshotFrom<typeof toolFormMachine>
type Event = ModelEvent<typeof toolFormMachine>

const SAVE = 'saveLead'
const FAILED: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.openingFailed }
const MISSING: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.openingMissing }

const COMPLETE: OpeningAnswers = {
  ratingLevel: 'intermediate',
  studyTime: 'slow',
  openingStyle: 'positional',
  playFormat: 'rapid',
  opponentStrategy: 'solid',
  email: ' Ann@Example.COM ',
}

/** The injected randomness: 0.5 picks the second of the cell's three openings. */
const RANDOM = () => 0.5

/** The row the backend must receive for COMPLETE: the clean e-mail, the answers, the opening. */
const ROW: LeadSaveInput<'opening_recommender'>['row'] = {
  email: 'ann@example.com',
  rating_level: 'intermediate',
  study_time: 'slow',
  opening_style: 'positional',
  play_format: 'rapid',
  opponent_strategy: 'solid',
  recommended_opening: 'Slav',
}

/** Every submitted answer set, and whether it saves (else 'Missing Information'). */
const SUBMITS: Record<string, { answers: OpeningAnswers; saves: boolean }> = {
  complete: { answers: COMPLETE, saves: true },
  ...Object.fromEntries(
    OPENING_FIELDS.map((field) => [
      `no ${field}`,
      { answers: { ...COMPLETE, [field]: '' }, saves: false },
    ]),
  ),
  'blank e-mail': { answers: { ...COMPLETE, email: '   ' }, saves: false },
}
const submitEvents = Object.values(SUBMITS).map(({ answers }): Event => ({
  type: 'form.submit',
  answers,
}))

const AFTER_ANSWER: Record<string, { event: Event; saved: boolean }> = {
  saved: { event: answered<SaveOutcome>(SAVE, { status: 'success' }), saved: true },
  'server error with a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'new row violates check' }),
    saved: false,
  },
  'server error without a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
    saved: false,
  },
  'network error': { event: failed(SAVE, new TypeError('Failed to fetch')), saved: false },
  'no answer within the time limit': {
    event: elapsed('saveTimeout', 'toolForm.submitting'),
    saved: false,
  },
}

const CHANGE: Event = { type: 'form.change', field: 'playFormat', value: 'blitz' }

function eventsFor(snapshot: Snapshot): Event[] {
  if (snapshot.matches('submitting'))
    return [submitEvents[0]!, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  if (snapshot.matches('result')) return [{ type: 'result.retake' }]
  return [CHANGE, ...submitEvents]
}

/** Which submitted answer set the form holds (or that it was changed since). */
const answersLabel = (answers: OpeningAnswers) =>
  Object.entries(SUBMITS).find(
    ([, s]) => JSON.stringify(s.answers) === JSON.stringify(answers),
  )?.[0] ?? (answers.ratingLevel === '' && answers.email === '' ? 'empty' : 'changed')

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, answersLabel(s.context.answers as never)])

const input = openingTool(OPENING_CATALOGUE, RANDOM)
/** What the visitor sees of the tool (spec §2 /opening-recommender, §4 "Study plan and opening pages"). */
function view(s: Snapshot) {
  return {
    state: s.value as 'form' | 'submitting' | 'result',
    busy: selectBusy(s),
    answers: selectAnswers(s),
    result: selectSavedResult(s),
  }
}
type Outcome = ReturnType<typeof view> & { toasts: ToastParams[] }

/** The spec's answer to the path's last step, from what the visitor saw before it. */
function expected(last: Event, before: Snapshot): Outcome {
  const seen: Outcome = { ...view(before), toasts: [] }
  const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
  // The result shows only after the save; a failure keeps every answer in the form.
  if (answer)
    return answer.saved
      ? { ...seen, state: 'result', busy: false, result: 'Slav' }
      : { ...seen, state: 'form', busy: false, toasts: [FAILED] }
  switch (last.type) {
    case 'form.submit': {
      // While saving, a second submit is ignored (one row).
      if (seen.busy) return seen
      const rule = Object.values(SUBMITS).find((x) => x.answers === last.answers)!
      return {
        ...seen,
        state: rule.saves ? 'submitting' : 'form',
        busy: rule.saves,
        answers: last.answers,
        toasts: rule.saves ? [] : [MISSING],
      }
    }
    case 'form.change':
      return { ...seen, answers: { ...seen.answers, [last.field]: last.value } }
    case 'result.retake':
      // Reloads the page (counted above); the chart itself stays on the result.
      return seen
    default:
      return noExpectation(last)
  }
}

const recorder = new CoverageRecorder()
const paths = edgeCoveringPaths(toolFormMachine, {
  events: eventsFor,
  input,
  serializeState,
})

describe('opening recommender chart', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    let reloads = 0
    const provided = toolFormMachine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, LeadSaveInput<ToolTable>>(fakes.logic(SAVE) as never),
      },
      actions: { reload: () => void reloads++ },
    })
    const { actor, emittedByLastStep, beforeLastStep } = await replayAsync(provided, path, {
      input,
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const last = path.events.at(-1)!
    const count = (event: Event) => path.events.filter((e) => e === event).length

    // One row per save started, never two for a double click, always the clean row with the plan.
    const answers = Object.values(AFTER_ANSWER).reduce((n, a) => n + count(a.event), 0)
    const saves = answers + (snapshot.matches('submitting') ? 1 : 0)
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({ table: 'opening_recommender', row: ROW })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))
    expect(selectBusy(snapshot)).toBe(snapshot.matches('submitting'))
    expect(reloads).toBe(path.events.filter((e) => e.type === 'result.retake').length)

    expectOutcome(
      path.name,
      { ...view(snapshot), toasts: toastsOf(emittedByLastStep) },
      expected(last, beforeLastStep),
    )
  })

  it('a retry after a failed save sends the opening it picked first; new answers pick again', async () => {
    const draws = [0, 0.5, 0.9]
    const rows: LeadSaveInput<'opening_recommender'>['row'][] = []
    const actor = createActor(
      toolFormMachine.provide({
        actors: {
          saveLead: fromPromise<SaveOutcome, LeadSaveInput<ToolTable>>(async ({ input }) => {
            if (input.table === 'opening_recommender') rows.push(input.row)
            return { status: 'error', message: null }
          }),
        },
      }),
      { input: openingTool(OPENING_CATALOGUE, () => draws.shift() ?? 0) },
    ).start()
    const settled = () => waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'form.submit', answers: COMPLETE })
    await settled()
    actor.send({ type: 'form.submit', answers: { ...COMPLETE, email: 'other@example.com' } })
    await settled()
    actor.send({ type: 'form.submit', answers: { ...COMPLETE, ratingLevel: 'advanced' } })
    await settled()
    expect(rows.map((r) => r.recommended_opening)).toEqual([
      "Queen's Indian",
      "Queen's Indian",
      'Nimzo-Indian Classical',
    ])
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(toolFormMachine, recorder, {
      task,
      paths: paths.length,
      chart: 'toolForm/openingRecommender',
    })
  })
})
