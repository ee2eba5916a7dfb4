/**
 * Roles and migrations: supabase/local/roles.sql, then supabase/migrations/*.sql in version order,
 * recorded like the Supabase CLI records them, over PGlite or over postgres.js.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type postgres from 'postgres'
import { errorMessage } from './support.js'
/** The little a migration runner needs, implemented over PGlite and over postgres.js. */
export interface SqlRunner {
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

export function pgliteRunner(db: PGlite): SqlRunner {
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

export function postgresRunner(sql: postgres.Sql | postgres.TransactionSql): SqlRunner {
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

export async function applyRoles(db: SqlRunner, rootDir: string, password: string): Promise<void> {
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
export async function applyMigrations(
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
