import { test, expect } from './fixtures'
import { knowledgeQuizMachine } from '../../machines/knowledge-quiz.machine'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { answered, elapsed, failed, pathsInto, type ModelEvent } from '../machines/paths'
import { replayInBrowser, type BrowserModel } from './chart-paths'
import { rowsFor, uniqueEmail } from './db'
import { AGE_BAND_LABELS, PARENT_EMAIL_LINE } from '../../src/content/children'
import { isAgeBand, isChildBand } from '../../src/domain/children'
import { expectProgress, fulfilError, optionButtons } from './quiz-helpers'

/**
 * The knowledge quiz chart's paths, replayed on /quiz (pattern: subscribe-paths.spec.ts): every way
 * into the details form and the results, by each backend answer and the time limit, generated from
 * the chart with the page's own ten questions. Answers alternate right and wrong.
 */
type Machine = typeof knowledgeQuizMachine
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'
const VALID = 'Fan@Example.COM'
const NAME = 'Ann Player'
const MAINTENANCE = 'The database is under maintenance'
const FALLBACK = 'There was an issue submitting your quiz. Please try again.'

const answers: Event[] = [
  answered(SAVE, { status: 'success' }),
  answered(SAVE, { status: 'error', message: MAINTENANCE }),
  failed(SAVE, new TypeError('Failed to fetch')),
  elapsed('saveTimeout', 'knowledgeQuiz.submitting'),
]
/** No age chosen (only possible before one was: a radio cannot be unchecked). */
const NO_AGE: Event = { type: 'form.submit', age: '', name: NAME, email: VALID }
const BLANK: Event = { type: 'form.submit', age: '16-plus', name: '', email: VALID }
const SUBMIT: Event = { type: 'form.submit', age: '16-plus', name: NAME, email: VALID }
/** Under 13: a parent's e-mail, no name (a name typed before choosing the age is not sent). */
const CHILD: Event = { type: 'form.submit', age: 'under-13', name: '', email: VALID }
const CHILD_TYPED_NAME = 'Timmy Child'

/** Right on even questions, wrong on odd ones. */
const pick = (i: number) => {
  const correct = KNOWLEDGE_QUESTIONS[i]!.correct
  return i % 2 === 0 ? correct : (correct + 1) % 4
}

const paths = pathsInto(knowledgeQuizMachine, {
  input: { questions: KNOWLEDGE_QUESTIONS },
  events: (s) => {
    if (s.matches({ quiz: 'answering' }))
      return [{ type: 'quiz.answer', index: pick(s.context.current) }]
    if (s.matches({ quiz: 'feedback' })) return [{ type: 'quiz.next' }]
    if (s.matches('submitting')) return answers
    if (s.matches('email')) return [...(s.context.age === '' ? [NO_AGE] : []), BLANK, SUBMIT, CHILD]
    return []
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.current,
      s.context.answers.length,
      s.context.age === '',
      isChildBand(s.context.age),
    ]),
  to: (s) => s.matches('result') || s.matches('email'),
})

/** What the row says of the learner: an older one's name, or a child's placeholder and the flag. */
const rowFor = (child: boolean) =>
  child ? { name: 'Quiz Taker', for_child: true } : { name: NAME, for_child: false }

