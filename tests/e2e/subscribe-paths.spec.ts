import { test, expect } from './fixtures'
import { subscribeMachine } from '../../machines/subscribe.machine'
import { MESSAGES } from '../../src/content/messages'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { rowsFor, uniqueEmail } from './db'

/**
 * The subscribe chart's paths, replayed on the /faqs newsletter block: every way into a state where
 * the form takes input again (saved, already subscribed, failed by each kind of backend answer or by
 * the time limit), generated from the chart. The model of the page for this chart
 * is below; tests/e2e/chart-paths.ts says how a path is played.
 */
type Machine = typeof subscribeMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
/** Stands for the path's fresh e-mail in the chart's events. */
const VALID = 'Fan@Example.COM'
const m = MESSAGES.newsletter

const answers: Event[] = [
  answered(SAVE, { status: 'success' }),
  answered(SAVE, { status: 'duplicate' }),
  answered(SAVE, { status: 'error', message: 'The database is under maintenance' }),
  failed(SAVE, new TypeError('Failed to fetch')),
  elapsed('saveTimeout', 'subscribe.submitting'),
]

const paths = pathsInto(subscribeMachine, {
  input: {
    table: 'newsletter_subscribers',
    source: 'faqs_newsletter',
    messages: m,
    blankEmail: 'ignore',
  },
  events: (s) =>
    s.matches('submitting')
      ? answers
      : // A malformed e-mail never reaches the chart here: the browser's own check on the inline
        // form's type=email field stops it (the chart's own check is covered by the machine test).
        [{ type: 'form.submit', email: VALID }],
  serializeState: (s) => JSON.stringify(s.value),
  to: (s) => s.matches('ready'),
})

const model: BrowserModel<Machine, { email: string }> = {
  url: '/faqs',
  saves: '**/rest/v1/newsletter_subscribers*',
  vars: () => ({ email: uniqueEmail('paths') }),
  act: async (page, event, { email }) => {
    if (event.type !== 'form.submit') throw new Error(`no visitor action for ${event.type}`)
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block
      .getByRole('textbox', { name: 'Email address' })
      .fill(event.email === VALID ? email : event.email)
    await block.getByRole('button', { name: 'Subscribe' }).click()
  },
  respond: async (route, event, { email }) => {
    expect(route.request().postDataJSON()).toEqual({ email, source: 'faqs_newsletter' })
    if (event.type === 'xstate.error.actor.saveLead') return route.abort('failed')
    if (!('output' in event)) throw new Error(`no backend answer for ${event.type}`)
    const outcome = event.output as { status: string; message?: string }
    if (outcome.status === 'success') return route.continue()
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
  expectState: async (page, state, _step, { email }) => {
    const block = page.getByRole('region', { name: 'Newsletter' })
    const input = block.getByRole('textbox', { name: 'Email address' })
    const button = block.getByRole('button', { name: /Subscribe|Subscribing/ })
    if (state.hasTag('busy')) {
      await expect(button).toBeDisabled()
      return
    }
    await expect(button).toBeEnabled()
    if (state.matches({ ready: 'success' })) {
      await expect(page.getByText(m.success.description)).toBeVisible()
      await expect(input).toHaveValue('')
      expect(await rowsFor('newsletter_subscribers', email)).toHaveLength(1)
    } else if (state.matches({ ready: 'alreadySubscribed' })) {
      await expect(page.getByText(m.duplicate.description)).toBeVisible()
      await expect(input).toHaveValue(email)
    } else if (state.matches({ ready: 'failed' })) {
      // The spec's fallback whatever the server said; its text is never shown.
      await expect(page.getByText(m.errorFallback)).toBeVisible()
      await expect(page.getByText('The database is under maintenance')).toHaveCount(0)
      await expect(input).toHaveValue(email)
      expect(await rowsFor('newsletter_subscribers', email)).toEqual([])
    } else {
      await expect(input).toHaveValue('')
    }
  },
}

test.describe('subscribe chart paths on the /faqs newsletter block', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${path.name}`, async ({ page }) => {
      await replayInBrowser(page, subscribeMachine, path, model)
    })
  }
  test('the generated paths reach every way into the ready states', () => {
    expect(paths).toHaveLength(answers.length)
    expect(paths.map((p) => p.steps.map((s) => s.event))).toEqual(
      answers.map((a) => [{ type: 'form.submit', email: VALID }, a]),
    )
  })
})
