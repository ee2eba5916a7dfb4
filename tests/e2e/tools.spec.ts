import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { OPENING_CATALOGUE } from '../../src/content/openings'
import { asReturningSubscriber } from './overlays'
import { fillOpening, fillPlan, openingForm, planForm } from './tool-forms'

// These tests are about the page, not the timed popups (tests/e2e/overlays.spec.ts): they start as
// a returning subscriber, so no popup opens over what they click.
test.beforeEach(({ page }) => asReturningSubscriber(page))

/**
 * The study plan generator and the opening recommender (spec §2, §5, §8): to the result with the
 * stored row checked, a refused submit, a failed save (the form stays filled, a retry stores one
 * row) and choices made before hydration.
 */

const PLAN = STUDY_PLANS['Advanced']!['3-5']!

test.describe('/study-plan', () => {
  test('dropdowns hold exactly the spec options, with a placeholder that cannot be chosen', async ({
    page,
  }) => {
    await page.goto('/study-plan')
    const form = planForm(page)
    const options = (label: string) =>
      form.getByLabel(label).locator('option:not([disabled])').allTextContents()
    expect(await options('Experience level')).toEqual(['Beginner', 'Intermediate', 'Advanced'])
    expect(await options('Hours per week')).toEqual(['1-2', '3-5', '6+'])
    expect(await options('Main goal')).toEqual([
      'Learn basics',
      'Improve tactics',
      'Win tournaments',
      'Professional play',
    ])
    expect(await options('Age group')).toEqual(['Child (under 12)', 'Teen (13-17)', 'Adult (18+)'])
    await expect(form.getByLabel('Experience level').locator('option[value=""]')).toBeDisabled()
  })

  test('a complete form stores one row with the plan object and shows the plan', async ({
    page,
  }) => {
    const email = uniqueEmail('plan')
    await page.goto('/study-plan')
    await waitForHydration(page)
    await fillPlan(page, { email: email })
    await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).dblclick()
    const result = page.getByRole('region', { name: PLAN.title })
    const lead = page.getByRole('region', { name: 'Newsletter' })
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(PLAN.title)
    await expect(result.getByText(PLAN.schedule)).toBeVisible()
    await expect(result.getByText(PLAN.focus)).toBeVisible()
    // The activities' list under its heading (the week grid above it is a list too).
    await expect(result.locator('h3 + ol').getByRole('listitem')).toHaveText([...PLAN.activities])
    await expect(result.getByText(`We have also emailed this plan to ${email}.`)).toBeVisible()
    await expect(result.getByRole('group', { name: 'Share your plan' })).toBeVisible()
    await expect(result.getByRole('link', { name: 'Back to Training Hub' })).toHaveAttribute(
      'href',
      '/train',
    )
    await expect(result.getByRole('button', { name: 'Retake Quiz' })).toBeVisible()
    expect(await axeViolations(page), 'axe on the plan').toEqual([])
    expect(await rowsFor('study_plans', email)).toMatchObject([
      {
        name: 'Sam Player',
        email,
        experience: 'Advanced',
        hours_per_week: '3-5',
        goal: 'Win tournaments',
        age_group: 'Teen (13-17)',
        generated_plan: {
          title: PLAN.title,
          schedule: PLAN.schedule,
          focus: PLAN.focus,
          activities: [...PLAN.activities],
        },
      },
    ])

    // The lead block under the result signs up with source study-plan-generator.

    await lead.getByRole('textbox', { name: 'Email address' }).fill(email)
    await lead.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeVisible()
    expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
      { email, source: 'study-plan-generator' },
    ])

    // Retake Quiz reloads the page: the empty form again.
    await result.getByRole('button', { name: 'Retake Quiz' }).click()
    await expect(planForm(page).getByLabel('Experience level')).toHaveValue('')
  })

  test('an empty field is refused with Missing Information, and nothing is stored', async ({
    page,
  }) => {
    const email = uniqueEmail('plan-missing')
    await page.goto('/study-plan')
    await waitForHydration(page)
    await fillPlan(page, { email: email })
    await planForm(page).getByLabel('Your name').fill('')
    await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
    await expect(page.getByText(QUIZ_MESSAGES.studyPlanMissing.description)).toBeVisible()
    await expect(planForm(page).getByLabel('Experience level')).toHaveValue('Advanced')
    await expect(planForm(page).getByLabel('Email address')).toHaveValue(email)
    expect(await rowsFor('study_plans', email)).toEqual([])
  })

  test('a failed save keeps the form filled; the retry stores one row', async ({ page }) => {
    const email = uniqueEmail('plan-fail')
    let fail = true
    await page.route('**/rest/v1/study_plans*', (route) =>
      fail && route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
        : route.continue(),
    )
    await page.goto('/study-plan')
    await waitForHydration(page)
    await fillPlan(page, { email: email })
    const button = planForm(page).getByRole('button', { name: 'Generate My Study Plan!' })
    await button.click()
    await expect(page.getByText(QUIZ_MESSAGES.studyPlanFailed.description)).toBeVisible()
    const form = planForm(page)
    await expect(form.getByLabel('Experience level')).toHaveValue('Advanced')
    await expect(form.getByLabel('Hours per week')).toHaveValue('3-5')
    await expect(form.getByLabel('Main goal')).toHaveValue('Win tournaments')
    await expect(form.getByLabel('Age group')).toHaveValue('Teen (13-17)')
    await expect(form.getByLabel('Your name')).toHaveValue('Sam Player')
    await expect(form.getByLabel('Email address')).toHaveValue(email)
    expect(await rowsFor('study_plans', email)).toEqual([])

    fail = false
    await button.click()
    await expect(page.getByRole('heading', { level: 2, name: PLAN.title })).toBeVisible()
    expect(await rowsFor('study_plans', email)).toHaveLength(1)
  })

  test('choices made and the form submitted before hydration count', async ({ page }) => {
    const email = uniqueEmail('plan-early')
    await actBeforeHydration(page, '/study-plan', async () => {
      await fillPlan(page, { email: email })
      await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
    })
    await expect(page.getByRole('heading', { level: 2, name: PLAN.title })).toBeVisible()
    expect(await rowsFor('study_plans', email)).toMatchObject([
      { experience: 'Advanced', hours_per_week: '3-5', name: 'Sam Player' },
    ])
    expect(new URL(page.url()).search).toBe('')
  })
})

