import { useEffect } from 'react'
import { HYDRATED_ATTRIBUTE, REPLAY_QUEUE } from './before-hydration'
import { whenChartsStarted } from './chart'

declare global {
  interface Window {
    [REPLAY_QUEUE]?: HTMLButtonElement[]
  }
}

/**
 * Marks the document hydrated and replays the taps the inline script queued before hydration
 * (src/startup/before-hydration.ts), after the current commit's effects have run.
 */
function replayTaps(win: Window = window): void {
  win.document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  const queued = win[REPLAY_QUEUE] ?? []
  win[REPLAY_QUEUE] = []
  if (queued.length === 0) return
  queueMicrotask(() => {
    for (const button of queued) if (button.isConnected && !button.disabled) button.click()
  })
}

/**
 * Rendered once at the root: its effect runs after the first commit, i.e. once hydration is done,
 * and after the effects of everything below it, which have started their charts
 * (src/startup/chart.ts). The page is marked live, and the queued taps are replayed,
 * once those charts run: until then a tap is still queued by the inline script.
 */
export function useReplayTapsOnce(): void {
  useEffect(() => {
    let live = true
    void whenChartsStarted().then(() => live && replayTaps())
    return () => {
      live = false
    }
  }, [])
}
