/** What the local backend's modules share: where it keeps its files, where it listens, small helpers. */
import { isRecord } from '../functions/_shared/is-record.js'

/** Git-ignored: the keys, the PGlite data, the running backend's state file. */
export const LOCAL_DIR = '.local'
/** Everything listens on this address only. */
export const HOST = '127.0.0.1'

export function isErrno(error: unknown, code: string): boolean {
  return isRecord(error) && error['code'] === code
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Runs `job` now, then `intervalMs` after each run ends, one run at a time, until the returned stop,
 * which awaits the run in flight, then `onStop`. `stopped()` tells a run that fails while stopping.
 */
export function repeatEvery(
  intervalMs: number,
  job: (stopped: () => boolean) => Promise<void>,
  onStop: () => Promise<void> = async () => undefined,
): () => Promise<void> {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let current: Promise<void> = Promise.resolve()
  const tick = (): void => {
    current = (async () => {
      await job(() => stopped)
      if (!stopped) timer = setTimeout(tick, intervalMs)
    })()
  }
  tick()
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await current
    await onStop()
  }
}
