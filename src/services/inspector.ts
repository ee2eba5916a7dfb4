import type { InspectionEvent } from 'xstate'

/**
 * The Stately inspector, in development only and only with `?inspect` in the URL.
 * `startInspector` is called once by main.tsx before the first render; actors pass `inspect`
 * in their options. In production builds the dynamic import is dropped with the dead branch.
 */
let inspector: { next?: (event: InspectionEvent) => void } | undefined

export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || typeof window === 'undefined') return
  if (!new URLSearchParams(window.location.search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspector = createBrowserInspector().inspect
}

export function inspect(event: InspectionEvent): void {
  inspector?.next?.(event)
}
