/**
 * Funnel analytics in every machine test: `replay` and `replayAsync` (model.ts) pass each
 * path's real actor through the site's funnel recorder (src/services/funnel-recorder.ts, the code
 * the browser runs) and expect it to record exactly the states the path visits. What the path
 * visits is worked out apart from the actor, with xstate's pure `initialTransition` / `transition`
 * over the path's events: a leaf state counts each time the chart enters it.
 */
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate'
import { leafPaths, type FunnelEvent } from '../../src/domain/funnel-events'
import { createFunnelRecorder, type QueuedSnapshot } from '../../src/services/funnel-recorder'

/** A recorder fed by `inspect`, whose sent batches are kept. */
export function funnelProbe() {
  const batches: FunnelEvent[][] = []
  const queue: QueuedSnapshot[] = []
  const recorder = createFunnelRecorder({
    send: (batch) => batches.push(batch),
    tab: '00000000-0000-4000-8000-000000000000',
    timings: '00000000',
    arms: () => [],
    exposed: { list: () => [], add: () => undefined },
  })
  return {
    inspect: (event: InspectionEvent) => queue.push([event, 0, '/quiz']),
    /** Every recorded step as 'chart state', in order, after the recorder has taken and sent all. */
    recorded(): string[] {
      recorder.take(queue)
      recorder.flush()
      return batches.flat().map((e) => `${e.chart} ${e.state}`)
    },
  }
}

/** The states a path enters, as 'chart state', from the chart's definition alone. */
export function statesVisited(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
): string[] {
  const out: string[] = []
  let before: string[] = []
  const visit = (value: unknown) => {
    const leaves = leafPaths(value)
    for (const leaf of leaves) if (!before.includes(leaf)) out.push(`${machine.id} ${leaf}`)
    before = leaves
  }
  let [snapshot] = initialTransition(machine, input as never)
  visit(snapshot.value)
  for (const event of events) {
    ;[snapshot] = transition(machine, snapshot, event as never)
    visit(snapshot.value)
  }
  return out
}
