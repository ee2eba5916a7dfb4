/**
 * The sender: claims due jobs (FOR UPDATE SKIP LOCKED, with a lease), renders each with React Email,
 * sends it over SMTP and marks it sent; a failed send is retried with backoff and, after
 * MAX_SEND_ATTEMPTS, parked as dead with its error. Two senders at once never send one mail twice: a
 * claimed job is invisible to the other until its lease runs out. A sender that dies after the SMTP
 * server took a mail and before the mark leaves that job 'sending' until the lease runs out; it is
 * then sent again: at most one duplicate per crash (the Message-ID stays the same, so many mail
 * apps fold the two).
 */
import type postgres from 'postgres'
import type { Transporter } from 'nodemailer'
import { buildMail } from './mail-content.ts'
import type { MailJob, MailKind, MailModel } from './mail-model.ts'
import {
  CLAIM_LEASE_SECONDS,
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_WINDOW_HOURS,
  ERASE_LINK_DAYS,
  MAX_MAILS_PER_ADDRESS_PER_DAY,
  MAX_SEND_ATTEMPTS,
  SEND_BATCH_SIZE,
  SEND_DEADLINE_MS,
  UNSUBSCRIBE_LINK_DAYS,
  retryBackoffSeconds,
} from './mail-limits.ts'
import { renderMail, type MailLinks } from './templates.tsx'
import { signToken, type MailList } from './tokens.ts'

export interface MailSettings {
  /** The public site, e.g. https://www.checkmatetutors.com: links in mails point there. */
  siteUrl: string
  /** The functions' public root, e.g. https://<ref>.supabase.co/functions/v1 (one-click unsubscribe). */
  functionsUrl: string
  /** The secret the confirmation, unsubscribe and erase links are sealed with (32+ characters). */
  tokenSecret: string
  /** The password of the mail provider's webhook (mail-events); empty: every call is refused. */
  eventsSecret?: string
  /** From header, e.g. "Checkmate Tutors <hello@checkmatetutors.com>". */
  from: string
  /** Where contact messages go. */
  businessInbox: string
  weeklyClassUrl: string
}

export interface SendReport {
  claimed: number
  sent: number
  retried: number
  dead: number
  /** Refused for good by the recipient's server (5xx to RCPT TO): now a suppression. */
  bounced: number
}

/** A permanent refusal of the recipient (a 5xx answer to RCPT TO), as nodemailer reports it. */
export function isRecipientRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown }
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    command === 'RCPT TO'
  )
}

