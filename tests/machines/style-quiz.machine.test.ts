/**
 * Model-based test of the style quiz chart (copied from subscribe.machine.test.ts; only the events,
 * fakes and tables differ). The visitor answers each question (with a different option per question,
 * so the result is not trivially the first style), taps a stale or missing option, submits the gate
 * blank or with an e-mail, taps again while saving or after the result, and retakes; the backend
 * saves, reports a duplicate, fails with or without a message, throws, or never answers in time.
 *
 * Whatever the backend does, the result shows; every failed save is logged (saying whether the
 * server refused it for good). A save that answered went through the lead delivery, which keeps or
 * drops the lead itself, so the chart hands nothing more to the outbox; a save that threw or ran
 * past the time limit is handed to it (`keepForLater`) with the very row (and client_id) of the
 * first attempt; an ignored tap changes nothing.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  styleQuizMachine,
  type SaveResultInput,
  type StyleQuizInput,
} from '../../machines/style-quiz.machine'
import {
  selectAnswers,
  selectBusy,
  selectProgress,
  selectQuestion,
  selectResult,
  selectStep,
  type StyleQuizStep,
} from '../../machines/style-quiz.selectors'
import { CHESS_STYLES } from '../../src/content/chess-styles'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import type { SaveOutcome } from '../../src/domain/leads'
import { scoreStyleQuiz } from '../../src/domain/style-scoring'
import { STYLE_QUIZ_INPUT } from '../../src/features/style-quiz/style-quiz-input'
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

type Snapshot = SnapshotFrom<typeof styleQuizMachine>
type Event = ModelEvent<typeof styleQuizMachine>

const SAVE = 'saveLead'
const LEAD_ID = '6f1c2a9e-8d4b-4c1e-9a7f-0b3d5e2c4a1f'
const TYPED = '  Fan@Example.COM '
const CLEAN = 'fan@example.com'

const input: StyleQuizInput = STYLE_QUIZ_INPUT

/** The option the model's visitor picks for question n: varied, so the winner is not by default. */
const pick = (n: number) => [2, 1, 2, 2, 2, 2, 2, 3, 2, 2][n]!
const PATTERN = STYLE_QUESTIONS.map((_, n) => pick(n))

/**
 * Every way the backend can answer the save: whether the save failed (the result then is
 * `result.kept`), whether the chart hands the lead to the outbox itself (only when the save never
 * answered), and what is logged.
 */
const AFTER_SAVE: Record<
  string,
  {
    event: Event
    failed: boolean
    handedToOutbox: boolean
    logged?: { reason: string; refusedForGood: boolean }
  }
> = {
  saved: {
    event: answered<SaveOutcome>(SAVE, { status: 'success' }),
    failed: false,
    handedToOutbox: false,
  },
  duplicate: {
    event: answered<SaveOutcome>(SAVE, { status: 'duplicate' }),
    failed: false,
    handedToOutbox: false,
  },
  'server error with a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'Server says no' }),
    failed: true,
    handedToOutbox: false,
    logged: { reason: 'Server says no', refusedForGood: false },
  },
  'a limit (429)': {
    event: answered<SaveOutcome>(SAVE, {
      status: 'error',
      refused: false,
      code: 'PT429',
      message: 'too many leads right now; please try again later',
    }),
    failed: true,
    handedToOutbox: false,
    logged: { reason: 'too many leads right now; please try again later', refusedForGood: false },
  },
  'refused for good (a broken rule)': {
    event: answered<SaveOutcome>(SAVE, {
      status: 'error',
      refused: true,
      code: '23514',
      message: 'new row violates check constraint',
    }),
    failed: true,
    handedToOutbox: false,
    logged: { reason: 'new row violates check constraint', refusedForGood: true },
  },
  'network error': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
    failed: true,
    handedToOutbox: false,
    logged: { reason: '', refusedForGood: false },
  },
  'the save threw': {
    event: failed(SAVE, new TypeError('Failed to fetch')),
    failed: true,
    handedToOutbox: true,
    logged: { reason: 'TypeError: Failed to fetch', refusedForGood: false },
  },
  'no answer within the time limit': {
    event: elapsed('saveTimeout', 'styleQuiz.submitting'),
    failed: true,
    handedToOutbox: true,
    logged: { reason: 'no answer within the time limit', refusedForGood: false },
  },
}

/** Taps and submits that must change nothing where they are sent. */
function ignoredIn(snapshot: Snapshot): Event[] {
  const n = snapshot.context.answers.length
  const taps: Event[] = [{ type: 'quiz.answer', question: n, answer: 0 }]
  if (snapshot.hasTag('answering'))
    return [
      { type: 'quiz.answer', question: n, answer: 4 }, // no such option
      { type: 'quiz.answer', question: n, answer: -1 },
      { type: 'quiz.answer', question: n + 1, answer: 0 }, // not the question on screen
      ...(n > 0 ? [{ type: 'quiz.answer' as const, question: n - 1, answer: 0 }] : []), // a repeat
      { type: 'form.submit', email: TYPED, leadId: LEAD_ID },
      { type: 'quiz.retake' },
    ]
  if (snapshot.hasTag('email'))
    return [...taps, { type: 'quiz.answer', question: n - 1, answer: 1 }, { type: 'quiz.retake' }]
  if (snapshot.hasTag('busy'))
    return [
      ...taps,
      { type: 'form.submit', email: TYPED, leadId: LEAD_ID },
      { type: 'quiz.retake' },
    ]
  return [...taps, { type: 'form.submit', email: TYPED, leadId: LEAD_ID }]
}

