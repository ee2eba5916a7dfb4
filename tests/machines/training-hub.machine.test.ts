/**
 * Model-based test of the Training Hub chart, after tests/machines/subscribe.machine.test.ts: chips,
 * search typing, URL syncs (Back, a shared link), Show More Tools and its loading pause; one path per
 * edge, replayed on a real actor with a SimulatedClock and a fake `writeUrl` that records the
 * history entries the visitor would get.
 */
import { describe, expect, it } from 'vitest'
import { SimulatedClock, type SnapshotFrom } from 'xstate'
import { trainingHubMachine, type WriteUrlParams } from '../../machines/training-hub.machine'
import {
  selectCanShowMore,
  selectFeatured,
  selectFilter,
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
  { type: 'filter.category', category: 'Quizzes' },
  { type: 'filter.category', category: 'All' },
  { type: 'filter.search', query: 'c' },
  { type: 'filter.search', query: 'chess' },
  { type: 'filter.search', query: '' },
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

/** The history entries the visitor's events make, as a browser would keep them. */
function historyAfter(events: readonly Event[]): { entries: HubFilter[]; pushes: number } {
  let current: HubFilter = { category: 'All', query: '' }
  const entries = [current]
  let pushes = 0
  for (const event of events) {
    if (event.type === 'filter.category' && event.category !== current.category) {
      current = { ...current, category: event.category }
      entries.push(current)
      pushes++
    } else if (event.type === 'filter.search' && event.query !== current.query) {
      const starts = current.query === ''
      current = { ...current, query: event.query }
      if (starts) {
        entries.push(current)
        pushes++
      } else entries[entries.length - 1] = current
    } else if (event.type === 'filter.sync') {
      current = { category: event.category, query: event.query }
    }
  }
  return { entries, pushes }
}

describe('training hub chart', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const written: WriteUrlParams[] = []
    const provided = trainingHubMachine.provide({
      actions: { writeUrl: (_, params) => void written.push(params) },
    })
    const { actor } = await replayAsync(provided, path, {
      input,
      recorder,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()

    // The URL gets a new entry per category change and per search started; typing replaces it;
    // a sync from the URL writes nothing back.
    const { pushes } = historyAfter(path.events)
    expect(written.filter((w) => w.history === 'push')).toHaveLength(pushes)
    const filter = selectFilter(snapshot)
    const lastFilterEvent = [...path.events].reverse().find((e) => e.type.startsWith('filter.'))
    if (lastFilterEvent && lastFilterEvent.type !== 'filter.sync') {
      // The URL holds what the chips and the search box show.
      expect(historyAfter(path.events).entries.at(-1)).toEqual(filter)
      if (written.length) {
        const { category, query } = written.at(-1)!
        expect({ category, query }).toEqual(filter)
      }
    }

    // What the grid shows.
    const matching = filterTools(TOOLS, filter)
    const expanded = snapshot.matches('expanded')
    expect(selectVisibleTools(snapshot)).toEqual(
      expanded ? matching : matching.slice(0, TRAINING_HUB_INITIAL_TOOLS),
    )
    expect(selectCanShowMore(snapshot)).toBe(
      snapshot.matches('collapsed') && matching.length > TRAINING_HUB_INITIAL_TOOLS,
    )
    expect(selectLoadingMore(snapshot)).toBe(snapshot.matches('loadingMore'))
    expect(selectFeatured(snapshot)?.title ?? null).toBe(
      filter.category === 'All' && filter.query === '' ? 'Find Your Chess Level' : null,
    )
    // Show More Tools opens the list only after the loading pause.
    const shows = path.events.filter((e) => e === SHOW_MORE).length
    const loaded = path.events.filter((e) => e === LOADED).length
    expect(snapshot.matches('collapsed')).toBe(shows === 0)
    expect(expanded).toBe(loaded > 0)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(trainingHubMachine, recorder, { task, paths: paths.length })
  })
})
