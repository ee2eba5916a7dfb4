/**
 * Model-based test of the knowledge quiz chart (the pattern of subscribe.machine.test.ts): the
 * visitor's events and the backend's answers in every state, one path per edge of the chart,
 * each replayed on a real actor with a fake save and a SimulatedClock, and compared in one assertion
 * with a reference folded from the spec's tables.
 * A two-question fixture keeps the graph small; every branch is the same as with ten.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  knowledgeQuizMachine,
  type KnowledgeQuizInput,
  type SaveSubmissionInput,
} from '../../machines/knowledge-quiz.machine'
import { selectStep, type KnowledgeQuizStep } from '../../machines/knowledge-quiz.selectors'
import type { ToastParams } from '../../machines/toast'
import type { SaveOutcome } from '../../src/domain/leads'
import { QUIZ_MESSAGES } from '../../src/content/messages'
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
import { toastsOf } from './outcomes'

type Snapshot = SnapshotFrom<typeof knowledgeQuizMachine>
type Event = ModelEvent<typeof knowledgeQuizMachine>

const SAVE = 'saveLead'
const input: KnowledgeQuizInput = {
  questions: [
    { options: ['a', 'b', 'c', 'd'], correct: 0 },
    { options: ['a', 'b', 'c', 'd'], correct: 2 },
  ],
}
const FAILED: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.knowledgeSaveFailed }

/** Every way the backend can answer the save, and what the visitor sees after it. */
const AFTER_ANSWER: Record<
  string,
  { event: Event; step: KnowledgeQuizStep; toasts: ToastParams[] }
> = {
  saved: { event: answered<SaveOutcome>(SAVE, { status: 'success' }), step: 'result', toasts: [] },
  'server error with a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'new row violates check' }),
    step: 'email',
    toasts: [FAILED],
  },
  'server error without a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
    step: 'email',
    toasts: [FAILED],
  },
  'network error': {
    event: failed(SAVE, new TypeError('Failed to fetch')),
    step: 'email',
    toasts: [FAILED],
  },
  'no answer within the time limit': {
    event: elapsed('saveTimeout', 'knowledgeQuiz.submitting'),
    step: 'email',
    toasts: [FAILED],
  },
}

/** The row the save must carry for the learner: an older learner's name, or a child's placeholder. */
const ADULT_ROW = { name: 'Ann b', email: 'ann@example.com', for_child: false }
const CHILD_ROW = { name: 'Quiz Taker', email: 'dad@example.com', for_child: true }

/**
 * What a submit of the details form does: a toast and no save, or a save of `row` (spec §4, §5;
 * the age question first: under 13, the parent's e-mail and no name).
 */
const SUBMITS: Array<{
  event: Event & { type: 'form.submit' }
  toasts: ToastParams[]
  row?: typeof ADULT_ROW
}> = [
  {
    event: { type: 'form.submit', age: '', name: 'Ann', email: 'ann@example.com' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.knowledgeAgeMissing }],
  },
  {
    event: { type: 'form.submit', age: 'twelve', name: 'Ann', email: 'ann@example.com' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.knowledgeAgeMissing }],
  },
  {
    event: { type: 'form.submit', age: '16-plus', name: '  ', email: 'ann@example.com' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.knowledgeMissing }],
  },
  {
    event: { type: 'form.submit', age: '13-15', name: 'Ann', email: '' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.knowledgeMissing }],
  },
  {
    event: { type: 'form.submit', age: 'under-13', name: '', email: '  ' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.knowledgeParentEmailMissing }],
  },
  {
    event: { type: 'form.submit', age: '16-plus', name: 'Ann', email: 'not-an-email' },
    toasts: [{ tone: 'error', title: 'Error', description: 'Invalid email format' }],
  },
  {
    event: { type: 'form.submit', age: 'under-13', name: '', email: 'dad@' },
    toasts: [{ tone: 'error', title: 'Error', description: 'Invalid email format' }],
  },
  {
    event: { type: 'form.submit', age: '16-plus', name: ' Ann <b> ', email: ' Ann@Example.COM ' },
    toasts: [],
    row: ADULT_ROW,
  },
  {
    // A name typed before "Under 13" was chosen (the field then hides) is never sent.
    event: { type: 'form.submit', age: 'under-13', name: 'Timmy', email: ' Dad@Example.com ' },
    toasts: [],
    row: CHILD_ROW,
  },
]
const VALID = SUBMITS.find((x) => x.row === ADULT_ROW)!.event

/** Answers a visitor can give: right, wrong, and indices outside the options (ignored, spec §5). */
const ANSWERS = [0, 1, 2, 4, -1]

