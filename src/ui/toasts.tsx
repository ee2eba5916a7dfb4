import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react'
import type { default as toastApi, ToasterProps } from 'react-hot-toast'
import type { ToastEvent, ToastParams } from '../../machines/toast'
import { whenLive } from '../startup/before-hydration'
import { colors } from './theme'

/** react-hot-toast is not in the first load: it arrives when the first toast or the Toaster needs it. */
const loadToasts = () => import('react-hot-toast')

/**
 * Where the toasts show (rendered once by the root). Its code loads once the page is live
 * (`whenLive`: hydrated, its charts running), or with the first toast; a toast raised before the
 * Toaster has mounted waits in react-hot-toast's store and shows when it mounts.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    let mounted = true
    const cancel = whenLive(() => {
      void loadToasts().then((module) => {
        if (mounted) setToaster(() => module.Toaster)
      })
    })
    return () => {
      mounted = false
      cancel()
    }
  }, [])
  return Toaster ? <Toaster position="top-center" /> : null
}

/**
 * What a form adds under its success toast's text (the weekly class's "Add to calendar" links),
 * and how long that toast then stays.
 */
export interface ToastExtra {
  node: ReactNode
  durationMs: number
}

/** Shows one toast; failures use the destructive style and are announced assertively. */
export function showToast(text: ToastParams, extra?: ToastExtra): void {
  void loadToasts().then(({ default: toast }) => renderToast(toast, text, extra))
}

function renderToast(
  toast: typeof toastApi,
  { tone, title, description }: ToastParams,
  extra?: ToastExtra,
): void {
  const body = (
    <div>
      <strong style={{ display: 'block' }}>{title}</strong>
      <span>{description}</span>
      {tone === 'success' && extra ? extra.node : null}
    </div>
  )
  if (tone === 'error') {
    toast.error(body, {
      style: { background: colors.red, color: '#fff' },
      iconTheme: { primary: '#fff', secondary: colors.red },
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    })
  } else {
    toast.success(body, {
      ariaProps: { role: 'status', 'aria-live': 'polite' },
      ...(extra ? { duration: extra.durationMs } : {}),
    })
  }
}

interface EmitsToasts {
  on(type: 'toast', handler: (event: ToastEvent) => void): { unsubscribe(): void }
}

/**
 * Turns a chart's emitted `toast` events into react-hot-toast calls. A layout effect, so the
 * listener is in place before `useChart` starts the chart (src/startup/chart.ts): an event sent
 * before that, such as a form submit React replays right after hydration, still gets its toast.
 */
export function useMachineToasts(chart: EmitsToasts, successExtra?: ToastExtra): void {
  useLayoutEffect(() => {
    const subscription = chart.on('toast', (event) => showToast(event, successExtra))
    return () => subscription.unsubscribe()
  }, [chart, successExtra])
}
