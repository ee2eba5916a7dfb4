/**
 * How the local command-line tools (`npm run leads`, `npm run mails`, `npm run forget`) reach the
 * database they read:
 *
 *   --db <url>        any PostgreSQL (a hosted project's connection string), else
 *   the running local backend's database (its SQL URL in .local/backend.json), else
 *   the PGlite data directory itself (LOCAL_DB_DIR, default .local/pgdata), taken with the same lock
 *   the backend takes, so two PGlite instances never share one directory.
 */
import path from 'node:path'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import postgres from 'postgres'
import { defaultDataDir } from '../backend.js'
import { dataDirHolder, isProcessAlive, lockDataDir } from '../lock.js'
import { readBackendState } from '../state.js'
import { errorMessage } from '../support.js'

/** Opens a PGlite database with the extensions the migrations use. */
function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pgcrypto } })
}

export type Query = <R extends object>(text: string, params?: unknown[]) => Promise<R[]>

/** The project's root (this file is supabase/local/cli/database.ts). */
const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

async function viaPostgres<T>(url: string, read: (query: Query) => Promise<T>): Promise<T> {
  const sql = postgres(url, {
    max: 1,
    prepare: false,
    onnotice: () => undefined,
    connect_timeout: 10,
  })
  try {
    return await read(
      async (text, params = []) =>
        [...(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as never,
    )
  } finally {
    await sql.end({ timeout: 5 })
  }
}

async function viaPglite<T>(dataDir: string, read: (query: Query) => Promise<T>): Promise<T> {
  const release = await lockDataDir(dataDir)
  const db = await createPglite(dataDir)
  try {
    return await read(async (text, params = []) => (await db.query(text, params)).rows as never)
  } finally {
    await db.close()
    release()
  }
}

/**
 * Runs `read` against the database (see the file's comment). Returns null, after saying why, when
 * there is no local database yet; `from` says which database answered.
 */
export async function readDatabase<T>(
  db: string | null,
  read: (query: Query) => Promise<T>,
): Promise<{ result: T; from: string } | null> {
  if (db) return { result: await viaPostgres(db, read), from: 'the database of --db' }
  const state = await readBackendState(ROOT_DIR)
  if (state?.sqlUrl && isProcessAlive(state.pid)) {
    try {
      return {
        result: await viaPostgres(state.sqlUrl, read),
        from: `running local backend ${state.restUrl}`,
      }
    } catch (error) {
      console.error(`note: the running backend's database did not answer (${errorMessage(error)})`)
    }
  }
  const dataDir = process.env['LOCAL_DB_DIR']
    ? path.resolve(ROOT_DIR, process.env['LOCAL_DB_DIR'])
    : defaultDataDir(ROOT_DIR)
  if (!existsSync(dataDir)) {
    console.log(`There is no local database at ${dataDir} yet (start \`npm run dev\` first).`)
    return null
  }
  const holder = await dataDirHolder(dataDir)
  if (holder !== null)
    throw new Error(`${dataDir} is open in process ${holder}; stop that process or try again.`)
  const relative = path.relative(process.cwd(), dataDir)
  return {
    result: await viaPglite(dataDir, read),
    from: `PGlite ${relative && !relative.startsWith('..') ? relative : dataDir}`,
  }
}

/** Runs a tool's `main` when the file is the one node started; errors go to stderr, exit code 1. */
export function runMain(importMetaUrl: string, name: string, main: () => Promise<void>): void {
  if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(importMetaUrl)) {
    main().catch((error: unknown) => {
      console.error(`${name}: ${errorMessage(error)}`)
      process.exitCode = 1
    })
  }
}