function eventsFor(s: Snapshot): Event[] {
  if (s.matches({ quiz: 'answering' }))
    return ANSWERS.map((index): Event => ({ type: 'quiz.answer', index }))
  if (s.matches({ quiz: 'feedback' }))
    return [{ type: 'quiz.answer', index: 1 }, { type: 'quiz.next' }]
  if (s.matches('submitting')) return [VALID, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  if (s.matches('email'))
    return [
      { type: 'form.change', field: 'age', value: 'under-13' },
      { type: 'form.change', field: 'name', value: 'Ann' },
      { type: 'form.change', field: 'email', value: 'ann@example.com' },
      ...SUBMITS.map((x) => x.event),
    ]
  return []
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.current,
    s.context.answers,
    s.context.age,
    s.context.name,
    s.context.email,
  ])

/** What the visitor sees of the quiz (spec §2 "Knowledge quiz"), and what the backend received. */
function view(s: Snapshot) {
  return {
    step: selectStep(s),
    current: s.context.current,
    answers: s.context.answers,
    age: s.context.age,
    name: s.context.name,
    email: s.context.email,
    busy: s.hasTag('busy'),
    failed: s.hasTag('error'),
  }
}
type View = ReturnType<typeof view> & {
  /** The toasts of the path's last step. */
  toasts: ToastParams[]
  rows: SaveSubmissionInput[]
  aborted: number
}

const TIMEOUT = AFTER_ANSWER['no answer within the time limit']!.event

/** The row a save carries (spec §3, §7): 0/1 marks per question, a child's placeholder name. */
const rowOf = (row: typeof ADULT_ROW, answers: readonly number[]): SaveSubmissionInput => {
  const marks = answers.map((a, i) => (a === input.questions[i]!.correct ? 1 : 0))
  return {
    table: 'quiz_submissions',
    row: {
      name: row.name,
      email: row.email,
      score: marks.reduce<number>((n, m) => n + m, 0),
      total_questions: input.questions.length,
      answers: marks,
      for_child: row.for_child,
    },
  }
}

/**
 * The spec's reference (§2, §4, §5, §8): folds a path's events into what must be seen, from the
 * first question. Reads nothing of the chart.
 */
function specView(events: readonly Event[]): View {
  const answers = new Map(Object.values(AFTER_ANSWER).map((a) => [a.event, a]))
  const v: View = {
    step: 'question',
    current: 0,
    answers: [],
    age: '',
    name: '',
    email: '',
    busy: false,
    failed: false,
    toasts: [],
    rows: [],
    aborted: 0,
  }
  for (const event of events) {
    v.toasts = []
    const answer = answers.get(event)
    if (answer) {
      // The save's answer: the results, or the form kept with what was typed.
      if (!v.busy) continue
      v.aborted += event === TIMEOUT ? 1 : 0
      Object.assign(v, { step: answer.step, toasts: answer.toasts, busy: false })
      v.failed = answer.step === 'email'
    } else if (v.busy || (event.type.startsWith('form.') && v.step !== 'email')) {
      // While saving, a second submit is ignored (one row); the form exists only on its step.
    } else if (event.type === 'form.submit') {
      const rule = SUBMITS.find((x) => x.event === event)!
      Object.assign(v, { age: event.age, name: event.name, email: event.email, failed: false })
      v.toasts = rule.toasts
      v.busy = rule.row !== undefined
      v.rows.push(...(rule.row ? [rowOf(rule.row, v.answers)] : []))
    } else if (event.type === 'form.change') {
      v[event.field] = event.value
    } else if (event.type === 'quiz.answer') {
      // One answer per question (feedback follows); an index outside the options is ignored.
      const accepted = v.step === 'question' && event.index >= 0 && event.index < 4
      v.answers = accepted ? [...v.answers, event.index] : v.answers
      v.step = accepted ? 'feedback' : v.step
    } else if (event.type === 'quiz.next' && v.step === 'feedback') {
      const wasLast = v.current === input.questions.length - 1
      v.step = wasLast ? 'email' : 'question'
      v.current += wasLast ? 0 : 1
    }
  }
  return v
}

const recorder = new CoverageRecorder()
const paths = edgeCoveringPaths(knowledgeQuizMachine, { events: eventsFor, input, serializeState })

describe('knowledge quiz chart', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const provided = knowledgeQuizMachine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, SaveSubmissionInput>(fakes.logic(SAVE) as never),
      },
    })
    const { actor, emittedByLastStep } = await replayAsync(provided, path, {
      input,
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const seen: View = {
      ...view(actor.getSnapshot()),
      toasts: toastsOf(emittedByLastStep),
      rows: fakes.inputs(SAVE) as SaveSubmissionInput[],
      aborted: fakes.aborted(SAVE),
    }
    expect(seen).toEqual(specView(path.events))
  })

  it('the paths visit every state and take every transition', ({ task }) => {
    expectFullCoverage(knowledgeQuizMachine, recorder, { task, paths: paths.length })
  })
})
