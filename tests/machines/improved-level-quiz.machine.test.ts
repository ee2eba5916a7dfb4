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
    const toasts = emittedByLastStep.filter((e) => e.type === 'toast')
    const count = (event: Event) => path.events.filter((e) => e === event).length

    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2'])
    expect(answers.length).toBeLessThanOrEqual(preset + 2)
    expect(answers.every((a) => a >= 0 && a < 4)).toBe(true)
    expect(selectCanGoOn(snapshot)).toBe(snapshot.matches({ quiz: 'answered' }))

    // Only a consistent set is ever saved: 0/1 per question and the level label.
    const marks = answers.map((a, i) => (a === questions[i]?.correctAnswer ? 1 : 0))
    const label = ['Novice (Under 800)', 'Beginner (800-1200)', 'Expert (2000+)'][
      marks.reduce<number>((n, m) => n + m, 0)
    ]
    const answersGiven = Object.values(AFTER_ANSWER).reduce((n, a) => n + count(a.event), 0)
    const saves = answersGiven + (snapshot.matches('submitting') ? 1 : 0)
    if (preset > 0) expect(saves).toBe(0)
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({
        table: 'chess_level_quiz',
        row: {
          name: 'Quiz Participant',
          email: 'fan@example.com',
          answers: marks,
          result: label,
        },
      })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))

    const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
    if (answer) {
      expect(selectStep(snapshot)).toBe(answer.step)
      expect(toasts).toEqual(answer.toasts.map((t) => ({ type: 'toast', ...t })))
      if (answer.step === 'email') expect(snapshot.context.email).toBe(VALID.email)
    } else if (last.type === 'form.submit' && beforeLastStep.matches('submitting')) {
      expect(emittedByLastStep).toEqual([])
    } else if (last.type === 'form.submit') {
      const rule = SUBMITS.find((x) => x.event === last)!
      const inconsistent = rule.toasts.length === 0 && preset > 0
      expect(toasts).toEqual(
        (inconsistent ? [INCONSISTENT] : rule.toasts).map((t) => ({ type: 'toast', ...t })),
      )
      expect(selectStep(snapshot)).toBe(inconsistent ? 'inconsistent' : 'email')
      expect(snapshot.matches('submitting')).toBe(rule.toasts.length === 0 && !inconsistent)
      expect(snapshot.context.email).toBe(last.email)
    } else if (last.type === 'quiz.next') {
      if (beforeLastStep.matches({ quiz: 'unanswered' })) {
        expect(toasts).toEqual([{ type: 'toast', ...ANSWER_FIRST }])
        expect(snapshot.value).toEqual(beforeLastStep.value)
      } else {
        const wasLast = beforeLastStep.context.current === 1
        expect(toasts).toEqual([])
        expect(selectStep(snapshot)).toBe(wasLast ? 'email' : 'quiz')
      }
    } else if (last.type === 'quiz.answer') {
      const accepted =
        beforeLastStep.matches({ quiz: 'unanswered' }) && last.index >= 0 && last.index < 4
      expect(answers.length).toBe(beforeLastStep.context.answers.length + (accepted ? 1 : 0))
      expect(snapshot.matches({ quiz: 'answered' })).toBe(
        accepted || beforeLastStep.matches({ quiz: 'answered' }),
      )
    }
  })
})

describe('improved level quiz chart coverage', () => {
  it('the paths of both configurations visit every state and take every transition', ({ task }) => {
    expectFullCoverage(improvedLevelQuizMachine, recorder, { task, paths: pathCount })
  })
})
