import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { styleQuizMachine } from '../../machines/style-quiz.machine'
import { CHESS_STYLES } from '../../src/content/chess-styles'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { scoreStyleQuiz } from '../../src/domain/style-scoring'
import { STYLE_QUIZ_INPUT } from '../../src/features/style-quiz/style-quiz-input'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { expectProgress } from './quiz-helpers'
import { rowsFor, uniqueEmail, keptLeads } from './db'

/**
 * The style quiz chart's paths, replayed on /chess-style (copied from subscribe-paths.spec.ts): every
 * way into the result, by each backend answer to the save (stored, duplicate, a 500, a row refused
 * for good, an aborted request, no answer within the time limit). After every step the page must
 * show what the chart's state says; a stored result is one row, a failed one no row and one lead
 * kept in the outbox, except a row the server refused for good, which is not kept.
 */
type Machine = typeof styleQuizMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
/** Stands for the path's fresh e-mail and lead id in the chart's events. */
const VALID = 'Fan@Example.COM'
const LEAD = 'lead-id-of-the-page'
/** The option the visitor picks for question n. */
const pick = (n: number) => [1, 1, 0, 1, 3, 1, 1, 1, 1, 2][n]!
const PATTERN = STYLE_QUESTIONS.map((_, n) => pick(n))
const WINNER = scoreStyleQuiz(STYLE_QUESTIONS, PATTERN).styleId

const answers: Event[] = [
  answered(SAVE, { status: 'success' }),
  answered(SAVE, { status: 'duplicate' }),
  answered(SAVE, { status: 'error', message: 'The database is under maintenance' }),
  answered(SAVE, {
    status: 'error',
    refused: true,
    code: '23514',
    message: 'new row violates check constraint',
  }),
  failed(SAVE, new TypeError('Failed to fetch')),
  elapsed('saveTimeout', 'styleQuiz.submitting'),
]

const paths = pathsInto(styleQuizMachine, {
  input: STYLE_QUIZ_INPUT,
  events: (s) => {
    const n = s.context.answers.length
    if (s.hasTag('answering')) return [{ type: 'quiz.answer', question: n, answer: pick(n) }]
    if (s.hasTag('email')) return [{ type: 'form.submit', email: VALID, leadId: LEAD }]
    if (s.hasTag('busy')) return answers
    return []
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.answers.length]),
  to: (s) => s.hasTag('result'),
})

const outboxOf = (page: Page) => keptLeads(page)

/**
 * Lets the page run a few tasks (message-channel tasks: the page's clock is paused, its timers are
 * not due), so effects started by the last answer, such as loading the outbox, have settled.
 */
const afterPageTasks = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 5; i++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
  })

const model: BrowserModel<Machine, { email: string }> = {
  url: '/chess-style',
  saves: '**/rest/v1/chess_style_quiz*',
  vars: () => ({ email: uniqueEmail('style-paths') }),
  act: async (page, event, { email }) => {
    if (event.type === 'quiz.answer') {
      const text = STYLE_QUESTIONS[event.question]!.answers[event.answer]!.text
      await page.getByRole('button', { name: text }).click()
    } else if (event.type === 'form.submit') {
      await page.getByRole('textbox', { name: 'Email address' }).fill(email)
      await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
    } else throw new Error(`no visitor action for ${event.type}`)
  },
  respond: async (route, event, { email }) => {
    const row = route.request().postDataJSON() as Record<string, unknown>
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      answers: PATTERN,
      result: WINNER,
      style_title: CHESS_STYLES[WINNER].title,
    })
    expect(row['client_id']).toMatch(/^[0-9a-f-]{36}$/)
    if (event.type === `xstate.error.actor.${SAVE}`) return route.abort('failed')
    if (!('output' in event)) throw new Error(`no backend answer for ${event.type}`)
    const outcome = event.output as { status: string; message?: string; code?: string }
    if (outcome.status === 'success') return route.continue()
    if (outcome.code === '23514')
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: outcome.code, message: outcome.message, details: null }),
      })
    if (outcome.status === 'duplicate')
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23505', message: 'duplicate key value', details: null }),
      })
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: outcome.message, details: null }),
    })
  },
  expectState: async (page, state, step, { email }) => {
    const n = state.context.answers.length
    if (state.hasTag('answering')) {
      await expectProgress(page, n + 1)
      return
    }
    if (state.hasTag('email') || state.hasTag('busy')) {
      await expect(page.getByRole('heading', { name: 'Your Chess Style is Ready!' })).toBeVisible()
      const button = page.getByRole('button', { name: /Reveal My Chess Style|Revealing/ })
      if (state.hasTag('busy')) await expect(button).toBeDisabled()
      else await expect(button).toBeEnabled()
      return
    }
    // The result, whatever the backend said.
    await expect(
      page.getByRole('heading', { level: 2, name: CHESS_STYLES[WINNER].title }),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    if (state.matches({ result: 'saved' })) {
      if (step?.event.type === `xstate.done.actor.${SAVE}` && 'output' in step.event) {
        const status = (step.event.output as { status: string }).status
        // A real insert lands; a duplicate answer was faked, so nothing is stored by this path.
        await expect
          .poll(() => rowsFor('chess_style_quiz', email.toLowerCase()))
          .toHaveLength(status === 'success' ? 1 : 0)
      }
      expect(await outboxOf(page)).toEqual([])
    } else if (step?.event.type === `xstate.done.actor.${SAVE}` && 'output' in step.event) {
      expect(await rowsFor('chess_style_quiz', email.toLowerCase())).toEqual([])
      // The delivery keeps what may land later and drops what the server refused for good.
      const refused = (step.event.output as { refused?: boolean }).refused === true
      await expect.poll(() => outboxOf(page)).toHaveLength(refused ? 0 : 1)
      if (refused) {
        // Still not kept once every effect of the refusal has run.
        await afterPageTasks(page)
        expect(await outboxOf(page)).toEqual([])
      }
    } else {
      expect(await rowsFor('chess_style_quiz', email.toLowerCase())).toEqual([])
      await expect.poll(() => outboxOf(page)).toHaveLength(1)
    }
  },
}

test.describe('style quiz chart paths on /chess-style', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${path.name.replace(/quiz\.answer( → quiz\.answer)+/, 'quiz.answer ×10')}`, async ({
      page,
    }) => {
      await replayInBrowser(page, styleQuizMachine, path, model)
    })
  }
  test('the generated paths reach the result by every backend answer', () => {
    expect(paths).toHaveLength(answers.length)
    for (const path of paths) {
      expect(path.steps.slice(0, -1).map((s) => s.event.type)).toEqual([
        ...Array<string>(10).fill('quiz.answer'),
        'form.submit',
      ])
    }
    expect(paths.map((p) => JSON.stringify(p.steps.at(-1)!.event)).sort()).toEqual(
      answers.map((a) => JSON.stringify(a)).sort(),
    )
    expect(WINNER).toBe('strategist')
  })
})
