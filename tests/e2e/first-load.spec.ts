/**
 * The first load never moves the page. A visitor on a phone starts scrolling as soon as
 * the prerendered page paints, a second or two before React has hydrated it; hydration must leave
 * them where they are, and the overlays that follow the scroll position must start from it. Only
 * a route change starts at the top (or at its #section), and Back restores where the page was.
 *
 * Each test scrolls while the site's scripts are held back (`actBeforeHydration`), so the scroll
 * certainly happens before hydration, then releases them and waits for `<html data-hydrated>`.
 * Scroll events are recorded from then on: a smooth scroll the page starts after hydration shows
 * there within two animation frames, which `afterFrames` waits for.
 */
import type { Page } from '@playwright/test'
import { PROMO_CARD_SCROLL_OFFSET_PX } from '../../machines/timings'
import { BRAND_FONT_KEY } from '../../src/startup/before-hydration'
import { MOBILE_BOOKING_BAR } from '../../src/content/overlays'
import { PAGES } from '../../src/content/pages'
import { expect, test } from './fixtures'
import { actBeforeHydration } from './before-hydration'
import { asReturningSubscriber } from './overlays'

const EARLY_SCROLL_Y = 900

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Scrolls the window at once (no smooth scrolling), as a fling of the finger ends. */
async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  await expect.poll(() => scrollY(page)).toBe(top)
}

/** Starts recording every scroll position the window passes through, from now on. */
async function recordScrolls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { scrolled: number[] }
    w.scrolled = []
    // Moves only: the scroll event of the test's own scroll can come a frame after this is in place
    // (on a busy machine), at the position the test scrolled to.
    let last = window.scrollY
    addEventListener(
      'scroll',
      () => {
        if (window.scrollY === last) return
        last = window.scrollY
        w.scrolled.push(last)
      },
      { passive: true },
    )
  })
}

/** The positions recorded since `recordScrolls`, after two more frames have been drawn. */
async function scrollsAfterFrames(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { scrolled: number[] }).scrolled),
          ),
        ),
      ),
  )
}

/** Opens `path`, scrolls to `top` before hydration, and waits until the page has hydrated. */
async function scrollBeforeHydration(page: Page, path: string, top: number): Promise<void> {
  await actBeforeHydration(page, path, async () => {
    await scrollWindowTo(page, top)
    await recordScrolls(page)
  })
}

test.beforeEach(async ({ page, consoleErrors }) => {
  // No timed popup over the page a few seconds in: these tests are about scrolling.
  await asReturningSubscriber(page)
  // Asked for here, so every test fails on a console error (a hydration mismatch, say).
  expect(consoleErrors).toEqual([])
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a scroll before hydration is kept, and the promo card shows at once', async ({ page }) => {
    expect(EARLY_SCROLL_Y).toBeGreaterThan(PROMO_CARD_SCROLL_OFFSET_PX)
    await scrollBeforeHydration(page, '/', EARLY_SCROLL_Y)
    await expect(page.getByRole('complementary', { name: 'Intro session offer' })).toBeVisible()
    expect(await scrollsAfterFrames(page), 'the page moved after hydration').toEqual([])
    expect(await scrollY(page)).toBe(EARLY_SCROLL_Y)
  })

  test.describe('with reduced motion (jumps, no glides)', () => {
    test.use({ reducedMotion: 'reduce' })

    // The browser jumps to a #fragment once the document has loaded, before hydration: the entry
    // script runs (`entryRuns`), the start-up chunks it loads next are held.
    test('/#faqs lands on the FAQ section and stays there through hydration', async ({ page }) => {
      let landed = 0
      const faqs = page.locator('#faqs')
      const act = async () => {
        await expect(faqs).toBeInViewport()
        landed = await scrollY(page)
        await recordScrolls(page)
      }
      await actBeforeHydration(page, '/#faqs', act, { entryRuns: true })
      expect(landed).toBeGreaterThan(0)
      expect(await scrollsAfterFrames(page), 'the page moved after hydration').toEqual([])
      expect(await scrollY(page)).toBe(landed)
      await expect(faqs).toBeInViewport()
    })

    test('/#faqs, scrolled away from before hydration, is not pulled back to the anchor', async ({
      page,
    }) => {
      const act = async () => {
        await expect(page.locator('#faqs')).toBeInViewport()
        await scrollWindowTo(page, 0)
        await recordScrolls(page)
      }
      await actBeforeHydration(page, '/#faqs', act, { entryRuns: true })
      expect(await scrollsAfterFrames(page), 'the page moved after hydration').toEqual([])
      expect(await scrollY(page)).toBe(0)
    })
  })

  test('after an early scroll, a route change starts at the top; Back restores, Forward too', async ({
    page,
  }) => {
    // A later page view in the tab (the brand font's note, src/services/brand-font.ts): on a first
    // one the body switches to Inter at a route change once the file has come, and when that change
    // is the Back or Forward below, the page restored at 600 px was laid out in the other face
    // (scroll anchoring then kept its content at 599: a CI run on a busy machine). The switch
    // itself is tests/e2e/first-paint.spec.ts's.
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), BRAND_FONT_KEY)
    await scrollBeforeHydration(page, '/', EARLY_SCROLL_Y)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Learn Chess' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/learn'].heading)
    await expect.poll(() => scrollY(page)).toBe(0)

    // Where the visitor was on /learn (after hydration this time), for Forward.
    await scrollWindowTo(page, 600)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/'].heading)
    await expect.poll(() => scrollY(page)).toBe(EARLY_SCROLL_Y)

    await page.goForward()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/learn'].heading)
    await expect.poll(() => scrollY(page)).toBe(600)
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('/lessons/kids: a scroll past the hero before hydration is kept, and the booking bar shows', async ({
    page,
  }) => {
    let pastHero = 0
    await actBeforeHydration(page, '/lessons/kids', async () => {
      const heroBottom = await page
        .locator('[data-landing-hero]')
        .evaluate((hero) => hero.getBoundingClientRect().bottom + window.scrollY)
      pastHero = Math.ceil(heroBottom) + 50
      await scrollWindowTo(page, pastHero)
      await recordScrolls(page)
    })
    await expect(page.getByRole('button', { name: MOBILE_BOOKING_BAR })).toBeVisible()
    expect(await scrollsAfterFrames(page), 'the page moved after hydration').toEqual([])
    expect(await scrollY(page)).toBe(pastHero)
  })

  test('/: a scroll before hydration is kept', async ({ page }) => {
    await scrollBeforeHydration(page, '/', EARLY_SCROLL_Y)
    expect(await scrollsAfterFrames(page), 'the page moved after hydration').toEqual([])
    expect(await scrollY(page)).toBe(EARLY_SCROLL_Y)
  })
})
