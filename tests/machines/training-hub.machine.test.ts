/**
 * Model-based test of the Training Hub chart, after tests/machines/subscribe.machine.test.ts: the
 * page's filter handed over (`filter.sync`: chips, typing, Back, a shared link; the URL itself is
 * `useUrlFilters`', tested end to end), Show More Tools and its loading pause; one path per edge,
 * replayed on a real actor with a SimulatedClock.
 */
import { describe, expect, it } from 'vitest'
import { SimulatedClock, type SnapshotFrom } from 'xstate'
import { trainingHubMachine } from '../../machines/training-hub.machine'
import {
  selectCanShowMore,
  selectFeatured,
  selectLoadingMore,
  selectVisibleTools,
} from '../../machines/training-hub.selectors'
import { TRAINING_HUB_INITIAL_TOOLS } from '../../machines/timings'
import { TOOLS } from '../../src/content/tools'
import { filterTools, type HubFilter } from '../../src/domain/training-hub'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

type Snapshot = SnapshotFrom<typeof trainingHubMachine>
type Event = ModelEvent<typeof trainingHubMachine>

const input = { tools: TOOLS }
const SHOW_MORE: Event = { type: 'tools.showMore' }
const LOADED = elapsed('showMoreDelay', 'trainingHub.loadingMore')

const EVENTS: Event[] = [
  { type: 'filter.sync', category: 'Quizzes', query: '' },
  { type: 'filter.sync', category: 'All', query: 'chess' },
  { type: 'filter.sync', category: 'Study Plans', query: 'opening' },
  { type: 'filter.sync', category: 'All', query: '' },
  SHOW_MORE,
]

function eventsFor(snapshot: Snapshot): Event[] {
  return snapshot.matches('loadingMore') ? [...EVENTS, LOADED] : EVENTS
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.category, s.context.query])

const recorder = new CoverageRecorder()
const paths = edgeCoveringPaths(trainingHubMachine, { events: eventsFor, input, serializeState })

/** The filter the last `filter.sync` handed over (none: All, no search). */
function filterAfter(events: readonly Event[]): HubFilter {
  const last = [...events].reverse().find((e) => e.type === 'filter.sync')
  return last ? { category: last.category, query: last.query } : { category: 'All', query: '' }
}

type Phase = 'collapsed' | 'loadingMore' | 'expanded'

/**
 * What the grid shows after a path, by the spec (§2 /train): the first 6 tools of the filter until
 * 'Show More Tools' is pressed, a brief loading, then all; the button only while there are more; the
 * featured banner only for All with an empty search. Reads nothing of the chart.
 */
function specView(events: readonly Event[]) {
  let phase: Phase = 'collapsed'
  for (const event of events) {
    phase =
      phase === 'collapsed' && event === SHOW_MORE
        ? 'loadingMore'
        : phase === 'loadingMore' && event === LOADED
          ? 'expanded'
          : phase
  }
  const filter = filterAfter(events)
  const matching = filterTools(TOOLS, filter)
  return {
    visible: phase === 'expanded' ? matching : matching.slice(0, TRAINING_HUB_INITIAL_TOOLS),
    canShowMore: phase === 'collapsed' && matching.length > TRAINING_HUB_INITIAL_TOOLS,
    loading: phase === 'loadingMore',
    featured: filter.category === 'All' && filter.query === '' ? 'Find Your Chess Level' : null,
  }
}

describe('training hub chart', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { actor } = await replayAsync(trainingHubMachine, path, {
      input,
      recorder,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    expect({
      visible: selectVisibleTools(snapshot),
      canShowMore: selectCanShowMore(snapshot),
      loading: selectLoadingMore(snapshot),
      featured: selectFeatured(snapshot)?.title ?? null,
    }).toEqual(specView(path.events))
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(trainingHubMachine, recorder, { task, paths: paths.length })
  })
})
