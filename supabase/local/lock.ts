/** PGlite data directory lock: never two PGlite instances on one directory. */
import { unlinkSync } from 'node:fs'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isErrno } from './support.js'
function dataDirLockFile(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/[\\/]+$/, '')}.lock`
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return isErrno(error, 'EPERM')
  }
}

/** The pid holding the data dir, or null when it is free (a stale lock counts as free). */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(dataDirLockFile(dataDir), 'utf8')).trim())
    return Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) ? pid : null
  } catch {
    return null
  }
}

/** Takes the lock for `dataDir` or throws if another live process holds it. Returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = dataDirLockFile(dataDir)
  await mkdir(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          unlinkSync(file)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error
      const holder = await dataDirHolder(dataDir)
      if (holder !== null) {
        throw new Error(
          `PGlite data directory ${dataDir} is in use by process ${holder} ` +
            `(another dev/preview server or \`npm run leads\`); stop it or set LOCAL_DB_DIR to another directory`,
        )
      }
      await unlink(file).catch(() => undefined) // stale lock from a process that died
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}
