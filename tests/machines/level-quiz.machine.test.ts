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
import { expectOutcome, noExpectation, toastsOf } from './outcomes'

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

/** What the visitor sees of the quiz (spec §2 "Level quiz"). */
function view(s: Snapshot) {
  return {
    step: selectStep(s),
    current: s.context.current,
    answered: s.context.answers.length,
    locked: s.hasTag('locked'),
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
  // The save's answer: the result with 'Quiz Complete!', or the e-mail step kept for a retry.
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
        return { ...seen, email: last.email, toasts: rule.toasts, busy: rule.saves, failed: false }
      }
    case 'form.change':
      return { ...seen, email: last.value }
    case 'quiz.answer': {
      // Locked once answered; an index outside the options is ignored (spec §4, §5).
      const accepted = seen.step === 'quiz' && !seen.locked && last.index >= 0 && last.index < 4
      return accepted ? { ...seen, answered: seen.answered + 1, locked: true } : seen
    }
    default: {
      if (last !== AUTO) return noExpectation(last)
      // Auto-advance: the next question, or the e-mail step after the last one.
      const wasLast = seen.current === EXPECTED_SET.length - 1
      return wasLast
        ? { ...seen, step: 'email', locked: false }
        : { ...seen, current: seen.current + 1, locked: false }
    }
  }
}

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
    const count = (event: Event) => path.events.filter((e) => e === event).length

    expect(questions.map((q) => q.id)).toEqual(EXPECTED_SET)
    expect(answers.every((a) => a >= 0 && a < 4)).toBe(true)
    expect(answers.length).toBeLessThanOrEqual(2)

    // One row per save started, with the option indices, the drawn questions in the order asked
    // and the level label.
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
          question_ids: EXPECTED_SET,
          result: label,
        },
      })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))
    expect(snapshot.hasTag('locked')).toBe(snapshot.matches({ quiz: 'locked' }))

    expectOutcome(
      path.name,
      { ...view(snapshot), toasts: toastsOf(emittedByLastStep) },
      expected(last, beforeLastStep),
    )
  })

  it('the paths visit every state and take every transition', ({ task }) => {
    expectFullCoverage(levelQuizMachine, recorder, { task, paths: paths.length })
  })
})
