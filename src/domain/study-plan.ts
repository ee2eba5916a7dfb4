/**
 * The study plan generator's rules (spec §2 /study-plan, §3 "Study plan catalogue", §5): pure
 * functions, tested table-driven over all nine plans.
 */

/** A generated plan, as stored in study_plans.generated_plan. */
export interface StudyPlan {
  title: string
  schedule: string
  focus: string
  activities: readonly [string, string, string, string]
}

/** Experience level -> hours per week -> plan. */
export type StudyPlanCatalogue = Readonly<Record<string, Readonly<Record<string, StudyPlan>>>>

/** The six answers of the form, as submitted. */
export type StudyPlanAnswers = {
  experience: string
  hoursPerWeek: string
  goal: string
  ageGroup: string
  name: string
  email: string
}

export const STUDY_PLAN_FIELDS = [
  'experience',
  'hoursPerWeek',
  'goal',
  'ageGroup',
  'name',
  'email',
] as const satisfies ReadonlyArray<keyof StudyPlanAnswers>

/** The plan for an experience level and hour band; Beginner 1-2 when there is no such plan. */
export function studyPlanFor(
  catalogue: StudyPlanCatalogue,
  experience: string,
  hoursPerWeek: string,
): StudyPlan {
  const byHours = Object.hasOwn(catalogue, experience) ? catalogue[experience] : undefined
  const found = byHours && Object.hasOwn(byHours, hoursPerWeek) ? byHours[hoursPerWeek] : undefined
  const fallback = catalogue['Beginner']?.['1-2']
  if (!fallback) throw new Error('The study plan catalogue has no Beginner 1-2 plan')
  return found ?? fallback
}
