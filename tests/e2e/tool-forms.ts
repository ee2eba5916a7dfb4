import type { Page } from '@playwright/test'
import { CHILD_AGE_GROUP, EMAIL_LABELS } from '../../src/content/study-plans'

/** The study plan's e-mail label for an age group: a child's plan asks for a parent's address. */
export const planEmailLabel = (ageGroup: string) =>
  ageGroup === CHILD_AGE_GROUP ? EMAIL_LABELS.child : EMAIL_LABELS.default

/** The two tools' forms (spec §2 /study-plan and /opening-recommender), by their accessible names. */
export const planForm = (page: Page) => page.getByRole('form', { name: 'Study plan generator' })
export const openingForm = (page: Page) => page.getByRole('form', { name: 'Opening recommender' })

/** Fills the study plan generator: the four dropdowns, the name and the e-mail. */
export async function fillPlan(
  page: Page,
  {
    email,
    name = 'Sam Player',
    experience = 'Advanced',
    hoursPerWeek = '3-5',
    goal = 'Win tournaments',
    ageGroup = 'Teen (13-17)',
  }: {
    email: string
    name?: string
    experience?: string
    hoursPerWeek?: string
    goal?: string
    ageGroup?: string
  },
) {
  const form = planForm(page)
  await form.getByLabel('Experience level').selectOption(experience)
  await form.getByLabel('Hours per week').selectOption(hoursPerWeek)
  await form.getByLabel('Main goal').selectOption(goal)
  await form.getByLabel('Age group').selectOption(ageGroup)
  // A child's plan asks no name (a parent gives their own e-mail).
  if (ageGroup !== CHILD_AGE_GROUP) await form.getByLabel('Your name').fill(name)
  await form.getByLabel(planEmailLabel(ageGroup)).fill(email)
  return form
}

/** Fills the opening recommender: the five dropdowns and the e-mail. */
export async function fillOpening(
  page: Page,
  {
    email,
    ratingLevel = 'advanced',
    studyTime = 'quick',
    openingStyle = 'positional',
    playFormat = 'blitz',
    opponentStrategy = 'mixed',
  }: {
    email: string
    ratingLevel?: string
    studyTime?: string
    openingStyle?: string
    playFormat?: string
    opponentStrategy?: string
  },
) {
  const form = openingForm(page)
  await form.getByLabel('Rating level').selectOption(ratingLevel)
  await form.getByLabel('Study time per week').selectOption(studyTime)
  await form.getByLabel('Playing style').selectOption(openingStyle)
  await form.getByLabel('Favourite format').selectOption(playFormat)
  await form.getByLabel('Opponent type').selectOption(opponentStrategy)
  await form.getByLabel('Email address').fill(email)
  return form
}
