/**
 * The line under every e-mail field: "We'll only use your e-mail for <what that form sends>.
 * Privacy", the last word a link to /privacy. One entry per kind of form; /privacy says, form by
 * form, what is kept, why and for how long.
 */
export const EMAIL_NOTE_START = "We'll only use your e-mail for"
export const EMAIL_NOTE_LINK = 'Privacy'

export const EMAIL_NOTES = {
  /** The newsletter blocks (and the About page's form). */
  newsletter: 'our newsletter',
  /** The weekly class card, the weekly popup and the /articles modal. */
  weeklyClass: 'the free weekly live class',
  /** The cheat-sheet form and the home welcome popup. */
  cheatSheet: 'the tactics cheat sheet',
  knowledgeQuiz: 'your quiz results',
  levelQuiz: 'your chess level result',
  styleQuiz: 'your chess style result',
  studyPlan: 'your study plan',
  openingRecommender: 'your opening recommendation',
  contact: 'our reply to your message',
} as const

export type EmailUse = keyof typeof EMAIL_NOTES

/**
 * After "We are not emailing this plan to <address>" where the server stored a result but will not
 * send its mail (answered 202): the reasons it may have, without saying which (a stranger typing
 * the address learns no more than that).
 */
export const MAIL_WITHHELD_REASON =
  'now: it has had all the mail we send one address in a day, or asked not to hear from us. Save or print this page to keep it.'

/**
 * Added after a list's success toast (the spec's words stay as they are) when the sign-up is stored
 * but no mail goes to the address now: no confirmation, so no link to click.
 */
export const LIST_MAIL_WITHHELD =
  'We are not e-mailing this address now: it has asked not to hear from us, or a mail from us to it is still waiting for its click.'
