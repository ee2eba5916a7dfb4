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

export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/**
 * The order in which study days fill the week: two days are Mon and Thu, three add Sat, and so on,
 * so rest days fall in between and a plan of 3-4 days keeps its 3 days when the 4th is added.
 */
const FILL_ORDER = [0, 3, 5, 1, 4, 6, 2] as const

export type PlanDay = 'study' | 'optional' | 'rest'

/**
 * The plan's schedule ('3-4 days/week, ...') as a week: the lower number of days are study days, the
 * days up to the higher number optional, the rest rest days. Null when the schedule names no days.
 */
export function planWeek(schedule: string): PlanDay[] | null {
  const m = /^(\d)(?:-(\d))?\s+days?\/week/.exec(schedule)
  if (!m) return null
  const low = Number(m[1])
  const high = m[2] ? Number(m[2]) : low
  if (low < 1 || high > 7 || high < low) return null
  return WEEK_DAYS.map((_, day) => {
    const rank = FILL_ORDER.indexOf(day as (typeof FILL_ORDER)[number])
    return rank < low ? 'study' : rank < high ? 'optional' : 'rest'
  })
}

/** Which lesson page fits the plan's age group: children and teens the kids page, adults the adults page. */
export function lessonsForAgeGroup(ageGroup: string): 'kids' | 'adults' | undefined {
  if (ageGroup.startsWith('Adult')) return 'adults'
  if (ageGroup.startsWith('Child') || ageGroup.startsWith('Teen')) return 'kids'
  return undefined
}
