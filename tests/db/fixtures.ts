/** The eight lead tables: a valid row as the site writes it, and ways each can be wrong. */
import { inject } from 'vitest'
import { STUDY_PLANS } from '../../src/content/study-plans'

export type Row = Record<string, unknown>

interface BadRow {
  name: string
  /** Applied to a valid row (undefined deletes the key). */
  patch: Row
}

export interface TableCase {
  table: string
  subscription: boolean
  /**
   * The columns the site writes (anon's INSERT grant). `client_id` (the outbox's idempotency key,
   * optional) is on every table without a unique e-mail.
   */
  columns: readonly string[]
  /** Columns the database fills itself, beside id and created_at (anon can neither write nor read them). */
  serverColumns?: readonly string[]
  valid(email: string): Row
  /** Over-long values for the table's free-text columns. */
  oversize: BadRow[]
  /** jsonb columns given the wrong type or shape. */
  badJson: BadRow[]
  /** Other rules of the table. */
  other: BadRow[]
}

/** The catalogue's plan for Beginner, 3-5 hours: the only plan the database stores for those answers. */
const plan = {
  ...STUDY_PLANS['Beginner']!['3-5']!,
  activities: [...STUDY_PLANS['Beginner']!['3-5']!.activities],
}

export const TABLES: readonly TableCase[] = [
  {
    table: 'newsletter_subscribers',
    subscription: true,
    columns: ['email', 'source'],
    valid: (email) => ({ email, source: 'faqs_newsletter' }),
    oversize: [{ name: 'source of 65 characters', patch: { source: 's'.repeat(65) } }],
    badJson: [],
    other: [
      { name: 'source with capitals and spaces', patch: { source: 'Blog Article' } },
      { name: 'empty source', patch: { source: '' } },
    ],
  },
  {
    table: 'weekly_live_lessons',
    subscription: true,
    columns: ['email', 'source'],
    valid: (email) => ({ email, source: 'weekly_live_lessons_articles' }),
    oversize: [{ name: 'source of 65 characters', patch: { source: 'w'.repeat(65) } }],
    badJson: [],
    other: [{ name: 'source with markup', patch: { source: '<script>' } }],
  },
  {
    table: 'free_tactics_cheat_sheet',
    subscription: true,
    columns: ['email', 'source'],
    valid: (email) => ({ email, source: 'training_hub_popup' }),
    oversize: [{ name: 'source of 65 characters', patch: { source: 'f'.repeat(65) } }],
    badJson: [],
    other: [{ name: 'missing source', patch: { source: undefined } }],
  },
  {
    table: 'quiz_submissions',
    subscription: false,
    columns: ['name', 'email', 'score', 'total_questions', 'answers', 'for_child', 'client_id'],
    valid: (email) => ({
      name: 'Ada Lovelace',
      email,
      score: 7,
      total_questions: 10,
      answers: [1, 1, 0, 1, 1, 0, 1, 1, 0, 1],
    }),
    oversize: [{ name: 'name of 101 characters', patch: { name: 'n'.repeat(101) } }],
    badJson: [
      { name: 'answers as an object', patch: { answers: { 0: 1 } } },
      { name: 'answers as a string', patch: { answers: '1,0,1' } },
      { name: 'answers not 0/1', patch: { answers: [1, 2, 0] } },
      { name: 'answers of 51 items', patch: { answers: Array.from({ length: 51 }, () => 1) } },
    ],
    other: [
      { name: 'score above total_questions', patch: { score: 11 } },
      { name: 'negative score', patch: { score: -1 } },
      { name: 'total_questions 0', patch: { score: 0, total_questions: 0 } },
      { name: 'total_questions 51', patch: { total_questions: 51 } },
      { name: 'blank name', patch: { name: '   ' } },
    ],
  },
  {
    table: 'chess_level_quiz',
    subscription: false,
    columns: ['name', 'email', 'answers', 'question_ids', 'result', 'client_id'],
    valid: (email) => ({
      name: 'Quiz Taker',
      email,
      answers: [0, 2, 1, 3, 1, 0, 2, 2, 1, 3],
      question_ids: [
        'opening-italian',
        'tactics-skewer',
        'strategy-outpost',
        'endgame-opposition',
        'calculation-mate-in-two',
        'decision-ahead',
        'opening-gambit',
        'tactics-scholars-mate',
        'endgame-rook-mate',
        'decision-candidates',
      ],
      result: 'Intermediate (1400-1800)',
    }),
    oversize: [
      { name: 'result of 101 characters', patch: { result: 'r'.repeat(101) } },
      { name: 'name of 101 characters', patch: { name: 'q'.repeat(101) } },
    ],
    badJson: [
      { name: 'answers as an object', patch: { answers: { a: 1 } } },
      { name: 'answers with strings', patch: { answers: ['0', '1'] } },
      { name: 'answers with fractions', patch: { answers: [0.5, 1] } },
      { name: 'empty answers', patch: { answers: [] } },
    ],
    other: [{ name: 'empty result', patch: { result: '' } }],
  },
  {
    table: 'chess_style_quiz',
    subscription: false,
    columns: ['email', 'answers', 'result', 'style_title', 'client_id'],
    valid: (email) => ({
      email,
      answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1],
      result: 'endgameArtist',
      style_title: 'The Endgame Artist',
    }),
    oversize: [{ name: 'style_title of 101 characters', patch: { style_title: 't'.repeat(101) } }],
    badJson: [
      { name: 'answers as a number', patch: { answers: 3 } },
      { name: 'answers with negative index', patch: { answers: [0, -1] } },
    ],
    other: [{ name: 'missing result', patch: { result: undefined } }],
  },
  {
    table: 'study_plans',
    subscription: false,
    columns: [
      'name',
      'email',
      'experience',
      'hours_per_week',
      'goal',
      'age_group',
      'generated_plan',
      'client_id',
    ],
    serverColumns: ['for_child'],
    valid: (email) => ({
      name: 'Magnus',
      email,
      experience: 'Beginner',
      hours_per_week: '3-5',
      goal: 'Improve tactics',
      age_group: 'Adult (18+)',
      generated_plan: plan,
    }),
    oversize: [
      { name: 'goal of 201 characters', patch: { goal: 'g'.repeat(201) } },
      { name: 'experience of 101 characters', patch: { experience: 'e'.repeat(101) } },
    ],
    badJson: [
      { name: 'generated_plan as an array', patch: { generated_plan: [plan] } },
      { name: 'generated_plan as a string', patch: { generated_plan: 'Rapid Learner' } },
      {
        name: 'generated_plan with 3 activities',
        patch: { generated_plan: { ...plan, activities: plan.activities.slice(0, 3) } },
      },
      {
        name: 'generated_plan with an extra key',
        patch: { generated_plan: { ...plan, extra: 'x'.repeat(20) } },
      },
      {
        name: 'generated_plan over 8 KB',
        patch: {
          generated_plan: { ...plan, activities: plan.activities.map((a) => a.padEnd(2500, '.')) },
        },
      },
    ],
    other: [{ name: 'blank age_group', patch: { age_group: '' } }],
  },
  {
    table: 'opening_recommender',
    subscription: false,
    columns: [
      'email',
      'rating_level',
      'study_time',
      'opening_style',
      'play_format',
      'opponent_strategy',
      'recommended_opening',
      'client_id',
    ],
    valid: (email) => ({
      email,
      rating_level: 'beginner',
      study_time: 'quick',
      opening_style: 'aggressive',
      play_format: 'blitz',
      opponent_strategy: 'aggressive',
      recommended_opening: "King's Gambit",
    }),
    oversize: [
      {
        name: 'recommended_opening of 101 characters',
        patch: { recommended_opening: 'o'.repeat(101) },
      },
    ],
    badJson: [],
    other: [{ name: 'empty rating_level', patch: { rating_level: '' } }],
  },
]

export function applyPatch(row: Row, patch: Row): Row {
  const result: Row = { ...row }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete result[key]
    else result[key] = value
  }
  return result
}

let counter = 0
/** A fresh, valid, normalised e-mail unique to this run (the database may outlive one run). */
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${inject('runId')}-${counter}@example.com`
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '-')
}

/** A valid e-mail of exactly `length` characters. */
export function emailOfLength(length: number, tag: string): string {
  const base = uniqueEmail(tag)
  const at = base.indexOf('@')
  const local = base.slice(0, at)
  const domain = base.slice(at)
  const pad = length - base.length
  if (pad < 0) throw new Error(`cannot make a ${length}-character e-mail from ${base}`)
  return `${local}${'x'.repeat(pad)}${domain}`
}
