import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import type * as XState from 'xstate'
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  AnyActorRef,
  Observer,
  EmittedFrom,
  EventFromLogic,
  Snapshot,
  SnapshotFrom,
} from 'xstate'

/**
 * The one way to run a chart (docs/charts.md): `useChart` starts it for a component's lifetime,
 * `useChartSelector` reads it. XState stays off the hydration path by construction: a chart is
 * given as `load`, a function that imports its module (and provides its effects), so neither XState
 * nor the machine is in the chunks a page hydrates with; until the chart runs, every selector gives
 * its `before` value, the chart's initial state (a `*_BEFORE` constant or `*Before()` of the chart's
 * selectors file, checked against the real initial snapshot by tests/components/deferred-chart.test.tsx).
 * The lint rule `import-rules/charts-through-useChart` (eslint.config.js) refuses `@xstate/react`
 * and values of `xstate` anywhere in src/features, src/routes and src/ui.
 *
 * The code (XState and the machine's module, in parallel) is asked for at the first render; the
 * chart starts once the component has mounted and the code is in, and gets every event sent before
 * that, in order. The page is marked live once its charts run (`whenChartsStarted`). Nothing a
 * visitor does in between is lost: a tap on the menu, a replayed submit, an e-mail typed into a form
 * all reach the chart as soon as it runs. A chart's effects that need XState (`fromPromise`) take
 * it from `loadXState()`, in `load`.
 *
 * React components still only render charts: the actor is an ordinary XState actor (same options,
 * `inspect` included), and it is stopped when the component unmounts.
 */
export interface Chart<TLogic extends AnyActorLogic> {
  /** Sends to the chart, or queues for it until it has loaded. */
  send(event: EventFromLogic<TLogic>): void
  /** The running actor, once its code has loaded. */
  readonly actor: Actor<TLogic> | undefined
  /** Called whenever the chart's snapshot changes, and once when it starts. */
  subscribe(listener: () => void): () => void
  /**
   * The chart as @xstate/react's `useSelector` reads an actor: its snapshot (undefined until it has
   * loaded) and a subscription that outlives the actor's load.
   */
  readonly ref: ChartRef
  /** Listens to an event the chart emits (before it has loaded too: the listener is attached first). */
  on<TType extends EmittedFrom<TLogic>['type']>(
    type: TType,
    handler: (event: Extract<EmittedFrom<TLogic>, { type: TType }>) => void,
  ): { unsubscribe(): void }
}

/** What `useSelector` needs of an actor: a snapshot and a subscription. */
export type ChartRef = Pick<AnyActorRef, 'getSnapshot' | 'subscribe'>

/** What the deferred charts use of XState: named, so the bundle keeps only what is used. */
export type XStateRuntime = Pick<typeof XState, 'createActor' | 'fromPromise'>
let xstate: Promise<XStateRuntime> | undefined
/**
 * XState itself: one chunk for every chart. A built page preloads it with the charts' chunk after its
 * own chunks (`<meta name="chart-chunks">`, src/startup/before-hydration.ts); main.tsx asks for it
 * once the router has loaded (the dev server has no such list). It is evaluated only after hydration.
 */
export const loadXState = () =>
  (xstate ??= import('xstate').then(({ createActor, fromPromise }) => ({
    createActor,
    fromPromise,
  })))

/** Charts that have been started and are still waiting for their code. */
const starting = new Set<object>()
let allStarted: (() => void)[] = []

/**
 * Resolves once every chart started so far runs (or has failed to load): hydration-replay.ts marks
 * the page live then, so a tap made before that is replayed to running charts, and a timed chart's
 * countdown is already running when the page says it is live.
 */
export function whenChartsStarted(): Promise<void> {
  if (starting.size === 0) return Promise.resolve()
  return new Promise((resolve) => allStarted.push(resolve))
}

function settled(token: object) {
  if (!starting.delete(token) || starting.size > 0) return
  const waiting = allStarted
  allStarted = []
  for (const resolve of waiting) resolve()
}

interface Listener {
  type: string
  handler: (event: never) => void
  subscription?: { unsubscribe(): void }
}

export class DeferredChart<TLogic extends AnyActorLogic> implements Chart<TLogic> {
  actor: Actor<TLogic> | undefined
  private queue: EventFromLogic<TLogic>[] = []
  private readonly listeners = new Set<() => void>()
  private readonly emitted = new Set<Listener>()
  /** Bumped by every start and stop: a load that finishes after a newer one (or a stop) is dropped. */
  private generation = 0
  /** What the chart had reached when React stopped it (StrictMode's second mount restarts it from there). */
  private persisted: Snapshot<unknown> | undefined
  /** The chart's code, asked for as soon as the component first renders (in the browser). */
  private code: Promise<[XStateRuntime, TLogic]> | undefined

