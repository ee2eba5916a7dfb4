/**
 * Starts one local backend for the database tests: PGlite in memory by default, or the PostgreSQL
 * in DATABASE_URL (SKIP_MIGRATIONS=1 when the Supabase CLI has already pushed the migrations).
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { MEMORY_DATA_DIR, startLocalBackend } from '../../supabase/local/backend'

declare module 'vitest' {
  export interface ProvidedContext {
    restUrl: string
    anonKey: string
    serviceKey: string
    sqlUrl: string
    runId: string
    backendKind: 'pglite' | 'postgres'
  }
}

/**
 * Many tests sign up, ask for challenges and send funnel events within a minute, most of them with no
 * client address (straight to PostgREST and the functions): the shared budgets and the no-address
 * bucket are widened for the run; tests/db/abuse.test.ts sets the production values where it tests them.
 */
export const TEST_LEAD_SETTINGS = {
  table_per_minute: 100_000,
  table_per_day: 1_000_000,
  no_address_per_10_minutes: 100_000,
  no_address_per_day: 1_000_000,
  no_address_challenges_per_10_minutes: 100_000,
  contact_per_client_per_day: 100_000,
  contact_per_mailbox_per_day: 100_000,
  contact_per_day: 100_000,
  funnel_per_client_per_hour: 1_000_000,
  funnel_per_client_per_day: 1_000_000,
  funnel_tabs_per_client_per_day: 1_000_000,
  leads_per_day: 1_000_000,
  funnel_per_day: 1_000_000,
  mail_recipients_per_client_per_day: 1_000_000,
  mails_per_domain_per_day: 1_000_000,
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
  const databaseUrl = process.env['DATABASE_URL'] || undefined
  const started = Date.now()
  const backend = await startLocalBackend({
    rootDir,
    // Many tests sign up within a minute: the per-table budgets are widened for the run;
    // tests/db/abuse.test.ts sets the production values where it tests them.
    leadSettings: TEST_LEAD_SETTINGS,
    ...(databaseUrl
      ? { databaseUrl, applyMigrations: process.env['SKIP_MIGRATIONS'] !== '1' }
      : { dataDir: MEMORY_DATA_DIR }),
  })
  console.log(
    `db tests: PostgREST ${backend.restUrl} on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}` +
      `${databaseUrl && process.env['SKIP_MIGRATIONS'] === '1' ? ', migrations pushed by the Supabase CLI' : ''}` +
      ` (ready in ${Date.now() - started} ms)`,
  )
  project.provide('restUrl', backend.restUrl)
  project.provide('anonKey', backend.anonKey)
  project.provide('serviceKey', backend.serviceKey)
  project.provide('sqlUrl', backend.sqlUrl)
  project.provide('runId', randomBytes(4).toString('hex'))
  project.provide('backendKind', databaseUrl ? 'postgres' : 'pglite')
  return () => backend.stop()
}
