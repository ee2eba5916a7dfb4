/**
 * The hosted parts of the mail pipeline, on this machine (docs/backend-and-mail.md):
 *
 *   - an SMTP sink with a web page to read what was sent (`maildev`, npm), on 127.0.0.1;
 *   - the Edge Functions (supabase/functions), run by the `deno` binary of the npm package `deno`
 *     through supabase/functions/_local/serve.ts, with the environment a hosted project gives them;
 *   - the sender loop: POST /send-mails every LOCAL_SEND_INTERVAL_MS with the service key, as
 *     pg_cron + pg_net do on a hosted project (supabase/migrations/20261129200000_retention_everywhere_and_schedules.sql).
 *
 * Started by the Vite plugin for `npm run dev` / `npm run preview` and by the database tests.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { LOCAL_SEND_INTERVAL_MS } from '../functions/_shared/mail-limits.js'
import { errorMessage, freePort, type LocalKeys } from './backend.js'

const HOST = '127.0.0.1'

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

interface ManagedProcess {
  child: ChildProcess
  stop(): Promise<void>
}

const children = new Set<ChildProcess>()
let exitHandlerInstalled = false
function track(child: ChildProcess): void {
  children.add(child)
  child.once('exit', () => children.delete(child))
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true
    process.on('exit', () => {
      for (const running of children) running.kill('SIGKILL')
    })
  }
}

async function startProcess(opts: {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  ready: () => Promise<boolean>
  timeoutMs: number
  log: (line: string) => void
  cwd?: string
}): Promise<ManagedProcess> {
  const output: string[] = []
  const child = spawn(opts.command, opts.args, {
    env: opts.env ?? process.env,
    cwd: opts.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  track(child)
  let readyNow = false
  const onOutput = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue
      output.push(line)
      if (output.length > 60) output.shift()
      // Once ready, only problems are worth a line (maildev logs every mail it receives).
      if (readyNow && /error|fail|warn|uncaught/i.test(line)) opts.log(`[${opts.name}] ${line}`)
    }
  }
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)
  let exited = false
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      resolve()
    })
    child.once('error', () => {
      exited = true
      resolve()
    })
  })
  const stop = async (): Promise<void> => {
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => {
      if (!exited) child.kill('SIGKILL')
    }, 3000)
    await exit
    clearTimeout(timer)
  }
  const deadline = Date.now() + opts.timeoutMs
  while (!readyNow) {
    if (exited) {
      throw new Error(`${opts.name} exited before it was ready. Its output:\n${output.join('\n')}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `${opts.name} was not ready within ${opts.timeoutMs} ms. Its output:\n${output.join('\n')}`,
      )
    }
    readyNow = await opts.ready().catch(() => false)
    if (!readyNow) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, stop }
}

// ---------------------------------------------------------------------------------------------
// The SMTP sink

export interface MailSink {
  smtpPort: number
  /** The sink's web page (and its API: GET /api/email, GET /api/email/<id>/source). */
  webUrl: string
  pid: number
  stop(): Promise<void>
}

/** The directory of an installed package (some, like maildev, do not export their package.json). */
function packageDir(name: string): string {
  const require = createRequire(import.meta.url)
  for (const modules of require.resolve.paths(name) ?? []) {
    if (existsSync(path.join(modules, name, 'package.json'))) return path.join(modules, name)
  }
  throw new Error(`package ${name} is not installed (npm install)`)
}

/** maildev's command-line entry (run with this Node). */
function maildevEntry(): string {
  const dir = packageDir('maildev')
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    bin: Record<string, string>
  }
  return path.join(dir, manifest.bin['maildev'] ?? 'dist/bin/maildev.js')
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

export async function startMailSink(
  opts: {
    smtpPort?: number
    webPort?: number
    log?: (line: string) => void
    /** SMTP over TLS from the first byte (port 465 style), with this certificate and key (PEM files). */
    tls?: { certFile: string; keyFile: string }
  } = {},
): Promise<MailSink> {
  const smtpPort = opts.smtpPort || (await freePort())
  const webPort = opts.webPort || (await freePort())
  const webUrl = `http://${HOST}:${webPort}`
  const directory = await mkdtemp(path.join(os.tmpdir(), 'maildev-'))
  const running = await startProcess({
    name: 'maildev',
    command: process.execPath,
    args: [
      maildevEntry(),
      '--smtp',
      String(smtpPort),
      '--ip',
      HOST,
      '--web',
      String(webPort),
      '--web-ip',
      HOST,
      '--mail-directory',
      directory,
      ...(opts.tls
        ? [
            '--incoming-secure',
            '--incoming-cert',
            opts.tls.certFile,
            '--incoming-key',
            opts.tls.keyFile,
          ]
        : []),
    ],
    ready: async () => (await fetch(`${webUrl}/api/email`)).ok,
    timeoutMs: 60_000,
    log: opts.log ?? (() => undefined),
  })
  return {
    smtpPort,
    webUrl,
    pid: running.child.pid ?? 0,
    stop: async () => {
      await running.stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The Edge Functions

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

// ---------------------------------------------------------------------------------------------
// The sender loop

/** Calls send-mails now and then every `intervalMs` until stopped; one call at a time. */
/**
 * The sender's summary line of one call; it says so loudly when a job died (its tries used up),
 * with what to do about it.
 */
export function senderSummary(report: Readonly<Record<string, number>>): string {
  const line = `send-mails: ${report['sent'] ?? 0} sent, ${report['retried'] ?? 0} to retry, ${report['dead'] ?? 0} dead`
  return (report['dead'] ?? 0) > 0
    ? `${line}: MAIL JOB DIED after every retry; see \`npm run mails -- --status dead\`, ` +
        'revive with `npm run mails -- --revive` once the cause is fixed'
    : line
}

export function startSenderLoop(
  functionsUrl: string,
  serviceKey: string,
  log: (line: string) => void = () => undefined,
  intervalMs: number = LOCAL_SEND_INTERVAL_MS,
): () => Promise<void> {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let current: Promise<void> = Promise.resolve()
  const tick = (): void => {
    current = (async () => {
      try {
        const response = await fetch(`${functionsUrl}/send-mails`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${serviceKey}` },
          signal: AbortSignal.timeout(120_000),
        })
        const report = (await response.json()) as Record<string, number>
        if (!response.ok) log(`send-mails answered ${response.status}`)
        else if (report['claimed']) log(senderSummary(report))
      } catch (error) {
        if (!stopped) log(`send-mails failed: ${errorMessage(error)}`)
      }
      if (!stopped) timer = setTimeout(tick, intervalMs)
    })()
  }
  tick()
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await current
  }
}
