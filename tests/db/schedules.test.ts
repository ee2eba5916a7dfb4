/**
 * The schedules are created by the migrations wherever pg_cron is (`npm run test:db:pg` loads
 * Debian's postgresql-15-cron and pushes the migrations with the Supabase CLI): the sender, retention
 * and dead-job jobs are there, the retention job's own command deletes a row past its period, and the
 * sender's command posts to the project's send-mails with the key from Vault (a stand-in for pg_net
 * records the call: tests/db/hosted-stand-ins.sql). On PGlite, which has no pg_cron, nothing is
 * scheduled and the migration says so. `npm run go-live -- --db` reads the same database and agrees.
 */
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { RETENTION_DAYS } from '../../src/content/retention'
import { hostedDatabaseGaps } from '../../scripts/go-live-db'
import { anon, sqlClient } from './helpers'
import { TABLES, uniqueEmail } from './fixtures'

const sql = sqlClient()
afterAll(() => sql.end({ timeout: 5 }))

const onPostgres = inject('backendKind') === 'postgres'
const DAY = 24 * 60 * 60 * 1000
const JOBS = ['dead-mail-jobs', 'retention', 'send-mails']

async function command(job: string): Promise<string> {
  const [row] = await sql<
    { command: string }[]
  >`select command from cron.job where jobname = ${job}`
  return row!.command
}

describe('the schedules', () => {
  it(
    onPostgres
      ? 'pg_cron has the sender, retention and dead-job jobs, active, as app_private.scheduled_jobs says'
      : 'PGlite has no pg_cron: nothing is scheduled, and go-live --db says what is missing',
    async () => {
      const [cron] = await sql<{ version: string | null }[]>`
        select extversion as version from pg_extension where extname = 'pg_cron'`
      if (!onPostgres) {
        expect(cron).toBeUndefined()
        expect(await sql`select to_regclass('cron.job') as t`).toEqual([{ t: null }])
        const gaps = await hostedDatabaseGaps(inject('sqlUrl'), {
          hosted: { clientAddressHeader: 'cf-connecting-ip' } as never,
        })
        expect(gaps.map((g) => g.key)).toEqual(['pg_cron', 'pg_net', 'vault'])
        return
      }
      expect(cron?.version).toBeTruthy()
      const jobs = await sql<{ jobname: string; schedule: string; active: boolean }[]>`
        select jobname, schedule, active from cron.job order by jobname`
      expect(jobs.map((j) => j.jobname)).toEqual(JOBS)
      expect(jobs.every((j) => j.active)).toBe(true)
      expect(jobs.find((j) => j.jobname === 'retention')?.schedule).toBe('17 3 * * *')
      expect(await command('retention')).toBe('select app_private.apply_retention()')
    },
  )

  it.runIf(onPostgres)("the retention job's command deletes a row past its period", async () => {
    const table = 'study_plans'
    const email = uniqueEmail('cron-retention')
    const fixture = TABLES.find((t) => t.table === table)!
    expect((await anon.insert(table, fixture.valid(email))).status).toBe(201)
    await sql`update public.study_plans
              set created_at = ${new Date(Date.now() - (RETENTION_DAYS.quizAndToolRows + 1) * DAY).toISOString()}
              where email = ${email}`
    const counter = `cron:${randomUUID()}`
    await sql`insert into app_private.rate_counters (counter, window_start, hits)
              values (${counter}, now() - interval '3 days', 1)`
    await sql.unsafe(await command('retention'))
    expect(await sql`select id from public.study_plans where email = ${email}`).toEqual([])
    expect(await sql`select 1 from app_private.rate_counters where counter = ${counter}`).toEqual(
      [],
    )
  })

  it.runIf(onPostgres)(
    "the sender's command posts to send-mails with the service key from Vault",
    async () => {
      await sql`delete from vault.secrets where name in ('project_url', 'service_role_key')`
      await sql`select vault.create_secret('https://abcd.supabase.co', 'project_url')`
      await sql`select vault.create_secret('the-service-key', 'service_role_key')`
      // In one snapshot: pg_cron itself runs this command every minute, and its calls stay out.
      const sender = await command('send-mails')
      const calls = await sql.begin('isolation level repeatable read', async (tx) => {
        await tx`delete from net.calls`
        await tx.unsafe(sender)
        return tx`select url, headers, body, timeout_milliseconds from net.calls`
      })
      expect(calls).toEqual([
        {
          url: 'https://abcd.supabase.co/functions/v1/send-mails',
          headers: {
            'Content-Type': 'application/json',
            Authorization: 'Bearer the-service-key',
          },
          body: {},
          timeout_milliseconds: 55000,
        },
      ])
    },
  )

  it.runIf(onPostgres)('the dead-job command warns in the log while dead jobs wait', async () => {
    const notices: string[] = []
    const listen = postgres(inject('sqlUrl'), {
      max: 1,
      prepare: false,
      onnotice: (notice) => notices.push(String(notice.message)),
    })
    const email = uniqueEmail('cron-dead')
    try {
      await sql`insert into app_private.mail_jobs (kind, to_email, status) values ('study_plan', ${email}, 'dead')`
      const [dead] = await sql<{ n: number }[]>`
        select count(*)::int as n from app_private.mail_jobs where status = 'dead'`
      await listen.unsafe(await command('dead-mail-jobs'))
      expect(notices).toEqual([`${dead!.n} dead mail jobs: run npm run mails -- --status dead`])
    } finally {
      await sql`delete from app_private.mail_jobs where to_email = ${email}`
      await listen.end({ timeout: 5 })
    }
  })

  it.runIf(onPostgres)(
    'go-live --db finds nothing to fix, then each thing that is wrong',
    async () => {
      const facts = {
        hosted: {
          clientAddressHeader: 'cf-connecting-ip',
          supabaseUrl: 'https://abcd.supabase.co',
        },
      } as never
      expect(await hostedDatabaseGaps(inject('sqlUrl'), facts)).toEqual([])
      await sql`select cron.unschedule('retention')`
      await sql`update app_private.retention_settings set days = days + 1 where name = 'rate_counters'`
      await sql`delete from vault.secrets where name = 'service_role_key'`
      try {
        const gaps = await hostedDatabaseGaps(inject('sqlUrl'), {
          hosted: { clientAddressHeader: 'x-real-ip', supabaseUrl: 'https://other.supabase.co' },
        } as never)
        expect(gaps.map((g) => g.key).sort()).toEqual([
          'client_address_header',
          'cron:retention',
          'retention:rate_counters',
          'vault:project_url',
          'vault:service_role_key',
        ])
      } finally {
        await sql`update app_private.retention_settings set days = days - 1 where name = 'rate_counters'`
        await sql`select cron.schedule(name, schedule, command)
                  from app_private.scheduled_jobs((select extversion from pg_extension where extname = 'pg_cron'))
                  where name = 'retention'`
        await sql`select vault.create_secret('the-service-key', 'service_role_key')`
      }
    },
  )
})
