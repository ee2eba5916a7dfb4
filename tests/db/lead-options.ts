/**
 * The closed option sets of the lead tables, computed from the site's own content: what the forms can
 * send. The database keeps the same sets in `app_private.lead_options(field)` (the leads
 * baseline, 20250101000000_leads.sql); tests/db/abuse.test.ts checks that the two agree, so a content
 * change without a migration fails the suite (run `npx tsx tests/db/lead-options.ts` for the SQL to paste;
 * it also prints the level quizzes' question ids below).
 */
import { CHESS_STYLES, STYLE_IDS } from '../../src/content/chess-styles'
import {
  OPENING_CATALOGUE,
  OPENING_STYLE_OPTIONS,
  OPPONENT_OPTIONS,
  PLAY_FORMAT_OPTIONS,
  RATING_LEVEL_OPTIONS,
  STUDY_TIME_OPTIONS,
} from '../../src/content/openings'
import {
  AGE_GROUP_OPTIONS,
  EXPERIENCE_OPTIONS,
  GOAL_OPTIONS,
  HOURS_OPTIONS,
  STUDY_PLANS,
} from '../../src/content/study-plans'
import { LEVEL_QUESTION_BANK, LEVEL_QUIZ_QUESTION_COUNT } from '../../src/content/level-quiz'
import { LEVEL_LABELS } from '../../src/domain/quiz'

const values = (options: readonly { value: string }[]) => options.map((o) => o.value)
const unique = (list: Iterable<string>) => [...new Set(list)].sort()

export const LEAD_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  'study_plans.experience': unique(EXPERIENCE_OPTIONS),
  'study_plans.hours_per_week': unique(HOURS_OPTIONS),
  'study_plans.goal': unique(GOAL_OPTIONS),
  'study_plans.age_group': unique(AGE_GROUP_OPTIONS),
  'study_plans.plan_title': unique(
    Object.values(STUDY_PLANS).flatMap((byHours) => Object.values(byHours).map((p) => p.title)),
  ),
  'opening_recommender.rating_level': unique(values(RATING_LEVEL_OPTIONS)),
  'opening_recommender.study_time': unique(values(STUDY_TIME_OPTIONS)),
  'opening_recommender.opening_style': unique(values(OPENING_STYLE_OPTIONS)),
  'opening_recommender.play_format': unique(values(PLAY_FORMAT_OPTIONS)),
  'opening_recommender.opponent_strategy': unique(values(OPPONENT_OPTIONS)),
  'opening_recommender.recommended_opening': unique(
    Object.values(OPENING_CATALOGUE).flatMap((byStyle) =>
      Object.values(byStyle).flatMap((byTime) => Object.values(byTime).flat()),
    ),
  ),
  'chess_level_quiz.result': unique(Object.values(LEVEL_LABELS)),
  'chess_style_quiz.result': unique(STYLE_IDS),
  'chess_style_quiz.style_title': unique(STYLE_IDS.map((id) => CHESS_STYLES[id].title)),
}

/** The style quiz's pairs (result, style_title): the title must be its style's. */
export const STYLE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  STYLE_IDS.map((id) => [id, CHESS_STYLES[id].title]),
)

/**
 * The level quizzes' question ids and how many one visit draws: the database keeps them in
 * `app_private.level_question_ids()` and `app_private.level_quiz_question_count()` (migration
 * 20250101000000_leads.sql); tests/db/level-question-ids.test.ts checks that they agree.
 */
export const LEVEL_QUESTION_IDS: readonly string[] = unique(LEVEL_QUESTION_BANK.map((q) => q.id))
export const LEVEL_QUESTION_COUNT = LEVEL_QUIZ_QUESTION_COUNT

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`

/** The SQL body of app_private.lead_options for these sets. */
export function leadOptionsSql(): string {
  return Object.entries(LEAD_OPTIONS)
    .map(([field, list]) => `    when ${quote(field)} then array[${list.map(quote).join(', ')}]`)
    .join('\n')
}

/** The SQL bodies of app_private.level_question_ids and app_private.level_quiz_question_count. */
function levelQuestionsSql(): string {
  return [
    `  select array[${LEVEL_QUESTION_IDS.map(quote).join(', ')}]`,
    `  select ${LEVEL_QUESTION_COUNT}`,
  ].join('\n')
}

if (process.argv[1]?.endsWith('lead-options.ts'))
  console.log(`${leadOptionsSql()}\n\n${levelQuestionsSql()}`)
