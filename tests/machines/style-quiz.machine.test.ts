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
 * first attempt; an ignored tap changes nothing. Each path's replay is compared, in one
 * unconditional `toEqual`, with `specView`: the same events folded through the spec's rules.
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

/** The gate's toast for a blank e-mail (spec §5 "Style quiz email"). */
const EMAIL_REQUIRED = {
  tone: 'error',
  title: 'Email required',
  description: 'Please enter your email to see your result.',
}

/** What the visitor and the backend see after a path, by the spec. */
interface View {
  step: StyleQuizStep
  /** The answers recorded, the question on screen and the bar's share. */
  answers: number[]
  question: number
  percent: number
  busy: boolean
  /** The style revealed (null before the reveal) and whether its row was stored. */
  style: string | null
  stored: boolean | null
  /** What the last step emitted. */
  emitted: unknown[]
  rows: SaveResultInput[]
  aborted: number
  logged: Array<{ reason: string; refusedForGood: boolean }>
  kept: SaveResultInput[]
}

/**
 * The spec's reference (§2 "Style quiz", §5, §8): folds a path's events into what must be seen. An
 * answer counts only for the question on screen and an option it has; the tenth opens the gate; a
 * blank e-mail is refused with a toast, any other starts the one save; whatever the save answers,
 * the result shows; retake starts over. Reads nothing of the chart.
 */
function specView(events: readonly Event[]): View {
  const row: SaveResultInput = { table: 'chess_style_quiz', row: EXPECTED_ROW }
  const outcomes = new Map(Object.values(AFTER_SAVE).map((a) => [a.event, a]))
  const view: View = {
    step: 'quiz',
    answers: [],
    question: 0,
    percent: 0,
    busy: false,
    style: null,
    stored: null,
    emitted: [],
    rows: [],
    aborted: 0,
    logged: [],
    kept: [],
  }
  for (const event of events) {
    view.emitted = []
    const outcome = outcomes.get(event)
    if (outcome) {
      view.step = 'result'
      view.stored = !outcome.failed
      view.logged.push(...(outcome.logged ? [outcome.logged] : []))
      view.kept.push(...(outcome.handedToOutbox ? [row] : []))
      view.aborted += event === AFTER_SAVE['no answer within the time limit']!.event ? 1 : 0
    } else if (event.type === 'quiz.answer' && view.step === 'quiz') {
      const n = view.answers.length
      const options = STYLE_QUESTIONS[n]!.answers.length
      const counts =
        event.question === n &&
        Number.isInteger(event.answer) &&
        event.answer >= 0 &&
        event.answer < options
      view.answers = counts ? [...view.answers, event.answer] : view.answers
      view.step = view.answers.length === STYLE_QUESTIONS.length ? 'email' : 'quiz'
    } else if (event.type === 'form.submit' && view.step === 'email') {
      const blank = event.email.trim() === ''
      view.emitted = blank ? [{ type: 'toast', ...EMAIL_REQUIRED }] : []
      view.step = blank ? 'email' : 'submitting'
      view.rows.push(...(blank ? [] : [row]))
    } else if (event.type === 'quiz.retake' && view.step === 'result') {
      view.step = 'quiz'
      view.answers = []
      view.stored = null
    }
    // Anything else (a stale tap, a submit while saving, a retake before the result): ignored.
    view.busy = view.step === 'submitting'
    view.style = view.step === 'result' ? EXPECTED_STYLE : null
    view.question = Math.min(view.answers.length, STYLE_QUESTIONS.length - 1)
    view.percent = view.answers.length * 10
  }
  return view
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
    const { actor, emittedByLastStep } = await replayAsync(provided, path, {
      input,
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const seen: View = {
      step: selectStep(snapshot),
      answers: [...selectAnswers(snapshot)],
      question: selectQuestion(snapshot).index,
      percent: selectProgress(snapshot).percent,
      busy: selectBusy(snapshot),
      style: selectResult(snapshot)?.styleId ?? null,
      stored: snapshot.matches({ result: 'saved' })
        ? true
        : snapshot.matches({ result: 'kept' })
          ? false
          : null,
      emitted: emittedByLastStep,
      // One row per reveal, never two for a double click, with the host's lead id as client_id.
      rows: fakes.inputs(SAVE) as SaveResultInput[],
      // A save given up on at the time limit is aborted.
      aborted: fakes.aborted(SAVE),
      // Every failed save is logged, in order; only a save that never answered is handed to the
      // outbox by the chart (one that answered was kept, or dropped for good, by its delivery).
      logged,
      kept,
    }
    expect(seen).toEqual(specView(path.events))
  })

  it('the paths visit every state and take every transition', ({ task }) => {
    expectFullCoverage(styleQuizMachine, recorder, { task, paths: paths.length })
  })
})
