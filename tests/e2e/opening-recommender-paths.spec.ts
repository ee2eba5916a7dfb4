import { test, expect } from './fixtures'
import { toolFormChart } from '../../machines/tool-form.machine'
import { openingTool } from '../../machines/tool-form.tools'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { OPENING_CATALOGUE } from '../../src/content/openings'
import type { OpeningAnswers } from '../../src/domain/opening'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { rowsFor, uniqueEmail } from './db'

/**
 * The opening recommender chart's paths, replayed on /opening-recommender: every way into the result
 * and back to the form (a refused submit, each kind of failed save, the time limit), generated from
 * the chart; after a failure the form must still hold every answer. The page picks the opening with
 * Math.random, so the checks accept any of the cell's three. tests/e2e/chart-paths.ts says how a
 * path is played.
 */
const TOOL = openingTool(OPENING_CATALOGUE, () => 0)
const toolFormMachine = toolFormChart(TOOL as never)
type Machine = typeof toolFormMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
/** Stands for the path's fresh e-mail in the chart's events. */
const VALID = 'Fan@Example.COM'
const COMPLETE: OpeningAnswers = {
  ratingLevel: 'beginner',
  studyTime: 'slow',
  openingStyle: 'aggressive',
  playFormat: 'classical',
  opponentStrategy: 'solid',
  email: VALID,
}
const NO_STYLE: OpeningAnswers = { ...COMPLETE, openingStyle: '' }
const CELL = OPENING_CATALOGUE['beginner']!['aggressive']!['slow']!
const ANY_OF_CELL = new RegExp(`^(${CELL.join('|')})$`)

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
            { type: 'form.submit', answers: NO_STYLE },
          ]
        : [],
  serializeState: (s) => JSON.stringify(s.value),
  to: (s) => s.matches('form') || s.matches('result'),
})

const model: BrowserModel<Machine, { email: string }> = {
  url: '/opening-recommender',
  saves: '**/rest/v1/opening_recommender*',
  vars: () => ({ email: uniqueEmail('opening-paths') }),
  act: async (page, event, { email }) => {
    if (event.type !== 'form.submit') throw new Error(`no visitor action for ${event.type}`)
    const form = page.getByRole('form', { name: 'Opening recommender' })
    const a = event.answers as OpeningAnswers
    await form.getByLabel('Rating level').selectOption(a.ratingLevel)
    await form.getByLabel('Study time per week').selectOption(a.studyTime)
    // An empty answer: the dropdown stays on its placeholder (nothing else can be chosen).
    if (a.openingStyle) await form.getByLabel('Playing style').selectOption(a.openingStyle)
    await form.getByLabel('Favourite format').selectOption(a.playFormat)
    await form.getByLabel('Opponent type').selectOption(a.opponentStrategy)
    await form.getByLabel('Email address').fill(a.email === VALID ? email : a.email)
    await form.getByRole('button', { name: 'Get My Opening Recommendation' }).click()
  },
  respond: async (route, event, { email }) => {
    const row = route.request().postDataJSON() as Record<string, string>
    expect(row).toMatchObject({ email, rating_level: 'beginner', opening_style: 'aggressive' })
    expect(row['recommended_opening']).toMatch(ANY_OF_CELL)
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
    const form = page.getByRole('form', { name: 'Opening recommender' })
    if (state.hasTag('busy')) {
      await expect(
        form.getByRole('button', { name: 'Finding Your Perfect Opening...' }),
      ).toBeDisabled()
      return
    }
    if (state.matches('result')) {
      const title = page.getByRole('heading', { level: 2 }).first()
      await expect(title).toHaveText(ANY_OF_CELL)
      expect(await rowsFor('opening_recommender', email)).toMatchObject([
        { email, recommended_opening: await title.textContent() },
      ])
      return
    }
    await expect(form.getByRole('button', { name: 'Get My Opening Recommendation' })).toBeEnabled()
    if (!step) return
    const refused = step.event.type === 'form.submit'
    await expect(
      page.getByText(
        refused
          ? QUIZ_MESSAGES.openingMissing.description
          : QUIZ_MESSAGES.openingFailed.description,
      ),
    ).toBeVisible()
    // The form stays filled with what was submitted.
    await expect(form.getByLabel('Rating level')).toHaveValue('beginner')
    await expect(form.getByLabel('Playing style')).toHaveValue(refused ? '' : 'aggressive')
    await expect(form.getByLabel('Opponent type')).toHaveValue('solid')
    await expect(form.getByLabel('Email address')).toHaveValue(email)
    expect(await rowsFor('opening_recommender', email)).toEqual([])
  },
}

test.describe('opening recommender chart paths on /opening-recommender', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${path.name}`, async ({ page }) => {
      await replayInBrowser(page, toolFormMachine, path, model)
    })
  }
  test('the generated paths reach every way into the form and the result', () => {
    expect(paths.map((p) => p.steps.map((s) => s.event))).toEqual([
      [{ type: 'form.submit', answers: NO_STYLE }],
      ...answers.map((a) => [{ type: 'form.submit', answers: COMPLETE }, a]),
    ])
  })
})
