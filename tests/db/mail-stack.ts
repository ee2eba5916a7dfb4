/**
 * The mail stack for a database test file: the Edge Functions run by the `deno` binary exactly as the
 * dev server runs them, against this run's database, sending into a real SMTP sink (maildev), and
 * the same functions sending to a port nobody listens on. `useMailStack()` starts them for the file
 * and stops them after it.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest'
import { startFunctions, type LocalFunctions } from '../../supabase/local/edge-functions'
import { ensureLocalKeys, type LocalKeys } from '../../supabase/local/keys'
import { startMailSink, type MailSink } from '../../supabase/local/mail-sink'
import { freePort } from '../../supabase/local/processes'
import { sqlClient } from './helpers'

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The site's origin in the mails (nothing listens there: links are read, not followed). */
export const SITE = 'http://127.0.0.1:9'

export interface SinkMail {
  id: string
  subject: string
  text: string
  html: string
  to: Array<{ address: string }>
  attachments?: Array<{ contentType: string; generatedFileName?: string; fileName?: string }>
}

export interface MailStack {
  readonly keys: LocalKeys
  readonly sink: MailSink
  readonly functions: LocalFunctions
  /** The same functions, sending to an SMTP port nobody listens on. */
  readonly broken: LocalFunctions
}

export function useMailStack(): MailStack {
  const stack = {} as {
    keys: LocalKeys
    sink: MailSink
    functions: LocalFunctions
    broken: LocalFunctions
  }
  const sql = sqlClient()
  beforeAll(async () => {
    stack.keys = await ensureLocalKeys(rootDir)
    stack.sink = await startMailSink()
    const common = {
      rootDir,
      sqlUrl: inject('sqlUrl'),
      siteUrl: SITE,
      functionsPublicUrl: `${SITE}/functions/v1`,
      keys: stack.keys,
    }
    stack.functions = await startFunctions({ ...common, smtpPort: stack.sink.smtpPort })
    stack.broken = await startFunctions({ ...common, smtpPort: await freePort() })
  }, 120_000)
  afterAll(async () => {
    await Promise.allSettled([stack.functions?.stop(), stack.broken?.stop(), stack.sink?.stop()])
    await sql.end({ timeout: 5 })
  })
  // Other files' leads (the load test's thousands) wait in the same queue: each test starts with a
  // quiet queue, so what it sends is what it inserted. The db files run one at a time.
  beforeEach(async () => {
    await sql`update app_private.mail_jobs set status = 'suppressed', last_error = 'quieted by a test'
              where status in ('pending', 'sending', 'held')`
  })
  return stack
}

export async function mailsTo(sink: MailSink, address: string): Promise<SinkMail[]> {
  const response = await fetch(`${sink.webUrl}/api/email`)
  const all = (await response.json()) as SinkMail[]
  return all.filter((m) => m.to.some((t) => t.address === address))
}

/** The raw message, its folded header lines unfolded (RFC 5322). */
export async function source(sink: MailSink, mail: SinkMail): Promise<string> {
  const raw = await (await fetch(`${sink.webUrl}/api/email/${mail.id}/source`)).text()
  return raw.replace(/\r?\n[ \t]+/g, ' ')
}

export async function post(
  base: LocalFunctions,
  name: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base.url}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    parsed = { text }
  }
  return { status: response.status, body: parsed }
}

export function sendMails(stack: MailStack, base: LocalFunctions = stack.functions) {
  return post(base, 'send-mails', undefined, { Authorization: `Bearer ${stack.keys.serviceKey}` })
}

/** Calls send-mails until it claims nothing more; returns what it sent. */
export async function drain(
  stack: MailStack,
  base: LocalFunctions = stack.functions,
): Promise<number> {
  let sent = 0
  for (let round = 0; round < 200; round += 1) {
    const { status, body } = await sendMails(stack, base)
    expect(status).toBe(200)
    sent += Number(body['sent'])
    if (body['claimed'] === 0) return sent
  }
  throw new Error('the queue never emptied')
}

/** The confirmation link's token in a confirmation mail. */
export function confirmationToken(mail: SinkMail): string {
  const link = /http:\/\/127\.0\.0\.1:9\/confirm-email\?token=([\w.-]+)/.exec(mail.text)
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`)
  return link[1]!
}
