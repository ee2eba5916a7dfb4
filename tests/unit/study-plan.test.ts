import { describe, expect, it } from 'vitest'
import {
  AGE_GROUP_OPTIONS,
  EXPERIENCE_OPTIONS,
  GOAL_OPTIONS,
  HOURS_OPTIONS,
  STUDY_PLANS,
} from '../../src/content/study-plans'
import { hasMissingAnswer } from '../../src/domain/form-answers'
import {
  lessonsForAgeGroup,
  planWeek,
  STUDY_PLAN_FIELDS,
  studyPlanFor,
} from '../../src/domain/study-plan'

/** Spec §3 "Study plan catalogue": title, days per week, hours per session. */
const SPEC_PLANS: Array<[string, string, string, string, string]> = [
  ['Beginner', '1-2', 'Foundation Builder', '2 days', '1 hour'],
  ['Beginner', '3-5', 'Rapid Learner', '3 days', '1-2 hours'],
  ['Beginner', '6+', 'Chess Enthusiast', '4-5 days', '1-2 hours'],
  ['Intermediate', '1-2', 'Tactical Improver', '2 days', '1.5 hours'],
  ['Intermediate', '3-5', 'Strategic Developer', '3-4 days', '1-2 hours'],
  ['Intermediate', '6+', 'Competitive Player', '5-6 days', '2 hours'],
  ['Advanced', '1-2', 'Refinement Focus', '2 days', '2 hours'],
  ['Advanced', '3-5', 'Tournament Mastery', '4 days', '2-3 hours'],
  ['Advanced', '6+', 'Elite Excellence', '6-7 days', '3+ hours'],
]

describe('study plan catalogue and lookup', () => {
  it.each(SPEC_PLANS)('%s, %s hours: %s (%s, %s)', (experience, hours, title, days, perSession) => {
    const plan = studyPlanFor(STUDY_PLANS, experience, hours)
    expect(plan.title).toBe(title)
    expect(plan.schedule).toBe(`${days}/week, ${perSession} per session`)
    expect(plan.focus.length).toBeGreaterThan(20)
    expect(plan.activities).toHaveLength(4)
    expect(new Set(plan.activities).size).toBe(4)
  })

  it('covers exactly the form options: three levels by three hour bands', () => {
    expect(Object.keys(STUDY_PLANS)).toEqual([...EXPERIENCE_OPTIONS])
    for (const level of EXPERIENCE_OPTIONS)
      expect(Object.keys(STUDY_PLANS[level]!)).toEqual([...HOURS_OPTIONS])
    expect(new Set(SPEC_PLANS.map(([, , title]) => title)).size).toBe(9)
  })

  it.each([
    ['Expert', '1-2'],
    ['Beginner', '10+'],
    ['', ''],
    ['toString', 'constructor'],
    ['Advanced', '__proto__'],
  ])('falls back to Beginner 1-2 for %j / %j', (experience, hours) => {
    expect(studyPlanFor(STUDY_PLANS, experience, hours).title).toBe('Foundation Builder')
  })

  it('has the spec options for goal and age group', () => {
    expect(GOAL_OPTIONS).toEqual([
      'Learn basics',
      'Improve tactics',
      'Win tournaments',
      'Professional play',
    ])
    expect(AGE_GROUP_OPTIONS).toEqual(['Child (under 12)', 'Teen (13-17)', 'Adult (18+)'])
  })

  it('fits the database check: short strings and four activities', () => {
    for (const byHours of Object.values(STUDY_PLANS))
      for (const plan of Object.values(byHours)) {
        expect(plan.title.length).toBeLessThanOrEqual(200)
        expect(plan.schedule.length).toBeLessThanOrEqual(200)
        expect(plan.focus.length).toBeLessThanOrEqual(500)
      }
  })
})

describe('hasMissingAnswer', () => {
  const full = {
    experience: 'Beginner',
    hoursPerWeek: '1-2',
    goal: 'Learn basics',
    ageGroup: 'Adult (18+)',
    name: 'Ann',
    email: 'ann@example.com',
  }
  it('is false when all six are filled', () => {
    expect(hasMissingAnswer(full, STUDY_PLAN_FIELDS)).toBe(false)
  })
  it.each(STUDY_PLAN_FIELDS)('is true when %s is empty or blank', (field) => {
    expect(hasMissingAnswer({ ...full, [field]: '' }, STUDY_PLAN_FIELDS)).toBe(true)
    expect(hasMissingAnswer({ ...full, [field]: '   ' }, STUDY_PLAN_FIELDS)).toBe(true)
  })
})

describe('planWeek (the plan as a weekly grid)', () => {
  it('shows every catalogue plan as a week with its days/week as study days, the range as optional', () => {
    for (const [experience, byHours] of Object.entries(STUDY_PLANS))
      for (const [hours, plan] of Object.entries(byHours)) {
        const week = planWeek(plan.schedule)
        expect(week, `${experience} ${hours}: ${plan.schedule}`).toHaveLength(7)
        const [, low, high = low] = /^(\d)(?:-(\d))? days\/week/.exec(plan.schedule)!
        expect(week!.filter((d) => d === 'study')).toHaveLength(Number(low))
        expect(week!.filter((d) => d !== 'rest')).toHaveLength(Number(high))
      }
  })
  it('spaces two study days apart and keeps them when a range adds days', () => {
    expect(planWeek('2 days/week, 1 hour per session')).toEqual([
      'study',
      'rest',
      'rest',
      'study',
      'rest',
      'rest',
      'rest',
    ])
    expect(planWeek('3-4 days/week, 1-2 hours per session')).toEqual([
      'study',
      'optional',
      'rest',
      'study',
      'rest',
      'study',
      'rest',
    ])
  })
  it('has no week for a schedule without days', () => {
    expect(planWeek('whenever you like')).toBeNull()
  })
  it('matches children and teens to the kids lessons, adults to the adults lessons', () => {
    expect(AGE_GROUP_OPTIONS.map(lessonsForAgeGroup)).toEqual(['kids', 'kids', 'adults'])
  })
})
