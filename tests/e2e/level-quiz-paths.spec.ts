import { test, expect } from './fixtures'
import { levelQuizMachine } from '../../machines/level-quiz.machine'
import {
  LEVEL_QUESTION_BANK,
  LEVEL_QUIZ_FIRST_QUESTION,
  LEVEL_QUIZ_QUESTION_COUNT,
} from '../../src/content/level-quiz'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { rowsFor, uniqueEmail } from './db'
import { expectProgress, fulfilError, levelQuestionOnScreen, optionButtons } from './quiz-helpers'

/**
 * The level quiz chart's paths, replayed on /chess-level-quiz (pattern: subscribe-paths.spec.ts):
 * every way into the e-mail step and the result, by each backend answer and the time limit. The
 * auto-advance runs on Playwright's clock by the chart's own delay. The page draws its own random
 * question set, so the checks use option positions (what the row stores) and read the level the
 * page shows; the question on screen must come from the bank and never repeat.
 */
type Machine = typeof levelQuizMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
const VALID = 'Fan@Example.COM'
const MAINTENANCE = 'The database is under maintenance'
const FALLBACK = 'There was an issue submitting your quiz. Please try again.'

const answers: Event[] = [
  answered(SAVE, { status: 'success' }),
  answered(SAVE, { status: 'error', message: MAINTENANCE }),
  failed(SAVE, new TypeError('Failed to fetch')),
  elapsed('saveTimeout', 'levelQuiz.submitting'),
]
const BLANK: Event = { type: 'form.submit', email: '' }
const SUBMIT: Event = { type: 'form.submit', email: VALID }
const AUTO: Event = elapsed('autoAdvance', 'levelQuiz.quiz.locked')

const paths = pathsInto(levelQuizMachine, {
  input: {
    bank: LEVEL_QUESTION_BANK,
    random: () => 0.5,
    count: LEVEL_QUIZ_QUESTION_COUNT,
    first: LEVEL_QUIZ_FIRST_QUESTION,
  },
  events: (s) => {
    if (s.matches({ quiz: 'answering' }))
      return [{ type: 'quiz.answer', index: s.context.current % 4 }]
    if (s.matches({ quiz: 'locked' })) return [AUTO]
    if (s.matches('submitting')) return answers
    if (s.matches('email')) return [BLANK, SUBMIT]
    return []
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.current, s.context.answers.length]),
  to: (s) => s.matches('result') || s.matches('email'),
})

const model: BrowserModel<Machine, { email: string; seen: Set<string> }> = {
  url: '/chess-level-quiz',
  saves: '**/rest/v1/chess_level_quiz*',
  vars: () => ({ email: uniqueEmail('lqpaths'), seen: new Set() }),
  act: async (page, event, { email }) => {
    if (event.type === 'quiz.answer') return optionButtons(page).nth(event.index).click()
    if (event.type !== 'form.submit') throw new Error(`no visitor action for ${event.type}`)
    await page
      .getByRole('textbox', { name: 'Email address' })
      .fill(event.email === VALID ? email : event.email)
    await page.getByRole('button', { name: 'See My Level' }).click()
  },
  respond: async (route, event, { email }) => {
    expect(route.request().postDataJSON()).toMatchObject({ name: 'Quiz Taker', email })
    if (event.type === `xstate.error.actor.${SAVE}`) return route.abort('failed')
    if (!('output' in event)) throw new Error(`no backend answer for ${event.type}`)
    const outcome = event.output as { status: string; message?: string }
    if (outcome.status === 'success') return route.continue()
    return route.fulfill(fulfilError(outcome.message ?? ''))
  },
  expectState: async (page, state, step, { email, seen }) => {
    const { current, answers: chosen } = state.context
    if (state.matches('quiz')) {
      await expectProgress(page, current + 1)
      const q = await levelQuestionOnScreen(page)
      if (state.matches({ quiz: 'answering' })) {
        expect(seen.has(q.id), `${q.id} shown twice`).toBe(false)
        seen.add(q.id)
      }
      const pressed = optionButtons(page).and(page.locator('[aria-pressed="true"]'))
      if (state.hasTag('locked'))
        await expect(pressed).toHaveAccessibleName(q.options[chosen[current]!]!)
      else await expect(pressed).toHaveCount(0)
      return
    }
    const input = page.getByRole('textbox', { name: 'Email address' })
    if (state.hasTag('busy')) {
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      return
    }
    if (state.matches('result')) {
      await expect(page.getByText('Your chess level has been assessed successfully.')).toBeVisible()
      const heading = page.getByRole('heading', { name: /^Your Chess Level: / })
      await expect(heading).toBeVisible()
      const label = (await heading.textContent())!.replace('Your Chess Level: ', '')
      const rows = await rowsFor('chess_level_quiz', email)
      expect(rows).toHaveLength(1)
      // The questions in the order they were on screen: the mail's topics come from them.
      expect(rows[0]).toMatchObject({
        name: 'Quiz Taker',
        email,
        answers: chosen,
        question_ids: [...seen],
        result: label,
      })
      return
    }
    await expect(page.getByRole('heading', { name: 'Your Results Are Ready!' })).toBeVisible()
    if (step?.event === BLANK)
      await expect(page.getByText('Please enter your email to see your results.')).toBeVisible()
    if (state.matches({ email: 'failed' })) {
      // The spec's fallback whatever the server said; its text is never shown.
      await expect(page.getByText(MAINTENANCE)).toHaveCount(0)
      await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toContainText(
        'Submission Error',
      )
      await expect(input).toHaveValue(email)
      expect(await rowsFor('chess_level_quiz', email)).toEqual([])
    }
  },
}

/** Path names without the ten answer-and-advance pairs every path starts with. */
const shortName = (name: string) =>
  name
    .replace(
      /^(?:quiz\.answer → xstate\.after\.autoAdvance\.levelQuiz\.quiz\.locked(?: → |$))+/,
      (m) => `${m.split('quiz.locked').length - 1} × (answer, 500 ms) → `,
    )
    .replace(/ → $/, '')

test.describe('level quiz chart paths on /chess-level-quiz', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${shortName(path.name)}`, async ({ page }) => {
      test.setTimeout(120_000)
      await replayInBrowser(page, levelQuizMachine, path, model)
    })
  }
  test('the generated paths reach the result and the e-mail step by every backend answer', () => {
    const last = paths.map((p) => p.steps.at(-1)!.event)
    for (const a of [...answers, BLANK, AUTO]) expect(last).toContain(a)
  })
})
