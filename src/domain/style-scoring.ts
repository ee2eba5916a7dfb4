/**
 * Style quiz scoring (spec §9 "Style quiz", §5 "Scoring ignores answer indices outside the option
 * range"): each answer adds its 0-4 scores to the six styles; the highest sum wins, ties going to the
 * first style in STYLE_IDS order; a wrong number of answers gives the tactician. The breakdown is the
 * top 3 styles with their share of the total score, and a secondary style is named when the second
 * style has at least 20% of it.
 */
import { STYLE_IDS, type StyleId } from '../content/chess-styles'
import type { StyleInsight, StyleQuestion } from '../content/style-quiz'

/** The style given when the number of answers does not match the questions. */
const DEFAULT_STYLE: StyleId = 'tactician'

/** The second style is worth a note from this share of the total score up. */
const SECONDARY_STYLE_MIN_SHARE = 0.2

interface StyleShare {
  id: StyleId
  score: number
  /** Whole-number percentage of the total score (0 when nothing scored). */
  percent: number
}

export interface StyleQuizResult {
  styleId: StyleId
  totals: Record<StyleId, number>
  /** The top 3 styles, highest first (ties in STYLE_IDS order). */
  breakdown: StyleShare[]
  /** The second style when it has at least 20% of the total score, else null. */
  secondary: StyleId | null
}

/** Sums each style's scores over the answers; an index outside its question's options adds nothing. */
export function styleTotals(
  questions: readonly StyleQuestion[],
  answers: readonly number[],
): Record<StyleId, number> {
  const totals = Object.fromEntries(STYLE_IDS.map((id) => [id, 0])) as Record<StyleId, number>
  answers.forEach((answer, i) => {
    const option = Number.isInteger(answer) ? questions[i]?.answers[answer] : undefined
    if (!option) return
    for (const id of STYLE_IDS) totals[id] += option.scores[id]
  })
  return totals
}

/** Styles by score, highest first; equal scores keep STYLE_IDS order. */
function ranked(totals: Record<StyleId, number>): StyleId[] {
  return [...STYLE_IDS].sort((a, b) => totals[b] - totals[a])
}

export function scoreStyleQuiz(
  questions: readonly StyleQuestion[],
  answers: readonly number[],
): StyleQuizResult {
  const totals = styleTotals(questions, answers)
  const order = ranked(totals)
  const sum = STYLE_IDS.reduce((n, id) => n + totals[id], 0)
  const breakdown = order.slice(0, 3).map((id) => ({
    id,
    score: totals[id],
    percent: sum === 0 ? 0 : Math.round((totals[id] / sum) * 100),
  }))
  const second = order[1]!
  return {
    styleId: answers.length === questions.length ? order[0]! : DEFAULT_STYLE,
    totals,
    breakdown,
    secondary: sum > 0 && totals[second] / sum >= SECONDARY_STYLE_MIN_SHARE ? second : null,
  }
}

/** Is `value` one of the six style ids? (For navigation state, which can hold anything.) */
export function isStyleId(value: unknown): value is StyleId {
  return typeof value === 'string' && (STYLE_IDS as readonly string[]).includes(value)
}

/**
 * The personalised insights: for each question that has them, the line of the answer given, or the
 * line the result's style reads for that answer when the content gives one.
 */
export function styleInsights(
  questions: readonly StyleQuestion[],
  answers: readonly number[],
  insights: Readonly<Record<number, StyleInsight>>,
  styleId?: StyleId,
): Array<{ topic: string; text: string }> {
  return questions.flatMap((question, i) => {
    const entry = insights[question.id]
    const answer = answers[i]
    if (!entry || answer === undefined || !Number.isInteger(answer)) return []
    const forStyle = styleId ? entry.forStyle?.[styleId] : undefined
    const base = entry.lines[answer]
    const text =
      base !== undefined && forStyle && Object.hasOwn(forStyle, answer) ? forStyle[answer] : base
    return text ? [{ topic: entry.topic, text }] : []
  })
}
