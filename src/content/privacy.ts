/**
 * The privacy page (/privacy): what each form keeps, why, for how long, who sees it, where it is
 * hosted, the analytics, and how to unsubscribe or have everything erased. Written for a parent.
 * The periods come from retention.ts (the database enforces the same numbers) and the business's
 * facts from business.ts: never repeat them here.
 */
import { periodText } from '../domain/retention'
import { OUTBOX_MAX_AGE_DAYS } from '../domain/leads'
import {
  BUSINESS_NAME,
  BUSINESS_POSTAL_ADDRESS,
  DATA_HOSTING,
  PRIVACY_CONTACT_EMAIL,
} from './business'
import { RETENTION_DAYS } from './retention'
import { SCHEDULING_EVENT_URL } from './site'
import { CHILD_AGE_GROUP, EMAIL_LABELS } from './study-plans'

export { BUSINESS_NAME, BUSINESS_POSTAL_ADDRESS, PRIVACY_CONTACT_EMAIL }

const kept = {
  quizAndTool: periodText(RETENTION_DAYS.quizAndToolRows),
  afterUnsubscribe: periodText(RETENTION_DAYS.listRowsAfterUnsubscribe),
  unconfirmed: periodText(RETENTION_DAYS.unconfirmedListRows),
  mailRecords: periodText(RETENTION_DAYS.mailRecords),
  contact: periodText(RETENTION_DAYS.contactMessages),
  funnel: periodText(RETENTION_DAYS.funnelEvents),
  browserEmail: periodText(RETENTION_DAYS.browserEmail),
  outbox: periodText(OUTBOX_MAX_AGE_DAYS),
}

/** The booking calendar's service, by its web address (e.g. calendly.com). */
const SCHEDULING_SERVICE = new URL(SCHEDULING_EVENT_URL).hostname.replace(/^www\./, '')

export const PRIVACY_INTRO = `What we keep when you fill in one of our forms, why, for how long, who can see it, and how to have it all deleted, in plain words. If anything is unclear, write to us at ${PRIVACY_CONTACT_EMAIL}.`

export const PRIVACY_SUMMARY = [
  'We keep only what a form asks for, use it only for what that form promised, and delete it after a set time (see below).',
  `We never sell or share your details. Only ${BUSINESS_NAME}'s own staff can see them; our mail provider handles your address only to deliver our e-mails.`,
  'Every e-mail we send has a link to unsubscribe and a link to delete everything we have about you.',
  'This site is meant for parents and adult learners. A child should not type in their own e-mail address.',
  'We count, without knowing who you are, which steps of our quizzes and pop-ups are reached. If your browser sends Global Privacy Control or Do Not Track, we count nothing.',
]

/** One form, or one kind of form: what it keeps, why, and for how long. */
export interface PrivacyForm {
  name: string
  /** Where the form is on the site. */
  where: string
  keep: string
  why: string
  howLong: string
}

const LIST_KEEP =
  'Your e-mail address, which of our forms you used, when you signed up, whether and when you confirmed your address, and when you unsubscribed.'
const LIST_HOW_LONG = `As long as you stay subscribed. If you never confirm your address, we delete it after ${kept.unconfirmed}. After you unsubscribe we keep it for ${kept.afterUnsubscribe}, so that we remember not to write to you, then delete it.`
const RESULT_HOW_LONG = `${kept.quizAndTool} after you send it, then we delete it.`

export const PRIVACY_FORMS: PrivacyForm[] = [
  {
    name: 'Newsletter',
    where: "The 'Get Weekly Chess Tips' boxes on many of our pages.",
    keep: LIST_KEEP,
    why: 'To send you our newsletter: chess tips, new articles and lesson offers. We first send one e-mail asking you to confirm your address, and nothing else until you click its button.',
    howLong: LIST_HOW_LONG,
  },
  {
    name: 'Free weekly live class',
    where:
      "The 'Join Our Free Weekly Master Class' cards, the weekly class pop-up and the sign-up on the articles page.",
    keep: LIST_KEEP,
    why: 'To send you the link to our free Saturday class, once you have confirmed your address.',
    howLong: LIST_HOW_LONG,
  },
  {
    name: 'Tactics cheat sheet',
    where: 'The cheat sheet form on the Learn Chess page and the welcome pop-up on the home page.',
    keep: LIST_KEEP,
    why: 'To send you the free tactics cheat sheet, once you have confirmed your address.',
    howLong: LIST_HOW_LONG,
  },
  {
    name: 'Chess knowledge quiz',
    where: 'The quiz page, after the last question.',
    keep: 'The name and e-mail address you type, your score, the number of questions, whether each answer was right, and when.',
    why: 'To show you your results and e-mail them to you.',
    howLong: RESULT_HOW_LONG,
  },
  {
    name: 'Chess level quizzes',
    where: "The 'Chess Level Quiz' and 'Find Your Chess Level' pages.",
    keep: 'Your e-mail address, your answers, the level they give, and when. The quiz does not ask your name: the row holds a fixed placeholder instead.',
    why: 'To show you your level and e-mail it to you.',
    howLong: RESULT_HOW_LONG,
  },
  {
    name: 'Chess style quiz',
    where: "The 'Discover Your Chess Style' page.",
    keep: 'Your e-mail address, your answers, the style they give, and when.',
    why: 'To show you your chess style and e-mail it to you.',
    howLong: RESULT_HOW_LONG,
  },
  {
    name: 'Study plan generator',
    where: 'The study plan page.',
    keep: 'The name and e-mail address you type, your experience, hours per week, goal and age group, the plan we made for you, and when.',
    why: 'To make your plan, show it and e-mail it to you.',
    howLong: RESULT_HOW_LONG,
  },
  {
    name: 'Opening recommender',
    where: 'The opening recommender page.',
    keep: 'Your e-mail address, your five answers (rating, study time, playing style, format, opponents), the opening we recommended, and when.',
    why: 'To recommend an opening, show it and e-mail it to you.',
    howLong: RESULT_HOW_LONG,
  },
  {
    name: 'Contact form',
    where: 'The contact page.',
    keep: 'Your name, e-mail address, subject and message, and when you sent it.',
    why: 'To read your message and answer you. It is also e-mailed to our team’s inbox.',
    howLong: `${kept.contact} after you send it, then we delete it.`,
  },
]

