import type { MailModel, Payload } from './mail-model.ts'
import { text } from './mail-row.ts'

/** The business's own inbox gets the visitor's message (their words: the one mail that prints them). */
export function contactMail(p: Payload, site: string): MailModel {
  const name = text(p, 'name')
  const email = text(p, 'email')
  return {
    subject: `Contact form: ${text(p, 'subject')}`,
    preview: `${name} <${email}> wrote through the contact form.`,
    heading: `New message from ${name}`,
    // The visitor's line breaks kept: one paragraph per line.
    paragraphs: text(p, 'message')
      .split(/\n/)
      .filter((line) => line.trim() !== ''),
    sections: [
      { title: 'From', text: `${name} <${email}>` },
      { title: 'Subject', text: text(p, 'subject') },
    ],
    reason: `Sent through the contact form on ${site}/contact. Reply to this mail to answer ${name}; we promise a reply within 24 hours.`,
    unsubscribe: null,
    replyTo: email,
  }
}
