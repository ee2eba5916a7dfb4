/**
 * Model-based test of the improved level quiz chart (pattern: subscribe.machine.test.ts). Two
 * configurations: a fresh visit (the site's only case), and a question set that already holds an
 * answer, which reaches the inconsistency branch ('Quiz data inconsistency detected').
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  improvedLevelQuizMachine,
  type ImprovedLevelQuizInput,
  type SaveImprovedQuizInput,
} from '../../machines/improved-level-quiz.machine'
import {
  selectCanGoOn,
  selectStep,
  type ImprovedLevelQuizStep,
} from '../../machines/improved-level-quiz.selectors'
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

type Snapshot = SnapshotFrom<typeof improvedLevelQuizMachine>
type Event = ModelEvent<typeof improvedLevelQuizMachine>

const SAVE = 'saveLead'
const options = ['a', 'b', 'c', 'd'] as const
const bank = [
  { id: 'q1', category: 'tactics', options, correctAnswer: 0 },
  { id: 'q2', category: 'endgame', options, correctAnswer: 3 },
]

const failure = (description: string): ToastParams => ({
  tone: 'error',
  title: 'Submission Error',
  description,
})
const FALLBACK = failure('There was an issue submitting your quiz. Please try again.')

const AFTER_ANSWER: Record<
  string,
  { event: Event; step: ImprovedLevelQuizStep; toasts: ToastParams[] }
> = {
  saved: { event: answered<SaveOutcome>(SAVE, { status: 'success' }), step: 'result', toasts: [] },
  'server error with a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'Server says no' }),
    step: 'email',
    toasts: [FALLBACK], // never the server's text
  },
  'server error without a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
    step: 'email',
    toasts: [FALLBACK],
  },
  'network error': {
    event: failed(SAVE, new TypeError('Failed to fetch')),
    step: 'email',
    toasts: [FALLBACK],
  },
  'no answer within the time limit': {
    event: elapsed('saveTimeout', 'improvedLevelQuiz.submitting'),
    step: 'email',
    toasts: [FALLBACK],
  },
}

const SUBMITS: Array<{ event: Event & { type: 'form.submit' }; toasts: ToastParams[] }> = [
  {
    event: { type: 'form.submit', email: '' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.levelEmailRequired }],
  },
  {
    event: { type: 'form.submit', email: 'fan@example' },
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.levelEmailInvalid }],
  },
  { event: { type: 'form.submit', email: ' Fan@Example.COM ' }, toasts: [] },
]
const VALID = SUBMITS.at(-1)!.event
const ANSWER_FIRST: ToastParams = {
  tone: 'error',
  title: QUIZ_MESSAGES.improvedAnswerFirst,
  description: '',
}
const INCONSISTENT: ToastParams = { tone: 'error', ...QUIZ_MESSAGES.improvedInconsistent }

function eventsFor(s: Snapshot): Event[] {
  if (s.matches({ quiz: 'unanswered' }))
    return [
      ...[0, 2, 4, -1].map((index): Event => ({ type: 'quiz.answer', index })),
      { type: 'quiz.next' },
    ]
  if (s.matches({ quiz: 'answered' }))
    return [{ type: 'quiz.answer', index: 1 }, { type: 'quiz.next' }]
  if (s.matches('submitting')) return [VALID, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  if (s.matches('email'))
    return [{ type: 'form.change', value: 'fan@example.com' }, ...SUBMITS.map((x) => x.event)]
  return []
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.current, s.context.answers, s.context.email])

const configs: Array<[string, () => ImprovedLevelQuizInput]> = [
  ['a fresh visit', () => ({ bank, random: () => 0.3, count: 2, first: 'q1' })],
  [
    'a set that already holds an answer',
    () => ({ bank, random: () => 0.3, count: 2, first: 'q1', answers: [1] }),
  ],
]

/** What the visitor sees of the quiz (spec §2 "Improved level quiz"). */
function view(s: Snapshot) {
  return {
    step: selectStep(s),
    current: s.context.current,
    answered: s.context.answers.length,
    canGoOn: selectCanGoOn(s),
    email: s.context.email,
    busy: s.hasTag('busy'),
  }
}
type Outcome = ReturnType<typeof view> & { toasts: ToastParams[] }

