/**
 * Paths through a chart, generated with `xstate/graph`; no test framework here, so both the
 * Vitest model tests (tests/machines/model.ts) and the Playwright path replays
 * (tests/e2e/chart-paths.ts) use it.
 *
 * - `edgeCoveringPaths`: one path per edge (the shortest way to the edge's source, then the edge), for
 *   the machine tests that must visit every state and transition.
 * - `pathsInto`: one path per edge into a state a predicate accepts (a result, a failed save...),
 *   with the snapshot after each step, for the browser replays.
 */
import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate'
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type TraversalOptions,
} from 'xstate/graph'

/**
 * The events the graph walk gives for what happens outside the visitor's hands: an invoked actor
 * answering or failing, and a named delay running out. Use these instead of spelling the internal
 * event types by hand.
 */
export interface AnsweredEvent<TOutput = unknown> {
  type: `xstate.done.actor.${string}`
  output: TOutput
}
export interface FailedEvent {
  type: `xstate.error.actor.${string}`
  error: unknown
}
export interface ElapsedEvent {
  type: `xstate.after.${string}`
}
type OutsideEvent = AnsweredEvent | FailedEvent | ElapsedEvent

/** The invoked actor `id` (a save, say) answered with `output`. */
export function answered<TOutput>(id: string, output: TOutput): AnsweredEvent<TOutput> {
  return { type: `xstate.done.actor.${id}`, output }
}

/** The invoked actor `id` threw or rejected with `error` (a network failure, say). */
export function failed(id: string, error: unknown): FailedEvent {
  return { type: `xstate.error.actor.${id}`, error }
}

/** The named delay `delay` of state `stateId` (e.g. 'subscribe.submitting') ran out. */
export function elapsed(delay: string, stateId: string): ElapsedEvent {
  return { type: `xstate.after.${delay}.${stateId}` }
}

/** An event of the chart, or one from outside (answers, failures, delays). */
export type ModelEvent<TMachine extends AnyStateMachine> =
  (EventFromLogic<TMachine> & EventObject) | OutsideEvent

export interface ModelPath<TMachine extends AnyStateMachine> {
  /** Readable name: the events of the path, joined by arrows. */
  name: string
  /** The events to send after the actor starts (without `xstate.init`). */
  events: ModelEvent<TMachine>[]
  /** The snapshot the model expects after the last event. */
  expected: SnapshotFrom<TMachine>
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  events: ModelEvent<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => ModelEvent<TMachine>[])
  input?: InputFrom<TMachine>
  /** Which parts of a snapshot make two states different; defaults to value + context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string
  /** Safety cap on the number of explored states. */
  limit?: number
}

function traversal<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) {
  const serialize =
    options.serializeState ?? ((s: SnapshotFrom<TMachine>) => JSON.stringify(serializeSnapshot(s)))
  const traversalOptions = {
    events: options.events,
    input: options.input,
    limit: options.limit ?? 5000,
    serializeState: (s: SnapshotFrom<TMachine>) => serialize(s),
  } as unknown as TraversalOptions<
    SnapshotFrom<TMachine>,
    EventFromLogic<TMachine>,
    InputFrom<TMachine>
  >
  return { serialize, traversalOptions }
}

/** One path per edge of the chart's reachable graph (shortest way to the source state, then the edge). */
export function edgeCoveringPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPath<TMachine>[] {
  const { serialize, traversalOptions } = traversal(options)
  const shortest = new Map<string, ModelEvent<TMachine>[]>()
  for (const path of getShortestPaths(machine, traversalOptions as never)) {
    const events = path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init')
    shortest.set(serialize(path.state as SnapshotFrom<TMachine>), events as ModelEvent<TMachine>[])
  }
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, traversalOptions as never))
  return edges.map((edge) => {
    const head = shortest.get(serialize(edge.state as SnapshotFrom<TMachine>))
    if (!head)
      throw new Error(`No shortest path to ${serialize(edge.state as SnapshotFrom<TMachine>)}`)
    const events = [...head, edge.event as ModelEvent<TMachine>]
    return {
      name: events.map((e) => (e as EventObject).type).join(' → ') || '(initial)',
      events,
      expected: edge.nextState as SnapshotFrom<TMachine>,
    }
  })
}

export interface ChartStep<TMachine extends AnyStateMachine> {
  event: ModelEvent<TMachine>
  /** The snapshot the chart is in after `event`. */
  state: SnapshotFrom<TMachine>
}

export interface ChartPath<TMachine extends AnyStateMachine> {
  /** Readable name: the events of the path, joined by arrows. */
  name: string
  /** The snapshot right after the actor started. */
  start: SnapshotFrom<TMachine>
  /** The steps after the actor started (without `xstate.init`). */
  steps: ChartStep<TMachine>[]
}

/**
 * One path per edge of the chart that enters a state `to` accepts: the shortest way to the edge's
 * source, then the edge, with the snapshot after each step. This includes the shortest path to every
 * accepted state, and reaches each of them by every way in (each backend answer, say).
 */
export function pathsInto<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine> & { to: (snapshot: SnapshotFrom<TMachine>) => boolean },
): ChartPath<TMachine>[] {
  const { serialize, traversalOptions } = traversal(options)
  const shortest = new Map<
    string,
    { start: SnapshotFrom<TMachine>; steps: ChartStep<TMachine>[] }
  >()
  for (const path of getShortestPaths(machine, traversalOptions as never)) {
    const [init, ...rest] = path.steps
    shortest.set(serialize(path.state as SnapshotFrom<TMachine>), {
      start: init!.state as SnapshotFrom<TMachine>,
      steps: rest.map((s) => ({
        event: s.event as ModelEvent<TMachine>,
        state: s.state as SnapshotFrom<TMachine>,
      })),
    })
  }
  return adjacencyMapToArray(getAdjacencyMap(machine, traversalOptions as never))
    .filter((edge) => options.to(edge.nextState as SnapshotFrom<TMachine>))
    .map((edge) => {
      const head = shortest.get(serialize(edge.state as SnapshotFrom<TMachine>))!
      const steps = [
        ...head.steps,
        {
          event: edge.event as ModelEvent<TMachine>,
          state: edge.nextState as SnapshotFrom<TMachine>,
        },
      ]
      return {
        name: steps.map((s) => stepName(s.event as EventObject)).join(' → '),
        start: head.start,
        steps,
      }
    })
}

/** An event as a path's name shows it: its type, and a backend answer's output. */
function stepName(event: EventObject): string {
  return 'output' in event ? `${event.type} ${JSON.stringify(event.output)}` : event.type
}
