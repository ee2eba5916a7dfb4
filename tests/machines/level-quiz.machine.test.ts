/**
 * Model-based test of the level quiz chart family (pattern: subscribe.machine.test.ts): the paths of
 * both charts `levelQuizChart` builds, each replayed and compared with what the spec says of its
 * quiz (spec §2 "Level quiz" and "Improved level quiz", §4, §5, §8). Small fixture banks, two
 * questions drawn per visit with a seeded random source, keep the graphs small; the auto-advance
 * and the save's time limit run on a SimulatedClock. The improved quiz also runs on a question set
 * that already holds an answer, which reaches its inconsistency branch.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { improvedLevelQuizMachine, levelQuizMachine } from '../../machines/level-quiz.machine'
import type { LevelQuizInput, SaveLevelQuizInput } from '../../machines/level-quiz.types'
import { selectCanGoOn, selectChosen, selectStep } from '../../machines/level-quiz.selectors'
import type { ToastParams } from '../../machines/toast'
import type { SaveOutcome } from '../../src/domain/leads'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  FakeActors,
  replayAsync,
} from './model'
import { expectOutcome, noExpectation, toastsOf } from './outcomes'

import {
  afterAnswer,
  ANSWER_FIRST,
  AUTO,
  fixedRandom,
  IMPROVED,
  improvedInput,
  INCONSISTENT,
  LEVEL,
  levelInput,
  NEXT,
  SAVE,
  SUBMITS,
  VALID,
  type Event,
  type Machine,
  type QuizSpec,
  type Snapshot,
} from './level-quiz-tables'

function eventsFor(spec: QuizSpec) {
  const answers = Object.values(afterAnswer(spec)).map((a) => a.event)
  return (s: Snapshot): Event[] => {
    if (s.matches({ quiz: 'answering' }))
      return [0, 1, 3, 4, -1].map((index): Event => ({ type: 'quiz.answer', index }))
    if (s.matches({ quiz: 'locked' })) return [{ type: 'quiz.answer', index: 2 }, AUTO]
    if (s.matches({ quiz: 'unanswered' }))
      return [...[0, 2, 4, -1].map((index): Event => ({ type: 'quiz.answer', index })), NEXT]
    if (s.matches({ quiz: 'answered' })) return [{ type: 'quiz.answer', index: 1 }, NEXT]
    if (s.matches('submitting')) return [VALID, ...answers]
    if (s.matches('email'))
      return [{ type: 'form.change', value: 'fan@example.com' }, ...SUBMITS.map((x) => x.event)]
    return []
  }
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.current, s.context.answers, s.context.email])

/** What the visitor sees of the quiz. */
function view(s: Snapshot) {
  return {
    step: selectStep(s),
    current: s.context.current,
    answered: s.context.answers.length,
    /** The question on screen is answered and locked. */
    locked: selectChosen(s) !== null,
    /** 'Next Question' / 'Continue' is offered. */
    canGoOn: selectCanGoOn(s),
    email: s.context.email,
    busy: s.hasTag('busy'),
    failed: s.hasTag('error'),
  }
}
type Outcome = ReturnType<typeof view> & { toasts: ToastParams[] }

/**
 * The spec's answer to the path's last step, from what the visitor saw before it; `preset` answers
 * were held before the quiz began (a set whose answers and questions differ in number).
 */
function expected(spec: QuizSpec, last: Event, before: Snapshot, preset: number): Outcome {
  const seen = { ...view(before), toasts: [] }
  const answer = Object.values(afterAnswer(spec)).find((a) => a.event === last)
  if (answer)
    return {
      ...seen,
      step: answer.step,
      toasts: answer.toasts,
      busy: false,
      failed: answer.step === 'email',
    }
  switch (last.type) {
    case 'form.submit': {
      // While saving, a second submit is ignored (one row).
      if (before.hasTag('busy')) return seen
      const rule = SUBMITS.find((x) => x.event === last)!
      // A well-formed e-mail with answers that do not match the questions.
      const inconsistent = spec.checksConsistency && rule.saves && preset > 0
      return {
        ...seen,
        email: last.email,
        step: inconsistent ? 'inconsistent' : 'email',
        toasts: inconsistent ? [INCONSISTENT] : rule.toasts,
        busy: rule.saves && !inconsistent,
        failed: inconsistent,
      }
    }
    case 'form.change':
      return { ...seen, email: last.value }
    case 'quiz.answer': {
      // Locked once answered; an index outside the options is ignored (spec §4, §5).
      const accepted = seen.step === 'quiz' && !seen.locked && last.index >= 0 && last.index < 4
      return accepted
        ? { ...seen, answered: seen.answered + 1, locked: true, canGoOn: spec.advance === 'next' }
        : seen
    }
    case 'quiz.next':
      // 'Please answer the current question before proceeding.'
      if (!seen.canGoOn) return { ...seen, toasts: [ANSWER_FIRST] }
      return moveOn(seen)
    default:
      if (last !== AUTO) return noExpectation(last)
      return moveOn(seen)
  }
}

