import { test, expect } from './fixtures'
import { improvedLevelQuizMachine } from '../../machines/level-quiz.machine'
import {
  IMPROVED_QUIZ_FIRST_QUESTION,
  LEVEL_QUESTION_BANK,
  LEVEL_QUIZ_QUESTION_COUNT,
} from '../../src/content/level-quiz'
import { LEVEL_LABELS, levelFor } from '../../src/domain/quiz'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { rowsFor, uniqueEmail } from './db'
import { expectProgress, fulfilError, levelQuestionOnScreen, optionButtons } from './quiz-helpers'

/**
 * The improved level quiz chart's paths, replayed on /find-your-level (pattern:
 * subscribe-paths.spec.ts): every way into the e-mail step and the result, by each backend answer
 * and the time limit. The page draws its own random question set (the chart's is another one), so
 * the checks use what the page shows: the tags, Next only once answered, 'Continue' on the last,
 * and a stored row whose 0/1 answers match the level it shows. The inconsistency branch cannot be
 * reached from the page (every visit starts fresh); the machine test covers it.
 */
type Machine = typeof improvedLevelQuizMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
const VALID = 'Fan@Example.COM'
const MAINTENANCE = 'The database is under maintenance'
const FALLBACK = 'There was an issue submitting your quiz. Please try again.'

const answers: Event[] = [
  answered(SAVE, { status: 'success' }),
  answered(SAVE, { status: 'error', message: MAINTENANCE }),
  failed(SAVE, new TypeError('Failed to fetch')),
  elapsed('saveTimeout', 'improvedLevelQuiz.submitting'),
]
const BLANK: Event = { type: 'form.submit', email: '' }
const SUBMIT: Event = { type: 'form.submit', email: VALID }

const paths = pathsInto(improvedLevelQuizMachine, {
  input: {
    bank: LEVEL_QUESTION_BANK,
    random: () => 0.5,
    count: LEVEL_QUIZ_QUESTION_COUNT,
    first: IMPROVED_QUIZ_FIRST_QUESTION,
  },
  events: (s) => {
    if (s.matches({ quiz: 'unanswered' }))
      return [{ type: 'quiz.answer', index: (s.context.current * 3) % 4 }]
    if (s.matches({ quiz: 'answered' })) return [{ type: 'quiz.next' }]
    if (s.matches('submitting')) return answers
    if (s.matches('email')) return [BLANK, SUBMIT]
    return []
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.current, s.context.answers.length]),
  to: (s) => s.matches('result') || s.matches('email'),
})

const model: BrowserModel<Machine, { email: string; seen: string[] }> = {
  url: '/find-your-level',
  saves: '**/rest/v1/chess_level_quiz*',
  vars: () => ({ email: uniqueEmail('iqpaths'), seen: [] }),
  act: async (page, event, { email }) => {
    if (event.type === 'quiz.answer') return optionButtons(page).nth(event.index).click()
    if (event.type === 'quiz.next')
      return page.getByRole('button', { name: /^(Next Question|Continue)$/ }).click()
    if (event.type !== 'form.submit') throw new Error(`no visitor action for ${event.type}`)
    await page
      .getByRole('textbox', { name: 'Email address' })
      .fill(event.email === VALID ? email : event.email)
    await page.getByRole('button', { name: 'Show My Results' }).click()
  },
  respond: async (route, event, { email }) => {
    expect(route.request().postDataJSON()).toMatchObject({ name: 'Quiz Participant', email })
    if (event.type === `xstate.error.actor.${SAVE}`) return route.abort('failed')
    if (!('output' in event)) throw new Error(`no backend answer for ${event.type}`)
    const outcome = event.output as { status: string; message?: string }
    if (outcome.status === 'success') return route.continue()
    return route.fulfill(fulfilError(outcome.message ?? ''))
  },
  expectState: async (page, state, step, { email, seen }) => {
    const { current } = state.context
    if (state.matches('quiz')) {
      await expectProgress(page, current + 1)
      const q = await levelQuestionOnScreen(page)
      // The questions as they come on screen, in order.
      if (seen.at(-1) !== q.id) seen.push(q.id)
      await expect(
        page.getByRole('list', { name: 'Question tags' }).getByRole('listitem'),
      ).toHaveCount(2)
      const next = page.getByRole('button', { name: current === 9 ? 'Continue' : 'Next Question' })
      if (state.matches({ quiz: 'answered' })) {
        await expect(next).toBeVisible()
        await expect(
          optionButtons(page).and(page.locator('[aria-pressed="true"]')),
        ).toHaveAccessibleName(q.options[state.context.answers[current]!]!)
      } else await expect(next).toHaveCount(0)
      return
    }
    const input = page.getByRole('textbox', { name: 'Email address' })
    if (state.hasTag('busy')) {
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      return
    }
    if (state.matches('result')) {
      const heading = page.getByRole('heading', { name: /^Your Level: / })
      await expect(heading).toBeVisible()
      const label = (await heading.textContent())!.replace('Your Level: ', '')
      const rows = await rowsFor('chess_level_quiz', email)
      expect(rows).toHaveLength(1)
      const marks = rows[0]!.answers as number[]
      expect(marks).toHaveLength(10)
      expect(marks.every((m) => m === 0 || m === 1)).toBe(true)
      const score = marks.reduce((n, m) => n + m, 0)
      expect(rows[0]).toMatchObject({
        name: 'Quiz Participant',
        email,
        question_ids: seen,
        result: label,
      })
      // Each mark is the answer given to the question asked at that place.
      expect(seen).toHaveLength(10)
      expect(marks).toEqual(
        seen.map((id, i) =>
          LEVEL_QUESTION_BANK.find((q) => q.id === id)!.correctAnswer === state.context.answers[i]
            ? 1
            : 0,
        ),
      )
      expect(label).toBe(LEVEL_LABELS[levelFor(score * 10)])
      await expect(page.getByText(`${score} / 10`)).toBeVisible()
      return
    }
    await expect(page.getByRole('heading', { name: 'See Your Chess Level' })).toBeVisible()
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

/** Path names without the ten answer-and-next pairs every path starts with. */
const shortName = (name: string) =>
  name
    .replace(
      /^(?:quiz\.answer → quiz\.next(?: → |$))+/,
      (m) => `${m.split('quiz.next').length - 1} × (answer, next) → `,
    )
    .replace(/ → $/, '')

test.describe('improved level quiz chart paths on /find-your-level', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${shortName(path.name)}`, async ({ page }) => {
      test.setTimeout(120_000)
      await replayInBrowser(page, improvedLevelQuizMachine, path, model)
    })
  }
  test('the generated paths reach the result and the e-mail step by every backend answer', () => {
    const last = paths.map((p) => p.steps.at(-1)!.event)
    for (const a of [...answers, BLANK]) expect(last).toContain(a)
  })
})