test.describe('/opening-recommender', () => {
  const CELL = OPENING_CATALOGUE['advanced']!['positional']!['quick']!

  test('dropdowns hold exactly the spec options, with a placeholder that cannot be chosen', async ({
    page,
  }) => {
    await page.goto('/opening-recommender')
    const form = openingForm(page)
    const options = (label: string) =>
      form.getByLabel(label).locator('option:not([disabled])').allTextContents()
    expect(await options('Rating level')).toEqual([
      'Beginner (0-1200)',
      'Intermediate (1200-1800)',
      'Advanced (1800+)',
    ])
    expect(await options('Study time per week')).toEqual(['Quick (1-2 hours)', 'Slow (5+ hours)'])
    expect(await options('Playing style')).toEqual(['Aggressive', 'Positional'])
    expect(await options('Favourite format')).toEqual([
      'Blitz (3-5 min)',
      'Rapid (10-30 min)',
      'Classical (30+ min)',
    ])
    expect(await options('Opponent type')).toEqual(['Aggressive', 'Solid', 'Mixed'])
    await expect(form.getByLabel('Rating level').locator('option[value=""]')).toBeDisabled()
  })

  test('a complete form stores one row and shows the opening with its first moves', async ({
    page,
  }) => {
    const email = uniqueEmail('opening')
    await page.goto('/opening-recommender')
    await waitForHydration(page)
    await fillOpening(page, { email: email })
    await openingForm(page)
      .getByRole('button', { name: 'Get My Opening Recommendation' })
      .dblclick()
    const title = page.getByRole('heading', { level: 2 }).first()
    await expect(title).toHaveText(new RegExp(`^(${CELL.join('|')})$`))
    const opening = (await title.textContent())!
    const result = page.getByRole('region', { name: opening })
    await expect(result.getByText('Suits your rating level: Advanced (1800+).')).toBeVisible()
    await expect(result.getByText('Matches your positional playing style.')).toBeVisible()
    await expect(
      result.getByText('Works well in your favourite format: Blitz (3-5 min).'),
    ).toBeVisible()
    await expect(result.getByText('A good practical choice against mixed opponents.')).toBeVisible()
    await expect(
      result.getByText(`We have also emailed this recommendation to ${email}.`),
    ).toBeVisible()
    await expect(result.getByRole('group', { name: 'Share your opening' })).toBeVisible()
    await expect(result.getByRole('button', { name: 'Retry Quiz' })).toBeVisible()
    await expect(result.getByRole('link', { name: 'Back to Training Hub' })).toHaveAttribute(
      'href',
      '/train',
    )
    expect(await rowsFor('opening_recommender', email)).toMatchObject([
      {
        email,
        rating_level: 'advanced',
        study_time: 'quick',
        opening_style: 'positional',
        play_format: 'blitz',
        opponent_strategy: 'mixed',
        recommended_opening: opening,
      },
    ])

    // The first moves on the board, stepped with Previous and Next.
    const board = result.getByRole('img', { name: new RegExp(`first moves of the ${opening}`) })
    await expect(board).toBeVisible()
    await expect(result.getByText('Starting position')).toBeVisible()
    await result.getByRole('button', { name: 'Next' }).click()
    await result.getByRole('button', { name: 'Next' }).click()
    await expect(result.getByText(/^1\.\.\.\S+$/)).toBeVisible()
    await result.getByRole('button', { name: 'Previous' }).click()
    await expect(result.getByText(/^1\.[^.]\S*$/)).toBeVisible()
    expect(await axeViolations(page), 'axe on the recommendation').toEqual([])

    const lead = page.getByRole('region', { name: 'Newsletter' })
    await lead.getByRole('textbox', { name: 'Email address' }).fill(email)
    await lead.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeVisible()
    expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
      { email, source: 'opening-recommender' },
    ])
  })

  test('an empty field is refused with Missing Information', async ({ page }) => {
    await page.goto('/opening-recommender')
    await waitForHydration(page)
    await openingForm(page).getByLabel('Rating level').selectOption('beginner')
    await openingForm(page).getByRole('button', { name: 'Get My Opening Recommendation' }).click()
    await expect(page.getByText(QUIZ_MESSAGES.openingMissing.description)).toBeVisible()
    await expect(openingForm(page).getByLabel('Rating level')).toHaveValue('beginner')
  })

  test('a failed save keeps the form filled; the retry stores one row', async ({ page }) => {
    const email = uniqueEmail('opening-fail')
    let fail = true
    await page.route('**/rest/v1/opening_recommender*', (route) =>
      fail && route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    )
    await page.goto('/opening-recommender')
    await waitForHydration(page)
    await fillOpening(page, { email: email })
    const button = openingForm(page).getByRole('button', { name: 'Get My Opening Recommendation' })
    await button.click()
    await expect(page.getByText(QUIZ_MESSAGES.openingFailed.description)).toBeVisible()
    const form = openingForm(page)
    await expect(form.getByLabel('Rating level')).toHaveValue('advanced')
    await expect(form.getByLabel('Study time per week')).toHaveValue('quick')
    await expect(form.getByLabel('Playing style')).toHaveValue('positional')
    await expect(form.getByLabel('Favourite format')).toHaveValue('blitz')
    await expect(form.getByLabel('Opponent type')).toHaveValue('mixed')
    await expect(form.getByLabel('Email address')).toHaveValue(email)
    expect(await rowsFor('opening_recommender', email)).toEqual([])

    fail = false
    await button.click()
    await expect(page.getByRole('button', { name: 'Retry Quiz' })).toBeVisible()
    expect(await rowsFor('opening_recommender', email)).toHaveLength(1)
  })

  test('choices made and the form submitted before hydration count', async ({ page }) => {
    const email = uniqueEmail('opening-early')
    await actBeforeHydration(page, '/opening-recommender', async () => {
      await fillOpening(page, { email: email })
      await openingForm(page).getByRole('button', { name: 'Get My Opening Recommendation' }).click()
    })
    await expect(page.getByRole('button', { name: 'Retry Quiz' })).toBeVisible()
    expect(await rowsFor('opening_recommender', email)).toMatchObject([
      { rating_level: 'advanced', study_time: 'quick', play_format: 'blitz' },
    ])
  })
})