const model: BrowserModel<Machine, { email: string; child: boolean }> = {
  url: '/quiz',
  saves: '**/rest/v1/quiz_submissions*',
  vars: () => ({ email: uniqueEmail('kqpaths'), child: false }),
  act: async (page, event, vars) => {
    const { email } = vars
    if (event.type === 'quiz.answer') return optionButtons(page).nth(event.index).click()
    if (event.type === 'quiz.next')
      return page.getByRole('button', { name: /Next Question|Finish Quiz/ }).click()
    if (event.type !== 'form.submit') throw new Error(`no visitor action for ${event.type}`)
    vars.child = isChildBand(event.age)
    const name = page.getByRole('textbox', { name: 'Your name' })
    if (isChildBand(event.age) && (await name.count()) > 0) await name.fill(CHILD_TYPED_NAME)
    if (isAgeBand(event.age))
      await page.getByRole('radio', { name: AGE_BAND_LABELS[event.age] }).check()
    if (!isChildBand(event.age)) await name.fill(event.name)
    await page
      .getByRole('textbox', { name: isChildBand(event.age) ? "Parent's e-mail" : 'Email address' })
      .fill(event.email === VALID ? email : event.email)
    await page.getByRole('button', { name: 'See My Results' }).click()
  },
  respond: async (route, event, vars) => {
    expect(route.request().postDataJSON()).toMatchObject({
      ...rowFor(vars.child),
      email: vars.email,
      total_questions: 10,
    })
    if (event.type === 'xstate.error.actor.saveLead') return route.abort('failed')
    if (!('output' in event)) throw new Error(`no backend answer for ${event.type}`)
    const outcome = event.output as { status: string; message?: string }
    if (outcome.status === 'success') return route.continue()
    return route.fulfill(fulfilError(outcome.message ?? ''))
  },
  expectState: async (page, state, step, { email }) => {
    const { current, answers } = state.context
    const marks = answers.map((a, i) => (a === KNOWLEDGE_QUESTIONS[i]!.correct ? 1 : 0))
    if (state.matches('quiz')) {
      await expectProgress(page, current + 1)
      await expect(
        page.getByRole('heading', { name: KNOWLEDGE_QUESTIONS[current]!.question }),
      ).toBeVisible()
      const feedback = page
        .getByRole('status')
        .filter({ hasText: KNOWLEDGE_QUESTIONS[current]!.explanation })
      if (state.matches({ quiz: 'feedback' }))
        await expect(feedback).toContainText(marks[current] ? 'Correct!' : 'Incorrect')
      else await expect(feedback).toHaveCount(0)
      return
    }
    const child = isChildBand(state.context.age)
    const name = page.getByRole('textbox', { name: 'Your name' })
    const input = page.getByRole('textbox', { name: child ? "Parent's e-mail" : 'Email address' })
    if (state.hasTag('busy')) {
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      return
    }
    if (state.matches('result')) {
      const score = marks.reduce<number>((n, m) => n + m, 0)
      await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible()
      await expect(page.getByText(`${score} / 10`)).toBeVisible()
      const rows = await rowsFor('quiz_submissions', email)
      expect(rows).toHaveLength(1)
      // A child's row holds the placeholder, never the name typed before "Under 13" was chosen.
      expect(rows[0]).toMatchObject({
        ...rowFor(child),
        email,
        score,
        total_questions: 10,
        answers: marks,
      })
      return
    }
    await expect(page.getByRole('heading', { name: 'Almost Done!' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'See My Results' })).toBeEnabled()
    await expect(page.getByRole('radiogroup', { name: 'How old is the learner?' })).toBeVisible()
    // (A second refused submit may show a second toast of the same text.)
    if (step?.event === BLANK)
      await expect(
        page.getByText('Please fill in your name and email to see your results.').last(),
      ).toBeVisible()
    if (step?.event === NO_AGE)
      await expect(
        page.getByText('Please tell us how old the learner is to see the results.'),
      ).toBeVisible()
    // Under 13: no name field, the parent's e-mail with the line saying what the parent gets.
    await expect(name).toHaveCount(child ? 0 : 1)
    await expect(page.getByText(PARENT_EMAIL_LINE)).toHaveCount(child ? 1 : 0)
    if (child) await expect(input).toHaveAccessibleDescription(new RegExp(`^${PARENT_EMAIL_LINE}`))
    if (isAgeBand(state.context.age))
      await expect(
        page.getByRole('radio', { name: AGE_BAND_LABELS[state.context.age] }),
      ).toBeChecked()
    if (state.matches({ email: 'failed' })) {
      // The knowledge quiz shows its fixed text whatever the server said (spec §8).
      await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible()
      if (!child) await expect(name).toHaveValue(NAME)
      await expect(input).toHaveValue(email)
      expect(await rowsFor('quiz_submissions', email)).toEqual([])
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

test.describe('knowledge quiz chart paths on /quiz', () => {
  for (const [i, path] of paths.entries()) {
    test(`${i + 1}. ${shortName(path.name)}`, async ({ page }) => {
      test.setTimeout(120_000)
      await replayInBrowser(page, knowledgeQuizMachine, path, model)
    })
  }
  test('the generated paths reach the results and the form by every backend answer', () => {
    const last = paths.map((p) => p.steps.at(-1)!.event)
    for (const a of answers) expect(last).toContain(a)
    expect(last).toContain(BLANK)
    expect(last).toContain(NO_AGE)
    // A child's submit reaches the results (and each failure) too.
    expect(
      paths.some((p) => p.steps.at(-2)?.event === CHILD && p.steps.at(-1)!.state.matches('result')),
    ).toBe(true)
    expect(paths.length).toBeGreaterThanOrEqual(answers.length + 2)
  })
})
