/**
 * Parts more than one mail holds: the lesson links and offer, the lines of a mail about a child,
 * the study plan's week, a numbered line of moves.
 */
import {
  lessonsForAgeGroup,
  planWeek,
  WEEK_DAYS,
  type PlanDay,
} from '../../../src/domain/study-plan.ts'
import type { MailLink, MailSection, Payload } from './mail-model.ts'

/** SAN moves as a numbered line: ['e4', 'e5', 'Nf3'] -> '1.e4 e5 2.Nf3'. */
export function numberedLine(san: readonly string[]): string {
  return san.map((move, i) => (i % 2 === 0 ? `${i / 2 + 1}.${move}` : move)).join(' ')
}

/**
 * The lesson pages, as the results show them: the one page that fits an age group (children and
 * teens the kids page, adults the adults page), both when no age is known (the quizzes ask none).
 */
const LESSON_PAGES = {
  kids: { label: 'Intro Session for Kids', path: '/lessons/kids' },
  adults: { label: 'Intro Session for Adults', path: '/lessons/adults' },
} as const

export function lessonLinks(site: string, ageGroup: string | null): MailLink[] {
  const match = ageGroup ? lessonsForAgeGroup(ageGroup) : undefined
  const pages = match ? [LESSON_PAGES[match]] : [LESSON_PAGES.kids, LESSON_PAGES.adults]
  return pages.map((page) => ({ label: page.label, url: `${site}${page.path}` }))
}

/** The next step under a quiz result, as on the page. */
export const lessonsSection = (site: string): MailSection => ({
  offer: true,
  title: 'Your next step',
  text: 'Book a 20-minute intro session with a titled master and get a plan built on this result.',
  links: lessonLinks(site, null),
})

/**
 * A row for a learner under 13 (`for_child`, set by the database from the form's age answer): the
 * address is a parent's, and the mail is the result only: no offer, no lesson link.
 */
export const forChild = (payload: Payload) => payload['for_child'] === true
export const CHILD_MAIL_LINE =
  'We send you this result and nothing else: no offers, and your address is on none of our lists.'
export const CHILD_REASON = (form: string) =>
  `Your address was given as a parent's on our ${form}, for a learner under 13.`

/** "Mon, Thu and Sat" */
function listed(days: readonly string[]): string {
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '')
}

/** The study plan's week, as the page draws it, and in words for the plain-text part. */
export function weekSection(schedule: string): MailSection | null {
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
