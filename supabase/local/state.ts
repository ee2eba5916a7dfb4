/** `.local/backend.json`: where a running backend tells other processes (`npm run leads`) its URLs. */
import { existsSync, readFileSync, unlinkSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isRecord } from '../functions/_shared/is-record.js'
import { LOCAL_DIR } from './support.js'
export interface BackendState {
  restUrl: string
  pid: number
  /** Direct SQL (superuser, 127.0.0.1) for tooling such as `npm run mails`. */
  sqlUrl?: string
}

function stateFile(rootDir: string): string {
  return path.join(path.resolve(rootDir), LOCAL_DIR, 'backend.json')
}

export async function writeBackendState(rootDir: string, info: BackendState): Promise<void> {
  await mkdir(path.dirname(stateFile(rootDir)), { recursive: true })
  await writeFile(stateFile(rootDir), `${JSON.stringify(info, null, 2)}\n`)
}

export async function readBackendState(rootDir: string): Promise<BackendState | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(stateFile(rootDir), 'utf8'))
    if (
      isRecord(parsed) &&
      typeof parsed['restUrl'] === 'string' &&
      typeof parsed['pid'] === 'number'
    ) {
      return {
        restUrl: parsed['restUrl'],
        pid: parsed['pid'],
        ...(typeof parsed['sqlUrl'] === 'string' ? { sqlUrl: parsed['sqlUrl'] } : {}),
      }
    }
    return null
  } catch {
    return null
  }
}

/** Removes `.local/backend.json` if it was written by process `pid` (default: this one). */
export function clearBackendStateSync(rootDir: string, pid: number = process.pid): void {
  try {
    const file = stateFile(rootDir)
    if (!existsSync(file)) return
    const text = readFileSync(file, 'utf8')
    const parsed: unknown = JSON.parse(text)
    if (isRecord(parsed) && parsed['pid'] === pid) unlinkSync(file)
  } catch {
    // best effort
  }
}
