/** Model-based test of the scheduling widget chart: load when near, fall back on failure or time limit. */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock } from 'xstate'
import { schedulingWidgetMachine } from '../../machines/scheduling-widget.machine'
import { selectFailed, selectReady } from '../../machines/scheduling-widget.selectors'
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

type Event = ModelEvent<typeof schedulingWidgetMachine>

const LOADED = answered('loadWidget', undefined)
const BLOCKED = failed('loadWidget', new Error('net::ERR_BLOCKED_BY_CLIENT'))
const TOO_SLOW = elapsed('loadTimeout', 'schedulingWidget.loading')

type Phase = 'away' | 'loading' | 'ready' | 'failed'

/**
 * The spec's rules (§2 lesson pages: an embedded scheduling widget; ours: loaded once the section
 * is near, given up at the time limit, a plain link if it fails): where each event leads from each
 * phase. Anything not listed changes nothing (near again, an answer after giving up).
 */
const RULES: Partial<Record<Phase, Partial<Record<string, Phase>>>> = {
  away: { 'widget.near': 'loading' },
  loading: { [LOADED.type]: 'ready', [BLOCKED.type]: 'failed', [TOO_SLOW.type]: 'failed' },
}

/** What the visitor sees and the network does after a path. Reads nothing of the chart. */
function specView(events: readonly Event[]) {
  let phase: Phase = 'away'
  let requests = 0
  let abandoned = 0
  for (const event of events) {
    const next: Phase = RULES[phase]?.[event.type] ?? phase
    // The script is asked for once, when loading starts; given up at the time limit, it is abandoned.
    requests += next === 'loading' && phase !== 'loading' ? 1 : 0
    abandoned += phase === 'loading' && event === TOO_SLOW ? 1 : 0
    phase = next
  }
  return { ready: phase === 'ready', failed: phase === 'failed', requests, abandoned }
}

describe('scheduling widget chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(schedulingWidgetMachine, {
    events: (s) =>
      s.matches('loading') ? [LOADED, BLOCKED, TOO_SLOW] : [{ type: 'widget.near' } as Event],
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const machine = schedulingWidgetMachine.provide({
      actors: { loadWidget: fromPromise<void>(fakes.logic('loadWidget') as never) },
    })
    const { actor } = await replayAsync(machine, path, {
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    expect({
      ready: selectReady(actor.getSnapshot()),
      failed: selectFailed(actor.getSnapshot()),
      requests: fakes.calls.length,
      abandoned: fakes.aborted('loadWidget'),
    }).toEqual(specView(path.events))
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(schedulingWidgetMachine, recorder, { task, paths: paths.length })
  })
})
