import { test, expect } from './fixtures'
import { toolFormChart } from '../../machines/tool-form.machine'
import { studyPlanTool } from '../../machines/tool-form.tools'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { STUDY_PLANS } from '../../src/content/study-plans'
import type { StudyPlanAnswers } from '../../src/domain/study-plan'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { rowsFor, uniqueEmail } from './db'
import { planEmailLabel } from './tool-forms'
import { CHILD_AGE_HINT, PARENT_EMAIL_LINE } from '../../src/content/children'

/**
 * The study plan chart's paths, replayed on /study-plan: every way into the result and back to the
 * form (a refused submit, each kind of failed save, the time limit), generated from the chart; after
 * a failure the form must still hold every answer. tests/e2e/chart-paths.ts says how a path is played.
 * The plan is a child's: the name typed before Child was chosen disappears with its field, the
 * e-mail is the parent's, and no row ever holds the name.
 */
const TOOL = studyPlanTool(STUDY_PLANS)
const toolFormMachine = toolFormChart(TOOL as never)
type Machine = typeof toolFormMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
/** Stands for the path's fresh e-mail in the chart's events. */
const VALID = 'Fan@Example.COM'
const COMPLETE: StudyPlanAnswers = {
  experience: 'Beginner',
  hoursPerWeek: '6+',
  goal: 'Improve tactics',
  ageGroup: 'Child (under 12)',
  name: 'Kim',
  email: VALID,
}
const NO_GOAL: StudyPlanAnswers = { ...COMPLETE, goal: '' }
const PLAN = STUDY_PLANS['Beginner']!['6+']!

const answers: Event[] = [
  answered(SAVE, { status: 'success' }),
  answered(SAVE, { status: 'error', message: 'The database is under maintenance' }),
  failed(SAVE, new TypeError('Failed to fetch')),
  elapsed('saveTimeout', 'toolForm.submitting'),
]

const paths = pathsInto(toolFormMachine, {
  input: TOOL.input,
  events: (s) =>
    s.matches('submitting')
      ? answers
      : s.matches('form')
        ? [
            { type: 'form.submit', answers: COMPLETE },
            { type: 'form.submit', answers: NO_GOAL },
          ]
        : [],
  serializeState: (s) => JSON.stringify(s.value),
  to: (s) => s.matches('form') || s.matches('result'),
})

const model: BrowserModel<Machine, { email: string }> = {
  url: '/study-plan',
  saves: '**/rest/v1/study_plans*',
  vars: () => ({ email: uniqueEmail('plan-paths') }),
  act: async (page, event, { email }) => {
    if (event.type !== 'form.submit') throw new Error(`no visitor action for ${event.type}`)
    const form = page.getByRole('form', { name: 'Study plan generator' })
    const a = event.answers as StudyPlanAnswers
    await form.getByLabel('Experience level').selectOption(a.experience)
    await form.getByLabel('Hours per week').selectOption(a.hoursPerWeek)
    // An empty answer: the dropdown stays on its placeholder (nothing else can be chosen).
    if (a.goal) await form.getByLabel('Main goal').selectOption(a.goal)
    // A name typed first (the field shows until Child is chosen), then the age group hides it.
    const name = form.getByLabel('Your name')
    if ((await name.count()) > 0) await name.fill(a.name)
    await form.getByLabel('Age group').selectOption(a.ageGroup)
    await expect(name).toHaveCount(0)
    await form.getByLabel(planEmailLabel(a.ageGroup)).fill(a.email === VALID ? email : a.email)
    await form.getByRole('button', { name: 'Generate My Study Plan!' }).click()
  },
  respond: async (route, event, { email }) => {
    expect(route.request().postDataJSON()).toMatchObject({
      name: 'Quiz Taker',
      email,
      age_group: 'Child (under 12)',
      generated_plan: { title: PLAN.title },
    })
    if (event.type === 'xstate.error.actor.saveLead') return route.abort('failed')
    if (!('output' in event)) throw new Error(`no backend answer for ${event.type}`)
    const outcome = event.output as { status: string; message?: string }
    if (outcome.status === 'success') return route.continue()
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: outcome.message, details: null }),
    })
  },
  expectState: async (page, state, step, { email }) => {
    const form = page.getByRole('form', { name: 'Study plan generator' })
    if (state.hasTag('busy')) {
      await expect(form.getByRole('button', { name: 'Generating Plan...' })).toBeDisabled()
      return
    }
    if (state.matches('result')) {
      await expect(page.getByRole('heading', { level: 2, name: PLAN.title })).toBeVisible()
      expect(await rowsFor('study_plans', email)).toMatchObject([
        { name: 'Quiz Taker', for_child: true, email, generated_plan: { title: PLAN.title } },
      ])
      return
    }
    await expect(form.getByRole('button', { name: 'Generate My Study Plan!' })).toBeEnabled()
    await expect(form.getByLabel('Age group')).toHaveAccessibleDescription(CHILD_AGE_HINT)
    if (!step) return
    const refused = step.event.type === 'form.submit'
    await expect(
      page.getByText(
        refused
          ? QUIZ_MESSAGES.studyPlanMissing.description
          : QUIZ_MESSAGES.studyPlanFailed.description,
      ),
    ).toBeVisible()
    // The form stays filled with what was submitted.
    await expect(form.getByLabel('Experience level')).toHaveValue('Beginner')
    await expect(form.getByLabel('Main goal')).toHaveValue(refused ? '' : COMPLETE.goal)
    await expect(form.getByLabel('Your name')).toHaveCount(0)
    await expect(form.getByLabel(planEmailLabel(COMPLETE.ageGroup))).toHaveValue(email)
    await expect(form.getByText(PARENT_EMAIL_LINE)).toBeVisible()
    expect(await rowsFor('study_plans', email)).toEqual([])
  },
}

test.describe('study plan chart paths on /study-plan', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${path.name}`, async ({ page }) => {
      await replayInBrowser(page, toolFormMachine, path, model)
    })
  }
  test('the generated paths reach every way into the form and the result', () => {
    expect(paths.map((p) => p.steps.map((s) => s.event))).toEqual([
      [{ type: 'form.submit', answers: NO_GOAL }],
      ...answers.map((a) => [{ type: 'form.submit', answers: COMPLETE }, a]),
    ])
  })
})
