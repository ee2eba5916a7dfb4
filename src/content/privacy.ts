/**
 * The privacy page (/privacy): first in plain words for a parent (what each form keeps, why, for
 * how long; children; counting visits; this device; how to stop mail or have everything erased),
 * then the details the law asks for (who answers for the data, the legal basis of each purpose,
 * the other copies and their lifetimes, who handles the data for us and where, every right and how
 * to use it, the choices we made). Every period comes from retention.ts (the database enforces the
 * same numbers) and every business fact from business.ts: never repeat them here.
 * tests/unit/privacy.test.ts and tests/db/privacy-statements.test.ts hold each statement against
 * the code, the settings and the SQL behind it.
 */
import { periodText } from '../domain/retention'
import { OUTBOX_MAX_AGE_DAYS } from '../domain/leads'
import {
  BUSINESS_NAME,
  BUSINESS_POSTAL_ADDRESS,
  DATA_HOSTING,
  HOSTING_LOGS_KEEP,
  MAIL_PROVIDER,
  MAIL_PROVIDER_KEEPS,
  PRIVACY_CONTACT_EMAIL,
  TRANSFER_SAFEGUARD,
} from './business'
import { RETENTION_DAYS } from './retention'
import { SCHEDULING_EVENT_URL } from './site'

export { BUSINESS_NAME, BUSINESS_POSTAL_ADDRESS, PRIVACY_CONTACT_EMAIL }

const kept = {
  quizAndTool: periodText(RETENTION_DAYS.quizAndToolRows),
  afterUnsubscribe: periodText(RETENTION_DAYS.listRowsAfterUnsubscribe),
  unconfirmed: periodText(RETENTION_DAYS.unconfirmedListRows),
  mailRecords: periodText(RETENTION_DAYS.mailRecords),
  failedMail: periodText(RETENTION_DAYS.failedMailContent),
  contact: periodText(RETENTION_DAYS.contactMessages),
  funnel: periodText(RETENTION_DAYS.funnelEvents),
  rateCounters: periodText(RETENTION_DAYS.rateCounters),
  browserEmail: periodText(RETENTION_DAYS.browserEmail),
  outbox: periodText(OUTBOX_MAX_AGE_DAYS),
}

/** The booking calendar's service, by its web address (e.g. calendly.com). */
const SCHEDULING_SERVICE = new URL(SCHEDULING_EVENT_URL).hostname.replace(/^www\./, '')

export const PRIVACY_INTRO = `What we keep when you fill in one of our forms, why, for how long, who can see it, and how to have it all deleted: first in plain words, then the details the law asks for. If anything is unclear, write to us at ${PRIVACY_CONTACT_EMAIL}.`

