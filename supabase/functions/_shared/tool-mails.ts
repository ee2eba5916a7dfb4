/**
 * The tools' mails: the study plan (the catalogue's plan for the row's answers, its week drawn) and
 * the opening recommendation (why it fits, next steps, first moves).
 */
import {
  OPENING_MOVES,
  OPPONENT_OPTIONS,
  OPENING_STYLE_OPTIONS,
  PLAY_FORMAT_OPTIONS,
  RATING_LEVEL_OPTIONS,
  STUDY_TIME_OPTIONS,
} from '../../../src/content/openings.ts'
import { AGE_GROUP_OPTIONS, STUDY_PLANS } from '../../../src/content/study-plans.ts'
import { nextSteps, whyItFits } from '../../../src/domain/opening.ts'
import type { MailModel, MailSection, Payload } from './mail-model.ts'
import {
  CHILD_MAIL_LINE,
  CHILD_REASON,
  forChild,
  lessonLinks,
  numberedLine,
  weekSection,
} from './mail-sections.ts'
import { oneOf, optionOf, text } from './mail-row.ts'

export function studyPlanMail(p: Payload, site: string): MailModel {
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

export function openingMail(p: Payload, site: string): MailModel {
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
  if (!moves || !ratingLevel || !studyTime || !openingStyle || !playFormat || !opponentStrategy) {
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
