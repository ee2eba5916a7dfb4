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

type Shown = { ready: boolean; failed: boolean }

/** After each last step, from what showed before it: the widget, or the plain link. */
const AFTER: Record<string, (before: Shown) => Shown> = {
  // Near again once loaded or failed changes nothing; the first time it starts loading.
  'widget.near': (before) => before,
  [LOADED.type]: () => ({ ready: true, failed: false }),
  [BLOCKED.type]: () => ({ ready: false, failed: true }),
  [TOO_SLOW.type]: () => ({ ready: false, failed: true }),
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
    const { actor, beforeLastStep } = await replayAsync(machine, path, {
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const expected = AFTER[path.events.at(-1)!.type]!({
      ready: selectReady(beforeLastStep),
      failed: selectFailed(beforeLastStep),
    })
    expect(selectReady(actor.getSnapshot())).toBe(expected.ready)
    expect(selectFailed(actor.getSnapshot())).toBe(expected.failed)
    // The script is asked for once, and only once the section is near.
    expect(fakes.calls).toHaveLength(path.events.some((e) => e.type === 'widget.near') ? 1 : 0)
    // Given up at the time limit, the load is abandoned.
    expect(fakes.aborted('loadWidget')).toBe(path.events.includes(TOO_SLOW) ? 1 : 0)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(schedulingWidgetMachine, recorder, { task, paths: paths.length })
  })
})
