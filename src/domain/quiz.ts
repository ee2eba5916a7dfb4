/**
 * The quizzes' rules as pure functions (spec §3, §5, §9): answer checking, scoring, the knowledge
 * quiz's message bands and learning paths, the level bands, the improved quiz's recommendation tiers,
 * category strengths, and the level quiz's question selection. Randomness is a parameter
 * (`random`, like Math.random: a number in [0, 1)), so every selection is repeatable in tests.
 */
import type { Square } from '../content/article-body'

/** Spec §3: the knowledge quiz's categories. */
export type KnowledgeCategory =
  'basics' | 'piece-movement' | 'special-moves' | 'opening' | 'tactics' | 'strategy' | 'endgame'

/** Spec §3: the level quiz bank's categories and difficulties. */
export type LevelCategory =
  'opening' | 'tactics' | 'strategy' | 'endgame' | 'calculation' | 'decision_making'
export type Difficulty = 'beginner' | 'intermediate' | 'advanced'

/**
 * What a position question says about its position; tests/unit/quiz-chess.test.ts checks each claim
 * with chess.js. `move` is the keyed move in SAN (the correct option names it).
 */
export interface PositionClaim {
  /** The keyed move, legal in the position. */
  move?: string
  /** After `move` the side to move is checkmated. */
  mate?: boolean
  /** After `move`, every reply allows a mate in one (mate in two). */
  mateInTwo?: boolean
  /** After `move`, `reply` (the best defence) and then `then`, which captures `piece`. */
  wins?: { reply: string; then: string; piece: 'q' | 'r' | 'b' | 'n' }
  /** The position arises from the starting position by this line (SAN). */
  line?: string[]
}

/** A position shown with a question (ChessDiagram), and what the question claims about it. */
export interface QuizPosition {
  fen: string
  /** What to look at; also the board's accessible name. */
  caption: string
  highlights?: Square[]
  arrows?: Array<[Square, Square]>
  claim: PositionClaim
}

type Options = readonly [string, string, string, string]

/** Spec §3: a knowledge quiz question. */
export interface KnowledgeQuestion {
  question: string
  options: Options
  /** Index of the correct option. */
  correct: number
  explanation: string
  category: KnowledgeCategory
  position?: QuizPosition
}

/** Spec §3: a question of the level quiz bank. */
export interface LevelQuestion {
  id: string
  question: string
  options: Options
  /** Index of the correct option. */
  correctAnswer: number
  explanation: string
  difficulty: Difficulty
  category: LevelCategory
  position?: QuizPosition
}

/** Spec §5: an answer index outside the option range is ignored. */
export function isAnswerInRange(index: number, optionCount: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < optionCount
}

/** 1 when the chosen option is the correct one, else 0 (an out-of-range answer scores 0). */
export function markAnswer(chosen: number, correct: number, optionCount = 4): 0 | 1 {
  return isAnswerInRange(chosen, optionCount) && chosen === correct ? 1 : 0
}

/** Correct answers out of the questions given; answers beyond the questions are ignored. */
export function countCorrect(corrects: readonly number[], answers: readonly number[]): number {
  return corrects.reduce<number>((n, correct, i) => n + markAnswer(answers[i] ?? -1, correct), 0)
}

/** Score as a percentage of the total (not rounded: the bands compare exact values). */
export function percentOf(score: number, total: number): number {
  return total > 0 ? (score * 100) / total : 0
}

/** Spec §9 "Knowledge quiz scoring": the message band of a percentage. */
export type KnowledgeBand = 'outstanding' | 'great' | 'good' | 'notBad' | 'keepLearning'

export function knowledgeBand(percent: number): KnowledgeBand {
  if (percent >= 90) return 'outstanding'
  if (percent >= 80) return 'great'
  if (percent >= 70) return 'good'
  if (percent >= 60) return 'notBad'
  return 'keepLearning'
}

/** Spec §9: the knowledge quiz's learning path by total percent (>= 80, >= 60, below). */
export type LearningPath = 'advanced' | 'intermediate' | 'foundation'

