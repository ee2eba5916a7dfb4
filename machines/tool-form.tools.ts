import { QUIZ_MESSAGES } from '../src/content/messages'
import { cleanName, normalizeEmail } from '../src/domain/email'
import {
  openingChoices,
  recommendOpening,
  type OpeningAnswers,
  type OpeningCatalogue,
  type Random,
} from '../src/domain/opening'
import {
  STUDY_PLAN_FIELDS,
  studyPlanFor,
  type StudyPlan,
  type StudyPlanAnswers,
} from '../src/domain/study-plan'
import { CHILD_NAME_PLACEHOLDER } from '../src/domain/children'
import { CHILD_AGE_GROUP } from '../src/content/study-plans'
import type { Tool, ToolAnswers } from './tool-form.machine'

/**
 * The tools that the tool-form chart serves: each gives its data as the chart's input (its empty
 * answers, its two toasts) and its functions to the chart (`toolFormChart(tool)`): which answers are
 * required, how the result is worked out, the row it stores. `A` and `R` (the answers and the
 * result) travel with the tool, so the page's chart and its hook read them typed.
 */
const toolForm = <A extends ToolAnswers, R>(tool: Tool<A, R>): Tool<A, R> => tool

/**
 * The study plan generator: four dropdowns, name and e-mail; the plan is looked up in the catalogue.
 * For a child's plan ('Child (under 12)', which a 12-year-old chooses too) a parent gives their own
 * e-mail and no name: the name is not asked, and a name typed before the age group was chosen is not
 * sent (the row holds the placeholder; the database marks the row as a child's from its age group).
 */
export const studyPlanTool = (catalogue: Parameters<typeof studyPlanFor>[0]) =>
  toolForm<StudyPlanAnswers, StudyPlan>({
    input: {
      empty: { experience: '', hoursPerWeek: '', goal: '', ageGroup: '', name: '', email: '' },
      missing: QUIZ_MESSAGES.studyPlanMissing,
      failed: QUIZ_MESSAGES.studyPlanFailed,
    },
    required: (answers) =>
      answers.ageGroup === CHILD_AGE_GROUP
        ? STUDY_PLAN_FIELDS.filter((field) => field !== 'name')
        : STUDY_PLAN_FIELDS,
    resultFor: (answers) => studyPlanFor(catalogue, answers.experience, answers.hoursPerWeek),
    leadFor: (answers, plan) => ({
      table: 'study_plans',
      row: {
        name:
          answers.ageGroup === CHILD_AGE_GROUP ? CHILD_NAME_PLACEHOLDER : cleanName(answers.name),
        email: normalizeEmail(answers.email),
        experience: answers.experience,
        hours_per_week: answers.hoursPerWeek,
        goal: answers.goal,
        age_group: answers.ageGroup,
        generated_plan: {
          title: plan.title,
          schedule: plan.schedule,
          focus: plan.focus,
          activities: [...plan.activities],
        },
      },
    }),
  })

/**
 * The opening recommender: five dropdowns and the e-mail; one of the three openings of the level x
 * style x study-time cell is picked with `random` (Math.random in the browser, fixed in tests).
 */
export const openingTool = (catalogue: OpeningCatalogue, random: Random) =>
  toolForm<OpeningAnswers, string>({
    input: {
      empty: {
        ratingLevel: '',
        studyTime: '',
        openingStyle: '',
        playFormat: '',
        opponentStrategy: '',
        email: '',
      },
      missing: QUIZ_MESSAGES.openingMissing,
      failed: QUIZ_MESSAGES.openingFailed,
    },
    // A retry after a failed save is the same lead (lead delivery keeps its id): it keeps the
    // opening already picked while that still fits the answers, so the row the database keeps
    // (an earlier attempt may have landed) is the recommendation the visitor is shown.
    resultFor: (answers, previous) =>
      previous && openingChoices(catalogue, answers).includes(previous)
        ? previous
        : recommendOpening(catalogue, answers, random),
    leadFor: (answers, opening) => ({
      table: 'opening_recommender',
      row: {
        email: normalizeEmail(answers.email),
        rating_level: answers.ratingLevel,
        study_time: answers.studyTime,
        opening_style: answers.openingStyle,
        play_format: answers.playFormat,
        opponent_strategy: answers.opponentStrategy,
        recommended_opening: opening,
      },
    }),
  })
