/**
 * What each mail says, built from its job (the lead row as stored) with the site's own content and
 * rules, so a mail repeats exactly what the page showed. A mail to a visitor prints only text we
 * wrote: what the row says is used as a key into a closed set (the study plan from the catalogue for
 * the row's experience and hours, the opening among the catalogue's with its own lines, the level,
 * the style and its title, the score as numbers, the marks and answers the topics and the style
 * profile are derived from), never printed as typed; no visitor-typed name either. A row whose keys
 * are not in those sets gets the kind's mail without them. Pure: the sender renders the model with
 * templates.tsx.
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
import {
  KNOWLEDGE_BAND_MESSAGES,
  KNOWLEDGE_CATEGORY_NAMES,
  KNOWLEDGE_QUESTIONS,
  LEARNING_PATHS,
} from '../../../src/content/knowledge-quiz.ts'
import {
  LEVEL_CATEGORY_NAMES,
  LEVEL_QUESTION_BANK,
  LEVEL_QUIZ_QUESTION_COUNT,
  LEVEL_TEXTS,
} from '../../../src/content/level-quiz.ts'
import { CHEAT_SHEET_PATH } from '../../../src/content/resources.ts'
import { LIST_CONSENT_MAIL_LINE } from '../../../src/content/children.ts'
import { STYLE_INSIGHTS, STYLE_QUESTIONS } from '../../../src/content/style-quiz.ts'
import { AGE_GROUP_OPTIONS, STUDY_PLANS } from '../../../src/content/study-plans.ts'
import {
  nextSteps,
  optionLabel,
  whyItFits,
  type OpeningOption,
} from '../../../src/domain/opening.ts'
import {
  categoryStrengths,
  isAnswerInRange,
  knowledgeBand,
  learningPath,
  LEVEL_LABELS,
  levelFor,
  markAnswer,
  percentOf,
  type LevelCategory,
  type LevelId,
} from '../../../src/domain/quiz.ts'
import { scoreStyleQuiz, styleInsights } from '../../../src/domain/style-scoring.ts'
import {
  lessonsForAgeGroup,
  planWeek,
  WEEK_DAYS,
  type PlanDay,
} from '../../../src/domain/study-plan.ts'
import { WEEKLY_CLASS, WEEKLY_CLASS_NAME } from '../../../src/content/weekly-class.ts'
import {
  classDate,
  googleCalendarUrl,
  nextClassEastern,
  nextClassStart,
} from '../../../src/domain/weekly-class.ts'
import { weeklyClassCalendar } from '../../../src/domain/weekly-class-calendar.ts'
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
  source_id?: number | null
}

interface MailLink {
  label: string
  url: string
}

interface MailSection {
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

/**
 * The weekly class mail: the next date in the class's own clock (mails are not in the spec, so it
 * says "Eastern", right all year, where the site keeps the spec's "EST"), the join link, and the
 * class for the reader's calendar: the .ics attached (every Saturday from the next one, at the
 * reader's local time, the join link inside) and a Google Calendar link.
 */
