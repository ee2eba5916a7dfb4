/**
 * Model-based test of the move-stepper chart (pattern: tests/machines/subscribe.machine.test.ts).
 * Every path is replayed; after its last step the ply must be what the table says that step does to
 * the ply before it, the ends must show (tags, and `can` agreeing with them), and the live text must
 * name the move on the board.
 */
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { moveStepperMachine, type MoveStepperInput } from '../../machines/move-stepper.machine'
import {
  selectAtEnd,
  selectAtStart,
  selectMoveText,
  selectPly,
} from '../../machines/move-stepper.selectors'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

type Snapshot = SnapshotFrom<typeof moveStepperMachine>
type Event = ModelEvent<typeof moveStepperMachine>

/** What each step does to the ply, given the ply before it and the length of the line. */
const AFTER: Record<string, (before: { ply: number; count: number }) => number> = {
  'stepper.next': ({ ply, count }) => Math.min(ply + 1, count),
  'stepper.previous': ({ ply }) => Math.max(ply - 1, 0),
}

const events: Event[] = [{ type: 'stepper.next' }, { type: 'stepper.previous' }]

const recorder = new CoverageRecorder()
let pathCount = 0

describe.each<[string, MoveStepperInput]>([
  ['three moves', { sans: ['c4', 'e5', 'Nf3'] }],
  ['one move', { sans: ['e4'] }],
  ['no moves', { sans: [] }],
])('move-stepper chart: %s', (_label, input) => {
  const count = input.sans.length
  const paths = edgeCoveringPaths(moveStepperMachine, {
    events,
    input,
    serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.ply]),
  })
  pathCount += paths.length

  it('starts on the starting position', () => {
    const snapshot = createActor(moveStepperMachine, { input }).start().getSnapshot()
    expect(selectPly(snapshot)).toBe(0)
    expect(selectAtStart(snapshot)).toBe(true)
    expect(selectAtEnd(snapshot)).toBe(count === 0)
    expect(selectMoveText(snapshot)).toBe('Starting position')
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { actor } = await replayAsync(moveStepperMachine, path, { input, recorder })
    // The whole path folded from the starting position: nothing read of the chart.
    const ply = path.events.reduce((at, event) => AFTER[event.type]!({ ply: at, count }), 0)
    const snapshot = actor.getSnapshot()
    expect({
      ply: selectPly(snapshot),
      atStart: selectAtStart(snapshot),
      atEnd: selectAtEnd(snapshot),
      canGoBack: snapshot.can({ type: 'stepper.previous' }),
      canGoOn: snapshot.can({ type: 'stepper.next' }),
      text: selectMoveText(snapshot),
    }).toEqual({
      ply,
      atStart: ply === 0,
      atEnd: ply === count,
      canGoBack: ply > 0,
      canGoOn: ply < count,
      text: ply === 0 ? 'Starting position' : `Move ${ply}: ${input.sans[ply - 1]}`,
    })
  })
})

describe('move-stepper chart, the example of the issue', () => {
  it('reads "Move 1: c4", "Move 2: e5", "Move 3: Nf3", stops at both ends', () => {
    const actor = createActor(moveStepperMachine, { input: { sans: ['c4', 'e5', 'Nf3'] } }).start()
    const texts = [selectMoveText(actor.getSnapshot())]
    for (const type of [
      'next',
      'next',
      'next',
      'next',
      'previous',
      'previous',
      'previous',
      'previous',
    ] as const) {
      actor.send({ type: `stepper.${type}` })
      texts.push(selectMoveText(actor.getSnapshot()))
    }
    expect(texts).toEqual([
      'Starting position',
      'Move 1: c4',
      'Move 2: e5',
      'Move 3: Nf3',
      'Move 3: Nf3',
      'Move 2: e5',
      'Move 1: c4',
      'Starting position',
      'Starting position',
    ])
  })
})

describe('move-stepper chart coverage', () => {
  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(moveStepperMachine, recorder, { task, paths: pathCount })
  })
})
