/**
 * The SMTP sink of the local mail stack: `maildev` (npm) on 127.0.0.1, with a web page (and its API)
 * to read what was sent (docs/backend-and-mail.md).
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { packageDir, startProcess } from './child-process.js'
import { freePort } from './processes.js'
import { HOST } from './support.js'

export interface MailSink {
  smtpPort: number
  /** The sink's web page (and its API: GET /api/email, GET /api/email/<id>/source). */
  webUrl: string
  pid: number
  stop(): Promise<void>
}

/** maildev's command-line entry (run with this Node). */
function maildevEntry(): string {
  const dir = packageDir('maildev')
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    bin: Record<string, string>
  }
  return path.join(dir, manifest.bin['maildev'] ?? 'dist/bin/maildev.js')
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
