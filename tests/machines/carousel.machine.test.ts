/**
 * Model-based test of the carousel chart (pattern: tests/machines/subscribe.machine.test.ts).
 * Every path is replayed; after its last step the index must be what the table says that step does
 * to the index before it, and the chart must be rotating only when the table says so.
 */
import { describe, expect, it } from 'vitest'
import { SimulatedClock, type SnapshotFrom } from 'xstate'
import { carouselMachine, type CarouselInput } from '../../machines/carousel.machine'
import { selectIndex, selectRotating } from '../../machines/carousel.selectors'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

type Snapshot = SnapshotFrom<typeof carouselMachine>
type Event = ModelEvent<typeof carouselMachine>

const ROTATE = elapsed('rotate', 'carousel.rotating')

/**
 * What each step does (spec §4: next/previous with wraparound, a jump by dot): the index after it,
 * from the index and count before it, and rotation.
 */
const AFTER: Record<
  string,
  (
    before: { index: number; count: number; rotating: boolean },
    event: Event,
  ) => {
    index: number
    rotating: boolean
  }
> = {
  'carousel.next': ({ index, count }) => ({ index: (index + 1) % count, rotating: false }),
  'carousel.previous': ({ index, count }) => ({
    index: (index - 1 + count) % count,
    rotating: false,
  }),
  'carousel.goTo': ({ index, count }, event) => {
    const to = (event as { index: number }).index
    return { index: to >= 0 && to < count ? to : index, rotating: false }
  },
  'carousel.play': ({ index, count, rotating }) => ({ index, rotating: rotating || count > 1 }),
  'carousel.pause': ({ index }) => ({ index, rotating: false }),
  // The timer runs only while rotating: a still carousel has none to elapse.
  [ROTATE.type]: ({ index, count, rotating }) =>
    rotating ? { index: (index + 1) % count, rotating } : { index, rotating },
}

/** Folds a whole path through AFTER from the first slide, still: reads nothing of the chart. */
function specView(count: number, events: readonly Event[]) {
  return events.reduce((view, event) => AFTER[event.type]!({ ...view, count }, event), {
    index: 0,
    rotating: false,
  })
}

const eventsFor = (snapshot: Snapshot): Event[] => [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  ...[-1, 0, 1, 2, 3].map((index): Event => ({ type: 'carousel.goTo', index })),
  { type: 'carousel.play' },
  { type: 'carousel.pause' },
  ...(snapshot.hasTag('rotating') ? [ROTATE] : []),
]

const recorder = new CoverageRecorder()
let pathCount = 0

describe.each<[string, CarouselInput]>([
  ['three slides', { count: 3 }],
  ['one slide', { count: 1 }],
])('carousel chart: %s', (_label, input) => {
  const paths = edgeCoveringPaths(carouselMachine, {
    events: eventsFor,
    input,
    serializeState: (s) => JSON.stringify([s.value, s.context.index]),
  })
  pathCount += paths.length

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { actor } = await replayAsync(carouselMachine, path, {
      input,
      recorder,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    expect({ index: selectIndex(snapshot), rotating: selectRotating(snapshot) }).toEqual(
      specView(input.count, path.events),
    )
  })
})

describe('carousel chart coverage', () => {
  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(carouselMachine, recorder, { task, paths: pathCount })
  })
})
