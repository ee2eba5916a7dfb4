/**
 * `npm run go-live -- --db <url>`: reads the hosted project's database and checks what no business
 * fact can say: that pg_cron and pg_net are there and every job of app_private.scheduled_jobs is
 * scheduled as the migration schedules it, that Vault holds the sender's two secrets (their names;
 * the project URL's value too, against the facts), that the client-address header is the one the
 * facts give, and that the retention periods are the ones /privacy prints. Each problem is a gap,
 * as an unset fact is.
 */
import postgres from 'postgres'
import type { BusinessFacts } from '../src/content/business'
import { RETENTION_DAYS } from '../src/content/retention'
import type { GoLiveGap } from '../src/domain/go-live'

/** The step no SQL can take: docs/go-live.md says where it is in the dashboard. */
export const DASHBOARD_STEPS = [
  'Authentication > Sign In / Providers: turn "Allow new users to sign up" off (the site has no accounts; config.toml is not applied by `db push`).',
]

/** The secrets the scheduled sender reads from Vault at each run. */
const VAULT_SECRETS = ['project_url', 'service_role_key'] as const

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export async function hostedDatabaseGaps(
  url: string,
  facts: Pick<BusinessFacts, 'hosted'>,
): Promise<GoLiveGap[]> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined })
  const gaps: GoLiveGap[] = []
  const gap = (key: string, what: string) => gaps.push({ key, what, where: '--db' })
  try {
    const [cron] = await sql<{ version: string | null; net: boolean; vault: boolean }[]>`
      select (select extversion from pg_extension where extname = 'pg_cron') as version,
             exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                     where n.nspname = 'net' and p.proname = 'http_post') as net,
             to_regclass('vault.decrypted_secrets') is not null as vault`
    if (!cron?.version)
      gap('pg_cron', 'pg_cron is not installed: enable it, then `supabase db push` again')
    else {
      const expected = await sql<{ name: string; schedule: string; command: string }[]>`
        select name, schedule, command from app_private.scheduled_jobs(${cron.version})`
      const jobs = await sql<
        { jobname: string; schedule: string; command: string; active: boolean }[]
      >`
        select jobname, schedule, command, active from cron.job`
      for (const job of expected) {
        const found = jobs.find((j) => j.jobname === job.name)
        if (!found) gap(`cron:${job.name}`, `the job '${job.name}' is not scheduled`)
        else if (!found.active) gap(`cron:${job.name}`, `the job '${job.name}' is not active`)
        else if (found.schedule !== job.schedule || found.command.trim() !== job.command.trim())
          gap(`cron:${job.name}`, `the job '${job.name}' differs from app_private.scheduled_jobs`)
      }
    }
    if (!cron?.net) gap('pg_net', 'pg_net is not installed: the sender cannot be called')
    if (!cron?.vault) gap('vault', 'Vault is not installed: the sender has no key')
    else {
      const secrets = await sql<{ name: string; value: string | null }[]>`
        select name, case when name = 'project_url' then decrypted_secret end as value
        from vault.decrypted_secrets where name in ${sql([...VAULT_SECRETS])}`
      for (const name of VAULT_SECRETS)
        if (!secrets.some((s) => s.name === name))
          gap(`vault:${name}`, `no Vault secret '${name}' (docs/go-live.md)`)
      const projectUrl = secrets.find((s) => s.name === 'project_url')?.value
      if (projectUrl && facts.hosted.supabaseUrl && projectUrl !== facts.hosted.supabaseUrl)
        gap('vault:project_url', `Vault's project_url is ${projectUrl}, not hosted.supabaseUrl`)
    }
    const [header] = await sql<{ value: string | null }[]>`
      select app_private.client_setting('client_address_header') as value`
    if (header?.value !== facts.hosted.clientAddressHeader)
      gap(
        'client_address_header',
        `app_private.client_settings says '${header?.value}', hosted.clientAddressHeader '${facts.hosted.clientAddressHeader}': run the printed update`,
      )
    const rows = await sql<{ name: string; days: number }[]>`
      select name, days from app_private.retention_settings`
    for (const [kind, days] of Object.entries(RETENTION_DAYS)) {
      if (kind === 'browserEmail') continue
      const row = rows.find((r) => r.name === snake(kind))
      if (row?.days !== days)
        gap(
          `retention:${snake(kind)}`,
          `retention_settings says ${row?.days ?? 'nothing'}, /privacy ${days} days: push the migrations`,
        )
    }
  } finally {
    await sql.end({ timeout: 5 })
  }
  return gaps
}