/** The next question, or the e-mail step after the last of the two. */
function moveOn(seen: Outcome): Outcome {
  const next = { ...seen, locked: false, canGoOn: false }
  return seen.current === 1 ? { ...next, step: 'email' } : { ...next, current: seen.current + 1 }
}

const CASES: Array<{
  label: string
  spec: QuizSpec
  input: () => LevelQuizInput
  /** The set selectLevelQuestions draws from the fixture bank, in order. */
  set: string[]
  preset: number
}> = [
  { label: 'level quiz', spec: LEVEL, input: levelInput, set: ['q2', 'q3'], preset: 0 },
  {
    label: 'improved level quiz, a fresh visit',
    spec: IMPROVED,
    input: () => improvedInput(),
    set: ['q1', 'q2'],
    preset: 0,
  },
  {
    label: 'improved level quiz, a set that already holds an answer',
    spec: IMPROVED,
    input: () => improvedInput([1]),
    set: ['q1', 'q2'],
    preset: 1,
  },
]

const recorders = new Map<Machine, CoverageRecorder>([
  [levelQuizMachine, new CoverageRecorder()],
  [improvedLevelQuizMachine, new CoverageRecorder()],
])
const pathCounts = new Map<Machine, number>()

describe('level quiz chart', () => {
  it('draws the set from the injected random source, the first question first', () => {
    const ids = (random: () => number) =>
      createActor(levelQuizMachine, { input: { ...levelInput(), random } })
        .getSnapshot()
        .context.questions.map((q) => q.id)
    expect(ids(fixedRandom())).toEqual(['q2', 'q3'])
    expect(ids(() => 0.1)[0]).toBe('q2')
    expect(new Set([ids(() => 0.1), ids(() => 0.9)].map((x) => x.join())).size).toBe(2)
  })
})

describe.each(CASES)('$label', ({ spec, input, set, preset }) => {
  const paths = edgeCoveringPaths(spec.machine, {
    events: eventsFor(spec),
    input: input(),
    serializeState,
  })
  pathCounts.set(spec.machine, (pathCounts.get(spec.machine) ?? 0) + paths.length)
  const timeout = afterAnswer(spec)['no answer within the time limit'].event
  const saveAnswers = Object.values(afterAnswer(spec)).map((a) => a.event)

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const provided = spec.machine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, SaveLevelQuizInput>(fakes.logic(SAVE) as never),
      },
    })
    const { actor, emittedByLastStep, beforeLastStep } = await replayAsync(provided, path, {
      input: input(),
      recorder: recorders.get(spec.machine)!,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const { questions, answers } = snapshot.context
    const last = path.events.at(-1)!
    const count = (event: Event) => path.events.filter((e) => e === event).length

    expect(questions.map((q) => q.id)).toEqual(set)
    expect(answers.every((a) => a >= 0 && a < 4)).toBe(true)
    expect(answers.length).toBeLessThanOrEqual(preset + 2)

    // One row per save started: the quiz's name, its answers (options or 1/0 per question), the
    // questions in the order asked and the level label. A set that held an answer is never saved.
    const marks = answers.map((a, i) => (a === questions[i]?.correctAnswer ? 1 : 0))
    const label = ['Novice (Under 800)', 'Beginner (800-1200)', 'Expert (2000+)'][
      marks.reduce<number>((n, m) => n + m, 0)
    ]
    const answersGiven = saveAnswers.reduce((n, event) => n + count(event), 0)
    const saves = answersGiven + (snapshot.matches('submitting') ? 1 : 0)
    expect({ preset: preset > 0, saved: saves > 0 }).not.toEqual({ preset: true, saved: true })
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({
        table: 'chess_level_quiz',
        row: {
          name: spec.name,
          email: 'fan@example.com',
          answers: spec.answers === 'options' ? answers : marks,
          question_ids: set,
          result: label,
        },
      })),
    )
    expect(fakes.aborted(SAVE)).toBe(count(timeout))
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))

    expectOutcome(
      path.name,
      { ...view(snapshot), toasts: toastsOf(emittedByLastStep) },
      expected(spec, last, beforeLastStep, preset),
    )
  })
})

describe('level quiz family coverage', () => {
  it('the level quiz paths visit every state and take every transition', ({ task }) => {
    const machine = levelQuizMachine
    expectFullCoverage(machine, recorders.get(machine)!, { task, paths: pathCounts.get(machine)! })
  })
  it('the improved quiz paths (both configurations) visit every state and take every transition', ({
    task,
  }) => {
    const machine = improvedLevelQuizMachine
    expectFullCoverage(machine, recorders.get(machine)!, { task, paths: pathCounts.get(machine)! })
  })
})
