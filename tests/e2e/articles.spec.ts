import { ARTICLES } from '../../src/content/articles'
import { expect, test } from './fixtures'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'

// These tests are about the page, not its timed popups: they start as a returning subscriber, for whom
// no popup opens a few seconds in over what they click (tests/e2e/overlays.spec.ts tests the popups).
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

const titles = (ids: string[]) => ids.map((id) => ARTICLES.find((a) => a.id === id)!.title)

test.describe('/articles search and categories', () => {
  test('search and category combine; the empty state shows; the filter is in the URL', async ({
    page,
  }) => {
    await page.goto('/articles')
    await waitForHydration(page)
    const cards = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await expect(cards).toHaveText(ARTICLES.map((a) => a.title))

    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('CHESS')
    await expect(cards).toHaveText(titles(['chess-blunders', 'chess-tips', 'chess-study-plan']))
    await page.getByRole('button', { name: 'Strategy' }).click()
    await expect(page.getByRole('button', { name: 'Strategy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cards).toHaveText(titles(['chess-blunders', 'chess-tips']))
    await expect(page).toHaveURL(/\?.*category=Strategy/)

    await search.fill('pawn')
    await expect(cards).toHaveCount(0)
    await expect(page.getByText('No articles found matching your search.')).toBeVisible()

    await page.getByRole('button', { name: 'All' }).click()
    await expect(cards).toHaveText(titles(['king-pawn-endgame']))

    // A shared link opens the same filtered list.
    await page.goto('/articles?q=pawn&category=Endgames')
    await expect(cards).toHaveText(titles(['king-pawn-endgame']))
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('pawn')
  })

  test('each card shows category, read time, excerpt, author, date and Read More', async ({
    page,
  }) => {
    await page.goto('/articles')
    const card = page.getByRole('article').filter({ hasText: ARTICLES[4]!.title })
    await expect(card).toContainText('Training')
    await expect(card).toContainText('22 min read')
    await expect(card).toContainText(ARTICLES[4]!.excerpt)
    await expect(card).toContainText('WFM Anna Kovacs')
    await expect(card).toContainText('June 8, 2024')
    await card.getByRole('link', { name: 'Read More' }).click()
    await expect(page).toHaveURL('/articles/chess-study-plan')
  })

  test('typing and a category chosen before hydration filter the list', async ({ page }) => {
    const cards = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await actBeforeHydration(page, '/articles', async () => {
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('opening')
      await page.getByRole('button', { name: 'Openings' }).click()
    })
    await expect(cards).toHaveText(titles(['english-opening']))
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('opening')
  })

  test('the video cards, the discovery call to action and the newsletter (articles_newsletter)', async ({
    page,
  }) => {
    await page.goto('/articles')
    const videos = page.getByRole('region', { name: 'Video Lessons' })
    await expect(videos.getByRole('article')).toHaveCount(2)
    await expect(videos.getByRole('heading', { level: 3 }).first()).toBeVisible()
    // Sample cards without a player (spec): nothing on them looks like a play button.
    expect(await videos.textContent()).not.toMatch(/[▶►⏵▷]/)
    await expect(videos.locator('svg[class*="play"], [aria-label*="Play" i]')).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: 'Book Your FREE Discovery Session' }),
    ).toHaveAttribute('href', '/')
    const email = uniqueEmail('articles')
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByRole('textbox', { name: 'Email address' }).fill(email)
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeVisible()
    expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
      { email, source: 'articles_newsletter' },
    ])
  })
})

test.describe('article pages', () => {
  for (const meta of ARTICLES) {
    test(`${meta.path}: metadata, body, share, author card, lead form and more articles`, async ({
      page,
    }) => {
      await page.goto(meta.path)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: '← Back to Articles' })).toHaveAttribute(
        'href',
        '/articles',
      )
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(meta.title)
      await expect(main.getByText(meta.category, { exact: true }).first()).toBeVisible()
      const byline = main.getByText(`By ${meta.author}`)
      await expect(byline).toContainText(meta.pageReadTime)
      await expect(byline.locator('time')).toHaveAttribute('datetime', meta.date)
      // The body is a real article, with its boards drawn in the HTML.
      expect(
        (await main.locator('p').allInnerTexts()).join(' ').split(/\s+/).length,
      ).toBeGreaterThan(1000)
      expect(await main.getByRole('img').count()).toBeGreaterThan(0)
      await expect(main.getByRole('group', { name: 'Share this article' })).toBeVisible()
      await expect(main.getByRole('region', { name: 'About the Author' })).toContainText(
        'Woman FIDE Master and our chief tutor',
      )
      const more = main.getByRole('navigation', { name: 'More Chess Articles' })
      await expect(more.getByRole('link')).toHaveCount(ARTICLES.length - 1)
    })
  }

  test("the study plan's page says 20 min where its card says 22", async ({ page }) => {
    await page.goto('/articles/chess-study-plan')
    await expect(page.getByText('By WFM Anna Kovacs')).toContainText('20 min read')
  })

  test('the lead form stores the sign-up with source blog_article', async ({ page }) => {
    await page.goto('/articles/king-pawn-endgame')
    const email = uniqueEmail('blog')
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByRole('textbox', { name: 'Email address' }).fill(email)
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeVisible()
    expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
      { email, source: 'blog_article' },
    ])
  })

  test('a move line steps with Next and Previous, also when tapped before hydration', async ({
    page,
  }) => {
    const stepper = page.getByRole('main').getByRole('button', { name: 'Next' }).first()
    await actBeforeHydration(page, '/articles/english-opening', () => stepper.click())
    await expect(page.getByText('1.c4', { exact: true }).first()).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Previous' }).first().click()
    await expect(page.getByText('Starting position').first()).toBeVisible()
  })
})
