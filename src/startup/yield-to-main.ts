/**
 * Ends the current task and continues in a new one, so the browser can handle input and paint in
 * between: a long start-up becomes several short tasks (Total Blocking Time counts every task over
 * 50 ms). `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a
 * MessageChannel message. Never a timer: timers are throttled in background tabs and held by a
 * paused test clock (Playwright's `page.clock`), messages are not.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * A form's action (React 19 `<form action>`) that hands the submitted data on in the next task:
 * the browser paints the tap first, then the chart's submit and the page's re-render run
 * (a popup's submit went from ~110 to ~70 ms INP at CPU 4x). The FormData is the submit's own
 * snapshot, so nothing typed in between changes it; a second tap in between is a second submit,
 * which every chart ignores while it is saving (tests/e2e/double-submit.spec.ts).
 */
export function paintFirst(handle: (data: FormData) => void): (data: FormData) => Promise<void> {
  return async (data) => {
    await yieldToMain()
    handle(data)
  }
}
