/**
 * The Edge Functions (supabase/functions) on this machine, run by the `deno` binary of the npm
 * package `deno` through supabase/functions/_local/serve.ts, with the environment a hosted project
 * gives them (docs/backend-and-mail.md). With the SMTP sink (mail-sink.ts) and the sender loop
 * (sender-loop.ts) they are the local mail stack, started by the Vite plugin for `npm run dev` /
 * `npm run preview` (vite-mail-stack.ts) and by the database tests.
 */
import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { packageDir, startProcess } from './child-process.js'
import type { LocalKeys } from './keys.js'
import { freePort } from './processes.js'
import { HOST } from './support.js'

/** The sender of every local mail, and the business inbox contact messages go to. */
const LOCAL_MAIL_FROM = 'Checkmate Tutors <hello@checkmatetutors.com>'
export const LOCAL_CONTACT_INBOX = 'coaches@checkmatetutors.com'
export const LOCAL_WEEKLY_CLASS_URL = 'https://meet.checkmatetutors.com/weekly-live-class'

/** The secret of the confirmation and unsubscribe links, derived from the local JWT secret. */
export function localMailTokenSecret(keys: Pick<LocalKeys, 'jwtSecret'>): string {
  return createHmac('sha256', keys.jwtSecret).update('mail-token-secret').digest('hex')
}

/** The local mail-events webhook's password (hosted: the MAIL_EVENTS_SECRET secret). */
export function localMailEventsSecret(keys: Pick<LocalKeys, 'jwtSecret'>): string {
  return createHmac('sha256', keys.jwtSecret).update('mail-events-secret').digest('hex')
}

/**
 * The deno binary of the npm package `deno`: the package places it next to its bin.cjs, or its
 * install API finds it in the platform package (@deno/<os>-<arch>) when the postinstall did not run.
 */
function denoBinary(): string {
  if (process.env['DENO_BIN']) return process.env['DENO_BIN']
  const require = createRequire(import.meta.url)
  const dir = packageDir('deno')
  const local = path.join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno')
  if (existsSync(local)) return local
  const installApi = require(path.join(dir, 'install_api.cjs')) as { runInstall(): string }
  return installApi.runInstall()
}

export interface LocalFunctions {
  /** http://127.0.0.1:<port>: functions at /<name> (Vite serves them at /functions/v1/<name>). */
  url: string
  stop(): Promise<void>
}

export interface StartFunctionsOptions {
  rootDir: string
  /** postgres:// URL the functions use as SUPABASE_DB_URL. */
  sqlUrl: string
  /** The public site's origin: links in mails point there. */
  siteUrl: string
  /** Where the site reaches the functions (List-Unsubscribe), e.g. <siteUrl>/functions/v1. */
  functionsPublicUrl: string
  keys: Pick<LocalKeys, 'jwtSecret' | 'serviceKey'>
  smtpHost?: string
  smtpPort: number
  /** TLS from the first byte (465), trusting this CA certificate (PEM file) besides the system's. */
  smtpTls?: { caFile: string }
  port?: number
  log?: (line: string) => void
}

export async function startFunctions(opts: StartFunctionsOptions): Promise<LocalFunctions> {
  const port = opts.port || (await freePort())
  const url = `http://${HOST}:${port}`
  const functionsDir = path.join(path.resolve(opts.rootDir), 'supabase', 'functions')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: process.env['HOME'] ?? os.tmpdir(),
    DENO_DIR: process.env['DENO_DIR'] ?? path.join(path.resolve(opts.rootDir), '.local', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    FUNCTIONS_PORT: String(port),
    SUPABASE_URL: opts.functionsPublicUrl.replace(/\/functions\/v1\/?$/, ''),
    FUNCTIONS_PUBLIC_URL: opts.functionsPublicUrl,
    SUPABASE_DB_URL: opts.sqlUrl,
    SUPABASE_SERVICE_ROLE_KEY: opts.keys.serviceKey,
    SITE_URL: opts.siteUrl,
    MAIL_TOKEN_SECRET: localMailTokenSecret(opts.keys),
    MAIL_EVENTS_SECRET: localMailEventsSecret(opts.keys),
    MAIL_FROM: LOCAL_MAIL_FROM,
    CONTACT_INBOX: LOCAL_CONTACT_INBOX,
    WEEKLY_CLASS_JOIN_URL: LOCAL_WEEKLY_CLASS_URL,
    SMTP_HOST: opts.smtpHost ?? HOST,
    SMTP_PORT: String(opts.smtpPort),
    SMTP_SECURE: opts.smtpTls ? 'true' : 'false',
    ...(opts.smtpTls ? { SMTP_TLS_CA_FILE: opts.smtpTls.caFile } : {}),
  }
  const running = await startProcess({
    name: 'functions',
    command: denoBinary(),
    args: [
      'run',
      '--quiet',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--config',
      path.join(functionsDir, 'deno.json'),
      path.join(functionsDir, '_local', 'serve.ts'),
    ],
    env,
    cwd: path.resolve(opts.rootDir),
    ready: async () => (await fetch(`${url}/health`)).ok,
    timeoutMs: 60_000,
    log: opts.log ?? (() => undefined),
  })
  return { url, stop: running.stop }
}