export const PRIVACY_SUMMARY = [
  'We keep only what a form asks for, use it only for what that form promised, and delete it after a set time (see below).',
  `We never sell your details or share them with advertisers. Only our own staff read them; our database host and our mail provider store and deliver them for us, and nothing else.`,
  'Every e-mail we send has a link to unsubscribe and a link to delete everything we have about you.',
  'For a learner under 13, the result goes to a parent’s e-mail address and we keep no child’s name.',
  'We count which steps of our quizzes and pop-ups are reached, with a random number that only lasts as long as your browser tab. If your browser sends Global Privacy Control or Do Not Track, we count nothing.',
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

export const UNSUBSCRIBE_RECORD =
  'When you unsubscribe, we keep a record that you asked us not to write (your address, which e-mails and when). After leaving one list, we write again only if you sign up for it again and click the button in our confirmation e-mail; after unsubscribing from all our e-mails, only if you write to us from that address and ask. If an e-mail to you bounces for good or you mark it as spam, we keep the same record.'

const LIST_KEEP =
  'Your e-mail address, which of our forms you used, when you signed up, whether and when you confirmed your address, and when you unsubscribed.'
const LIST_HOW_LONG = `As long as you stay subscribed. If you never confirm your address, we delete it after ${kept.unconfirmed}. After you unsubscribe we keep the sign-up for ${kept.afterUnsubscribe}, then delete it.`
const RESULT_HOW_LONG = `${kept.quizAndTool} after you send it, then we delete it.`

export const PRIVACY_FORMS: PrivacyForm[] = [
  {
    name: 'Newsletter, weekly class and cheat sheet',
    where:
      "The 'Get Weekly Chess Tips' boxes, the 'Join Our Free Weekly Master Class' cards and pop-up, the sign-up on the articles page, the cheat sheet form on the Learn Chess page and the home page's welcome pop-up.",
    keep: LIST_KEEP,
    why: 'To send you what you signed up for: our newsletter (chess tips, new articles and lesson offers), the link to our free Saturday class, or the tactics cheat sheet. We first send one e-mail asking you to confirm your address, and nothing else until you click its button.',
    howLong: LIST_HOW_LONG,
  },
  {
    name: 'Chess knowledge quiz',
    where: 'The quiz page, after the last question.',
    keep: 'The name and e-mail address you type (for a learner under 13 a parent’s address and no name), whether the address is a parent’s, your score, the number of questions, whether each answer was right, and when.',
    why: 'To show you your results and e-mail them to you.',
    howLong: RESULT_HOW_LONG,
  },
  {
    name: 'Chess level quizzes',
    where: "The 'Chess Level Quiz' and 'Find Your Chess Level' pages.",
    keep: 'Your e-mail address, your answers, which questions you were asked, the level they give, and when. The quiz does not ask your name: the row holds a fixed placeholder instead.',
    why: 'To show you your level and e-mail it to you, with the strengths and areas to work on that the page showed.',
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
    keep: 'The name and e-mail address you type (for a child a parent’s address and no name), your experience, hours per week, goal and age group (and so whether the address is a parent’s), the plan we made for you, and when.',
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
    howLong: `${kept.contact} after you send it, then we delete it; we delete the copy in our inbox after the same time.`,
  },
]

/** What we keep of each e-mail we send. */
export const MAIL_RECORD: Omit<PrivacyForm, 'where'> = {
  name: 'The e-mails we send',
  keep: 'For each e-mail: the address it went to, what kind of e-mail it was (for example "your study plan"), when, and whether it went out. Until it is sent we also keep its text.',
  why: 'So that each e-mail is sent once, and nobody gets too many.',
  howLong: `The text goes as soon as the e-mail is sent or will not be. A welcome waiting for you to confirm goes with your sign-up after ${kept.unconfirmed}; one we could not deliver keeps its text ${kept.failedMail} so that we can try again. The rest: ${kept.mailRecords}, then we delete it.`,
}

/**
 * Children. What the age question on the knowledge quiz and the study plan does, and the list
 * sign-ups' confirmation; kept in one place so the forms' own text and this agree.
 */
export const CHILDREN = [
  'Children are welcome to play our quizzes. Before the knowledge quiz or the study plan asks for an e-mail address, it asks how old the learner is. On the study plan a 12-year-old counts as a child: choose ‘Child (under 12)’.',
  'For a learner under 13, the form asks for a parent’s e-mail address instead, with a line telling the parent what will happen. We keep no child’s name, and the result goes to the parent with no lesson offer in it.',
  'Our newsletter, weekly class and cheat sheet are for people aged 16 or over. A sign-up starts only when someone clicks the button in our confirmation e-mail and says they are 16 or older, or a parent or guardian signing up.',
  `You can ask us to delete everything about your child at any time: use the 'Delete everything you have about me' link in any e-mail from us, or write to ${PRIVACY_CONTACT_EMAIL} with the address that was used. If you think your child gave us their own e-mail address, write to us and we will delete it.`,
]

/** The analytics, as the footer's note says them (src/content/site.ts PRIVACY_NOTE). */
export const ANALYTICS = [
  'To improve our quizzes and pop-ups we count which of their steps are reached: the step, the page, the time and a random number for this browser tab, which your browser forgets when the tab closes. Never your e-mail address, your name, your answers or your IP address, and no cookies (our abuse limits keep a coded form of your network address for a short time: see the details below).',
  'While we test two timings of a pop-up, the same random number picks which one this tab sees, and the steps we count say which one it was. Nothing is kept after the tab closes, so we cannot tell that two visits were yours.',
  'If your browser sends Global Privacy Control or Do Not Track, nothing is counted and nothing is stored.',
  `We keep these counts for ${kept.funnel}. After that only totals remain: how many tabs reached each step in all, for each version of the timings, and for each pop-up timing tested, by the day a tab first met it; and when each version was first seen. They say nothing about any visitor, and we keep them.`,
]

export const ON_THIS_DEVICE = [
  `After you sign up, your browser remembers your e-mail address for ${kept.browserEmail} at most, so that we do not show you the same sign-up pop-up again, and notes which forms you have used.`,
  `If a form cannot reach us (no connection, for example), your browser keeps it until it can be sent, for ${kept.outbox} at most.`,
  'When you delete everything through the link in one of our e-mails, the browser you do it in forgets all of this too. Clearing your browser’s data for our site also removes it. We set no cookies.',
]

export const UNSUBSCRIBE_AND_ERASE = [
  "To stop our e-mails: click 'Unsubscribe' at the bottom of any e-mail from us, then the button on the page it opens.",
  `To have everything deleted: click 'Delete everything you have about me' at the bottom of any e-mail from us, then the button on the page it opens. Or write to us at ${PRIVACY_CONTACT_EMAIL} from that address, and we will do it for you.`,
  'We then delete every sign-up, quiz and tool result, contact message and e-mail record for that address. We keep only a coded fingerprint of it, so that we never write to it again unless you write to us from that address and ask (see the details below).',
  `To see what we have about you, or to correct it, write to ${PRIVACY_CONTACT_EMAIL} and we will send you a copy or fix it.`,
]

// ---------------------------------------------------------------------------------------------
// The details

export const WHO_WE_ARE = `${BUSINESS_NAME} decides what is kept and why, and answers for it (the "controller"). Our postal address: ${BUSINESS_POSTAL_ADDRESS}. Questions about your data: ${PRIVACY_CONTACT_EMAIL}.`

/** Each purpose and the legal basis we rely on for it. */
export const LEGAL_BASES: ReadonlyArray<{ purpose: string; basis: string }> = [
  {
    purpose: 'Newsletter, weekly class and cheat sheet',
    basis:
      'Your consent, given by clicking the button in our confirmation e-mail. You can withdraw it at any time with the unsubscribe link.',
  },
  {
    purpose: 'Quiz results, study plans, opening recommendations and contact messages',
    basis:
      'Your request: you asked for the result, or for an answer, and we need your details to give it.',
  },
  {
    purpose:
      'Preventing abuse of our forms, sending each e-mail once, and keeping your unsubscribe',
    basis: 'Our legitimate interest in a site that cannot be used to flood anyone with e-mail.',
  },
  {
    purpose: 'Counting the steps of quizzes and pop-ups',
    basis:
      'Our legitimate interest in improving the site, with nothing that identifies you; Global Privacy Control or Do Not Track counts as your objection.',
  },
]

/** What else exists about a visitor, who holds it, and how long it lasts. */
export const OTHER_COPIES = [
  `To stop anyone flooding our forms, each request leaves a keyed hash of the network address it came from (and of the e-mail address a form gives) with a count. A keyed hash is a code that cannot be read back without our secret key; it is kept about ${kept.rateCounters}, then deleted.`,
  `${UNSUBSCRIBE_RECORD} It is not deleted after a set time, because it is what keeps the promise.`,
  'After we delete everything about an address, we keep a coded fingerprint of it (a keyed hash, with the date) for as long as we send e-mail, so that nothing is sent to it again. It is pseudonymous, not anonymous: someone with access to our database could check a guessed address against it. It is deleted only if you write to us from that address and ask us to write to you again.',
  `Contact messages are also e-mailed to our team’s inbox; we delete them there after ${kept.contact}.`,
  `Our mail provider keeps each e-mail it delivered, or a log of it, for ${MAIL_PROVIDER_KEEPS}.`,
  `The logs of our hosting keep the web addresses requested, which include the links in our e-mails, for ${HOSTING_LOGS_KEEP}.`,
]

/** Who handles the data for us, and under what safeguard when it leaves the EU/UK. */
export const PROCESSORS = [
  `Our database and the small programs that send our e-mails are hosted by ${DATA_HOSTING}.`,
  `Our e-mails are delivered by ${MAIL_PROVIDER}: it receives your address and the e-mail, only to deliver it.`,
  `Both work only on our instructions, under a data processing agreement. Where your data leaves the EU or the UK, it is protected by ${TRANSFER_SAFEGUARD}.`,
  `The booking calendar on the lesson pages is run by ${SCHEDULING_SERVICE}: what you type there goes to them, under their own privacy policy. The share buttons send nothing to Facebook, X (Twitter) or Reddit unless you click one.`,
]

/** Every right a person has over their data, and how to use it here. */
export const YOUR_RIGHTS: ReadonlyArray<{ right: string; how: string }> = [
  {
    right: 'See your data (access)',
    how: `Write to ${PRIVACY_CONTACT_EMAIL}; we send you everything we have about your address.`,
  },
  {
    right: 'Take it elsewhere (portability)',
    how: 'That copy comes in a common machine-readable format (JSON).',
  },
  { right: 'Correct it (rectification)', how: 'Write to us and we fix it.' },
  {
    right: 'Delete it (erasure)',
    how: "The 'Delete everything you have about me' link in any of our e-mails, or write to us.",
  },
  {
    right: 'Limit what we do with it (restriction)',
    how: 'Write to us; we keep it but stop using it while we look into your request.',
  },
  {
    right: 'Object',
    how: 'To the counting: switch on Global Privacy Control or Do Not Track. To anything else we do out of legitimate interest: write to us.',
  },
  {
    right: 'Withdraw your consent',
    how: 'The unsubscribe link in any of our e-mails; it does not undo what was sent before.',
  },
  {
    right: 'Complain',
    how: 'To the data protection authority where you live or work (in the UK, the Information Commissioner’s Office). We would like to hear from you first.',
  },
]

export const RIGHTS_ANSWERED =
  'We answer within one month, and it costs you nothing. We may ask you to write from the address concerned, so that nobody else can ask for your data.'

/** Where the law leaves room, what we chose. */
export const CHOICES = [
  'We do not ask your age on the level and style quizzes or the opening recommender: they ask no name, and their results carry no offer to an address nobody confirmed.',
  'We treat 13 as the age below which a parent gives the address, and 16 as the age for our mailing lists, the highest age any EU country sets for consent online.',
  'We keep your unsubscribe and the fingerprint of an erased address without a time limit, because deleting them would mean writing to you again.',
]

/** The privacy page's section headings and labels, in page order. */
export const PRIVACY_SECTIONS = {
  summary: 'In Short',
  forms: {
    heading: 'Form by Form',
    intro: 'Each form keeps only what it asks for, for the time it says.',
  },
  children: 'Children',
  analytics: 'Counting Visits',
  device: 'On This Device',
  erase: 'Unsubscribe, or Delete Everything',
  details: {
    heading: 'The Details',
    whoWeAre: 'Who answers for your data',
    legalBases: 'Why we may use it',
    otherCopies: 'Other copies, and how long they last',
    processors: 'Who handles it for us, and where',
    rights: 'Your rights',
    choices: 'Choices we made',
  },
}

/** The labels of a form's card. */
export const FORM_CARD_LABELS = {
  keep: 'What we keep',
  why: 'Why',
  howLong: 'For how long',
}
