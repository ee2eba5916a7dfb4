/**
 * A generated block of SQL in supabase/migrations: where its live definition is (the last one across
 * the migrations, in the order the Supabase CLI applies them) and how a new one is written.
 *
 * The migrations are a baseline per topic; once they have reached a hosted project, a change is a new
 * migration on top, which redefines the block (every statement in it is a create-or-replace or a full
 * rewrite). So `--write` adds a new migration holding the block; `--write --baseline` rewrites the
 * block in place, which is right only while no database has applied the file (docs/hosted-supabase.md).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

export interface MigrationBlock {
  /** The migration's file name, e.g. 20250101000300_funnels.sql. */
  file: string
  block: string
}

const migrationsDir = (root: string) => join(root, 'supabase', 'migrations')

/** supabase/migrations/<version>_<name>.sql in the order they apply. */
function migrationFiles(root: string): string[] {
  return readdirSync(migrationsDir(root))
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
}

/** The block's last definition: in the newest migration holding it, its last occurrence there. */
export function lastBlock(root: string, begin: string, end: string, what: string): MigrationBlock {
  for (const file of migrationFiles(root).reverse()) {
    const text = readFileSync(join(migrationsDir(root), file), 'utf8')
    const start = text.lastIndexOf(begin)
    const stop = start >= 0 ? text.indexOf(end, start) : -1
    if (stop > start) return { file, block: text.slice(start, stop + end.length) }
  }
  throw new Error(`no migration holds ${what}`)
}

/** A version after every migration's: the time now (UTC, YYYYMMDDHHMMSS), or one past the newest. */
function nextVersion(root: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14)
  const newest = migrationFiles(root).at(-1)?.split('_')[0] ?? '0'
  return BigInt(stamp) > BigInt(newest) ? stamp : String(BigInt(newest) + 1n)
}

/**
 * Writes `block` where it now lives: a new migration `<version>_<name>.sql` on top (the default), or,
 * with `inBaseline`, over the last definition in its file. Returns the file written.
 */
export function writeBlock(
  root: string,
  current: MigrationBlock,
  block: string,
  options: { name: string; inBaseline: boolean; header: string; now?: Date },
): string {
  if (options.inBaseline) {
    const path = join(migrationsDir(root), current.file)
    const text = readFileSync(path, 'utf8')
    const at = text.lastIndexOf(current.block)
    writeFileSync(path, text.slice(0, at) + block + text.slice(at + current.block.length))
    return current.file
  }
  const file = `${nextVersion(root, options.now ?? new Date())}_${options.name}.sql`
  writeFileSync(join(migrationsDir(root), file), `${options.header}\n\n${block}\n`)
  return file
}

/**
 * The command line of a script that generates a block: without flags it prints the block; `--write`
 * writes it as a new migration on top, `--write --baseline` over its last definition. Any other
 * argument is an error that shows the usage (exit code 1).
 */
export function runBlockCli(
  script: string,
  root: string,
  block: string,
  current: MigrationBlock,
  options: { name: string; header: string },
): void {
  let flags: { write: boolean; baseline: boolean }
  try {
    flags = parseArgs({
      args: process.argv.slice(2),
      options: {
        write: { type: 'boolean', default: false },
        baseline: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\nusage: npx tsx ${script} [--write [--baseline]]`,
    )
    process.exit(1)
  }
  if (!flags.write) {
    console.log(block)
  } else if (current.block === block) {
    console.log(`supabase/migrations/${current.file} already holds this block`)
  } else {
    const file = writeBlock(root, current, block, { ...options, inBaseline: flags.baseline })
    console.log(`wrote the generated block to supabase/migrations/${file}`)
  }
}
