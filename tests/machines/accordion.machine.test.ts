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

/**
 * The spec's rule folded over a path (reads nothing of the chart): the question clicked opens,
 * closing any other; clicking the open one closes it, so none is open.
 */
function specView(path: readonly Event[]): { open: number | null; expanded: boolean } {
  let open: number | null = null
  for (const event of path) {
    const { index } = event as { index: number }
    open = open === index ? null : index
  }
  return { open, expanded: open !== null }
}

describe('accordion chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(accordionMachine, { events })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { actor } = await replayAsync(accordionMachine, path, { recorder })
    const snapshot = actor.getSnapshot()
    expect({ open: selectOpen(snapshot), expanded: snapshot.hasTag('expanded') }).toEqual(
      specView(path.events),
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(accordionMachine, recorder, { task, paths: paths.length })
  })
})
