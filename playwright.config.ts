import { createHash } from 'node:crypto'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium'

/**
 * End-to-end tests against the production build (`npm run build` first) served by `vite preview`
 * with its local backend on a fresh in-memory database. Debian's Chromium; no browser is downloaded.
 * The port is derived from the checkout's path so two checkouts can run their suites side by side.
 */
const slot = createHash('sha1').update(process.cwd()).digest()[0]! % 200
const port = Number(process.env.E2E_PORT) || 4300 + slot
export const baseURL = `http://127.0.0.1:${port}`
/** The SMTP sink the preview server starts (supabase/local/mail-sink.ts): fixed ports, so tests read it. */
export const mailSinkPorts = { smtp: port + 10_000, web: port + 10_300 }
export const mailSinkURL = `http://127.0.0.1:${mailSinkPorts.web}`

/**
 * The flood test's own server (tests/e2e/lead-flood.spec.ts): every limit as the migrations set it,
 * which the main server widens for its hundreds of sign-ups from one address.
 */
const floodPort = port + 500

/** Each test server: `vite preview` with its local backend and mail stack on an in-memory database. */
function previewServer(serverPort: number, leadSettings: string, cliState = true) {
  const origin = `http://127.0.0.1:${serverPort}`
  return {
    command: `npx vite preview --port ${serverPort} --strictPort --host 127.0.0.1`,
    // Ready when the site, its backend and its mail stack (sink, functions, sender) all answer.
    url: `${origin}/functions/v1/health`,
    reuseExistingServer: false,
    // Two servers start side by side, each with its database, PostgREST, functions and mail sink:
    // on a busy machine that can take minutes.
    timeout: 300_000,
    env: {
      LOCAL_DB_DIR: 'memory://',
      LOCAL_LEAD_SETTINGS: leadSettings,
      // Only the main server is the one `npm run leads`/`funnels`/`mails` read (tests call them).
      ...(cliState ? {} : { LOCAL_BACKEND_STATE: 'off' }),
      LOCAL_MAIL_SMTP_PORT: String(serverPort + 10_000),
      LOCAL_MAIL_WEB_PORT: String(serverPort + 10_300),
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  }
}

/**
 * `npm run stress:hydration` slows the page's CPU down E2E_CPU_THROTTLE times (tests/e2e/fixtures.ts):
 * the time limits grow with it, so a stress run counts wrong outcomes, not slowness.
 */
const slowdown = Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? '1') || 1)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Three files at a time on two cores: a test spends much of its time waiting on the page (hydration,
  // the backend, the mail sink), so a third worker fills the cores' idle time (the suite took 18.7
  // instead of 20 minutes). Tests are independent: each signs up with its own e-mail (uniqueEmail) and
  // starts in a fresh browser context; assertions wait for what a visitor would see, never a fixed time.
  workers: 3,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000 * slowdown,
  // Assertions wait for what a visitor would see; on a busy machine hydration and rendering take
  // longer, so allow 10 s before an expectation fails (never a fixed sleep).
  expect: { timeout: 10_000 * slowdown },
  reporter: [['list']],
  use: {
    baseURL,
    // No trace: recording one costs every test CPU (a DOM snapshot per action) for the few that fail,
    // and the suite is CPU-bound on two cores. A failure still writes its page snapshot
    // (test-results/<test>/error-context.md); rerun that test with `--trace on` for the full trace.
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mail-outage\.spec\.ts|lead-flood\.spec\.ts/,
    },
    // A minute of flooding against its own server (its own database and mail sink), after the
    // others and beside the mail outage, which leaves the cores idle while it waits for its retries.
    {
      name: 'flood',
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${floodPort}`,
      },
      testMatch: /lead-flood\.spec\.ts/,
    },
    // Stops the SMTP sink every other test reads: runs alone, after all of them.
    {
      name: 'mail-outage',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /mail-outage\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    // Every test signs up from 127.0.0.1, hundreds a run: the per-client and shared limits are
    // widened for this server (tests/db/abuse.test.ts and attacks.test.ts check them at their values).
    previewServer(
      port,
      [
        'table_per_minute=100000',
        'table_per_day=1000000',
        'address_per_10_minutes=100000',
        'address_per_day=1000000',
        'challenges_per_10_minutes=100000',
        'contact_per_client_per_day=100000',
        'contact_per_mailbox_per_day=100000',
        'contact_per_day=100000',
        'funnel_per_client_per_hour=1000000',
        'funnel_per_client_per_day=1000000',
        'funnel_tabs_per_client_per_day=1000000',
        'leads_per_day=1000000',
        'funnel_per_day=1000000',
        'mail_recipients_per_client_per_day=100000',
        'mails_per_domain_per_day=100000',
      ].join(','),
    ),
    // The flood test's: every limit as in production (its scripts come from addresses of their own),
    // but the daily budget of all leads together (the storage ceiling's: its scripts store more than
    // that in a minute) and the proof's price curve, kept as it was (its 21 scripts solve in one
    // process; at today's price they would not reach their allowance in a minute).
    // tests/db/flood.test.ts and attacks.test.ts test both at their values.
    previewServer(
      floodPort,
      'leads_per_day=100000,proof_max_factor=4,proof_step_per_minute=600',
      false,
    ),
  ],
})
