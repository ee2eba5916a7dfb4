/**
 * The quizzes' result mails: the knowledge quiz, the level quizzes and the style quiz, each with
 * the topics or the profile its page showed, derived again from the row's answers (quiz-answers.ts).
 */
import { SITE_NAME } from '../../../src/content/brand.ts'
import { CHESS_STYLES, STYLE_IDS } from '../../../src/content/chess-styles.ts'
import {
  KNOWLEDGE_BAND_MESSAGES,
  KNOWLEDGE_CATEGORY_NAMES,
  KNOWLEDGE_QUESTIONS,
  LEARNING_PATHS,
} from '../../../src/content/knowledge-quiz.ts'
import { LEVEL_CATEGORY_NAMES, LEVEL_TEXTS } from '../../../src/content/level-quiz.ts'
import { STYLE_INSIGHTS, STYLE_QUESTIONS } from '../../../src/content/style-quiz.ts'
import {
  categoryStrengths,
  knowledgeBand,
  learningPath,
  LEVEL_LABELS,
  type LevelId,
} from '../../../src/domain/quiz.ts'
import { scoreStyleQuiz, styleInsights } from '../../../src/domain/style-scoring.ts'
import type { MailModel, MailSection, Payload } from './mail-model.ts'
import { CHILD_MAIL_LINE, CHILD_REASON, forChild, lessonsSection } from './mail-sections.ts'
import { count, isStyleId, oneOf, text } from './mail-row.ts'
import { knowledgeMarks, levelTopics, styleAnswers } from './quiz-answers.ts'

const LEVELS: readonly string[] = Object.values(LEVEL_LABELS)

export function knowledgeQuizMail(p: Payload, site: string): MailModel {
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

export function levelQuizMail(p: Payload, site: string): MailModel {
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

export function styleQuizMail(p: Payload, site: string): MailModel {
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
