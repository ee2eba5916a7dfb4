import { expect, test } from './fixtures'
import { actBeforeHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'

// These tests are about the page, not its timed popups: they start as a returning subscriber, for whom
// no popup opens a few seconds in over what they click (tests/e2e/overlays.spec.ts tests the popups).
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

test('/learn: chooser, quiz link, three article cards, cheat sheet, video lessons, Training Hub, newsletter', async ({
  page,
}) => {
  await page.goto('/learn')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Take the Chess Knowledge Quiz' })).toHaveAttribute(
    'href',
    '/quiz',
  )
  const articles = page.getByRole('region', { name: 'Start with These Articles' })
  await expect(articles.getByRole('article').getByRole('heading')).toHaveText([
    '30 Chess Tips to Improve Your Game',
    'A Tactical Chess Study Plan',
    '10 Common Chess Blunders and How to Avoid Them',
  ])
  await expect(articles.getByRole('link', { name: 'Browse all chess articles' })).toHaveAttribute(
    'href',
    '/articles',
  )
  await expect(main.getByRole('link', { name: 'Training Hub' })).toHaveAttribute('href', '/train')

  await page
    .getByRole('region', { name: 'Video Lessons' })
    .getByRole('button', {
      name: 'Book 1-on-1 Lessons',
    })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Choose Your Lesson Type' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  const email = uniqueEmail('learn')
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
  ).toBeVisible()
  expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
    { email, source: 'learn_newsletter' },
  ])
})

test("/learn: the chooser opens from the page's own button tapped before hydration", async ({
  page,
}) => {
  await actBeforeHydration(page, '/learn', () =>
    page.getByRole('main').getByRole('button', { name: 'Book an Intro Lesson' }).click(),
  )
  await expect(page.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeVisible()
})

test('/resources: six cards and two tiles, each going where a visitor expects', async ({
  page,
}) => {
  await page.goto('/resources')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Chess Tactics Cheat Sheet',
    'Opening Principles Guide',
    'Endgame Study Collection',
    'Lichess',
    'Chess.com',
    'Tactical Puzzles Database',
  ])
  await expect(main.getByRole('link', { name: 'Read the Guide' })).toHaveAttribute(
    'href',
    '/articles/english-opening',
  )
  await expect(main.getByRole('link', { name: 'Study the Endings' })).toHaveAttribute(
    'href',
    '/articles/king-pawn-endgame',
  )
  for (const name of ['Visit Lichess', 'Visit Chess.com', 'Solve Puzzles']) {
    const link = main.getByRole('link', { name: new RegExp(`^${name}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  await expect(main.getByRole('link', { name: /Video Lessons/ })).toHaveAttribute(
    'href',
    '/articles',
  )
  await expect(main.getByRole('link', { name: /Study Plans/ })).toHaveAttribute(
    'href',
    '/study-plan',
  )
})
