/**
 * The three assessment funnels against the local backend (spec §2, §4, §8): each is played to the
 * end and the stored row checked; one failed save each (the visitor stays on the form with the
 * values kept, and a retry stores exactly one row); the progressbar; a tap before hydration; a
 * reload mid-quiz. The level quizzes draw their questions at random, so the test reads each
 * question on the page and looks it up in the bank to know its key.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { waitForMails } from './mail'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import {
  expectNoAxeViolations,
  expectProgress,
  levelQuestionOnScreen,
  optionButtons,
  pauseClock,
} from './quiz-helpers'
import { LEVEL_QUIZ_AUTO_ADVANCE_MS } from '../../machines/timings'
import { asReturningSubscriber } from './overlays'
import { FIND_YOUR_LEVEL_INTRO } from '../../src/content/pages'

// These tests are about the page, not the timed popups (tests/e2e/overlays.spec.ts): they start as
// a returning subscriber, so no popup opens over what they click.
test.beforeEach(({ page }) => asReturningSubscriber(page))
// Whole quizzes played question by question, then saved with a proof of work: on a busy two-core
// machine a playthrough took up to 50 s, so three times the usual limit.
test.beforeEach(() => test.slow())

test.describe('knowledge quiz (/quiz)', () => {
  /** Answers question i (0-based): right for the first `right` questions, wrong after. */
  async function playKnowledge(page: Page, right: number) {
    const chosen: number[] = []
    for (const [i, q] of KNOWLEDGE_QUESTIONS.entries()) {
      await expectProgress(page, i + 1)
      await expect(page.getByRole('heading', { name: q.question })).toBeVisible()
      if (q.position)
        await expect(page.getByRole('img', { name: q.position.caption })).toBeVisible()
      const pick = i < right ? q.correct : (q.correct + 1) % 4
      chosen.push(pick)
      const group = page.getByRole('group', { name: q.question })
      await group.getByRole('button').nth(pick).dblclick()
      const feedback = page.getByRole('status').filter({ hasText: q.explanation })
      await expect(feedback).toContainText(i < right ? 'Correct!' : 'Incorrect')
      if (i === 0) await expectNoAxeViolations(page, 'the knowledge quiz feedback')
      if (i >= right)
        await expect(feedback).toContainText(
          `The correct answer is ${'ABCD'[q.correct]}: ${q.options[q.correct]}`,
        )
      await page.getByRole('button', { name: i === 9 ? 'Finish Quiz' : 'Next Question' }).click()
    }
    return chosen.map((c, i) => (c === KNOWLEDGE_QUESTIONS[i]!.correct ? 1 : 0))
  }

  test('played to the end: the row lands, then the results and everything below them', async ({
    page,
  }) => {
    const email = uniqueEmail('kq')
    await page.goto('/quiz')
    await waitForHydration(page)
    const marks = await playKnowledge(page, 8)
    await expect(page.getByRole('heading', { name: 'Almost Done!' })).toBeVisible()
    await expectNoAxeViolations(page, "the 'Almost Done!' form")
    // The age question first (no answer is chosen for the visitor), then both fields are required.
    const age = page.getByRole('radiogroup', { name: 'How old is the learner?' })
    await expect(age.getByRole('radio')).toHaveCount(3)
    for (const radio of await age.getByRole('radio').all()) await expect(radio).not.toBeChecked()
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(
      page.getByText('Please tell us how old the learner is to see the results.'),
    ).toBeVisible()
    await age.getByRole('radio', { name: '16 or older' }).check()
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(
      page.getByText('Please fill in your name and email to see your results.'),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ann Player')
    await page.getByRole('textbox', { name: 'Email address' }).fill(` ${email.toUpperCase()} `)
    await page.getByRole('button', { name: 'See My Results' }).dblclick()
    await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible()
    await expect(page.getByText('8 / 10')).toBeVisible()
    await expect(page.getByText('Great job! You have strong chess fundamentals.')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Your Learning Path: Advanced Path' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Areas for Improvement' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Share your result' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Private lessons' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retry Quiz' })).toHaveAttribute('href', '/quiz')
    await expect(page.getByRole('link', { name: 'Explore the Training Hub' })).toHaveAttribute(
      'href',
      '/train',
    )
    await expect(page.getByRole('form', { name: 'Weekly live class sign-up' })).toBeVisible()
    await expectNoAxeViolations(page, 'the knowledge quiz results')
    const rows = await rowsFor('quiz_submissions', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Ann Player',
      for_child: false,
      email,
      score: 8,
      total_questions: 10,
      answers: marks,
    })
  })

  test('a failed save stays on the form with the values kept; a retry stores one row', async ({
    page,
  }) => {
    const email = uniqueEmail('kqfail')
    let fail = true
    await page.route('**/rest/v1/quiz_submissions*', (route) => {
      if (!fail) return route.continue()
      fail = false
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'down for maintenance', details: null }),
      })
    })
    await page.goto('/quiz')
    await waitForHydration(page)
    await playKnowledge(page, 3)
    const name = page.getByRole('textbox', { name: 'Your name' })
    const input = page.getByRole('textbox', { name: 'Email address' })
    await page.getByRole('radio', { name: '13 to 15' }).check()
    await name.fill('Bo')
    await input.fill(email)
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'There was an issue submitting your quiz. Please try again.' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Almost Done!' })).toBeVisible()
    await expect(name).toHaveValue('Bo')
    await expect(input).toHaveValue(email)
    await expect(page.getByRole('radio', { name: '13 to 15' })).toBeChecked()
    expect(await rowsFor('quiz_submissions', email)).toEqual([])
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(page.getByText('Keep learning! Everyone starts somewhere in chess.')).toBeVisible()
    const rows = await rowsFor('quiz_submissions', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Bo', score: 3 })
  })

  test("a learner under 13: a parent's e-mail, no name asked or stored, the result mailed without an offer", async ({
    page,
  }) => {
    const email = uniqueEmail('kqchild')
    await page.goto('/quiz')
    await waitForHydration(page)
    await playKnowledge(page, 6)
    const name = page.getByRole('textbox', { name: 'Your name' })
    // A name typed first, then "Under 13": the field goes, the e-mail asks for the parent's.
    await name.fill('Timmy Child')
    await page.getByRole('radio', { name: 'Under 13' }).check()
    await expect(name).toHaveCount(0)
    const parent = page.getByRole('textbox', { name: "Parent's e-mail" })
    await expect(parent).toHaveAccessibleDescription(
      /^We'll send the result to you, the parent, and nothing else: no offers, no lists\./,
    )
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0)
    await expectNoAxeViolations(page, "the 'Almost Done!' form for a child")
    // Changing the answer brings the name back as typed (typed values stay).
    await page.getByRole('radio', { name: '16 or older' }).check()
    await expect(name).toHaveValue('Timmy Child')
    await page.getByRole('radio', { name: 'Under 13' }).check()
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(
      page.getByText("Please fill in the parent's e-mail to see the results."),
    ).toBeVisible()
    await parent.fill(email)
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(page.getByText('6 / 10')).toBeVisible()
    // No child's name in any row: the placeholder, and the row says the address is a parent's.
    const rows = await rowsFor('quiz_submissions', email)
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Quiz Taker', for_child: true, score: 6 }),
    ])
    expect(JSON.stringify(rows)).not.toContain('Timmy')
    const [mail] = await waitForMails(email)
    expect(mail!.text).toContain("your address as a parent's")
    // (The founder's signature says 'Head Coach': no coach's pitch is what is checked.)
    expect(mail!.text).not.toMatch(/free assessment|intro session|titled master|\/lessons/i)
    expect(mail!.text).not.toContain('Timmy')
  })

  test('an answer tapped before hydration is replayed once the page is live', async ({ page }) => {
    const first = KNOWLEDGE_QUESTIONS[0]!
    await actBeforeHydration(page, '/quiz', () =>
      page
        .getByRole('group', { name: first.question })
        .getByRole('button')
        .nth(first.correct)
        .click(),
    )
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next Question' })).toBeVisible()
  })

  test('a reload mid-quiz starts again at question 1', async ({ page }) => {
    await page.goto('/quiz')
    await waitForHydration(page)
    await optionButtons(page).first().click()
    await page.getByRole('button', { name: 'Next Question' }).click()
    await expectProgress(page, 2)
    await page.reload()
    await waitForHydration(page)
    await expectProgress(page, 1)
  })
})