  /**
   * `options` may be a function: it is called when the actor is created, for an input read from
   * the page at that moment (the time since load, say).
   */
  constructor(
    private readonly load: () => Promise<TLogic>,
    private readonly options: ActorOptions<TLogic> | (() => ActorOptions<TLogic>) = {},
  ) {
    if (typeof window !== 'undefined') this.fetchCode()
  }

  private fetchCode() {
    if (!this.code) {
      this.code = Promise.all([loadXState(), this.load()])
      // A failure is reported when the chart starts (useChart), not as an unhandled rejection here.
      this.code.catch(() => {})
    }
    return this.code
  }

  send = (event: EventFromLogic<TLogic>): void => {
    if (this.actor) this.actor.send(event)
    else this.queue.push(event)
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly ref: ChartRef = {
    getSnapshot: () => this.actor?.getSnapshot(),
    subscribe: (observer: Observer<unknown> | ((value: unknown) => void)) => {
      const next = typeof observer === 'function' ? observer : observer.next?.bind(observer)
      const listener = () => next?.(this.actor?.getSnapshot())
      return { unsubscribe: this.subscribe(listener) }
    },
  }

  on: Chart<TLogic>['on'] = (type, handler) => {
    const listener: Listener = { type, handler: handler as (event: never) => void }
    this.emitted.add(listener)
    if (this.actor) this.attach(this.actor, listener)
    return {
      unsubscribe: () => {
        listener.subscription?.unsubscribe()
        this.emitted.delete(listener)
      },
    }
  }

  start(): Promise<void> {
    const generation = ++this.generation
    const token = {}
    starting.add(token)
    return this.fetchCode()
      .then(([{ createActor }, logic]) => {
        if (generation !== this.generation || this.actor) return
        const options = typeof this.options === 'function' ? this.options() : this.options
        this.run(
          createActor(logic, {
            ...options,
            ...(this.persisted ? { snapshot: this.persisted } : {}),
          }),
        )
      })
      .finally(() => settled(token))
  }

  /** Starts the actor with the emitted-event listeners in place, then gives it the queued events. */
  private run(actor: Actor<TLogic>) {
    for (const listener of this.emitted) this.attach(actor, listener)
    actor.subscribe(this.notify)
    actor.start()
    this.actor = actor
    for (const event of this.queue.splice(0)) actor.send(event)
    this.notify()
  }

  stop(): void {
    this.generation++
    const actor = this.actor
    if (!actor) return
    this.persisted = actor.getPersistedSnapshot()
    this.actor = undefined
    for (const listener of this.emitted) listener.subscription?.unsubscribe()
    actor.stop()
  }

  private attach(actor: Actor<TLogic>, listener: Listener) {
    listener.subscription = actor.on(listener.type, listener.handler as never)
  }

  private readonly notify = () => {
    for (const listener of this.listeners) listener()
  }
}

/**
 * Runs a deferred chart for the component's lifetime. `load` resolves to the chart's logic (its
 * module imported, its effects provided); it is called at the first render, so the code downloads
 * while the page hydrates, and the chart starts once the component has mounted and the code is in.
 */
export function useChart<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  options?: ActorOptions<TLogic> | (() => ActorOptions<TLogic>),
): Chart<TLogic> {
  const [chart] = useState(() => new DeferredChart(load, options))
  useEffect(() => {
    chart.start().catch(reportLoadFailure)
    return () => chart.stop()
  }, [chart])
  return chart
}

/** A chart that could not load (the network went away): the page stays as it is, and says why in the console. */
function reportLoadFailure(error: unknown) {
  console.error('A chart could not load:', error)
}

/**
 * What a component renders of its chart: `select` of the running chart's snapshot, or `before`
 * until the chart has loaded (its value in the chart's initial state). @xstate/react's `useSelector`
 * does the reading (the chart stands in for its actor: it can be subscribed to before it runs), so
 * a component re-renders only when what it selects changes.
 */
export function useChartSelector<TLogic extends AnyActorLogic, T>(
  chart: Chart<TLogic>,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  before: T,
): T {
  return useSelector(chart.ref, (snapshot: SnapshotFrom<TLogic> | undefined) =>
    snapshot === undefined ? before : select(snapshot),
  )
}
