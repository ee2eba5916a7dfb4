import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react'

/**
 * A component whose code loads the first time it renders, not with the page: none of the overlays'
 * dialogs (the modal, focus-trap, their copy) is in the first load of any page. Unlike React.lazy it
 * needs no Suspense boundary: it renders nothing until the code has arrived, then the real component
 * (always the same one, so nothing remounts), with no fallback-throttling timer in between (React
 * holds a revealed Suspense boundary back by a timer, which would tie an overlay's appearance to
 * the clock). A failed download is retried the next time it renders.
 */
function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let component: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const listeners = new Set<() => void>()
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        component = module.default
        listeners.forEach((listener) => listener())
      },
      () => {
        loading = null
      },
    ))
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  function LazyComponent(props: P) {
    useEffect(() => void preload(), [])
    const loaded = useSyncExternalStore(
      subscribe,
      () => component,
      () => null,
    )
    return loaded ? createElement(loaded, props) : null
  }
  /** Fetches the code ahead (a timed overlay, once the page is live): it then shows on time. */
  LazyComponent.preload = () => void preload()
  return LazyComponent
}

export const PopupDialog = lazyComponent(() => import('./popup-dialog'))
export const ExitIntentDialog = lazyComponent(() => import('./exit-intent-dialog'))
export const PromoCardView = lazyComponent(() => import('./promo-card-view'))