/** The level mail lists the strengths and areas the result listed, in the page's order. */
async function expectMailedTopics(page: Page, email: string) {
  const listed = async (heading: string) => {
    const next = page
      .getByRole('heading', { name: heading, exact: true })
      .locator('xpath=following-sibling::*[1]')
    const items = await next.getByRole('listitem').allTextContents()
    return items.length > 0 ? items.map((t) => `• ${t.trim()}`) : [(await next.textContent())!]
  }
  const [mail] = await waitForMails(email)
  const text = mail!.text.replace(/\n+/g, '\n')
  expect(text).toContain(['STRENGTHS', ...(await listed('Strengths'))].join('\n'))
  expect(text).toContain(['AREAS TO WORK ON', ...(await listed('Areas to Work On'))].join('\n'))
}

test.describe('level quiz (/chess-level-quiz, /chess-level)', () => {
  /** Answers every question (auto-advance): the key for `right` of them, a wrong option after. */
  async function playLevel(page: Page, right: number) {
    const chosen: number[] = []
    const seen = new Set<string>()
    const categories = new Set<string>()
    for (let i = 0; i < 10; i++) {
      await expectProgress(page, i + 1)
      const q = await levelQuestionOnScreen(page)
      expect(seen.has(q.id), 'no question twice').toBe(false)
      seen.add(q.id)
      categories.add(q.category)
      if (q.position)
        await expect(page.getByRole('img', { name: q.position.caption })).toBeVisible()
      const pick = i < right ? q.correctAnswer : (q.correctAnswer + 1) % 4
      chosen.push(pick)
      const buttons = page.getByRole('group', { name: q.question }).getByRole('button')
      // A second tap on another option is ignored: the question is locked.
      await buttons.nth(pick).click()
      await buttons.nth((pick + 2) % 4).click({ force: true })
      await expect(buttons.nth(pick)).toHaveAttribute('aria-pressed', 'true')
      await expect(buttons.nth((pick + 2) % 4)).toHaveAttribute('aria-pressed', 'false')
      // The answer moves on by itself after the auto-advance delay (500 ms), not before.
      await page.clock.runFor(LEVEL_QUIZ_AUTO_ADVANCE_MS - 1)
      await expect(page.getByRole('heading', { name: q.question })).toBeVisible()
      await page.clock.runFor(1)
      if (i < 9) await expectProgress(page, i + 2)
    }
    expect(categories.size, 'one question from every category').toBe(6)
    return { chosen, asked: [...seen] }
  }

  test('played to the end: e-mail checks, the row, Quiz Complete! and the result', async ({
    page,
  }) => {
    const email = uniqueEmail('lq')
    await page.clock.install()
    await page.goto('/chess-level-quiz')
    await waitForHydration(page)
    await pauseClock(page)
    const { chosen, asked } = await playLevel(page, 7)
    await expect(page.getByRole('heading', { name: 'Your Results Are Ready!' })).toBeVisible()
    const input = page.getByRole('textbox', { name: 'Email address' })
    const submit = page.getByRole('button', { name: 'See My Level' })
    await submit.click()
    await expect(page.getByText('Please enter your email to see your results.')).toBeVisible()
    await input.fill('not-an-email')
    await submit.click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(input).toHaveAttribute('maxlength', '100')
    await input.fill(` ${email.toUpperCase()} `)
    await submit.dblclick()
    await expect(page.getByText('Your chess level has been assessed successfully.')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Your Chess Level: Intermediate (1400-1800)' }),
    ).toBeVisible()
    await expect(page.getByText('7 / 10')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our Recommendation' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Share your result' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute(
      'href',
      '/chess-level',
    )
    await expect(page.getByRole('link', { name: 'Back to Training Hub' })).toHaveAttribute(
      'href',
      '/train',
    )
    await expect(page.getByRole('form', { name: 'Weekly live class sign-up' })).toBeVisible()
    await page.clock.resume() // axe-core runs on timers
    await expectNoAxeViolations(page, 'the level quiz result')
    const rows = await rowsFor('chess_level_quiz', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Quiz Taker',
      email,
      answers: chosen,
      question_ids: asked,
      result: 'Intermediate (1400-1800)',
    })
    await expectMailedTopics(page, email)
  })

  test("/chess-level: a failed save keeps the e-mail and gives the spec's text; a retry stores one row", async ({
    page,
  }) => {
    const email = uniqueEmail('lqfail')
    let fail = true
    await page.route('**/rest/v1/chess_level_quiz*', (route) => {
      if (!fail) return route.continue()
      fail = false
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'XX000',
          message: 'The database is under maintenance',
          details: null,
        }),
      })
    })
    await page.clock.install()
    await page.goto('/chess-level')
    await waitForHydration(page)
    await pauseClock(page)
    await playLevel(page, 10)
    const input = page.getByRole('textbox', { name: 'Email address' })
    await input.fill(email)
    await page.getByRole('button', { name: 'See My Level' }).click()
    // The spec's words, never the server's.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'There was an issue submitting your quiz. Please try again.' })
    await expect(alert).toContainText('Submission Error')
    await expect(page.getByText('The database is under maintenance')).toHaveCount(0)
    await expect(input).toHaveValue(email)
    expect(await rowsFor('chess_level_quiz', email)).toEqual([])
    await page.getByRole('button', { name: 'See My Level' }).click()
    await expect(
      page.getByRole('heading', { name: 'Your Chess Level: Expert (2000+)' }),
    ).toBeVisible()
    expect(await rowsFor('chess_level_quiz', email)).toHaveLength(1)
  })
})

