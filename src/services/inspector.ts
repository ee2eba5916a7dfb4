import type { InspectionEvent } from 'xstate'
import { whenLiveAndIdle } from '../startup/before-hydration'
import type { QueuedSnapshot } from './funnel-recorder'
import { asksNotToBeTracked } from './privacy-signals'

/**
 * The Stately inspector, in development only and only with `?inspect` in the URL.
 * `startInspector` is called once by main.tsx before the first render; actors pass `inspect`
 * in their options. In production builds the dynamic import is dropped with the dead branch.
 *
 * `inspect` also feeds the funnel recorder (src/services/funnel-recorder.ts): each
 * snapshot is queued as it happens (no other work during an interaction) and the recorder, loaded
 * in an idle moment once the page is live (`whenLive`), turns the queue into rows. Nothing is queued on the server or
 * when the browser sends Global Privacy Control or Do Not Track.
 */
let inspector: { next?: (event: InspectionEvent) => void } | undefined

const funnelQueue: QueuedSnapshot[] = []
let funnelSink: ((item: QueuedSnapshot) => void) | undefined = funnelsAllowed()
  ? (item) => funnelQueue.push(item)
  : undefined

function funnelsAllowed(): boolean {
  return typeof window !== 'undefined' && !asksNotToBeTracked()
}

function startFunnels(): void {
  if (!funnelSink) return
  const load = () =>
    void import('./funnel-recorder').then(
      ({ startFunnelRecorder }) => (funnelSink = startFunnelRecorder(funnelQueue)),
      () => (funnelSink = undefined),
    )
  whenLiveAndIdle(load)
}

export async function startInspector(): Promise<void> {
  startFunnels()
  if (!import.meta.env.DEV || typeof window === 'undefined') return
  if (!new URLSearchParams(window.location.search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspector = createBrowserInspector().inspect
}

export function inspect(event: InspectionEvent): void {
  inspector?.next?.(event)
  if (funnelSink && event.type === '@xstate.snapshot')
    funnelSink([event, Date.now(), location.pathname])
}
