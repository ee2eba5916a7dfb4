/**
 * The mails of the lists, each after its sign-up is confirmed (the double opt-in's own mail first):
 * the confirmation, the newsletter's welcome, the weekly class with its calendar, the cheat sheet.
 */
import { SITE_NAME } from '../../../src/content/brand.ts'
import { LIST_CONSENT_MAIL_LINE } from '../../../src/content/children.ts'
import { CHEAT_SHEET_PATH } from '../../../src/content/resources.ts'
import { WEEKLY_CLASS, WEEKLY_CLASS_NAME } from '../../../src/content/weekly-class.ts'
import { weeklyClassCalendar } from '../../../src/domain/weekly-class-calendar.ts'
import {
  classDate,
  googleCalendarUrl,
  nextClassEastern,
  nextClassStart,
} from '../../../src/domain/weekly-class.ts'
import type { MailContext, MailModel, Payload } from './mail-model.ts'
import { text } from './mail-row.ts'

const LIST_NAMES: Record<string, string> = {
  newsletter_subscribers: 'our newsletter',
  weekly_live_lessons: `the free ${WEEKLY_CLASS_NAME}`,
  free_tactics_cheat_sheet: 'the free tactics cheat sheet',
}

/** Asks for the double opt-in of a list (the link signed by the sender). */
export function confirmMail(p: Payload, site: string, context: MailContext): MailModel {
  const list = LIST_NAMES[text(p, 'list')] ?? `mail from ${SITE_NAME}`
  return {
    subject: `Please confirm your e-mail for ${SITE_NAME}`,
    preview: `One click to confirm, and we send you ${list}.`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Someone, hopefully you, signed this address up for ${list} on ${SITE_NAME}.`,
      'Please confirm with the button below. Until you do, we send you nothing else. If it was not you, ignore this mail: we will not ask this address again for a month, and after that only if it is entered on our site again.',
      LIST_CONSENT_MAIL_LINE,
    ],
    sections: [],
    action: { label: 'Confirm my e-mail', url: context.confirmUrl ?? `${site}/confirm-email` },
    reason: `This address was entered on ${site}.`,
    unsubscribe: 'all',
  }
}

export function newsletterWelcomeMail(site: string): MailModel {
  return {
    subject: `Welcome to the ${SITE_NAME} newsletter`,
    preview: 'Tips, articles and free tools from titled masters, about once a week.',
    heading: 'Welcome to the newsletter!',
    paragraphs: [
      'Thank you for confirming. About once a week we send practical chess tips, new articles and free tools from our titled masters.',
    ],
    sections: [
      {
        title: 'Start here',
        items: [
          `Articles: ${site}/articles`,
          `Training Hub (quizzes, study plan, opening recommender): ${site}/train`,
          `Free tactics cheat sheet: ${site}${CHEAT_SHEET_PATH}`,
        ],
      },
    ],
    action: { label: 'Read the latest articles', url: `${site}/articles` },
    reason: 'You subscribed to our newsletter and confirmed your address.',
    unsubscribe: 'newsletter_subscribers',
  }
}

/**
 * The weekly class mail: the next date in the class's own clock (mails are not in the spec, so it
 * says "Eastern", right all year, where the site keeps the spec's "EST"), the join link, and the
 * class for the reader's calendar: the .ics attached (every Saturday from the next one, at the
 * reader's local time, the join link inside) and a Google Calendar link.
 */
export function weeklyClassMail(context: MailContext): MailModel {
  const start = nextClassStart(context.now)
  const eastern = nextClassEastern(start)
  const details = `${WEEKLY_CLASS.summary} Join: ${context.weeklyClassUrl}`
  return {
    subject: `Your link to the free ${WEEKLY_CLASS_NAME}`,
    preview: `Next class: ${eastern}. 30 minutes of live Q&A with titled masters.`,
    heading: 'See you on Saturday!',
    paragraphs: [
      `Next class: ${eastern}.`,
      'Every Saturday at 7:00 PM New York time (Eastern), 30 minutes of live Q&A with titled masters. Free, online, all levels.',
      'Join with the button below a few minutes before the start. Bring a question or a position from one of your games.',
    ],
    sections: [
      {
        title: 'Put it in your calendar',
        text: `The calendar file attached to this mail (${WEEKLY_CLASS.calendarPath.slice(1)}) adds every class at your own local time, wherever you are, daylight saving included, with the join link and a reminder ${WEEKLY_CLASS.reminderMinutes} minutes before. Open it, or use Google Calendar:`,
        links: [
          { label: 'Add to Google Calendar', url: googleCalendarUrl(classDate(start), details) },
        ],
      },
    ],
    action: { label: `Join the ${WEEKLY_CLASS_NAME}`, url: context.weeklyClassUrl },
    calendar: {
      filename: WEEKLY_CLASS.calendarPath.slice(1),
      content: weeklyClassCalendar({
        from: classDate(start),
        description: details,
        joinUrl: context.weeklyClassUrl,
        stamp: context.now,
      }),
    },
    reason: `You signed up for the free ${WEEKLY_CLASS_NAME} and confirmed your address.`,
    unsubscribe: 'weekly_live_lessons',
  }
}

export function cheatSheetMail(site: string): MailModel {
  return {
    subject: 'Your free Chess Tactics Cheat Sheet',
    preview: 'The 12 tactical patterns every player must know, on one printable page.',
    heading: 'Your Tactics Cheat Sheet',
    paragraphs: [
      'Here is your free cheat sheet: the 12 tactical patterns every player must know (forks, pins, skewers, discovered attacks and more), each with a diagram, on one printable page.',
    ],
    sections: [],
    action: { label: 'Open the cheat sheet', url: `${site}${CHEAT_SHEET_PATH}` },
    reason: 'You asked for the free tactics cheat sheet and confirmed your address.',
    unsubscribe: 'free_tactics_cheat_sheet',
  }
}