function eventsFor(snapshot: Snapshot): Event[] {
  const n = snapshot.context.answers.length
  const ignored = ignoredIn(snapshot)
  if (snapshot.hasTag('answering'))
    return [{ type: 'quiz.answer', question: n, answer: pick(n) }, ...ignored]
  if (snapshot.hasTag('email'))
    return [
      { type: 'form.submit', email: '', leadId: LEAD_ID },
      { type: 'form.submit', email: '   ', leadId: LEAD_ID },
      { type: 'form.submit', email: TYPED, leadId: LEAD_ID },
      ...ignored,
    ]
  if (snapshot.hasTag('busy')) return [...Object.values(AFTER_SAVE).map((a) => a.event), ...ignored]
  return [{ type: 'quiz.retake' }, ...ignored]
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.answers.length, s.context.row?.email ?? null])

const EXPECTED_STYLE = scoreStyleQuiz(STYLE_QUESTIONS, PATTERN).styleId
const EXPECTED_ROW = {
  email: CLEAN,
  answers: PATTERN,
  result: EXPECTED_STYLE,
  style_title: CHESS_STYLES[EXPECTED_STYLE].title,
  client_id: LEAD_ID,
}

const recorder = new CoverageRecorder()
const paths = edgeCoveringPaths(styleQuizMachine, { events: eventsFor, input, serializeState })

describe('style quiz chart', () => {
  it('the model answers its way to a style that is not the tie-break default', () => {
    expect(EXPECTED_STYLE).toBe('endgameArtist')
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const kept: SaveResultInput[] = []
    const logged: Array<{ reason: string; refusedForGood: boolean }> = []
    const provided = styleQuizMachine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, SaveResultInput>(fakes.logic(SAVE) as never),
      },
      actions: {
        keepForLater: (_, params) => void kept.push(params),
        logSaveFailure: (_, params) => void logged.push(params),
      },
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

    // One row per reveal, never two for a double click: the row of the answers given, with the
    // host's lead id as client_id.
    const answers = Object.values(AFTER_SAVE).reduce((n, a) => n + count(a.event), 0)
    const saves = answers + (snapshot.matches('submitting') ? 1 : 0)
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({ table: 'chess_style_quiz', row: EXPECTED_ROW })),
    )
    // A save given up on at the time limit is aborted.
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_SAVE['no answer within the time limit']!.event))

    // Every failed save is logged, in order. Only a save that never answered is handed to the
    // outbox by the chart, with that same row, once; one that answered was kept (or dropped for
    // good) by its delivery.
    expect(logged).toEqual(
      path.events.flatMap((e) =>
        Object.values(AFTER_SAVE)
          .filter((a) => a.event === e && a.logged)
          .map((a) => a.logged),
      ),
    )
    const handed = Object.values(AFTER_SAVE)
      .filter((a) => a.handedToOutbox)
      .reduce((n, a) => n + count(a.event), 0)
    expect(kept).toEqual(
      Array.from({ length: handed }, () => ({ table: 'chess_style_quiz', row: EXPECTED_ROW })),
    )

    // What the feature reads.
    expect(selectBusy(snapshot)).toBe(snapshot.matches('submitting'))
    expect(selectAnswers(snapshot)).toEqual(PATTERN.slice(0, snapshot.context.answers.length))
    expect(selectProgress(snapshot).answered).toBe(snapshot.context.answers.length)
    expect(selectQuestion(snapshot).question).toBe(
      STYLE_QUESTIONS[Math.min(snapshot.context.answers.length, 9)],
    )

    const outcome = Object.values(AFTER_SAVE).find((a) => a.event === last)
    if (outcome) {
      // Saved or not, the result shows, computed from the answers.
      expect(selectStep(snapshot)).toBe<StyleQuizStep>('result')
      expect(snapshot.matches({ result: outcome.failed ? 'kept' : 'saved' })).toBe(true)
      expect(selectResult(snapshot)?.styleId).toBe(EXPECTED_STYLE)
      expect(emittedByLastStep).toEqual([])
    } else if (ignoredIn(beforeLastStep).some((e) => JSON.stringify(e) === JSON.stringify(last))) {
      // An ignored tap or submit: nothing changes, nothing is emitted.
      expect(snapshot.value).toEqual(beforeLastStep.value)
      expect(snapshot.context).toEqual(beforeLastStep.context)
      expect(emittedByLastStep).toEqual([])
    } else if (last.type === 'form.submit' && last.email.trim() === '') {
      expect(selectStep(snapshot)).toBe<StyleQuizStep>('email')
      expect(emittedByLastStep).toEqual([
        { type: 'toast', tone: 'error', ...QUIZ_MESSAGES.styleEmailRequired },
      ])
    } else if (last.type === 'form.submit') {
      expect(selectStep(snapshot)).toBe<StyleQuizStep>('submitting')
      expect(snapshot.context.row).toEqual(EXPECTED_ROW)
    } else if (last.type === 'quiz.retake') {
      // Retake resets everything.
      expect(selectStep(snapshot)).toBe<StyleQuizStep>('quiz')
      expect(snapshot.context.answers).toEqual([])
      expect(snapshot.context.row).toBeNull()
      expect(selectProgress(snapshot)).toEqual({ answered: 0, total: 10, percent: 0 })
    } else if (last.type === 'quiz.answer') {
      // A click records its answer at once: the next question, or the gate after the tenth.
      const n = beforeLastStep.context.answers.length
      expect(snapshot.context.answers).toEqual(PATTERN.slice(0, n + 1))
      expect(selectStep(snapshot)).toBe<StyleQuizStep>(n === 9 ? 'email' : 'quiz')
      expect(selectProgress(snapshot).percent).toBe((n + 1) * 10)
    }
  })

  it('the paths visit every state and take every transition', ({ task }) => {
    expectFullCoverage(styleQuizMachine, recorder, { task, paths: paths.length })
  })
})
