/**
 * What each mail says, built from its job (the lead row as stored) with the site's own content and
 * rules, so a mail repeats exactly what the page showed. A mail to a visitor prints only text we
 * wrote: what the row says is used as a key into a closed set (the study plan from the catalogue for
 * the row's experience and hours, the opening among the catalogue's with its own lines, the level,
 * the style and its title, the score as numbers, the marks and answers the topics and the style
 * profile are derived from), never printed as typed; no visitor-typed name either. A row whose keys
 * are not in those sets gets the kind's mail without them. Pure: the sender renders the model with
 * templates.tsx. Each kind's mail is in list-mails.ts, quiz-mails.ts, tool-mails.ts or contact-mail.ts.
 */
import {
  confirmMail,
  cheatSheetMail,
  newsletterWelcomeMail,
  weeklyClassMail,
} from './list-mails.ts'
import { contactMail } from './contact-mail.ts'
import type { MailContext, MailJob, MailModel } from './mail-model.ts'
import { knowledgeQuizMail, levelQuizMail, styleQuizMail } from './quiz-mails.ts'
import { openingMail, studyPlanMail } from './tool-mails.ts'

export function buildMail(job: MailJob, context: MailContext): MailModel {
  const p = job.payload
  const site = context.siteUrl.replace(/\/+$/, '')
  switch (job.kind) {
    case 'confirm':
      return confirmMail(p, site, context)
    case 'newsletter_welcome':
      return newsletterWelcomeMail(site)
    case 'weekly_class':
      return weeklyClassMail(context)
    case 'cheat_sheet':
      return cheatSheetMail(site)
    case 'knowledge_quiz_result':
      return knowledgeQuizMail(p, site)
    case 'level_quiz_result':
      return levelQuizMail(p, site)
    case 'style_quiz_result':
      return styleQuizMail(p, site)
    case 'study_plan':
      return studyPlanMail(p, site)
    case 'opening':
      return openingMail(p, site)
    case 'contact_message':
      return contactMail(p, site)
  }
}