export function learningPath(percent: number): LearningPath {
  if (percent >= 80) return 'advanced'
  if (percent >= 60) return 'intermediate'
  return 'foundation'
}

/** Spec §9 "Level quiz": the level of a percentage. */
export type LevelId =
  'expert' | 'advanced' | 'intermediate' | 'beginnerPlus' | 'beginner' | 'novice'

export const LEVEL_LABELS: Record<LevelId, string> = {
  expert: 'Expert (2000+)',
  advanced: 'Advanced (1800-2000)',
  intermediate: 'Intermediate (1400-1800)',
  beginnerPlus: 'Beginner+ (1200-1400)',
  beginner: 'Beginner (800-1200)',
  novice: 'Novice (Under 800)',
}

export function levelFor(percent: number): LevelId {
  if (percent >= 90) return 'expert'
  if (percent >= 80) return 'advanced'
  if (percent >= 70) return 'intermediate'
  if (percent >= 60) return 'beginnerPlus'
  if (percent >= 40) return 'beginner'
  return 'novice'
}

/** Spec §9: the improved quiz's recommendation tier by total percent (90, 70, 50). */
export type ImprovedTier = 'mastery' | 'strong' | 'developing' | 'foundation'

export function improvedTier(percent: number): ImprovedTier {
  if (percent >= 90) return 'mastery'
  if (percent >= 70) return 'strong'
  if (percent >= 50) return 'developing'
  return 'foundation'
}

/**
 * Spec §9: a category is a strength at >= 75% correct and a weakness (an area to improve) below 50%;
 * in between it is neither. Categories keep the order in which they first appear.
 */
/** Right answers and questions per category, in the order the categories first appear. */
export function categoryTotals<C extends string>(
  marks: ReadonlyArray<{ category: C; correct: 0 | 1 }>,
): { category: C; right: number; all: number }[] {
  const totals = new Map<C, { category: C; right: number; all: number }>()
  for (const { category, correct } of marks) {
    const t = totals.get(category) ?? { category, right: 0, all: 0 }
    t.right += correct
    t.all += 1
    totals.set(category, t)
  }
  return [...totals.values()]
}

export function categoryStrengths<C extends string>(
  marks: ReadonlyArray<{ category: C; correct: 0 | 1 }>,
): { strengths: C[]; weaknesses: C[] } {
  const strengths: C[] = []
  const weaknesses: C[] = []
  for (const { category, right, all } of categoryTotals(marks)) {
    const percent = percentOf(right, all)
    if (percent >= 75) strengths.push(category)
    else if (percent < 50) weaknesses.push(category)
  }
  return { strengths, weaknesses }
}

/** Fisher-Yates with an injected random source; returns a new array. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/**
 * Spec §9: `count` questions from the bank: one random question per category, the rest at random
 * without duplicates, then shuffled.
 *
 * `first` (a question id) is kept in front and counts as its category's pick: the prerendered page
 * shows the first question before any script runs, so it must be the same question on the server
 * and in the browser; the rest of the set is drawn afresh on every visit.
 */
export function selectLevelQuestions<Q extends { id: string; category: string }>(
  bank: readonly Q[],
  random: () => number,
  { count, first }: { count: number; first?: string },
): Q[] {
  const pick = (list: readonly Q[]) => list[Math.floor(random() * list.length)]!
  const lead = first === undefined ? undefined : bank.find((q) => q.id === first)
  if (first !== undefined && !lead) throw new Error(`No question ${first} in the bank`)
  const chosen: Q[] = lead ? [lead] : []
  const categories = [...new Set(bank.map((q) => q.category))]
  for (const category of categories) {
    if (chosen.some((q) => q.category === category)) continue
    chosen.push(pick(bank.filter((q) => q.category === category)))
  }
  let rest = bank.filter((q) => !chosen.includes(q))
  while (chosen.length < count && rest.length > 0) {
    const next = pick(rest)
    chosen.push(next)
    rest = rest.filter((q) => q !== next)
  }
  const picked = chosen.slice(0, count)
  return lead ? [lead, ...shuffle(picked.slice(1), random)] : shuffle(picked, random)
}

/** The option letter shown before an option: A, B, C, D. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index)
}
