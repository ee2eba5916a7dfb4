/**
 * The embedded local backend: PGlite (or a real PostgreSQL given by URL) with the project's
 * migrations, served by the real PostgREST binary exactly as Supabase serves it
 * (roles anon / authenticated / service_role / authenticator, HS256 keys signed with a local secret).
 *
 * Everything listens on 127.0.0.1 only, on ports picked free by the OS, and every child process
 * is stopped by `stop()` or, failing that, when this Node process exits or is signalled.
 *
 * This file starts and stops it; the jobs it orders are in their own modules: keys.ts (the secret and
 * the keys signed with it), lock.ts (one PGlite per data directory), migrations.ts (roles and
 * migrations), processes.ts (PostgREST and the exit safety net), state.ts (.local/backend.json).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import postgres from 'postgres'
import { authenticatorPassword, ensureLocalKeys } from './keys.js'
import { lockDataDir } from './lock.js'
import {
  applyMigrations,
  applyRoles,
  pgliteRunner,
  postgresRunner,
  type SqlRunner,
} from './migrations.js'
import { keepQueriesWhole } from './pglite-queue.js'
import { installProcessHandlers, running, startPostgrest, type Running } from './processes.js'
import { clearBackendStateSync, writeBackendState } from './state.js'
import { errorMessage, HOST, LOCAL_DIR } from './support.js'

export const MEMORY_DATA_DIR = 'memory://'

export interface LocalBackend {
  /** http://127.0.0.1:<port>, the PostgREST root (tables at /<table>). */
  restUrl: string
  anonKey: string
  serviceKey: string
  /**
   * postgres:// URL for direct SQL as a superuser (tooling and tests): the PGlite socket, or the
   * given databaseUrl. PGlite has ONE session shared by all connections: use only transaction-scoped
   * settings (`set local`), no named prepared statements, and no queries concurrent with PostgREST.
   */
  sqlUrl: string
  stop(): Promise<void>
}

export interface StartLocalBackendOptions {
  rootDir: string
  /** PGlite data directory; default <root>/.local/pgdata; 'memory://' keeps everything in memory. */
  dataDir?: string
  /** Use this PostgreSQL instead of PGlite. */
  databaseUrl?: string
  /** Apply supabase/local/roles.sql and pending migrations first (default true). */
  applyMigrations?: boolean
  log?: (line: string) => void
  /** Write .local/backend.json ({ restUrl, pid }) once ready and remove it on stop (default false). */
  writeState?: boolean
  /**
   * Values for app_private.lead_settings (the lead limits of migration 20250101000100_abuse.sql) on
   * this database, e.g. the test suites' wider budgets: every test of a suite signs up from
   * 127.0.0.1, many a minute. Unknown names are an error.
   */
  leadSettings?: Readonly<Record<string, number>>
}

/** `LOCAL_LEAD_SETTINGS`: `name=value,name=value` (the test servers' lead limits). */
export function parseLeadSettings(text: string | undefined): Record<string, number> | undefined {
  if (!text) return undefined
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const [name, value] = pair.split('=')
      const n = Number(value)
      if (!name || !Number.isInteger(n) || n < 1)
        throw new Error(`LOCAL_LEAD_SETTINGS: bad "${pair}"`)
      return [name.trim(), n]
    }),
  )
}

async function applyLeadSettings(
  runner: SqlRunner,
  settings: Readonly<Record<string, number>> | undefined,
): Promise<void> {
  for (const [name, value] of Object.entries(settings ?? {})) {
    const updated = await runner.query(
      'update app_private.lead_settings set value = $2::integer where name = $1 returning name',
      [name, String(value)],
    )
    if (updated.length !== 1) throw new Error(`lead setting "${name}" does not exist`)
  }
}

export function defaultDataDir(rootDir: string): string {
  return path.join(path.resolve(rootDir), LOCAL_DIR, 'pgdata')
}

/** The hosted service already has roles; altering its `authenticator` would break the project. */
function refuseHostedDatabase(databaseUrl: string): void {
  let host = ''
  try {
    host = new URL(databaseUrl).hostname
  } catch {
    throw new Error('DATABASE_URL is not a valid postgres:// URL')
  }
  if (/(^|\.)(supabase\.co|supabase\.com|pooler\.supabase\.com)$/i.test(host)) {
    throw new Error(
      'DATABASE_URL points at hosted Supabase. The local backend only runs against a local PostgreSQL; ' +
        'for a hosted project set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY instead.',
    )
  }
}

