/**
 * Model-based testing helpers shared by every machine test.
 *
 * The pattern: the graph utilities of `xstate/graph` explore a chart from its initial state with a
 * given list of events (for invoked promises and delays these are the `xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>` and `xstate.after.<delay>.<id>` events, with the payloads that reach each
 * branch). From the adjacency map we build one path per edge: the shortest path to the edge's source
 * state, then the edge's event. Each path is replayed on a real actor (with the machine's effects
 * provided by test fakes), and the transitions the actor really took are collected from the
 * inspection API. `expectFullCoverage` then fails the test if any state node or any transition of the
 * chart was never visited.
 */
import {
  createActor,
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { expect, type TestContext } from 'vitest'
import { funnelProbe, statesVisited } from './funnel-replay'
import type { FakeActors } from './fake-actors'
import type { ModelPath } from './paths'

export { FakeActors } from './fake-actors'

export {
  answered,
  edgeCoveringPaths,
  elapsed,
  failed,
  type AnsweredEvent,
  type ModelEvent,
  type ModelPath,
} from './paths'

type AnyTransition = {
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] }
  eventType: string
}

/** Every state node id of the chart. */
function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id)
}

function keyOf(t: AnyTransition): string {
  const list =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
  return `${t.source.id} --${t.eventType || '(always)'}#${list.indexOf(t)}`
}

/** Every transition of the chart, as `sourceId --eventType#index`. */
function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((_t, i) => keys.push(`${node.id} --${eventType}#${i}`))
    }
    node.always?.forEach((_t, i) => keys.push(`${node.id} --(always)#${i}`))
  }
  return [...new Set(keys)]
}

/** Collects what real actors visit while paths are replayed. */
export class CoverageRecorder {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()

  /** Pass as `inspect` to `createActor`. */
  readonly inspect = (ev: { type: string; snapshot?: unknown; _transitions?: unknown[] }) => {
    if (ev.type === '@xstate.microstep') {
      for (const t of (ev._transitions ?? []) as AnyTransition[]) this.transitions.add(keyOf(t))
    }
    const snap = ev.snapshot as { _nodes?: { id: string }[] } | undefined
    if (snap?._nodes) for (const n of snap._nodes) this.states.add(n.id)
  }
}

/** The coverage recorder's and the funnel recorder's inspection, both. */
function inspectBoth(
  recorder: CoverageRecorder | undefined,
  funnel: ReturnType<typeof funnelProbe>,
): never {
  return ((event: Parameters<typeof funnel.inspect>[0]) => {
    recorder?.inspect(event as never)
    funnel.inspect(event)
  }) as never
}

/** The site's funnel recorder recorded exactly the states the path visits. */
function expectFunnelRecorded(
  machine: AnyStateMachine,
  path: ModelPath<AnyStateMachine>,
  input: unknown,
  funnel: ReturnType<typeof funnelProbe>,
): void {
  expect(funnel.recorded(), `${path.name}: funnel recorder`).toEqual(
    statesVisited(machine, input, path.events as EventObject[]),
  )
}

/**
 * The chart's context is data only: a JSON round trip gives it back unchanged, so the snapshot can
 * be persisted and the inspector shows all of it (no functions, class instances or actor refs).
 */
function expectDataOnlyContext(path: ModelPath<AnyStateMachine>, actor: AnyActorRef): void {
  const { context } = actor.getSnapshot() as { context: unknown }
  expect(JSON.parse(JSON.stringify(context ?? null)), `${path.name}: context is data only`).toEqual(
    context ?? null,
  )
}

/**
 * Replays one path on a real actor. Where it ends is not compared with the graph's prediction (the
 * graph and the actor are the same chart): each test compares the outcome with its spec table
 * (outcomes.ts). Checked here for every path: the context is data only, and the funnel recorder
 * recorded exactly the states the path visits.
 */
export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath<TMachine>,
  opts: {
    input?: InputFrom<TMachine>
    recorder?: CoverageRecorder
    onActor?: (actor: Actor<TMachine>) => void
  } = {},
): Actor<TMachine> {
  const funnel = funnelProbe()
  const actor = createActor(machine, {
    input: opts.input,
    inspect: inspectBoth(opts.recorder, funnel),
  } as never) as Actor<TMachine>
  opts.onActor?.(actor)
  actor.start()
  for (const event of path.events) actor.send(event as EventFromLogic<TMachine>)
  expectDataOnlyContext(path, actor)
  expectFunnelRecorded(machine, path, opts.input, funnel)
  return actor
}

