/** What a mail is made from (its job, as the queue holds it) and what it says (the model templates render). */
import type { PlanDay } from '../../../src/domain/study-plan.ts'
import type { MailList } from './tokens.ts'

/** A job's payload: the lead row as stored, read only as keys into closed sets (mail-row.ts). */
export type Payload = Record<string, unknown>

export type MailKind =
  | 'confirm'
  | 'newsletter_welcome'
  | 'weekly_class'
  | 'cheat_sheet'
  | 'knowledge_quiz_result'
  | 'level_quiz_result'
  | 'style_quiz_result'
  | 'study_plan'
  | 'opening'
  | 'contact_message'

export interface MailJob {
  id: number
  kind: MailKind
  to_email: string
  payload: Record<string, unknown>
  source_table: string | null
  source_id?: number | null
}

export interface MailLink {
  label: string
  url: string
}

export interface MailSection {
  title: string
  text?: string
  items?: readonly string[]
  /** Numbered instead of bulleted. */
  ordered?: boolean
  /** Links under the text, on one line. */
  links?: readonly MailLink[]
  /** A week as seven days (the study plan's grid), above the text. */
  week?: ReadonlyArray<{ day: string; kind: PlanDay }>
  /** The lesson offer: only a mailbox that confirmed a list gets it (the sender drops it otherwise). */
  offer?: boolean
}

/** A calendar file the mail carries (an iCalendar event, method PUBLISH). */
interface MailCalendar {
  filename: string
  content: string
}

export interface MailModel {
  subject: string
  /** The line mail apps show after the subject. */
  preview: string
  heading: string
  paragraphs: readonly string[]
  sections: readonly MailSection[]
  action?: MailLink
  /** An event for the reader's calendar, attached to the mail. */
  calendar?: MailCalendar
  /** Why this address gets this mail (shown above the unsubscribe link). */
  reason: string
  /** What the unsubscribe link of this mail leaves: a list, or every mail; none for the business. */
  unsubscribe: MailList | null
  replyTo?: string
}

export interface MailContext {
  /** The public site's origin, e.g. https://www.checkmatetutors.com (no trailing slash). */
  siteUrl: string
  /** Link of the weekly live class (a setting: WEEKLY_CLASS_JOIN_URL). */
  weeklyClassUrl: string
  /** Only for 'confirm': the signed confirmation link. */
  confirmUrl?: string
  /** When the mail is made: the weekly class mail names the next class from then. */
  now: Date
}