/** What we keep of each e-mail we send. */
export const MAIL_RECORD: Omit<PrivacyForm, 'where'> = {
  name: 'The e-mails we send',
  keep: 'For each e-mail: the address it went to, what kind of e-mail it was (for example "your study plan"), when, and whether it went out. The e-mail’s own text is deleted as soon as it has been sent.',
  why: 'So that each e-mail is sent once, and nobody gets too many.',
  howLong: `${kept.mailRecords}, then we delete it.`,
}

export const WHO_SEES = [
  `Only ${BUSINESS_NAME}'s own staff can see what you send us. We never sell, rent or share it, with advertisers or anyone else.`,
  'Our mail provider delivers our e-mails: it receives your address and the e-mail, only to deliver it.',
  `Our database and the small programs that send our e-mails are hosted by ${DATA_HOSTING}.`,
  `The booking calendar on the lesson pages is run by ${SCHEDULING_SERVICE}: what you type there goes to them, under their own privacy policy.`,
  'The share buttons send nothing to Facebook, X (Twitter) or Reddit unless you click one.',
]

/** The analytics, as the footer's note says them (src/content/site.ts PRIVACY_NOTE). */
export const ANALYTICS = [
  'To improve our quizzes and pop-ups we count which of their steps are reached: the step, the page, the time and a random number for this browser tab. Never your e-mail address, your name, your answers or your IP address, and no cookies.',
  'When we try two timings of a pop-up to see which helps more, your browser keeps a random number that picks the one you see (it is never sent), and the steps we count say which one it was.',
  'If your browser sends Global Privacy Control or Do Not Track, nothing is counted at all and no such number is kept.',
  `We keep these counts for ${kept.funnel}; after that only the daily total for each step remains, which says nothing about any visitor.`,
]

export const ON_THIS_DEVICE = [
  `After you sign up, your browser remembers your e-mail address for ${kept.browserEmail} at most, so that we do not show you the same sign-up pop-up again, and notes which forms you have used.`,
  `If a form cannot reach us (no connection, for example), your browser keeps it until it can be sent, for ${kept.outbox} at most.`,
  'Clearing your browser’s data for our site removes all of this at once. We set no cookies.',
]

export const UNSUBSCRIBE_AND_ERASE = [
  "To stop our e-mails: click 'Unsubscribe' at the bottom of any e-mail from us, then the button on the page it opens.",
  `To have everything deleted: click 'Delete everything you have about me' at the bottom of any e-mail from us, then the button on the page it opens. Or write to us at ${PRIVACY_CONTACT_EMAIL} from that address, and we will do it for you.`,
  'We then delete every sign-up, quiz and tool result, contact message and e-mail record for that address. We keep only a one-way fingerprint of it (it cannot be turned back into the address), so that we never e-mail it again unless it signs up and confirms again.',
  `To see what we have about you, write to ${PRIVACY_CONTACT_EMAIL} and we will send you a copy.`,
]

export const FOR_PARENTS = [
  'Our site is meant for parents and for adult learners. Children are welcome to play the quizzes, but a child should not type in their own e-mail address: please use yours.',
  `When you choose '${CHILD_AGE_GROUP}' on the study plan, the e-mail field asks for the ${EMAIL_LABELS.child.replace("Parent's", "parent's")}.`,
  `You can ask us to delete everything about your child at any time: use the 'Delete everything you have about me' link in any e-mail from us, or write to ${PRIVACY_CONTACT_EMAIL} with the address that was used.`,
  `If you think your child gave us their own e-mail address, write to us and we will delete it.`,
]

export const WHO_WE_ARE = `${BUSINESS_NAME} sends our e-mails and looks after the data on this page. Our postal address: ${BUSINESS_POSTAL_ADDRESS}. Questions about your data: ${PRIVACY_CONTACT_EMAIL}.`