export async function startLocalBackend(opts: StartLocalBackendOptions): Promise<LocalBackend> {
  const rootDir = path.resolve(opts.rootDir)
  const log = opts.log ?? (() => undefined)
  const migrate = opts.applyMigrations ?? true
  const keys = await ensureLocalKeys(rootDir)
  const password = authenticatorPassword(keys)
  installProcessHandlers()

  // Cleanups run in reverse order on failure and on stop().
  const cleanups: Array<() => Promise<void> | void> = []
  const runCleanups = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup()
      } catch (error) {
        log(`local backend: cleanup failed: ${errorMessage(error)}`)
      }
    }
  }
  const syncKills: Array<() => void> = []
  let stopping: Promise<void> | null = null
  const entry: Running = {
    // One stop for everyone (stop(), a signal, a failed start): it stays in `running` until done,
    // so the 'exit' safety net still sees it if the process exits half-way.
    stop: () =>
      (stopping ??= runCleanups().finally(() => {
        running.delete(entry)
      })),
    killSync: () => {
      for (const kill of syncKills) kill()
    },
  }
  running.add(entry)

  try {
    let dbUri: string
    let sqlUrl: string
    let pool: number
    let preparedStatements: boolean
    if (opts.databaseUrl) {
      refuseHostedDatabase(opts.databaseUrl)
      const sql = postgres(opts.databaseUrl, {
        max: 1,
        onnotice: () => undefined,
        connect_timeout: 10,
      })
      try {
        const runner = postgresRunner(sql)
        if (migrate) {
          await applyRoles(runner, rootDir, password)
          await applyMigrations(runner, rootDir, log)
        } else {
          // Roles may come from elsewhere; the password PostgREST uses must still match ours.
          await runner.query(`select set_config('app.authenticator_password', $1, false)`, [
            password,
          ])
          await runner.exec(`do $$ begin
            if exists (select 1 from pg_roles where rolname = 'authenticator') then
              execute format('alter role authenticator with password %L', current_setting('app.authenticator_password'));
            end if; end $$`)
        }
        await applyLeadSettings(runner, opts.leadSettings)
      } finally {
        await sql.end({ timeout: 5 })
      }
      const url = new URL(opts.databaseUrl)
      url.username = 'authenticator'
      url.password = password
      dbUri = url.toString()
      sqlUrl = opts.databaseUrl
      pool = 4
      preparedStatements = true
    } else {
      const dataDir = opts.dataDir ?? defaultDataDir(rootDir)
      const inMemory = dataDir === MEMORY_DATA_DIR
      if (!inMemory) {
        const release = await lockDataDir(dataDir)
        cleanups.push(release)
        syncKills.push(release)
        await mkdir(path.resolve(dataDir), { recursive: true })
      }
      const db = await PGlite.create(inMemory ? MEMORY_DATA_DIR : path.resolve(dataDir), {
        extensions: { pgcrypto },
      })
      cleanups.push(async () => {
        if (!db.closed) await db.close()
      })
      const runner = pgliteRunner(db)
      await applyRoles(runner, rootDir, password)
      if (migrate) await applyMigrations(runner, rootDir, log)
      await applyLeadSettings(runner, opts.leadSettings)

      const socketServer = new PGLiteSocketServer({ db, host: HOST, port: 0, maxConnections: 8 })
      keepQueriesWhole(socketServer)
      await socketServer.start()
      cleanups.push(() => socketServer.stop())
      const socketPort = Number(socketServer.getServerConn().split(':').pop())
      dbUri = `postgres://authenticator:${encodeURIComponent(password)}@${HOST}:${socketPort}/postgres`
      sqlUrl = `postgres://postgres@${HOST}:${socketPort}/postgres`
      pool = 1
      preparedStatements = false
    }

    const postgrest = await startPostgrest({
      dbUri,
      jwtSecret: keys.jwtSecret,
      pool,
      preparedStatements,
      log,
      timeoutMs: 30_000,
    })
    cleanups.push(() => postgrest.stop())
    syncKills.unshift(() => postgrest.killSync())

    if (opts.writeState) {
      await writeBackendState(rootDir, { restUrl: postgrest.restUrl, pid: process.pid, sqlUrl })
      const clear = (): void => clearBackendStateSync(rootDir)
      cleanups.push(clear)
      syncKills.push(clear)
    }

    return {
      restUrl: postgrest.restUrl,
      anonKey: keys.anonKey,
      serviceKey: keys.serviceKey,
      sqlUrl,
      stop: entry.stop,
    }
  } catch (error) {
    await entry.stop()
    throw error
  }
}
