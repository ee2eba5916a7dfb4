/**
 * The pages our mails link to: not spec routes, not in the sitemap, `noindex`.
 * What each says for every way its link can end.
 */
import type { MailLinkOutcome } from '../../machines/mail-link.machine'
import { PRIVACY_CONTACT_EMAIL } from './business'

export interface MailPageText {
  heading: string
  title: string
  description: string
  /** Before the visitor's click (nothing is asked of the server until then). */
  waiting: string
  /** While the function answers. */
  working: string
  /** The button that follows the link, and retries it after a failure. */
  action: string
  outcomes: Record<MailLinkOutcome, string>
}

export const MAIL_PAGES = {
  '/confirm-email': {
    heading: 'Confirm Your E-mail',
    title: 'Confirm Your E-mail | Checkmate Tutors',
    description:
      'Confirm your e-mail address for the Checkmate Tutors newsletter, weekly live class and cheat sheet.',
    waiting: 'Click the button below to confirm your e-mail address.',
    working: 'Confirming your e-mail address...',
    action: 'Confirm My E-mail',
    outcomes: {
      done: 'Your e-mail is confirmed. Thank you! What you signed up for is on its way to your inbox.',
      expired:
        'This confirmation link has expired. Sign up again with the same address and we will send you a new one.',
      invalid:
        'This confirmation link is not valid. Please open the link in the latest mail from us, or sign up again.',
      failed:
        'We could not confirm your e-mail just now. Please check your connection and try again.',
    },
  },
  '/unsubscribe': {
    heading: 'Unsubscribe',
    title: 'Unsubscribe | Checkmate Tutors',
    description: 'Stop the e-mails you get from Checkmate Tutors.',
    waiting: 'Click the button below and we will stop sending you these e-mails.',
    working: 'Unsubscribing...',
    action: 'Unsubscribe',
    outcomes: {
      done: "You're unsubscribed. You will not get these e-mails any more.",
      expired:
        'This unsubscribe link has expired. Use the link in a newer mail from us, or write to us through the contact page and we will remove your address.',
      invalid:
        'This unsubscribe link is not valid. Use the link in the latest mail from us, or write to us through the contact page.',
      failed: 'We could not unsubscribe you just now. Please check your connection and try again.',
    },
  },
  /** The erase link of every mail: one click deletes everything about the address. */
  '/delete-my-data': {
    heading: 'Delete everything we have about you',
    title: 'Delete My Data | Checkmate Tutors',
    description: 'Delete everything Checkmate Tutors keeps about your e-mail address.',
    waiting:
      'Click the button below and we will delete every sign-up, quiz and tool result, contact message and e-mail record we had for this address when the e-mail with this link was sent. We keep only a one-way fingerprint of it, so that we never e-mail it again unless you write to us from this address and ask.',
    working: 'Deleting your data...',
    action: 'Delete my data',
    outcomes: {
      done: 'Done: everything we had about this address is deleted. We will not e-mail it again unless you write to us from this address and ask.',
      // Also a link already used (it works once): the same way forward.
      expired: `This link has expired. Write to us at ${PRIVACY_CONTACT_EMAIL} from this address and we will delete everything for you.`,
      invalid: `This link is not valid. Use the link in the latest e-mail from us, or write to us at ${PRIVACY_CONTACT_EMAIL}.`,
      failed: 'We could not delete your data just now. Please check your connection and try again.',
    },
  },
} as const satisfies Record<string, MailPageText>

export type MailPagePath = keyof typeof MAIL_PAGES
export const MAIL_PAGE_PATHS = Object.keys(MAIL_PAGES) as MailPagePath[]
