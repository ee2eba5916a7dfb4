import { CHEAT_SHEET, CHEAT_SHEET_TITLE } from '../../src/content/cheat-sheet'
import { CHEAT_SHEET_PATH } from '../../src/content/resources'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * The printable tactics cheat sheet (/resources' first card): a static page served as a file, with
 * 12 diagrams drawn from the piece sprite, no WCAG A/AA violation, and one printed page on A4 or
 * Letter paper.
 */
/** SPRITE of src/ui/chess-diagram.tsx (a component module: not loadable in the runner). */
const SPRITE = '/pieces/sprite.svg'

/** Pages in a PDF that Chromium wrote (its page objects are never compressed). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0

test("/resources: 'Open & Print' opens the cheat sheet with its 12 diagrams", async ({ page }) => {
  await page.goto('/resources')
  const sprite = page.waitForResponse((r) => new URL(r.url()).pathname === SPRITE)
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === CHEAT_SHEET_PATH),
    page.getByRole('main').getByRole('link', { name: 'Open & Print' }).click(),
  ])
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  await expect(page).toHaveURL(CHEAT_SHEET_PATH)
  await expect(page).toHaveTitle(`${CHEAT_SHEET_TITLE} | Checkmate Tutors`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHEAT_SHEET_TITLE)
  expect((await sprite).status()).toBe(200)

  const diagrams = page.getByRole('main').getByRole('img')
  await expect(diagrams).toHaveCount(12)
  for (const [i, { diagram }] of CHEAT_SHEET.entries()) {
    const board = diagrams.nth(i)
    await expect(board).toBeVisible()
    await expect(board).toHaveAccessibleName(diagram.caption)
    // The ~190 px boards of the brief.
    const box = await board.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(160)
    expect(box?.width).toBeLessThanOrEqual(200)
  }
  await expect(page.locator('script')).toHaveCount(0)

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: /\/resources$/ })).toHaveAttribute(
    'href',
    '/resources',
  )
  await expect(footer.getByRole('link', { name: 'licence' })).toHaveAttribute(
    'href',
    '/licenses.txt',
  )
})

test('the cheat sheet: no WCAG A/AA violation, and it prints on one A4 or Letter page', async ({
  page,
}) => {
  await page.goto(CHEAT_SHEET_PATH)
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(12)
  expect(await axeViolations(page)).toEqual([])

  for (const format of ['A4', 'Letter'] as const) {
    expect(pdfPages(await page.pdf({ format })), `${format} pages`).toBe(1)
  }
})
