import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { mailSinkPorts, mailSinkURL } from '../../playwright.config'

/** A mail in the SMTP sink the preview server runs (maildev's JSON API). */
export interface SinkMail {
  id: string
  subject: string
  text: string
  html: string
  to: Array<{ address: string }>
}

/** Every mail the sink received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<SinkMail[]> {
  const response = await fetch(`${mailSinkURL}/api/email`)
  if (!response.ok) throw new Error(`mail sink: ${response.status}`)
  const all = (await response.json()) as SinkMail[]
  return all.filter((mail) => mail.to.some((to) => to.address === address))
}

/** Waits until `address` has `count` mails (the sender runs every few seconds), and returns them. */
export async function waitForMails(
  address: string,
  count = 1,
  timeout = 60_000,
): Promise<SinkMail[]> {
  await expect
    .poll(async () => (await mailsTo(address).catch(() => [])).length, {
      timeout,
      message: `mails to ${address}`,
    })
    .toBeGreaterThanOrEqual(count)
  return mailsTo(address)
}

/** The raw message, folded header lines unfolded. */
export async function mailSource(mail: SinkMail): Promise<string> {
  const raw = await (await fetch(`${mailSinkURL}/api/email/${mail.id}/source`)).text()
  return raw.replace(/\r?\n[ \t]+/g, ' ')
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: SinkMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`${escaped}[^\\s)]*`).exec(mail.text)
  if (!match) throw new Error(`no link ${prefix} in "${mail.subject}"`)
  return match[0]
}

/** The process the preview server started as its sink (supabase/local/vite-plugin.ts writes it). */
export async function sinkProcess(): Promise<{ pid: number; smtpPort: number; webUrl: string }> {
  const file = path.join(process.cwd(), '.local', `mail-sink-${mailSinkPorts.web}.json`)
  return JSON.parse(await readFile(file, 'utf8')) as {
    pid: number
    smtpPort: number
    webUrl: string
  }
}
