import { expect, test } from './fixtures'
import { CHESS_STYLES, STYLE_IDS } from '../../src/content/chess-styles'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'

// These tests are about the page, not the timed popups (tests/e2e/overlays.spec.ts): they start as
// a returning subscriber, so no popup opens over what they click.
test.beforeEach(({ page }) => asReturningSubscriber(page))

/**
 * The six style result pages: the style's content, the head tags from the style data (in the
 * prerendered HTML, before any script), Retake / Back links, and the lead form with the page's source.
 */
for (const id of STYLE_IDS) {
  const style = CHESS_STYLES[id]
  const source = style.path.slice(1)

  test(`${style.path}: content, head tags and the lead form (source ${source})`, async ({
    page,
  }) => {
    // Head tags as crawlers and link previews see them: in the HTML, without running scripts.
    const html = await (await page.request.get(style.path)).text()
    const head = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]
    const title = `${style.title} - Your Chess Style | Checkmate Tutors`
    const decode = (s: string | undefined) => s?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(title)
    expect(decode(head('description'))).toBe(style.description)
    expect(decode(head('og:title'))).toBe(title)
    expect(decode(head('og:description'))).toBe(style.description)
    expect(head('og:image')).toMatch(new RegExp(`/og${style.path}\\.jpg$`))
    expect(head('og:url')).toMatch(new RegExp(`${style.path}$`))
    expect(head('twitter:card')).toBe('summary_large_image')

    await page.goto(style.path)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(style.title)
    await expect(page.getByText(style.description)).toBeVisible()
    for (const player of style.famousPlayers)
      await expect(page.getByText(player.name, { exact: true })).toBeVisible()
    await expect(page.getByText(`“${style.quote.text}”`)).toBeVisible()
    await expect(page.getByRole('group', { name: 'Share your chess style' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Private lessons' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute(
      'href',
      '/chess-style',
    )
    await expect(page.getByRole('link', { name: 'Back to Training Hub' })).toHaveAttribute(
      'href',
      '/train',
    )

    const email = uniqueEmail(`page-${id.toLowerCase()}`)
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByRole('textbox', { name: 'Email address' }).fill(email)
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeVisible()
    const rows = await rowsFor('newsletter_subscribers', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email, source })
  })
}

test('the quiz result links to its style page, which shows the style from navigation state', async ({
  page,
}) => {
  await page.goto('/chess-style')
  await waitForHydration(page)
  for (let n = 0; n < 10; n++) {
    await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible()
    await page.getByRole('button', { name: STYLE_QUESTIONS[n]!.answers[2]!.text }).click()
  }
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('style-link'))
  await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
  await page.getByRole('link', { name: 'More about The Endgame Artist' }).click()
  await expect(page).toHaveURL(/\/chess-style-endgame-artist$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Endgame Artist')
  expect(await page.evaluate(() => (history.state as { styleId?: string }).styleId)).toBe(
    'endgameArtist',
  )
})