function weeklyClassMail(context: MailContext): MailModel {
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

const LIST_NAMES: Record<string, string> = {
  newsletter_subscribers: 'our newsletter',
  weekly_live_lessons: `the free ${WEEKLY_CLASS_NAME}`,
  free_tactics_cheat_sheet: 'the free tactics cheat sheet',
}

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** A value of a closed set, or null: what a row says is a key, never text to print. */
function oneOf<T extends string>(set: readonly T[], value: string): T | null {
  return set.find((item) => item === value) ?? null
}

/** The option's label when the value is one of the options, else null. */
function optionOf(options: readonly OpeningOption[], value: string): string | null {
  return options.some((o) => o.value === value) ? optionLabel(options, value) : null
}

/** A whole number in 0..max, or null. */
function count(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : Number.NaN
  return Number.isInteger(n) && n >= 0 && n <= max ? n : null
}

const LEVELS: readonly string[] = Object.values(LEVEL_LABELS)

/** SAN moves as a numbered line: ['e4', 'e5', 'Nf3'] -> '1.e4 e5 2.Nf3'. */
export function numberedLine(san: readonly string[]): string {
  return san.map((move, i) => (i % 2 === 0 ? `${i / 2 + 1}.${move}` : move)).join(' ')
}

function isStyleId(value: string): value is StyleId {
  return (STYLE_IDS as readonly string[]).includes(value)
}

/**
 * The lesson pages, as the results show them: the one page that fits an age group (children and
 * teens the kids page, adults the adults page), both when no age is known (the quizzes ask none).
 */
const LESSON_PAGES = {
  kids: { label: 'Intro Session for Kids', path: '/lessons/kids' },
  adults: { label: 'Intro Session for Adults', path: '/lessons/adults' },
} as const

function lessonLinks(site: string, ageGroup: string | null): MailLink[] {
  const match = ageGroup ? lessonsForAgeGroup(ageGroup) : undefined
  const pages = match ? [LESSON_PAGES[match]] : [LESSON_PAGES.kids, LESSON_PAGES.adults]
  return pages.map((page) => ({ label: page.label, url: `${site}${page.path}` }))
}

/** The next step under a quiz result, as on the page. */
const lessonsSection = (site: string): MailSection => ({
  offer: true,
  title: 'Your next step',
  text: 'Book a 20-minute intro session with a titled master and get a plan built on this result.',
  links: lessonLinks(site, null),
})

/**
 * A row for a learner under 13 (`for_child`, set by the database from the form's age answer): the
 * address is a parent's, and the mail is the result only: no offer, no lesson link.
 */
const forChild = (payload: Record<string, unknown>) => payload['for_child'] === true
const CHILD_MAIL_LINE =
  'We send you this result and nothing else: no offers, and your address is on none of our lists.'
const CHILD_REASON = (form: string) =>
  `Your address was given as a parent's on our ${form}, for a learner under 13.`

/** Marks of 0 and 1, one per knowledge quiz question, or null. */
function knowledgeMarks(value: unknown): Array<0 | 1> | null {
  if (!Array.isArray(value) || value.length !== KNOWLEDGE_QUESTIONS.length) return null
  return value.every((m) => m === 0 || m === 1) ? (value as Array<0 | 1>) : null
}

/**
 * The level quizzes' strengths and areas to work on, as the result listed them, or null. Derived
 * from closed sets only: the row's question ids (distinct ids of the bank, as many as a visit
 * draws), its answers (the first quiz stores the option chosen, the improved quiz 0/1 per question,
 * and the row's fixed placeholder name says which) and its level, which the answers must give.
 */
function levelTopics(
  p: Record<string, unknown>,
  level: LevelId | undefined,
): { strengths: LevelCategory[]; weaknesses: LevelCategory[] } | null {
  const ids = p['question_ids']
  const answers = p['answers']
  const kind = oneOf(['Quiz Taker', 'Quiz Participant'], text(p, 'name'))
  if (!level || !kind || !Array.isArray(ids) || !Array.isArray(answers)) return null
  if (ids.length !== LEVEL_QUIZ_QUESTION_COUNT || answers.length !== ids.length) return null
  if (new Set(ids).size !== ids.length) return null
  const marked: Array<{ category: LevelCategory; correct: 0 | 1 }> = []
  for (const [i, id] of ids.entries()) {
    const q = LEVEL_QUESTION_BANK.find((question) => question.id === id)
    const answer: unknown = answers[i]
    if (!q || typeof answer !== 'number') return null
    if (kind === 'Quiz Participant' && answer !== 0 && answer !== 1) return null
    if (kind === 'Quiz Taker' && !isAnswerInRange(answer, q.options.length)) return null
    const correct = kind === 'Quiz Participant' ? answer : markAnswer(answer, q.correctAnswer)
    marked.push({ category: q.category, correct: correct as 0 | 1 })
  }
  const score = marked.reduce<number>((n, m) => n + m.correct, 0)
  if (levelFor(percentOf(score, marked.length)) !== level) return null
  return categoryStrengths(marked)
}

/** The style quiz's answers (an option index per question), or null. */
function styleAnswers(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length !== STYLE_QUESTIONS.length) return null
  return value.every(
    (a, i) => Number.isInteger(a) && a >= 0 && a < STYLE_QUESTIONS[i]!.answers.length,
  )
    ? (value as number[])
    : null
}

