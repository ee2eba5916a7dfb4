import type { Page } from '@playwright/test'
import { PAGES, PAGE_PATHS } from '../../src/content/pages'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'
import { axeViolations } from './axe'

/**
 * Accessibility of every route (ARCHITECTURE.md "Components"): its heading and title inside the
 * shared layout (one h1; the main, navigation and contentinfo landmarks), and axe-core finds no
 * WCAG 2 A/AA violation on the page or in the lesson-type dialog, all in one page load per route; a
 * working skip link; a visible focus outline; usable at 200% zoom and with prefers-reduced-motion.
 */
/** Phone, tablet and desktop: the last one stays for the dialog check that follows. */
const AXE_WIDTHS = [390, 820, 1366] as const

/** Opens the chooser from the navbar (a tap before hydration is replayed once hydrated). */
async function openLessonModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Choose Your Lesson Type' })
  const book = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Book an Intro Lesson' })
  await book.click()
  await expect(dialog).toBeVisible()
  return { dialog, book }
}

// The pages as a returning subscriber sees them: no timed popup or /articles modal opens over the page
// while axe runs and the chooser is opened. The overlays' own dialogs are checked with axe in
// tests/e2e/overlays.spec.ts.
// Every test here stands alone (its own page, nothing stored): the two workers share this long file.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => asReturningSubscriber(page))

test.describe('axe-core finds no WCAG 2 A/AA violation', () => {
  for (const path of PAGE_PATHS) {
    test(`${path}: its heading and title inside the shared layout (one h1, the main, navigation and contentinfo landmarks); the page at phone, tablet and desktop width, then the lesson-type dialog open on it`, async ({
      page,
      consoleErrors,
    }) => {
      // Four axe runs on a long page: on the busy two-core machine one takes up to 15 s.
      test.slow()
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[path].heading)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page).toHaveTitle(PAGES[path].title)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveAttribute('id', 'main')
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toContainText(
        'Making chess simple, fun, and accessible for everyone!',
      )
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(consoleErrors).toEqual([])
      // Each layout of the page (the collapsed menu, the tablet row, the desktop bar).
      for (const width of AXE_WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        expect(await axeViolations(page), `axe on ${path} at ${width} px`).toEqual([])
      }

      const { dialog, book } = await openLessonModal(page)
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      expect(await axeViolations(page, '[role="dialog"]'), `axe on the dialog at ${path}`).toEqual(
        [],
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(book).toBeFocused()
    })
  }
})

test('the skip link is the first tab stop, shows when focused, and moves focus to #main', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
  // The next Tab continues inside the page content, past the navbar.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
  ).toBe(true)
})

test('a focused link shows a visible outline, in the navbar and in the page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab') // skip link
  await page.keyboard.press('Tab') // brand link in the navbar
  const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()
  await expect(brand).toBeFocused()
  const outlineOf = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
  const navOutline = await outlineOf()
  expect(navOutline.style).not.toBe('none')
  expect(navOutline.width).toBeGreaterThanOrEqual(2)

  const pageLink = page.getByRole('main').getByRole('link', { name: 'Lessons for Kids' })
  await pageLink.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(pageLink).toBeFocused()
  const mainOutline = await outlineOf()
  expect(mainOutline.style).not.toBe('none')
  expect(mainOutline.width).toBeGreaterThanOrEqual(2)
})

// Every route as a visitor who zooms to 200% and asks for reduced motion sees it (one page load
// each for both settings: either alone is a subset of this, and the dialogs are checked with each
// alone below).
test.describe('at 200% zoom with prefers-reduced-motion: reduce', () => {
  test.use({ viewport: { width: 640, height: 400 } })
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const path of PAGE_PATHS) {
    test(`${path} renders with its heading in view and no horizontal scrolling`, async ({
      page,
    }) => {
      await page.goto(path)
      expect(
        await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
      ).toBe(true)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[path].heading)
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
    })
  }
})

test.describe('at 200% zoom (a 1280x800 window shows 640x400 CSS pixels)', () => {
  test.use({ viewport: { width: 640, height: 400 } })

  test('the menu button opens the menu, passes axe, and its links work', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const learn = nav.getByRole('link', { name: 'Learn Chess' })
    await expect(learn).toBeHidden()
    await nav.getByRole('button', { name: 'Menu' }).click()
    await expect(learn).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(await axeViolations(page), 'axe with the menu open').toEqual([])
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    await learn.click()
    await expect(page).toHaveURL('/learn')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/learn'].heading)
    await expect(learn).toBeHidden()
  })

  test('the lesson-type dialog fits and works', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const open = page.getByRole('main').getByRole('button', { name: 'Book an Intro Lesson' })
    const dialog = page.getByRole('dialog', { name: 'Choose Your Lesson Type' })
    await open.click()
    await expect(dialog).toBeVisible()
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(640)
    await dialog.getByRole('link', { name: 'Lessons for Adults' }).click()
    await expect(page).toHaveURL('/lessons/adults')
  })
})

test.describe('with prefers-reduced-motion: reduce', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('the lesson-type dialog opens, closes and navigates', async ({ page }) => {
    await page.goto('/faqs')
    const { dialog, book } = await openLessonModal(page)
    await expect(dialog.getByRole('link', { name: 'Lessons for Kids' })).toBeInViewport()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(book).toBeFocused()
    await openLessonModal(page)
    await dialog.getByRole('link', { name: 'Lessons for Kids' }).click()
    await expect(page).toHaveURL('/lessons/kids')
    await expect(dialog).toBeHidden()
  })

  test('section links jump without a smooth-scroll animation', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
    // Record every scroll position until the scroll ends; a smooth scroll passes through many,
    // a jump through one.
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[]; scrollEnded: boolean }
      w.positions = []
      w.scrollEnded = false
      addEventListener('scroll', () => w.positions.push(scrollY))
      addEventListener('scrollend', () => (w.scrollEnded = true))
    })
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Testimonials',
    })
    await link.click()
    await expect(page.locator('#testimonials')).toBeInViewport()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scrollEnded: boolean }).scrollEnded))
      .toBe(true)
    const positions = await page.evaluate(
      () => (window as unknown as { positions: number[] }).positions,
    )
    expect(new Set(positions).size, `scroll positions: ${positions.join(', ')}`).toBe(1)
  })
})
