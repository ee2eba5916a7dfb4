import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CHESS_STYLES, type StyleId } from '../../src/content/chess-styles'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { axeViolations } from './axe'
import { rowsFor, uniqueEmail, keptLeads } from './db'
import { openOnClock } from './faults'
import { asReturningSubscriber } from './overlays'
import { expectProgress } from './quiz-helpers'

// These tests are about the page, not the timed popups (tests/e2e/overlays.spec.ts): they start as
// a returning subscriber, so no popup opens over what they click.
test.beforeEach(({ page }) => asReturningSubscriber(page))

/**
 * The chess style quiz on /chess-style against the local backend: played to the end for answer
 * patterns with known winners (the scoring's own tests say why they win), the stored row, the
 * result's parts, the gate's blank e-mail, double clicks, retake, taps before hydration; and the
 * outbox: a failed save still shows the result and the lead lands exactly once later.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Answers question `n` (0-based) with option `answer`, by the option's text. */
async function answer(page: Page, n: number, option: number): Promise<void> {
  await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible()
  await page.getByRole('button', { name: STYLE_QUESTIONS[n]!.answers[option]!.text }).click()
}

async function playTo(page: Page, pattern: number[], email: string): Promise<void> {
  for (const [n, option] of pattern.entries()) await answer(page, n, option)
  await expect(page.getByRole('heading', { name: 'Your Chess Style is Ready!' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
}

async function outboxOf(page: Page): Promise<Array<{ id: string; row: Record<string, unknown> }>> {
  return keptLeads(page)
}

const failSaves = (page: Page) =>
  page.route('**/rest/v1/chess_style_quiz*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: 'The database is under maintenance' }),
        })
      : route.continue(),
  )

test.describe('style quiz', () => {
  const CASES: Array<[string, number[], StyleId, StyleId | null]> = [
    ['every first answer', Array<number>(10).fill(0), 'tactician', 'gambiteer'],
    ['every third answer', Array<number>(10).fill(2), 'endgameArtist', 'grinder'],
    ['every fourth answer', Array<number>(10).fill(3), 'universal', null],
  ]
  for (const [name, pattern, winner, secondary] of CASES) {
    test(`${name}: ${winner} is revealed and stored`, async ({ page }) => {
      const style = CHESS_STYLES[winner]
      const email = uniqueEmail(`style-${winner.toLowerCase()}`)
      await page.goto('/chess-style')
      await waitForHydration(page)
      // The question on screen counts, as in every quiz: 'Question 1 of 10' is 10%.
      await expectProgress(page, 1)
      await playTo(page, pattern, `  ${email.toUpperCase()} `)

      await expect(page.getByRole('heading', { level: 2, name: style.title })).toBeVisible()
      await expect(page.getByText(style.description)).toBeVisible()
      for (const player of style.famousPlayers)
        await expect(page.getByText(player.name, { exact: true })).toBeVisible()
      await expect(page.getByText(`“${style.quote.text}”`)).toBeVisible()
      if (secondary)
        await expect(page.getByText(/Your secondary style is/)).toContainText(
          CHESS_STYLES[secondary].title,
        )
      else await expect(page.getByText(/Your secondary style is/)).toHaveCount(0)
      // The personalised section: three insights, top-3 breakdown, plan and two games.
      const personal = page.getByRole('region', { name: 'Your Personal Chess Profile' })
      await expect(personal.getByRole('heading', { name: 'What your answers say' })).toBeVisible()
      await expect(personal.locator('ul').first().locator('li')).toHaveCount(3)
      await expect(personal.getByRole('list').nth(1).getByRole('listitem')).toHaveCount(3)
      await expect(personal.getByText(/\d+%/).first()).toBeVisible()
      for (const game of style.famousGames)
        await expect(personal.getByText(`${game.event}, ${game.year}`)).toBeVisible()
      await expect(page.getByRole('group', { name: 'Share your chess style' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to Training Hub' })).toHaveAttribute(
        'href',
        '/train',
      )
      await expect(page.getByRole('region', { name: 'Private lessons' })).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Join Our Free Weekly Master Class' }),
      ).toBeVisible()

      await expect.poll(() => rowsFor('chess_style_quiz', email)).toHaveLength(1)
      const [row] = await rowsFor('chess_style_quiz', email)
      expect(row).toMatchObject({
        email,
        answers: pattern,
        result: winner,
        style_title: style.title,
      })
      expect(row!['client_id']).toMatch(UUID)
      expect(await outboxOf(page)).toEqual([])
    })
  }

  test('a blank e-mail is reported; a double click on Reveal stores one row; retake resets', async ({
    page,
  }) => {
    const email = uniqueEmail('style-dbl')
    const posts: unknown[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/rest/v1/chess_style_quiz'))
        posts.push(req.postDataJSON())
    })
    await page.goto('/chess-style')
    await waitForHydration(page)
    for (let n = 0; n < 10; n++) await answer(page, n, 1)
    // Once ten are given there is nothing left to answer.
    await expect(page.getByText(/Question \d+ of 10/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
    await expect(page.getByText('Email required', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter your email to see your result.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    await page.getByRole('button', { name: 'Reveal My Chess Style' }).dblclick()
    await expect(page.getByRole('heading', { level: 2, name: 'The Strategist' })).toBeVisible()
    await expect.poll(() => rowsFor('chess_style_quiz', email)).toHaveLength(1)
    expect(posts).toHaveLength(1)

    await page.getByRole('button', { name: 'Retake Quiz' }).click()
    await expectProgress(page, 1)
    await answer(page, 0, 3)
    await expectProgress(page, 2)
  })

  test('the first question is in the prerendered HTML; a tap before hydration is replayed once', async ({
    page,
  }) => {
    const html = await (await page.request.get('/chess-style')).text()
    expect(html).toContain(STYLE_QUESTIONS[0]!.question.replace(/'/g, '&#x27;'))
    expect(html).toContain('Question 1 of 10')

    const first = page.getByRole('button', { name: STYLE_QUESTIONS[0]!.answers[2]!.text })
    const other = page.getByRole('button', { name: STYLE_QUESTIONS[0]!.answers[0]!.text })
    await actBeforeHydration(page, '/chess-style', async () => {
      await first.click()
      // An impatient second tap on the same question: dropped, it must not answer question 2.
      await other.click()
    })
    await expect(page.getByText('Question 2 of 10')).toBeVisible()
    for (let n = 1; n < 10; n++) await answer(page, n, 2)
    const email = uniqueEmail('style-early')
    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'The Endgame Artist' })).toBeVisible()
    await expect.poll(() => rowsFor('chess_style_quiz', email)).toHaveLength(1)
    expect((await rowsFor('chess_style_quiz', email))[0]!['answers']).toEqual(
      Array<number>(10).fill(2),
    )
  })
})

test('the e-mail gate and the result pass axe-core (WCAG 2 A/AA)', async ({ page }) => {
  const axe = () => axeViolations(page)
  await page.goto('/chess-style')
  await waitForHydration(page)
  for (let n = 0; n < 10; n++) await answer(page, n, n % 4)
  await expect(page.getByRole('heading', { name: 'Your Chess Style is Ready!' })).toBeFocused()
  expect(await axe()).toEqual([])
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('style-axe'))
  await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
  await expect(page.getByRole('region', { name: 'Your Personal Chess Profile' })).toBeVisible()
  expect(await axe()).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})

test.describe('style quiz: a lead that cannot be lost (the outbox)', () => {
  test('a failed save still shows the result; after a reload the lead lands exactly once', async ({
    page,
  }) => {
    const email = uniqueEmail('style-outbox')
    await failSaves(page)
    await page.goto('/chess-style')
    await waitForHydration(page)
    await playTo(page, Array<number>(10).fill(2), email)
    await expect(page.getByRole('heading', { level: 2, name: 'The Endgame Artist' })).toBeVisible()
    // No error toast: the failure is only logged.
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await rowsFor('chess_style_quiz', email)).toEqual([])
    const kept = await outboxOf(page)
    expect(kept).toHaveLength(1)
    expect(kept[0]!.row).toMatchObject({ email, result: 'endgameArtist' })

    // The backend is back: the next page load delivers it.
    await page.unrouteAll({ behavior: 'wait' })
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => rowsFor('chess_style_quiz', email)).toHaveLength(1)
    await expect.poll(() => outboxOf(page)).toEqual([])
    const [row] = await rowsFor('chess_style_quiz', email)
    expect(row).toMatchObject({ ...kept[0]!.row, client_id: kept[0]!.id })

    // Later loads, on any page, send nothing more.
    await page.goto('/')
    await waitForHydration(page)
    await page.reload()
    await waitForHydration(page)
    expect(await rowsFor('chess_style_quiz', email)).toHaveLength(1)
  })

  // A limit (429) or a refused proof of work (403) says "not now", not "never": the lead is kept
  // like every other form's and the open page sends it again at its next-attempt time.
  for (const [name, status, code, message] of [
    ['a limit (429)', 429, 'PT429', 'too many leads right now; please try again later'],
    ['a refused proof of work (403)', 403, 'PT403', 'lead proof reused'],
  ] as const) {
    test(`a save refused for now by ${name}: the result shows, the lead is kept and stored once later`, async ({
      page,
    }) => {
      const email = uniqueEmail(`style-${status}`)
      const posts: Array<Record<string, unknown>> = []
      await page.route('**/rest/v1/chess_style_quiz*', (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        posts.push(route.request().postDataJSON() as Record<string, unknown>)
        if (posts.length > 1) return route.continue()
        return route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ code, message, details: null, hint: null }),
        })
      })
      await openOnClock(page, '/chess-style')
      await playTo(page, Array<number>(10).fill(2), email)
      await expect(
        page.getByRole('heading', { level: 2, name: 'The Endgame Artist' }),
      ).toBeVisible()
      // Spec §8: the visitor sees the result and no error.
      await expect(page.getByRole('alert')).toHaveCount(0)
      expect(posts).toHaveLength(1)
      expect(await rowsFor('chess_style_quiz', email)).toEqual([])
      const kept = await outboxOf(page)
      expect(kept).toHaveLength(1)
      expect(kept[0]!.row).toMatchObject({
        email,
        answers: Array<number>(10).fill(2),
        result: 'endgameArtist',
        client_id: kept[0]!.id,
      })

      // No reload: the open page tries the kept lead again once its next-attempt time comes.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(5_000)
            return (await rowsFor('chess_style_quiz', email)).length
          },
          { message: 'the kept lead stored', timeout: 30_000 },
        )
        .toBe(1)
      await expect.poll(() => outboxOf(page)).toEqual([])
      expect(posts).toHaveLength(2)
      expect(posts[1]).toEqual(kept[0]!.row)
      expect(await rowsFor('chess_style_quiz', email)).toMatchObject([kept[0]!.row])

      // Later loads send nothing more.
      await page.reload()
      await waitForHydration(page)
      expect(posts).toHaveLength(2)
      expect(await rowsFor('chess_style_quiz', email)).toHaveLength(1)
    })
  }

  test('a save that landed but whose answer was lost is not stored twice; nor by two tabs', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('style-lost')
    // The insert reaches the database, but the page hears a 500 (a timeout, a dropped connection).
    await page.route('**/rest/v1/chess_style_quiz*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await route.fetch()
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
    })
    await page.goto('/chess-style')
    await waitForHydration(page)
    await playTo(page, Array<number>(10).fill(0), email)
    await expect(page.getByRole('heading', { level: 2, name: 'The Tactician' })).toBeVisible()
    await expect.poll(() => rowsFor('chess_style_quiz', email)).toHaveLength(1)
    expect(await outboxOf(page)).toHaveLength(1)
    await page.unrouteAll({ behavior: 'wait' })

    // Two tabs load at once; both find the kept lead. The database keeps one row per client_id.
    const second = await context.newPage()
    await Promise.all([page.goto('/faqs'), second.goto('/train')])
    await Promise.all([waitForHydration(page), waitForHydration(second)])
    await expect.poll(() => outboxOf(page)).toEqual([])
    await expect.poll(() => outboxOf(second)).toEqual([])
    expect(await rowsFor('chess_style_quiz', email)).toHaveLength(1)
    await second.close()
  })

  test('offline at the reveal: the result shows, and the lead lands when the browser is back online', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('style-offline')
    await page.goto('/chess-style')
    await waitForHydration(page)
    for (let n = 0; n < 10; n++) await answer(page, n, 3)
    await context.setOffline(true)
    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: 'The Universal Player' }),
    ).toBeVisible()
    await expect.poll(() => outboxOf(page)).toHaveLength(1)
    expect(await rowsFor('chess_style_quiz', email)).toEqual([])

    await context.setOffline(false)
    await expect.poll(() => rowsFor('chess_style_quiz', email)).toHaveLength(1)
    await expect.poll(() => outboxOf(page)).toEqual([])
  })
})