/** "Mon, Thu and Sat" */
function listed(days: readonly string[]): string {
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '')
}

/** The study plan's week, as the page draws it, and in words for the plain-text part. */
function weekSection(schedule: string): MailSection | null {
  const week = planWeek(schedule)
  if (!week) return null
  const daysOf = (kind: PlanDay) => WEEK_DAYS.filter((_, i) => week[i] === kind)
  const study = daysOf('study')
  const optional = daysOf('optional')
  const rest = daysOf('rest')
  const text = [
    `Study on ${listed(study)}`,
    ...(optional.length > 0 ? [`${listed(optional)} if you have time`] : []),
    ...(rest.length > 0 ? [`rest on ${listed(rest)}`] : []),
  ].join('; ')
  return {
    title: 'Your week',
    week: WEEK_DAYS.map((day, i) => ({ day, kind: week[i]! })),
    text: `${text}.`,
  }
}

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
          'Please confirm with the button below. Until you do, we send you nothing else. If it was not you, ignore this mail: we will not ask this address again for a month, and after that only if it is entered on our site again.',
          LIST_CONSENT_MAIL_LINE,
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
      return weeklyClassMail(context)
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
      const total = count(p['total_questions'], 50) || 1
      const score = Math.min(count(p['score'], 50) ?? 0, total)
      const percent = Math.round((score * 100) / total)
      const path = LEARNING_PATHS[learningPath(percent)]
      // The topics the page listed, from the stored marks (the quiz's ten questions, in order).
      const marks = knowledgeMarks(p['answers'])
      const topics =
        marks && marks.reduce<number>((n, m) => n + m, 0) === score && total === marks.length
          ? categoryStrengths(
              KNOWLEDGE_QUESTIONS.map((q, i) => ({ category: q.category, correct: marks[i]! })),
            )
          : null
      const sections: MailSection[] = [
        ...(topics
          ? [
              {
                title: 'Your strengths',
                ...(topics.strengths.length > 0
                  ? { items: topics.strengths.map((c) => KNOWLEDGE_CATEGORY_NAMES[c]) }
                  : { text: 'Keep practising: no category reached 75% yet.' }),
              },
              {
                title: 'Areas for improvement',
                ...(topics.weaknesses.length > 0
                  ? { items: topics.weaknesses.map((c) => KNOWLEDGE_CATEGORY_NAMES[c]) }
                  : { text: 'No weak areas: every category was at 50% or better.' }),
              },
            ]
          : []),
        { title: `Your learning path: ${path.title}`, items: path.steps, ordered: true },
      ]
      if (forChild(p))
        return {
          subject: 'The chess knowledge quiz result and what to learn next',
          preview: `The result was ${score} out of ${total}. Here is the learning path.`,
          heading: 'The quiz result',
          paragraphs: [
            'Hello,',
            `Here is the result of the ${SITE_NAME} chess knowledge quiz taken with your address as a parent's: ${score} out of ${total} (${percent}%).`,
            KNOWLEDGE_BAND_MESSAGES[knowledgeBand(percent)],
            CHILD_MAIL_LINE,
          ],
          sections,
          action: { label: 'Take the quiz again', url: `${site}/quiz` },
          reason: CHILD_REASON('chess knowledge quiz'),
          unsubscribe: 'all',
        }
      return {
        subject: 'Your chess knowledge quiz result and what to learn next',
        preview: `You scored ${score} out of ${total}. Here is your learning path.`,
        heading: 'Your quiz result',
        paragraphs: [
          'Hi,',
          `You scored ${score} out of ${total} (${percent}%) on the ${SITE_NAME} chess knowledge quiz.`,
          KNOWLEDGE_BAND_MESSAGES[knowledgeBand(percent)],
        ],
        sections: [
          ...sections,
          {
            offer: true,
            title: 'Your next step',
            text: 'A coach can turn this result into a plan: the first session is a free assessment.',
          },
        ],
        action: { label: 'Take the quiz again', url: `${site}/quiz` },
        reason: 'You took our chess knowledge quiz with this address.',
        unsubscribe: 'all',
      }
    }
    case 'level_quiz_result': {
      const level = oneOf(LEVELS, text(p, 'result'))
      const id = (Object.keys(LEVEL_LABELS) as LevelId[]).find((k) => LEVEL_LABELS[k] === level)
      // What the level means, the topics and what to work on, as the results say them.
      const texts = id ? LEVEL_TEXTS[id] : null
      const topics = levelTopics(p, id)
      return {
        subject: level ? `Your chess level: ${level}` : 'Your chess level',
        preview: level ? `Our level quiz places you at ${level}.` : 'Your level quiz result.',
        heading: 'Your chess level',
        paragraphs: [
          'Hi,',
          level
            ? `Our level quiz places you at: ${level}.`
            : 'Thank you for taking our level quiz: your result is on the page you saw.',
          ...(texts ? [texts.description] : []),
        ],
        sections: [
          ...(topics
            ? [
                {
                  title: 'Strengths',
                  ...(topics.strengths.length > 0
                    ? { items: topics.strengths.map((c) => LEVEL_CATEGORY_NAMES[c]) }
                    : { text: 'No category reached 75% yet.' }),
                },
                {
                  title: 'Areas to Work On',
                  ...(topics.weaknesses.length > 0
                    ? { items: topics.weaknesses.map((c) => LEVEL_CATEGORY_NAMES[c]) }
                    : { text: 'Every category was at 50% or better.' }),
                },
              ]
            : []),
          ...(texts ? [{ title: 'What to work on next', text: texts.recommendation }] : []),
          lessonsSection(site),
        ],
        reason: 'You took our chess level quiz with this address.',
        unsubscribe: 'all',
      }
    }
    case 'style_quiz_result': {
      const result = text(p, 'result')
      const style = isStyleId(result) ? CHESS_STYLES[result] : CHESS_STYLES[STYLE_IDS[0]!]
      const title = style.title
      const path = style.path
      // The personal profile the result showed, scored again here from the stored answers; only
      // when they give the stored style (a row whose answers say otherwise gets the style alone).
      const answers = styleAnswers(p['answers'])
      const scored = answers ? scoreStyleQuiz(STYLE_QUESTIONS, answers) : null
      const profile = answers && scored && scored.styleId === style.id ? scored : null
      const secondary = profile?.secondary ? CHESS_STYLES[profile.secondary] : null
      const secondaryShare = profile?.breakdown.find((b) => b.id === profile.secondary)?.percent
      return {
        subject: `Your chess style: ${title}`,
        preview: `You play like ${title}. Read what that means for your games.`,
        heading: `Your chess style: ${title}`,
        paragraphs: [
          `Your answers point to ${title}. Your style page explains your strengths, the players who share your style and what to study next.`,
          ...(secondary && secondaryShare !== undefined
            ? [
                `Your secondary style is ${secondary.title} (${secondaryShare}% of your answers): you share some of its instincts too.`,
              ]
            : []),
        ],
        sections:
          answers && profile
            ? [
                {
                  title: 'What your answers say',
                  items: styleInsights(STYLE_QUESTIONS, answers, STYLE_INSIGHTS, style.id).map(
                    (insight) => `${insight.topic}: ${insight.text}`,
                  ),
                },
                {
                  title: 'Your style breakdown',
                  items: profile.breakdown.map(
                    (share) => `${CHESS_STYLES[share.id].title}: ${share.percent}%`,
                  ),
                },
                { title: 'Your improvement plan', items: style.improvementPlan },
                {
                  title: 'Famous games to study',
                  items: style.famousGames.map(
                    (game) =>
                      `${game.white} vs ${game.black}, ${game.result} (${game.event}, ${game.year}): ${game.note}`,
                  ),
                },
              ]
            : [],
        action: { label: 'Open your style page', url: `${site}${path}` },
        reason: 'You took our chess style quiz with this address.',
        unsubscribe: 'all',
      }
    }
    case 'study_plan': {
      // The catalogue's plan for the row's own answers (the database stores no other).
      const experience = text(p, 'experience')
      const hours = text(p, 'hours_per_week')
      const plan = Object.hasOwn(STUDY_PLANS, experience)
        ? Object.hasOwn(STUDY_PLANS[experience]!, hours)
          ? STUDY_PLANS[experience]![hours]!
          : null
        : null
      if (!plan) {
        return {
          subject: 'Your study plan',
          preview: 'Your personal study plan is on the page you saw.',
          heading: 'Your study plan',
          paragraphs: ['Hi,', 'Thank you for using our study plan generator.'],
          sections: [],
          action: { label: 'Generate a study plan', url: `${site}/study-plan` },
          reason: 'You generated a study plan with this address.',
          unsubscribe: 'all',
        }
      }
      const week = weekSection(plan.schedule)
      const lessons = lessonLinks(site, oneOf(AGE_GROUP_OPTIONS, text(p, 'age_group')))
      const sections: MailSection[] = [
        ...(week ? [week] : []),
        { title: 'Schedule', text: plan.schedule },
        { title: 'Focus', text: plan.focus },
        { title: 'Weekly activities', items: plan.activities, ordered: true },
      ]
      if (forChild(p))
        return {
          subject: `Study plan: ${plan.title}`,
          preview: `${plan.schedule} - ${plan.focus}`,
          heading: plan.title,
          paragraphs: [
            'Hello,',
            "Here is the study plan generated on our site for a child, with your address as a parent's.",
            CHILD_MAIL_LINE,
          ],
          sections,
          reason: CHILD_REASON('study plan generator'),
          unsubscribe: 'all',
        }
      return {
        subject: `Your study plan: ${plan.title}`,
        preview: `${plan.schedule} - ${plan.focus}`,
        heading: plan.title,
        paragraphs: ['Hi,', 'Here is the personal study plan you generated on our site.'],
        sections: [
          ...sections,
          {
            offer: true,
            title: 'Lessons matched to your plan',
            text: `A titled master can coach your ${plan.title} plan with you, 1-on-1 online. Start with a 20-minute intro session.`,
            ...(lessons.length > 1 ? { links: lessons } : {}),
          },
        ],
        ...(lessons.length === 1 ? { action: lessons[0]! } : {}),
        reason: 'You generated a study plan with this address.',
        unsubscribe: 'all',
      }
    }
    case 'opening': {
      const opening = text(p, 'recommended_opening')
      const moves = Object.hasOwn(OPENING_MOVES, opening) ? OPENING_MOVES[opening] : undefined
      const answers = {
        ratingLevel: optionOf(RATING_LEVEL_OPTIONS, text(p, 'rating_level')),
        studyTime: optionOf(STUDY_TIME_OPTIONS, text(p, 'study_time')),
        openingStyle: optionOf(OPENING_STYLE_OPTIONS, text(p, 'opening_style')),
        playFormat: optionOf(PLAY_FORMAT_OPTIONS, text(p, 'play_format')),
        opponentStrategy: optionOf(OPPONENT_OPTIONS, text(p, 'opponent_strategy')),
      }
      const { ratingLevel, studyTime, openingStyle, playFormat, opponentStrategy } = answers
      if (
        !moves ||
        !ratingLevel ||
        !studyTime ||
        !openingStyle ||
        !playFormat ||
        !opponentStrategy
      ) {
        return {
          subject: 'Your opening recommendation',
          preview: 'Your opening recommendation is on the page you saw.',
          heading: 'Your opening recommendation',
          paragraphs: ['Thank you for using our opening recommender.'],
          sections: [],
          action: { label: 'Get another recommendation', url: `${site}/opening-recommender` },
          reason: 'You asked our opening recommender for an opening with this address.',
          unsubscribe: 'all',
        }
      }
      const labels = { ratingLevel, studyTime, openingStyle, playFormat, opponentStrategy }
      return {
        subject: `Your opening: the ${opening}`,
        preview: `Why the ${opening} fits you, and how to start learning it.`,
        heading: `Your opening: the ${opening}`,
        paragraphs: [`Our opening recommender picked the ${opening} for you.`],
        sections: [
          { title: 'Why it fits you', items: whyItFits(labels) },
          { title: 'Next steps', items: nextSteps(opening), ordered: true },
          {
            title: 'First moves',
            text: `${numberedLine(moves.san)} (you play ${moves.side === 'white' ? 'White' : 'Black'})`,
          },
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