/** What `npm run test:machines` prints for one chart (tests/machines/coverage-reporter.ts). */
export interface MachineCoverage {
  chart: string
  states: { covered: number; total: number }
  transitions: { covered: number; total: number }
  paths: number
}

declare module 'vitest' {
  interface TaskMeta {
    machineCoverage?: MachineCoverage
  }
}

/**
 * Fails if any state or transition of the chart was never visited by the replayed paths, and
 * records the figures on the test (`task.meta`) for the coverage table of `npm run test:machines`.
 */
export function expectFullCoverage(
  machine: AnyStateMachine,
  recorder: CoverageRecorder,
  report?: {
    task: TestContext['task']
    paths: number
    /** the row's name; the chart's id by default */ chart?: string
  },
): void {
  const stateIds = allStateIds(machine)
  const transitionKeys = allTransitionKeys(machine)
  const missingStates = stateIds.filter((id) => !recorder.states.has(id))
  const missingTransitions = transitionKeys.filter((k) => !recorder.transitions.has(k))
  if (report) {
    report.task.meta.machineCoverage = {
      chart: report.chart ?? machine.id,
      states: { covered: stateIds.length - missingStates.length, total: stateIds.length },
      transitions: {
        covered: transitionKeys.length - missingTransitions.length,
        total: transitionKeys.length,
      },
      paths: report.paths,
    }
  }
  expect(missingStates, 'state nodes never visited').toEqual([])
  expect(missingTransitions, 'transitions never taken').toEqual([])
}

/**
 * How long the named delay `name` waits in `snapshot`: a number from setup({ delays }), or a function
 * of the context (what is left of a delay counted from the page's load, say).
 */
function delayOf(machine: AnyStateMachine, name: string, snapshot: { context: unknown }): number {
  const delay: unknown = machine.implementations.delays?.[name]
  const ms =
    typeof delay === 'function'
      ? (delay as (args: { context: unknown }) => unknown)({ context: snapshot.context })
      : delay
  if (typeof ms !== 'number')
    throw new Error(
      `Delay ${name} must be named in setup({ delays }), a number or a function of the context`,
    )
  return ms
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Replays a path on a real, started actor: promise outcomes go through `fakes`, delays through a
 * SimulatedClock (`xstate.after.<delay>.<stateId>` advances the clock by that named delay), other
 * events are sent. Checks what `replay` checks; returns the actor and everything it emitted.
 */
export async function replayAsync<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath<TMachine>,
  opts: {
    input?: InputFrom<TMachine>
    recorder?: CoverageRecorder
    fakes?: FakeActors
    clock?: { increment(ms: number): void }
  },
): Promise<{
  actor: Actor<TMachine>
  emitted: Array<{ type: string } & Record<string, unknown>>
  /** What the last step of the path emitted. */
  emittedByLastStep: Array<{ type: string } & Record<string, unknown>>
  /** The snapshot just before the last step. */
  beforeLastStep: SnapshotFrom<TMachine>
}> {
  const funnel = funnelProbe()
  const actor = createActor(machine, {
    input: opts.input,
    inspect: inspectBoth(opts.recorder, funnel),
    clock: opts.clock as never,
  } as never) as Actor<TMachine>
  const emitted: Array<{ type: string } & Record<string, unknown>> = []
  actor.on('*', (e: { type: string }) =>
    emitted.push(e as { type: string } & Record<string, unknown>),
  )
  actor.start()
  let lastStepStart = 0
  let beforeLastStep = actor.getSnapshot() as SnapshotFrom<TMachine>
  for (const event of path.events) {
    lastStepStart = emitted.length
    beforeLastStep = actor.getSnapshot() as SnapshotFrom<TMachine>
    const after = /^xstate\.after\.([^.]+)\./.exec((event as EventObject).type)
    if (opts.fakes?.settle(event as { type: string })) {
      await flush()
    } else if (after && opts.clock) {
      opts.clock.increment(delayOf(machine, after[1]!, actor.getSnapshot()))
      await flush()
    } else {
      actor.send(event as EventFromLogic<TMachine>)
    }
  }
  expectDataOnlyContext(path, actor)
  expectFunnelRecorded(machine, path, opts.input, funnel)
  return { actor, emitted, emittedByLastStep: emitted.slice(lastStepStart), beforeLastStep }
}