/**
 * The spec's answer to the path's last step, from what the visitor saw before it; `preset` answers
 * were held before the quiz began (a set whose answers and questions differ in number).
 */
function expected(last: Event, before: Snapshot, preset: number): Outcome {
  const seen = { ...view(before), toasts: [] }
  const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
  if (answer) return { ...seen, step: answer.step, toasts: answer.toasts, busy: false }
  switch (last.type) {
    case 'form.submit': {
      if (before.hasTag('busy')) return seen
      const rule = SUBMITS.find((x) => x.event === last)!
      // A well-formed e-mail with answers that do not match the questions: 'Quiz data inconsistency detected'.
      const inconsistent = rule.toasts.length === 0 && preset > 0
      return {
        ...seen,
        email: last.email,
        step: inconsistent ? 'inconsistent' : 'email',
        toasts: inconsistent ? [INCONSISTENT] : rule.toasts,
        busy: rule.toasts.length === 0 && !inconsistent,
      }
    }
    case 'form.change':
      return { ...seen, email: last.value }
    case 'quiz.answer': {
      const accepted = seen.step === 'quiz' && !seen.canGoOn && last.index >= 0 && last.index < 4
      return accepted ? { ...seen, answered: seen.answered + 1, canGoOn: true } : seen
    }
    case 'quiz.next': {
      // 'Please answer the current question before proceeding.'
      if (!seen.canGoOn) return { ...seen, toasts: [ANSWER_FIRST] }
      const wasLast = seen.current === 1
      return wasLast
        ? { ...seen, step: 'email', canGoOn: false }
        : { ...seen, current: seen.current + 1, canGoOn: false }
    }
    default:
      return noExpectation(last)
  }
}

const recorder = new CoverageRecorder()
let pathCount = 0

describe.each(configs)('improved level quiz chart: %s', (_label, input) => {
  const paths = edgeCoveringPaths(improvedLevelQuizMachine, {
    events: eventsFor,
    input: input(),
    serializeState,
  })
  pathCount += paths.length
  const preset = input().answers?.length ?? 0

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const provided = improvedLevelQuizMachine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, SaveImprovedQuizInput>(fakes.logic(SAVE) as never),
      },
    })
    const { actor, emittedByLastStep, beforeLastStep } = await replayAsync(provided, path, {
      input: input(),
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const { questions, answers } = snapshot.context
    const last = path.events.at(-1)!
    const count = (event: Event) => path.events.filter((e) => e === event).length

    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2'])
    expect(answers.length).toBeLessThanOrEqual(preset + 2)
    expect(answers.every((a) => a >= 0 && a < 4)).toBe(true)
    expect(selectCanGoOn(snapshot)).toBe(snapshot.matches({ quiz: 'answered' }))

    // Only a consistent set is ever saved: 0/1 per question, the questions asked in order and the
    // level label.
    const marks = answers.map((a, i) => (a === questions[i]?.correctAnswer ? 1 : 0))
    const label = ['Novice (Under 800)', 'Beginner (800-1200)', 'Expert (2000+)'][
      marks.reduce<number>((n, m) => n + m, 0)
    ]
    const answersGiven = Object.values(AFTER_ANSWER).reduce((n, a) => n + count(a.event), 0)
    const saves = answersGiven + (snapshot.matches('submitting') ? 1 : 0)
    // A set that already held an answer is inconsistent: it is never saved.
    expect({ preset: preset > 0, saved: saves > 0 }).not.toEqual({ preset: true, saved: true })
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({
        table: 'chess_level_quiz',
        row: {
          name: 'Quiz Participant',
          email: 'fan@example.com',
          answers: marks,
          question_ids: ['q1', 'q2'],
          result: label,
        },
      })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))

    expectOutcome(
      path.name,
      { ...view(snapshot), toasts: toastsOf(emittedByLastStep) },
      expected(last, beforeLastStep, preset),
    )
  })
})

describe('improved level quiz chart coverage', () => {
  it('the paths of both configurations visit every state and take every transition', ({ task }) => {
    expectFullCoverage(improvedLevelQuizMachine, recorder, { task, paths: pathCount })
  })
})
