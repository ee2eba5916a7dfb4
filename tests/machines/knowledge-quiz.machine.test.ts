/**
 * Model-based test of the knowledge quiz chart (the pattern of subscribe.machine.test.ts): the
 * visitor's events and the backend's answers in every state, one path per edge of the chart,
 * each replayed on a real actor with a fake save and a SimulatedClock; tables say what must follow.
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
import { expectOutcome, noExpectation, toastsOf } from './outcomes'

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

/** What the visitor sees of the quiz (spec §2 "Knowledge quiz"). */
function view(s: Snapshot) {
  return {
    step: selectStep(s),
    current: s.context.current,
    answered: s.context.answers.length,
    age: s.context.age,
    name: s.context.name,
    email: s.context.email,
    busy: s.hasTag('busy'),
    failed: s.hasTag('error'),
  }
}
type Outcome = ReturnType<typeof view> & { toasts: ToastParams[] }

/** The spec's answer to the path's last step, from what the visitor saw before it. */
function expected(last: Event, before: Snapshot): Outcome {
  const seen = { ...view(before), toasts: [] }
  const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
  // The save's answer: the results, or the form kept with what was typed (spec §4, §8).
  if (answer)
    return {
      ...seen,
      step: answer.step,
      toasts: answer.toasts,
      busy: false,
      failed: answer.step === 'email',
    }
  switch (last.type) {
    case 'form.submit':
      // While saving, a second submit is ignored (one row).
      if (before.hasTag('busy')) return seen
      {
        const rule = SUBMITS.find((x) => x.event === last)!
        return {
          ...seen,
          age: last.age,
          name: last.name,
          email: last.email,
          toasts: rule.toasts,
          busy: rule.row !== undefined,
          failed: false,
        }
      }
    case 'form.change':
      return { ...seen, [last.field]: last.value }
    case 'quiz.answer': {
      // One answer per question (feedback follows); an index outside the options is ignored.
      const accepted = seen.step === 'question' && last.index >= 0 && last.index < 4
      return accepted ? { ...seen, step: 'feedback', answered: seen.answered + 1 } : seen
    }
    case 'quiz.next': {
      const wasLast = seen.current === input.questions.length - 1
      return wasLast
        ? { ...seen, step: 'email' }
        : { ...seen, step: 'question', current: seen.current + 1 }
    }
    default:
      return noExpectation(last)
  }
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
    const { actor, emittedByLastStep, beforeLastStep } = await replayAsync(provided, path, {
      input,
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const last = path.events.at(-1)!
    const count = (event: Event) => path.events.filter((e) => e === event).length

    // At most one in-range answer per question: second taps and out-of-range indices are ignored.
    expect(snapshot.context.answers.every((a) => a >= 0 && a < 4)).toBe(true)
    expect(snapshot.context.answers.length).toBeLessThanOrEqual(input.questions.length)

    // The backend received one row per save started, never two for a double click, with 0/1 marks:
    // the row of the submit that started it (a submit while saving is ignored), a child's with the
    // placeholder name and for_child, whatever name was typed.
    const answers = Object.values(AFTER_ANSWER).reduce((n, a) => n + count(a.event), 0)
    const saves = answers + (snapshot.matches('submitting') ? 1 : 0)
    const marks = snapshot.context.answers.map((a, i) =>
      a === input.questions[i]!.correct ? 1 : 0,
    )
    const rows: Array<typeof ADULT_ROW> = []
    let saving = false
    for (const event of path.events) {
      const submit = SUBMITS.find((x) => x.event === event)
      if (submit?.row && !saving) {
        rows.push(submit.row)
        saving = true
      } else if (Object.values(AFTER_ANSWER).some((a) => a.event === event)) saving = false
    }
    expect(rows).toHaveLength(saves)
    expect(fakes.inputs(SAVE)).toEqual(
      rows.map((row) => ({
        table: 'quiz_submissions',
        row: {
          name: row.name,
          email: row.email,
          score: marks.reduce<number>((n, m) => n + m, 0),
          total_questions: 2,
          answers: marks,
          for_child: row.for_child,
        },
      })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))

    expectOutcome(
      path.name,
      { ...view(snapshot), toasts: toastsOf(emittedByLastStep) },
      expected(last, beforeLastStep),
    )
  })

  it('the paths visit every state and take every transition', ({ task }) => {
    expectFullCoverage(knowledgeQuizMachine, recorder, { task, paths: paths.length })
  })
})
