/**
 * Model-based test of the level quiz chart (pattern: subscribe.machine.test.ts). A three-question
 * bank in two categories, two drawn per visit with a seeded random source, keeps the graph small;
 * the auto-advance and the save's time limit run on a SimulatedClock.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  levelQuizMachine,
  type LevelQuizInput,
  type SaveLevelQuizInput,
} from '../../machines/level-quiz.machine'
import { selectStep, type LevelQuizStep } from '../../machines/level-quiz.selectors'
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

type Snapshot = SnapshotFrom<typeof levelQuizMachine>
type Event = ModelEvent<typeof levelQuizMachine>

const SAVE = 'saveLead'
/** What selectLevelQuestions draws from the fixture bank with `fixedRandom` (q2 first, then a tactics question). */
const EXPECTED_SET = ['q2', 'q3']
const options = ['a', 'b', 'c', 'd'] as const
/** Always the same sequence, so the drawn set is the same on every replay. */
const fixedRandom = () => {
  const values = [0.7, 0.2, 0.9, 0.4, 0.1]
  let i = 0
  return () => values[i++ % values.length]!
}
const input = (): LevelQuizInput => ({
  bank: [
    { id: 'q1', category: 'tactics', options, correctAnswer: 0 },
    { id: 'q2', category: 'endgame', options, correctAnswer: 3 },
    { id: 'q3', category: 'tactics', options, correctAnswer: 1 },
  ],
  random: fixedRandom(),
  count: 2,
  first: 'q2',
})

const failure = (description: string): ToastParams => ({
  tone: 'error',
  title: 'Submission Error',
  description,
})
const FALLBACK = failure('There was an issue submitting your quiz. Please try again.')

const AFTER_ANSWER: Record<string, { event: Event; step: LevelQuizStep; toasts: ToastParams[] }> = {
  saved: {
    event: answered<SaveOutcome>(SAVE, { status: 'success' }),
    step: 'result',
    toasts: [{ tone: 'success', ...QUIZ_MESSAGES.levelComplete }],
  },
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
    event: elapsed('saveTimeout', 'levelQuiz.submitting'),
    step: 'email',
    toasts: [FALLBACK],
  },
}

const SUBMITS: Array<{
  event: Event & { type: 'form.submit' }
  saves: boolean
  toasts: ToastParams[]
}> = [
  {
    event: { type: 'form.submit', email: '  ' },
    saves: false,
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.levelEmailRequired }],
  },
  {
    event: { type: 'form.submit', email: 'not-an-email' },
    saves: false,
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.levelEmailInvalid }],
  },
  {
    event: { type: 'form.submit', email: `${'a'.repeat(95)}@example.com` },
    saves: false,
    toasts: [{ tone: 'error', ...QUIZ_MESSAGES.levelEmailInvalid }],
  },
  { event: { type: 'form.submit', email: ' <Fan@Example.COM> ' }, saves: true, toasts: [] },
]
const VALID = SUBMITS.at(-1)!.event
const AUTO = elapsed('autoAdvance', 'levelQuiz.quiz.locked')

function eventsFor(s: Snapshot): Event[] {
  if (s.matches({ quiz: 'answering' }))
    return [0, 1, 3, 4, -1].map((index): Event => ({ type: 'quiz.answer', index }))
  if (s.matches({ quiz: 'locked' })) return [{ type: 'quiz.answer', index: 2 }, AUTO]
  if (s.matches('submitting')) return [VALID, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  if (s.matches('email'))
    return [{ type: 'form.change', value: 'fan@example.com' }, ...SUBMITS.map((x) => x.event)]
  return []
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.current, s.context.answers, s.context.email])

const recorder = new CoverageRecorder()
const paths = edgeCoveringPaths(levelQuizMachine, {
  events: eventsFor,
  input: input(),
  serializeState,
})

describe('level quiz chart', () => {
  it('draws the set from the injected random source, the first question first', () => {
    const ids = (random: () => number) =>
      createActor(levelQuizMachine, { input: { ...input(), random } })
        .getSnapshot()
        .context.questions.map((q) => q.id)
    expect(ids(fixedRandom())).toEqual(EXPECTED_SET)
    expect(ids(() => 0.1)[0]).toBe('q2')
    expect(new Set([ids(() => 0.1), ids(() => 0.9)].map((x) => x.join())).size).toBe(2)
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const provided = levelQuizMachine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, SaveLevelQuizInput>(fakes.logic(SAVE) as never),
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

    expect(questions.map((q) => q.id)).toEqual(EXPECTED_SET)
    expect(answers.every((a) => a >= 0 && a < 4)).toBe(true)
    expect(answers.length).toBeLessThanOrEqual(2)

    // One row per save started, with the option indices and the level label.
    const correct = answers.filter((a, i) => a === questions[i]!.correctAnswer).length
    const label = ['Novice (Under 800)', 'Beginner (800-1200)', 'Expert (2000+)'][correct]
    const answersGiven = Object.values(AFTER_ANSWER).reduce((n, a) => n + count(a.event), 0)
    const saves = answersGiven + (snapshot.matches('submitting') ? 1 : 0)
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({
        table: 'chess_level_quiz',
        row: {
          name: 'Quiz Taker',
          email: 'fan@example.com',
          answers,
          result: label,
        },
      })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))
    expect(snapshot.hasTag('locked')).toBe(snapshot.matches({ quiz: 'locked' }))

    const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
    if (answer) {
      expect(selectStep(snapshot)).toBe(answer.step)
      expect(toasts).toEqual(answer.toasts.map((t) => ({ type: 'toast', ...t })))
      if (answer.step === 'email') {
        expect(snapshot.hasTag('error')).toBe(true)
        expect(snapshot.context.email).toBe(VALID.email)
      }
    } else if (last.type === 'form.submit' && beforeLastStep.matches('submitting')) {
      expect(emittedByLastStep).toEqual([])
      expect(snapshot.matches('submitting')).toBe(true)
    } else if (last.type === 'form.submit') {
      const rule = SUBMITS.find((x) => x.event === last)!
      expect(toasts).toEqual(rule.toasts.map((t) => ({ type: 'toast', ...t })))
      expect(snapshot.matches('submitting')).toBe(rule.saves)
      expect(snapshot.context.email).toBe(last.email)
    } else if (last.type === 'quiz.answer') {
      const accepted =
        beforeLastStep.matches({ quiz: 'answering' }) && last.index >= 0 && last.index < 4
      expect(answers.length).toBe(beforeLastStep.context.answers.length + (accepted ? 1 : 0))
      if (accepted) expect(snapshot.matches({ quiz: 'locked' })).toBe(true)
      else expect(snapshot.value).toEqual(beforeLastStep.value)
    } else if (last === AUTO) {
      const wasLast = beforeLastStep.context.current === 1
      expect(selectStep(snapshot)).toBe(wasLast ? 'email' : 'quiz')
      expect(snapshot.context.current).toBe(wasLast ? 1 : beforeLastStep.context.current + 1)
    }
  })

  it('the paths visit every state and take every transition', ({ task }) => {
    expectFullCoverage(levelQuizMachine, recorder, { task, paths: paths.length })
  })
})
