/**
 * What each mail says, built from its job (the lead row as stored) with the site's own content and
 * rules, so a mail repeats exactly what the page showed: the study plan row's generated_plan, the
 * opening's why-it-fits / next steps / first moves (src/domain/opening.ts, src/content/openings.ts),
 * the style's page. Pure: the sender renders the model with templates.tsx.
 */
import { SITE_NAME } from '../../../src/content/brand.ts'
import { CHESS_STYLES, STYLE_IDS, type StyleId } from '../../../src/content/chess-styles.ts'
import {
  OPENING_MOVES,
  OPPONENT_OPTIONS,
  OPENING_STYLE_OPTIONS,
  PLAY_FORMAT_OPTIONS,
  RATING_LEVEL_OPTIONS,
  STUDY_TIME_OPTIONS,
} from '../../../src/content/openings.ts'
import { CHEAT_SHEET_PATH } from '../../../src/content/resources.ts'
import { nextSteps, optionLabel, whyItFits } from '../../../src/domain/opening.ts'
import type { MailList } from './tokens.ts'

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
}

interface MailSection {
  title: string
  text?: string
  items?: readonly string[]
  /** Numbered instead of bulleted. */
  ordered?: boolean
}

export interface MailModel {
  subject: string
  /** The line mail apps show after the subject. */
  preview: string
  heading: string
  paragraphs: readonly string[]
  sections: readonly MailSection[]
  action?: { label: string; url: string }
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
}

/** The weekly class, as the site states it (spec: Saturday 7 PM EST, 30 minutes, live Q&A). */
const WEEKLY_CLASS_TIME = 'Every Saturday at 7 PM EST'

const LIST_NAMES: Record<string, string> = {
  newsletter_subscribers: 'our newsletter',
  weekly_live_lessons: 'the free weekly live class',
  free_tactics_cheat_sheet: 'the free tactics cheat sheet',
}

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function greeting(payload: Record<string, unknown>): string {
  const name = text(payload, 'name')
  return name ? `Hi ${name},` : 'Hi,'
}

/** SAN moves as a numbered line: ['e4', 'e5', 'Nf3'] -> '1.e4 e5 2.Nf3'. */
export function numberedLine(san: readonly string[]): string {
  return san.map((move, i) => (i % 2 === 0 ? `${i / 2 + 1}.${move}` : move)).join(' ')
}

function isStyleId(value: string): value is StyleId {
  return (STYLE_IDS as readonly string[]).includes(value)
}

const LESSONS_ACTION = (siteUrl: string) => ({
  label: 'Book a free intro lesson',
  url: `${siteUrl}/lessons/adults`,
})