test.describe('improved level quiz (/find-your-level, /improved-chess-level-quiz)', () => {
  async function playImproved(page: Page, right: number) {
    const marks: number[] = []
    const asked: string[] = []
    for (let i = 0; i < 10; i++) {
      await expectProgress(page, i + 1)
      const q = await levelQuestionOnScreen(page)
      asked.push(q.id)
      const tags = page.getByRole('list', { name: 'Question tags' })
      await expect(tags).toContainText(
        {
          opening: 'Openings',
          tactics: 'Tactics',
          strategy: 'Strategy',
          endgame: 'Endgames',
          calculation: 'Calculation',
          decision_making: 'Decision Making',
        }[q.category],
      )
      await expect(tags).toContainText(q.difficulty[0]!.toUpperCase() + q.difficulty.slice(1))
      const label = i === 9 ? 'Continue' : 'Next Question'
      await expect(page.getByRole('button', { name: label })).toHaveCount(0)
      const pick = i < right ? q.correctAnswer : (q.correctAnswer + 3) % 4
      marks.push(pick === q.correctAnswer ? 1 : 0)
      await page.getByRole('group', { name: q.question }).getByRole('button').nth(pick).click()
      await page.getByRole('button', { name: label }).click()
    }
    return { marks, asked }
  }

  test("the subtitle speaks to a parent, not of the quiz's data", async ({ page }) => {
    await page.goto('/find-your-level')
    await expect(page.getByText(FIND_YOUR_LEVEL_INTRO, { exact: true })).toBeVisible()
    await expect(page.getByText(/tagged by category/)).toHaveCount(0)
  })

  test('played to the end: tags, Next only after answering, Continue, the row and the result', async ({
    page,
  }) => {
    const email = uniqueEmail('iq')
    await page.goto('/find-your-level')
    await waitForHydration(page)
    const { marks, asked } = await playImproved(page, 5)
    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    await page.getByRole('button', { name: 'Show My Results' }).dblclick()
    await expect(
      page.getByRole('heading', { name: 'Your Level: Beginner (800-1200)' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Areas to Work On' })).toBeVisible()
    await expect(
      page.getByText('Practise the basic tactical patterns: forks, pins and skewers'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute(
      'href',
      '/improved-chess-level-quiz',
    )
    await expect(page.getByRole('form', { name: 'Weekly live class sign-up' })).toBeVisible()
    await expectNoAxeViolations(page, 'the improved quiz result')
    const rows = await rowsFor('chess_level_quiz', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Quiz Participant',
      email,
      answers: marks,
      question_ids: asked,
      result: 'Beginner (800-1200)',
    })
    await expectMailedTopics(page, email)
  })

  test('/improved-chess-level-quiz: an aborted save keeps the e-mail; a retry stores one row', async ({
    page,
  }) => {
    const email = uniqueEmail('iqfail')
    let fail = true
    await page.route('**/rest/v1/chess_level_quiz*', (route) => {
      if (!fail) return route.continue()
      fail = false
      return route.abort('failed')
    })
    await page.goto('/improved-chess-level-quiz')
    await waitForHydration(page)
    await playImproved(page, 9)
    const input = page.getByRole('textbox', { name: 'Email address' })
    await input.fill(email)
    await page.getByRole('button', { name: 'Show My Results' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'There was an issue submitting your quiz. Please try again.' }),
    ).toContainText('Submission Error')
    await expect(input).toHaveValue(email)
    expect(await rowsFor('chess_level_quiz', email)).toEqual([])
    await page.getByRole('button', { name: 'Show My Results' }).click()
    await expect(page.getByRole('heading', { name: 'Your Level: Expert (2000+)' })).toBeVisible()
    expect(await rowsFor('chess_level_quiz', email)).toHaveLength(1)
  })

  test('every visit starts fresh: a reload or Back never resumes a quiz', async ({ page }) => {
    await page.goto('/find-your-level')
    await waitForHydration(page)
    const q = await levelQuestionOnScreen(page)
    await page.getByRole('group', { name: q.question }).getByRole('button').first().click()
    await page.getByRole('button', { name: 'Next Question' }).click()
    await expectProgress(page, 2)
    await page.reload()
    await waitForHydration(page)
    await expectProgress(page, 1)
    await page.getByRole('link', { name: 'Training Hub' }).first().click()
    await expect(page).toHaveURL(/\/train$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/find-your-level$/)
    await expectProgress(page, 1)
  })
})
