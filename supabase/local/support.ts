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
