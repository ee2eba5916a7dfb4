/**
 * The SMTP server is down for a minute: leads still land, their mails wait in the queue,
 * are retried with backoff, and arrive once the server is back: none lost, none doubled. Runs in
 * its own Playwright project after every other test (it takes down the sink they read).
 */
import postgres from 'postgres'
import { mailSinkPorts, mailSinkURL } from '../../playwright.config'
import { startMailSink, type MailSink } from '../../supabase/local/mail-sink'
import { readBackendState } from '../../supabase/local/state'
import { rowsFor, uniqueEmail } from './db'
import { expect, test } from './fixtures'
import { mailsTo, sinkProcess, waitForMails } from './mail'
import { fillPlan, planForm } from './tool-forms'

/** How long the SMTP server stays down. */
const OUTAGE_MS = 60_000

let restarted: MailSink | null = null
test.afterAll(async () => {
  await restarted?.stop()
})

test('SMTP down for a minute: every mail arrives after it is back, once', async ({ page }) => {
  test.setTimeout(5 * 60_000)
  const sink = await sinkProcess()
  // The server goes away as in a crash. (maildev's SIGTERM is a graceful stop that keeps serving
  // open connections for up to 10 s, which on a busy machine outlasted the wait below.)
  process.kill(sink.pid, 'SIGKILL')
  await expect
    .poll(() =>
      fetch(mailSinkURL).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down')
  const downSince = Date.now()

  const emails = [uniqueEmail('outage-a'), uniqueEmail('outage-b'), uniqueEmail('outage-c')]
  for (const email of emails) {
    await page.goto('/study-plan')
    await fillPlan(page, { email })
    await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
    await expect(page.getByText('We have also emailed this plan to')).toBeVisible()
    expect(await rowsFor('study_plans', email)).toHaveLength(1)
  }

  // The sender keeps trying: each job fails at least twice and waits for its next try.
  const state = await readBackendState(process.cwd())
  const sql = postgres(state!.sqlUrl!, {
    max: 1,
    prepare: false,
    fetch_types: false,
    onnotice: () => undefined,
  })
  try {
    const tries = () =>
      sql.begin(
        (tx) => tx<{ attempts: number; status: string; last_error: string | null }[]>`
        select attempts, status, last_error from app_private.mail_jobs
        where to_email in ${sql(emails)} order by id`,
      )
    await expect
      .poll(
        async () => {
          const jobs = await tries()
          const failing =
            jobs.length === 3 &&
            jobs.every((j) => j.status === 'pending' && j.attempts >= 2 && j.last_error)
          return failing && Date.now() - downSince >= OUTAGE_MS
        },
        { timeout: OUTAGE_MS + 60_000, intervals: [1000] },
      )
      .toBe(true)
    expect(await Promise.all(emails.map(mailsTo).map((p) => p.catch(() => [])))).toEqual([
      [],
      [],
      [],
    ])

    // The server is back, on the same ports.
    restarted = await startMailSink({ smtpPort: mailSinkPorts.smtp, webPort: mailSinkPorts.web })
    for (const email of emails) await waitForMails(email, 1, 180_000)
    // One more mail through the same sender proves it kept running; still one each.
    const marker = uniqueEmail('outage-marker')
    await page.goto('/study-plan')
    await fillPlan(page, { email: marker })
    await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
    await waitForMails(marker)
    for (const email of emails) expect(await mailsTo(email), email).toHaveLength(1)
    expect((await tries()).map((j) => j.status)).toEqual(['sent', 'sent', 'sent'])
  } finally {
    await sql.end({ timeout: 5 })
  }
  expect(sink.smtpPort).toBe(mailSinkPorts.smtp)
})