/** The send, or a failure once `ms` have passed (the job is then retried like any failure). */
function withDeadline<T>(send: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the SMTP server in ${ms} ms`)), ms)
  })
  return Promise.race([send, deadline]).finally(() => clearTimeout(timer))
}

/**
 * The mail without the lesson offer: what an address that never confirmed a list gets with its
 * result (the result and our footer only; the offer is promotion it did not ask for). The offer is
 * any link to the lesson pages and any paragraph about lessons.
 */
function withoutOffer(model: MailModel): MailModel {
  const isOffer = (url: string) => /\/lessons(\/|$)/.test(new URL(url).pathname)
  const { action, ...rest } = model
  return {
    ...rest,
    ...(action && !isOffer(action.url) ? { action } : {}),
    paragraphs: model.paragraphs.filter((p) => !/\blessons?\b/i.test(p)),
    sections: model.sections
      .filter((section) => !section.offer)
      .map((section) =>
        section.links
          ? { ...section, links: section.links.filter((l) => !isOffer(l.url)) }
          : section,
      ),
  }
}

interface ClaimedJob extends MailJob {
  created_at: Date
  attempts: number
  /** The mailbox confirmed a list: the mail may carry the lesson offer. */
  promote: boolean
  /** The claim's token: only this sender may mark the job. */
  claim: string
}

const DAY_SECONDS = 24 * 60 * 60

/**
 * One statement in its own explicit transaction. On a hosted project that is what it would be
 * anyway; on the local PGlite, whose one session every connection shares, an explicit transaction
 * is what keeps another connection's statements (PostgREST's) from interleaving with ours.
 */
export async function transaction<T>(
  sql: postgres.Sql,
  run: (tx: postgres.TransactionSql) => Promise<T> | postgres.PendingQuery<postgres.Row[]>,
): Promise<T> {
  return (await sql.begin((tx) => run(tx) as Promise<T>)) as T
}

/** Sends what is due now. `sql` is a connection to the project's database (SUPABASE_DB_URL). */
export async function sendDueMails(
  sql: postgres.Sql,
  transport: Pick<Transporter, 'sendMail'>,
  settings: MailSettings,
): Promise<SendReport> {
  const rows = await transaction(
    sql,
    (tx) => tx<ClaimedJob[]>`
    select id::int as id, kind, to_email, payload, source_table, source_id::int as source_id,
      created_at, attempts, promote,
      claim_token::text as claim
    from app_private.claim_mail_jobs(
      ${SEND_BATCH_SIZE}, ${CLAIM_LEASE_SECONDS}, ${MAX_MAILS_PER_ADDRESS_PER_DAY}, ${CONFIRMATION_WINDOW_HOURS}
    )`,
  )
  const report: SendReport = { claimed: rows.length, sent: 0, retried: 0, dead: 0, bounced: 0 }
  for (const job of rows) {
    try {
      const message = await composeMail(job, settings)
      await withDeadline(transport.sendMail(message), SEND_DEADLINE_MS)
      await transaction(
        sql,
        (tx) => tx`select app_private.mark_mail_sent(${job.id}, ${job.claim}::uuid)`,
      )
      report.sent += 1
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      if (isRecipientRefused(error)) {
        // The receiving server refused the mailbox for good: a suppression, never a retry.
        await transaction(
          sql,
          (tx) => tx`select app_private.mark_mail_bounced(${job.id}, ${job.claim}::uuid, ${text})`,
        )
        report.bounced += 1
        continue
      }
      const [row] = await transaction(
        sql,
        (tx) => tx<{ status: string | null }[]>`
        select app_private.mark_mail_failed(
          ${job.id}, ${job.claim}::uuid, ${text}, ${MAX_SEND_ATTEMPTS}, ${retryBackoffSeconds(job.attempts)}
        ) as status`,
      )
      if (row?.status === 'dead') {
        report.dead += 1
        // The hosted project's log alert matches this line (docs/backend-and-mail.md).
        console.error(
          `mail job ${job.id} (${job.kind}) is dead after ${job.attempts} tries: ${text}`,
        )
      } else report.retried += 1
    }
  }
  return report
}

interface MailAddress {
  name: string
  address: string
}

interface ComposedMail {
  from: string
  to: MailAddress
  replyTo?: MailAddress
  subject: string
  html: string
  text: string
  messageId: string
  headers: Record<string, string>
  /** nodemailer's calendar event: a text/calendar alternative and an .ics attachment. */
  icalEvent?: { filename: string; method: 'PUBLISH'; content: string }
}

const LISTS: readonly MailList[] = [
  'newsletter_subscribers',
  'weekly_live_lessons',
  'free_tactics_cheat_sheet',
]

/** The list a confirmation job asks about (the list row's table). */
function confirmationList(job: Pick<MailJob, 'payload' | 'source_table'>): MailList | null {
  const list = job.source_table ?? job.payload['list']
  return LISTS.find((l) => l === list) ?? null
}

/** A day as a reader says it, in UTC: 'November 28, 2026'. */
function mailDate(at: string | Date): string {
  return new Date(at).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** The mail of one job, links signed, ready for SMTP. */
export async function composeMail(
  job: Pick<MailJob, 'id' | 'kind' | 'to_email' | 'payload' | 'source_table' | 'source_id'> & {
    created_at?: string | Date
    /** The mailbox confirmed a list: the lesson offer may go with a result. */
    promote?: boolean
  },
  settings: MailSettings,
  now: number = Math.floor(Date.now() / 1000),
): Promise<ComposedMail> {
  const site = settings.siteUrl.replace(/\/+$/, '')
  const confirmList = job.kind === 'confirm' ? confirmationList(job) : null
  const confirmUrl =
    confirmList && job.source_id
      ? `${site}/confirm-email?token=${await signToken(
          {
            action: 'confirm',
            email: job.to_email,
            list: confirmList,
            row: job.source_id,
            expires: now + CONFIRMATION_LINK_DAYS * DAY_SECONDS,
          },
          settings.tokenSecret,
        )}`
      : undefined
  if (job.kind === 'confirm' && !confirmUrl) throw new Error('a confirmation names no list row')
  const built = buildMail(job as MailJob & { kind: MailKind }, {
    siteUrl: site,
    weeklyClassUrl: settings.weeklyClassUrl,
    now: new Date(now * 1000),
    ...(confirmUrl ? { confirmUrl } : {}),
  })
  const model = job.promote ? built : withoutOffer(built)
  const headers: Record<string, string> = {}
  let links: MailLinks | null = null
  if (model.unsubscribe) {
    const token = await signToken(
      {
        action: 'unsubscribe',
        email: job.to_email,
        list: model.unsubscribe,
        expires: now + UNSUBSCRIBE_LINK_DAYS * DAY_SECONDS,
      },
      settings.tokenSecret,
    )
    const eraseToken = await signToken(
      {
        action: 'erase',
        email: job.to_email,
        list: 'all',
        issued: now,
        expires: now + ERASE_LINK_DAYS * DAY_SECONDS,
      },
      settings.tokenSecret,
    )
    links = {
      unsubscribe: `${site}/unsubscribe?token=${token}`,
      erase: `${site}/delete-my-data?token=${eraseToken}`,
    }
    // RFC 8058 one-click: the mail app POSTs "List-Unsubscribe=One-Click" to this URL.
    headers['List-Unsubscribe'] =
      `<${settings.functionsUrl.replace(/\/+$/, '')}/unsubscribe?token=${token}>`
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  }
  // Why this address gets this mail: the form, and when it was sent.
  const askedOn = job.created_at ? ` That was on ${mailDate(job.created_at)}.` : ''
  const rendered = await renderMail({ ...model, reason: `${model.reason}${askedOn}` }, site, links)
  const domain = (settings.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost').toLowerCase()
  return {
    from: settings.from,
    // An address object, never a string nodemailer would parse for lists and groups.
    to: { name: '', address: job.to_email },
    ...(model.replyTo ? { replyTo: { name: '', address: model.replyTo } } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: `<mail-job-${job.id}@${domain}>`,
    headers,
    ...(model.calendar ? { icalEvent: { ...model.calendar, method: 'PUBLISH' as const } } : {}),
  }
}
