/** Model-based test of the FAQ accordion chart: one answer open or none. */
import { describe, expect, it } from 'vitest'
import { accordionMachine } from '../../machines/accordion.machine'
import { selectOpen } from '../../machines/accordion.selectors'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

type Event = ModelEvent<typeof accordionMachine>

const events: Event[] = [0, 1, 2].map((index) => ({ type: 'accordion.toggle', index }))

describe('accordion chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(accordionMachine, { events })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { actor, beforeLastStep } = await replayAsync(accordionMachine, path, { recorder })
    const last = path.events.at(-1) as { index: number }
    // The question clicked opens, unless it was the open one: then none is open.
    const expected = selectOpen(beforeLastStep) === last.index ? null : last.index
    expect(selectOpen(actor.getSnapshot())).toBe(expected)
    expect(actor.getSnapshot().hasTag('expanded')).toBe(expected !== null)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(accordionMachine, recorder, { task, paths: paths.length })
  })
})