export function buildMail(job: MailJob, context: MailContext): MailModel {
  const p = job.payload
  const site = context.siteUrl.replace(/\/+$/, '')
  switch (job.kind) {
    case 'confirm': {
      const list = LIST_NAMES[text(p, 'list')] ?? `mail from ${SITE_NAME}`
      return {
        subject: `Please confirm your e-mail for ${SITE_NAME}`,
        preview: `One click to confirm, and we send you ${list}.`,
        heading: 'Confirm your e-mail address',
        paragraphs: [
          `Someone, hopefully you, signed this address up for ${list} on ${SITE_NAME}.`,
          'Please confirm with the button below. Until you do, we send you nothing else. If it was not you, ignore this mail: you will not hear from us again.',
        ],
        sections: [],
        action: { label: 'Confirm my e-mail', url: context.confirmUrl ?? `${site}/confirm-email` },
        reason: `This address was entered on ${site}.`,
        unsubscribe: 'all',
      }
    }
    case 'newsletter_welcome':
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
    case 'weekly_class':
      return {
        subject: 'Your link to the free weekly live class',
        preview: `${WEEKLY_CLASS_TIME}: 30 minutes of live Q&A with titled masters.`,
        heading: 'See you on Saturday!',
        paragraphs: [
          `${WEEKLY_CLASS_TIME}: 30 minutes of live Q&A with titled masters. Free, online, all levels.`,
          'Join with the button below a few minutes before the start. Bring a question or a position from one of your games.',
        ],
        sections: [{ title: 'When', text: `${WEEKLY_CLASS_TIME} (30 minutes)` }],
        action: { label: 'Join the live class', url: context.weeklyClassUrl },
        reason: 'You signed up for the free weekly live class and confirmed your address.',
        unsubscribe: 'weekly_live_lessons',
      }
    case 'cheat_sheet':
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
    case 'knowledge_quiz_result': {
      const score = Number(p['score'])
      const total = Number(p['total_questions'])
      const percent = total > 0 ? Math.round((score * 100) / total) : 0
      return {
        subject: `Your chess knowledge quiz: ${score}/${total}`,
        preview: `You scored ${score} out of ${total} (${percent}%).`,
        heading: 'Your quiz result',
        paragraphs: [
          greeting(p),
          `You scored ${score} out of ${total} (${percent}%) on the ${SITE_NAME} chess knowledge quiz.`,
          'A coach can turn the questions you missed into a plan: the first session is a free assessment.',
        ],
        sections: [],
        action: { label: 'Take the quiz again', url: `${site}/quiz` },
        reason: 'You took our chess knowledge quiz with this address.',
        unsubscribe: 'all',
      }
    }
    case 'level_quiz_result': {
      const level = text(p, 'result')
      return {
        subject: `Your chess level: ${level}`,
        preview: `Our level quiz places you at ${level}.`,
        heading: 'Your chess level',
        paragraphs: [
          greeting(p),
          `Our level quiz places you at: ${level}.`,
          'Lessons matched to your level start with a free assessment by a titled coach.',
        ],
        sections: [],
        action: { label: 'See lessons for your level', url: `${site}/lessons/adults` },
        reason: 'You took our chess level quiz with this address.',
        unsubscribe: 'all',
      }
    }
    case 'style_quiz_result': {
      const result = text(p, 'result')
      const title = text(p, 'style_title')
      const path = isStyleId(result) ? CHESS_STYLES[result].path : '/chess-style'
      return {
        subject: `Your chess style: ${title}`,
        preview: `You play like ${title}. Read what that means for your games.`,
        heading: `Your chess style: ${title}`,
        paragraphs: [
          `Your answers point to ${title}. Your style page explains your strengths, the players who share your style and what to study next.`,
        ],
        sections: [],
        action: { label: 'Open your style page', url: `${site}${path}` },
        reason: 'You took our chess style quiz with this address.',
        unsubscribe: 'all',
      }
    }
    case 'study_plan': {
      const plan = (p['generated_plan'] ?? {}) as Record<string, unknown>
      const activities = Array.isArray(plan['activities'])
        ? (plan['activities'] as unknown[]).filter((a): a is string => typeof a === 'string')
        : []
      const title = text(plan, 'title')
      return {
        subject: `Your study plan: ${title}`,
        preview: `${text(plan, 'schedule')} - ${text(plan, 'focus')}`,
        heading: title,
        paragraphs: [greeting(p), 'Here is the personal study plan you generated on our site.'],
        sections: [
          { title: 'Schedule', text: text(plan, 'schedule') },
          { title: 'Focus', text: text(plan, 'focus') },
          { title: 'Weekly activities', items: activities, ordered: true },
        ],
        action: LESSONS_ACTION(site),
        reason: 'You generated a study plan with this address.',
        unsubscribe: 'all',
      }
    }
    case 'opening': {
      const opening = text(p, 'recommended_opening')
      const moves = OPENING_MOVES[opening]
      const labels = {
        ratingLevel: optionLabel(RATING_LEVEL_OPTIONS, text(p, 'rating_level')),
        studyTime: optionLabel(STUDY_TIME_OPTIONS, text(p, 'study_time')),
        openingStyle: optionLabel(OPENING_STYLE_OPTIONS, text(p, 'opening_style')),
        playFormat: optionLabel(PLAY_FORMAT_OPTIONS, text(p, 'play_format')),
        opponentStrategy: optionLabel(OPPONENT_OPTIONS, text(p, 'opponent_strategy')),
      }
      return {
        subject: `Your opening: the ${opening}`,
        preview: `Why the ${opening} fits you, and how to start learning it.`,
        heading: `Your opening: the ${opening}`,
        paragraphs: [`Our opening recommender picked the ${opening} for you.`],
        sections: [
          { title: 'Why it fits you', items: whyItFits(labels) },
          { title: 'Next steps', items: nextSteps(opening), ordered: true },
          ...(moves
            ? [
                {
                  title: 'First moves',
                  text: `${numberedLine(moves.san)} (you play ${moves.side === 'white' ? 'White' : 'Black'})`,
                },
              ]
            : []),
        ],
        action: { label: 'Get another recommendation', url: `${site}/opening-recommender` },
        reason: 'You asked our opening recommender for an opening with this address.',
        unsubscribe: 'all',
      }
    }
    case 'contact_message': {
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
  }
}
