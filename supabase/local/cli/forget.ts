/**
 * `npm run forget -- --email <address> [--export-only] [--db URL]`: a person's request to see or
 * erase what is stored about them. Prints everything stored for the address's mailbox (every
 * spelling of it: case, +tags, Gmail dots) as JSON, a subject-access export, then erases it
 * everywhere (app_private.erase_mailbox: the eight lead tables, the mail queue, the contact
 * messages, the unsubscribes), keeping only a keyed hash so no mail goes to it again until it signs
 * up and confirms anew, and prints what it deleted. `--export-only` stops after the export.
 *
 * Reads the running local backend's database, or the PGlite data directory, or any PostgreSQL with
 * --db (a hosted project's connection string: the functions are not exposed through the API).
 */
import { readDatabase, runMain } from './database.js'
import { parseFlags } from './flags.js'

interface Options {
  email: string
  exportOnly: boolean
  db: string | null
}

const USAGE = 'usage: npm run forget -- --email <address> [--export-only] [--db postgres://...]'

export function readOptions(argv: readonly string[]): Options {
  return parseFlags(
    argv,
    USAGE,
    { email: { type: 'string' }, 'export-only': { type: 'boolean' }, db: { type: 'string' } },
    (values) => {
      const email = values.email?.trim() ?? ''
      if (!email.includes('@')) throw new Error('--email needs an address')
      return { email, exportOnly: values['export-only'] ?? false, db: values.db ?? null }
    },
  )
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2))
  const read = await readDatabase(options.db, async (query) => {
    const [exported] = await query<{ data: unknown }>(
      'select app_private.export_mailbox($1) as data',
      [options.email],
    )
    if (options.exportOnly) return { exported: exported?.data, erased: null }
    const [erased] = await query<{ report: unknown }>(
      'select app_private.erase_mailbox($1) as report',
      [options.email],
    )
    return { exported: exported?.data, erased: erased?.report }
  })
  if (!read) return
  console.log(JSON.stringify(read.result.exported, null, 2))
  if (read.result.erased)
    console.log(`\nErased (${read.from}): ${JSON.stringify(read.result.erased)}`)
  else console.log(`\nNothing erased (--export-only; ${read.from}).`)
}

runMain(import.meta.url, 'forget', main)
