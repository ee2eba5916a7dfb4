/**
 * One local backend per root and data directory for the whole process, leased to each Vite server
 * that needs it and stopped when the last lease is released.
 */
import { parseLeadSettings, startLocalBackend, type LocalBackend } from './backend.js'

interface Shared {
  backend: Promise<LocalBackend>
  users: number
}

// One backend per root/data dir for the whole process, shared across Vite's config reloads
// (a restart resolves the new config before closing the old server).
const REGISTRY_KEY = Symbol.for('supabase-local.vite-plugin.registry')
function registry(): Map<string, Shared> {
  const holder = globalThis as { [REGISTRY_KEY]?: Map<string, Shared> }
  return (holder[REGISTRY_KEY] ??= new Map<string, Shared>())
}

export interface Lease {
  backend: LocalBackend
  release(): Promise<void>
}

export async function acquire(
  rootDir: string,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Lease> {
  const key = `${rootDir}\0${databaseUrl ?? dataDir}`
  const map = registry()
  let shared = map.get(key)
  if (!shared) {
    const backend = startLocalBackend({
      rootDir,
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      // The backend the CLIs (npm run leads, funnels, mails) read, unless told otherwise: a second
      // server beside it (the flood test's) leaves the first one's state file alone.
      writeState: process.env['LOCAL_BACKEND_STATE'] !== 'off',
      leadSettings: parseLeadSettings(process.env['LOCAL_LEAD_SETTINGS']),
      log: (line) => console.log(`  local backend: ${line}`),
    })
    shared = { backend, users: 0 }
    map.set(key, shared)
    backend.catch(() => map.delete(key))
  }
  shared.users += 1
  const entry = shared
  const backend = await entry.backend
  let released = false
  return {
    backend,
    release: async () => {
      if (released) return
      released = true
      entry.users -= 1
      if (entry.users > 0) return
      map.delete(key)
      await backend.stop()
    },
  }
}
