/**
 * A quiz row's answers, checked against the quiz they belong to: what the result mails derive the
 * topics and the style profile from, or null when the row does not hold what the quiz asks.
 */
import { KNOWLEDGE_QUESTIONS } from '../../../src/content/knowledge-quiz.ts'
import { LEVEL_QUESTION_BANK, LEVEL_QUIZ_QUESTION_COUNT } from '../../../src/content/level-quiz.ts'
import { STYLE_QUESTIONS } from '../../../src/content/style-quiz.ts'
import {
  categoryStrengths,
  isAnswerInRange,
  levelFor,
  markAnswer,
  percentOf,
  type LevelCategory,
  type LevelId,
} from '../../../src/domain/quiz.ts'
import type { Payload } from './mail-model.ts'
import { oneOf, text } from './mail-row.ts'

/** Marks of 0 and 1, one per knowledge quiz question, or null. */
export function knowledgeMarks(value: unknown): Array<0 | 1> | null {
  if (!Array.isArray(value) || value.length !== KNOWLEDGE_QUESTIONS.length) return null
  return value.every((m) => m === 0 || m === 1) ? (value as Array<0 | 1>) : null
}

/**
 * The level quizzes' strengths and areas to work on, as the result listed them, or null. Derived
 * from closed sets only: the row's question ids (distinct ids of the bank, as many as a visit
 * draws), its answers (the first quiz stores the option chosen, the improved quiz 0/1 per question,
 * and the row's fixed placeholder name says which) and its level, which the answers must give.
 */
export function levelTopics(
  p: Payload,
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
export function styleAnswers(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length !== STYLE_QUESTIONS.length) return null
  return value.every(
    (a, i) => Number.isInteger(a) && a >= 0 && a < STYLE_QUESTIONS[i]!.answers.length,
  )
    ? (value as number[])
    : null
}
