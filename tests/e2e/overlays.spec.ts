/**
 * The timed marketing overlays (spec §2 Home, /learn, /train, /articles, "Overlays", lesson pages;
 *). Every timer runs on Playwright's clock (`page.clock.install` before the page loads,
 * `runFor` after hydration); nothing sleeps. Each popup opens at its delay from machines/timings.ts
 * and not a millisecond before, not at all when storage suppresses it, and closes as the spec says.
 */
import type { Page } from '@playwright/test'
import {
  EXIT_INTENT_MIN_DWELL_MS,
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  PROMO_CARD_SCROLL_OFFSET_PX,
  seconds,
  TRAINING_HUB_POPUP_DELAY_MS,
} from '../../machines/timings'
import { MESSAGES } from '../../src/content/messages'
import {
  EXIT_INTENT,
  MOBILE_BOOKING_BAR,
  POPUPS,
  PROMO_CARD,
  WEEKLY_LESSONS_BUTTON,
  WEEKLY_POPUP_THANKS,
} from '../../src/content/overlays'
import { axeViolations } from './axe'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { expect, test } from './fixtures'

const START = new Date('2026-11-23T10:00:00').getTime()

/**
 * Playwright's clock, paused: no timer fires but through `runFor` (time does not flow by itself).
 * Installed at START, it flows until paused: pausing a minute later (no page is open yet, so no timer
 * is due) never asks for a time already past, however slowly a busy machine gets there.
 */
async function pauseClock(page: Page) {
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 60_000)
}

/** Opens `path` with Playwright's clock installed and paused, and waits until the page is live. */
async function openOnClock(page: Page, path: string) {
  await pauseClock(page)
  await page.goto(path)
  await waitForHydration(page)
}

/** Stores what the site stores after a sign-up, before the page's scripts run. */
async function store(page: Page, entries: Record<string, string>) {
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
  }, entries)
}

const dialogs = (page: Page) => page.getByRole('dialog')

/**
 * Lets the page run its pending tasks (React renders in a MessageChannel task, which the paused
 * clock does not hold back), so what a timer would have opened has rendered.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(null)
        channel.port2.postMessage(null)
      }),
  )

async function expectNoDialogAfter(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await settle(page)
  await settle(page)
  await expect(dialogs(page)).toHaveCount(0)
}

/** axe-core schedules its work with timers: let time flow again, then check. */
async function axeOn(page: Page, selector: string) {
  await page.clock.resume()
  return axeViolations(page, selector)
}

test.describe('home welcome popup (free tactics cheat sheet)', () => {
  const title = POPUPS.homeWelcome.title

  test(`opens ${seconds(HOME_WELCOME_POPUP_DELAY_MS)} after load, not before; an accessible dialog; Escape closes it`, async ({
    page,
  }) => {
    await openOnClock(page, '/')
    await expectNoDialogAfter(page, HOME_WELCOME_POPUP_DELAY_MS - 1)
    await page.clock.runFor(1)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    // focus-trap moves focus in on the next tick (a 0 ms timer, held by the paused clock).
    await page.clock.runFor(1)
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    expect(await axeOn(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialogs(page)).toHaveCount(0)
  })

  test("closes on the close button and on 'Maybe Later'", async ({ page }) => {
    await openOnClock(page, '/')
    await page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS)
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS)
    await dialog.getByRole('button', { name: 'Maybe Later' }).click()
    await expect(dialog).toBeHidden()
  })

  test('a sign-up stores the lead (free_tactics_cheat_sheet), says so and closes', async ({
    page,
  }) => {
    const email = uniqueEmail('welcome')
    await openOnClock(page, '/')
    await page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS)
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
    await dialog.getByRole('button', { name: 'Get My Cheat Sheet' }).click()
    await expect(page.getByText(MESSAGES.welcomePopup.success.description)).toBeVisible()
    await expect(dialog).toBeHidden()
    const rows = await rowsFor('free_tactics_cheat_sheet', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email, source: POPUPS.homeWelcome.source })
  })

  test('does not open when an e-mail is stored (user_email)', async ({ page }) => {
    await store(page, { user_email: 'known@example.com' })
    await openOnClock(page, '/')
    await expectNoDialogAfter(page, HOME_WELCOME_POPUP_DELAY_MS * 2)
  })
})

test.describe('/learn popup (free weekly live lessons)', () => {
  const title = POPUPS.learn.title

  test(`opens ${seconds(LEARN_POPUP_DELAY_MS)} after load, not before; a sign-up closes it`, async ({
    page,
  }) => {
    const email = uniqueEmail('learnpop')
    await openOnClock(page, '/learn')
    await expectNoDialogAfter(page, LEARN_POPUP_DELAY_MS - 1)
    await page.clock.runFor(1)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
    await dialog.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByText(MESSAGES.weeklyPopup.success.description)).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await rowsFor('weekly_live_lessons', email)).toMatchObject([
      { email, source: 'weekly_live_lessons' },
    ])
  })

  for (const flag of ['email_subscribed_faqs_newsletter', 'email_subscribed_weekly_live_lessons']) {
    test(`does not open when ${flag} is stored`, async ({ page }) => {
      await store(page, { [flag]: 'true' })
      await openOnClock(page, '/learn')
      await expectNoDialogAfter(page, LEARN_POPUP_DELAY_MS * 2)
    })
  }
})

test.describe('Training Hub weekly lessons popup (source training_hub_popup)', () => {
  const title = POPUPS.trainingHub.title

  test(`opens ${seconds(TRAINING_HUB_POPUP_DELAY_MS)} after load, not before; after a sign-up it thanks and closes ${seconds(POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS)} later`, async ({
    page,
  }) => {
    const email = uniqueEmail('hubpop')
    await openOnClock(page, '/train')
    await expectNoDialogAfter(page, TRAINING_HUB_POPUP_DELAY_MS - 1)
    await page.clock.runFor(1)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
    await dialog.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByText(MESSAGES.weeklyPopup.success.description)).toBeVisible()
    await expect(dialog.getByText(WEEKLY_POPUP_THANKS)).toBeVisible()
    await page.clock.runFor(POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS - 1)
    await expect(dialog).toBeVisible()
    await page.clock.runFor(1)
    await expect(dialog).toBeHidden()
    expect(await rowsFor('weekly_live_lessons', email)).toMatchObject([
      { email, source: 'training_hub_popup' },
    ])
  })

  test('the hub button opens the same popup; Maybe Later closes it and focus returns', async ({
    page,
  }) => {
    await openOnClock(page, '/train')
    const button = page.getByRole('button', { name: WEEKLY_LESSONS_BUTTON })
    await button.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Maybe Later' }).click()
    await expect(dialog).toBeHidden()
    await page.clock.runFor(1) // focus-trap gives focus back on the next tick
    await expect(button).toBeFocused()
    // Opened by the visitor, it does not open again by itself.
    await expectNoDialogAfter(page, TRAINING_HUB_POPUP_DELAY_MS * 2)
    await button.click()
    await expect(dialog).toBeVisible()
  })

  test('the hub button tapped before hydration opens the popup once live', async ({ page }) => {
    await pauseClock(page)
    await actBeforeHydration(page, '/train', () =>
      page.getByRole('button', { name: WEEKLY_LESSONS_BUTTON }).click(),
    )
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  })

  test('does not open by itself after a sign-up from it (email_subscribed_training_hub_popup)', async ({
    page,
  }) => {
    await store(page, { email_subscribed_training_hub_popup: 'true' })
    await openOnClock(page, '/train')
    await expectNoDialogAfter(page, TRAINING_HUB_POPUP_DELAY_MS * 2)
  })
})

test.describe('/articles weekly live lessons modal (on load)', () => {
  const title = POPUPS.articlesWeekly.title

  test('opens once the page is live; the close button closes it', async ({ page }) => {
    await openOnClock(page, '/articles')
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    expect(await axeOn(page, '[role="dialog"]')).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expectNoDialogAfter(page, 60_000)
  })

  test('a sign-up closes it; the same e-mail again says already subscribed and closes it', async ({
    page,
  }) => {
    const email = uniqueEmail('artmodal')
    await openOnClock(page, '/articles')
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
    await dialog.getByRole('button', { name: 'Join Free Lessons' }).click()
    await expect(page.getByText(MESSAGES.articlesModal.success.description)).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await rowsFor('weekly_live_lessons', email)).toMatchObject([
      { email, source: 'weekly_live_lessons_articles' },
    ])

    // The stored flag keeps the modal shut on the next visit...
    await page.reload()
    await waitForHydration(page)
    await expectNoDialogAfter(page, 1000)
    // ...and on another browser (storage cleared) the same e-mail is already on the list.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await waitForHydration(page)
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
    await dialog.getByRole('button', { name: 'Join Free Lessons' }).click()
    await expect(page.getByText(MESSAGES.articlesModal.duplicate.description)).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await rowsFor('weekly_live_lessons', email)).toHaveLength(1)
  })

  test('a search typed before hydration is kept; the modal waits until focus leaves the field', async ({
    page,
  }) => {
    await pauseClock(page)
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await actBeforeHydration(page, '/articles', () => search.fill('pawn'))
    await expect(search).toHaveValue('pawn')
    await expect(search).toBeFocused()
    await page.keyboard.type(' endgame')
    await expect(search).toHaveValue('pawn endgame')
    await expect(dialogs(page)).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(search).toHaveValue('pawn endgame')
  })
})

test.describe('floating promo card', () => {
  const card = (page: Page) => page.getByRole('complementary', { name: 'Intro session offer' })
  const scrollTo = (page: Page, y: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)

  test('shows after more than 400 px of scroll; a dismissal is remembered for that path only', async ({
    page,
  }) => {
    await page.goto('/faqs')
    await waitForHydration(page)
    await scrollTo(page, PROMO_CARD_SCROLL_OFFSET_PX)
    await expect(card(page)).toHaveCount(0)
    await scrollTo(page, PROMO_CARD_SCROLL_OFFSET_PX + 1)
    await expect(card(page)).toBeVisible()
    await expect(card(page)).toContainText(PROMO_CARD.text)
    await expect(card(page)).toHaveCSS('position', 'fixed')
    await card(page).getByRole('button', { name: PROMO_CARD.dismiss }).click()
    await expect(card(page)).toHaveCount(0)

    await page.reload()
    await waitForHydration(page)
    await scrollTo(page, PROMO_CARD_SCROLL_OFFSET_PX + 200)
    await settle(page)
    await expect(card(page)).toHaveCount(0)

    await page.goto('/about')
    await waitForHydration(page)
    await scrollTo(page, PROMO_CARD_SCROLL_OFFSET_PX + 200)
    await expect(card(page)).toBeVisible()
  })

  test('on a phone, the foot of the page makes room for the bar: the last footer line is not beneath it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/faqs')
    await waitForHydration(page)
    await scrollTo(page, PROMO_CARD_SCROLL_OFFSET_PX + 1)
    await expect(card(page)).toBeVisible()
    await scrollTo(page, 1e6)
    const bar = (await card(page).boundingBox())!
    const lastLine = (await page.locator('footer p').last().boundingBox())!
    expect(
      lastLine.y + lastLine.height,
      'the last footer line ends above the bar',
    ).toBeLessThanOrEqual(bar.y)
  })
})

test.describe('no offer where a person exercises a right', () => {
  const card = (page: Page) => page.getByRole('complementary', { name: 'Intro session offer' })
  const leave = (page: Page) =>
    page.evaluate(() => {
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', {
          bubbles: true,
          clientX: 400,
          clientY: -1,
          relatedTarget: null,
        }),
      )
    })

  for (const path of [
    '/privacy',
    '/confirm-email?token=x',
    '/unsubscribe?token=x',
    '/delete-my-data?token=x',
    '/no-such-page',
  ]) {
    test(`${path}: no promo card however far the page scrolls, no exit intent`, async ({
      page,
    }) => {
      await openOnClock(page, path)
      // The short pages get room to scroll past the offset, as a long one would.
      await page.evaluate((px) => {
        const room = document.createElement('div')
        room.style.height = `${px * 4}px`
        document.body.append(room)
        window.scrollTo({ top: px * 2, behavior: 'instant' })
      }, PROMO_CARD_SCROLL_OFFSET_PX)
      await page.clock.runFor(EXIT_INTENT_MIN_DWELL_MS + 1)
      await leave(page)
      await settle(page)
      await settle(page)
      await expect(card(page)).toHaveCount(0)
      await expect(page.getByRole('dialog', { name: EXIT_INTENT.title })).toHaveCount(0)
    })
  }

  test('the same steps on /faqs show both (the check above can fail)', async ({ page }) => {
    await openOnClock(page, '/faqs')
    await page.evaluate(
      (px) => window.scrollTo({ top: px * 2, behavior: 'instant' }),
      PROMO_CARD_SCROLL_OFFSET_PX,
    )
    await expect(card(page)).toBeVisible()
    await page.clock.runFor(EXIT_INTENT_MIN_DWELL_MS + 1)
    await leave(page)
    await expect(page.getByRole('dialog', { name: EXIT_INTENT.title })).toBeVisible()
  })
})

test.describe('exit-intent modal', () => {
  const title = EXIT_INTENT.title
  /** The mouse leaves the window: what the browser sends (a mouseout to nowhere) at clientY `y`. */
  const leave = (page: Page, y: number) =>
    page.evaluate((clientY) => {
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY, relatedTarget: null }),
      )
    }, y)

  test(`opens when the mouse leaves through the top after more than ${seconds(EXIT_INTENT_MIN_DWELL_MS)}, once per page view`, async ({
    page,
  }) => {
    await openOnClock(page, '/faqs')
    await page.clock.runFor(EXIT_INTENT_MIN_DWELL_MS - 1)
    await leave(page, 0)
    await expect(dialogs(page)).toHaveCount(0)
    await page.clock.runFor(1)
    await leave(page, 300)
    await expect(dialogs(page)).toHaveCount(0)
    await leave(page, -1)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('for the next 10 minutes')
    await expect(dialog).toContainText(EXIT_INTENT.scarcity)
    expect(await axeOn(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await leave(page, -1)
    await expect(dialogs(page)).toHaveCount(0)
  })

  test('a real mouse leaving through the top opens it', async ({ page }) => {
    await openOnClock(page, '/faqs')
    await page.clock.runFor(EXIT_INTENT_MIN_DWELL_MS)
    await page.mouse.move(400, 200)
    await page.mouse.move(400, -10, { steps: 5 })
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  })
})

test.describe('mobile booking bar (/lessons/kids)', () => {
  const bar = (page: Page) => page.getByRole('button', { name: MOBILE_BOOKING_BAR })
  const pastHero = (page: Page) =>
    page.evaluate(() => {
      const hero = document.querySelector('[data-landing-hero]')!
      window.scrollTo({
        top: hero.getBoundingClientRect().bottom + window.scrollY + 50,
        behavior: 'instant',
      })
    })

  test('at 375 px: shows once the hero is out of view and scrolls to the scheduling widget', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/lessons/kids')
    await waitForHydration(page)
    await expect(bar(page)).toHaveCount(0)
    await pastHero(page)
    await expect(bar(page)).toBeVisible()
    await bar(page).click()
    await expect(page.locator('#book')).toBeInViewport()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(bar(page)).toHaveCount(0)
  })

  test('at 1024 px: never shows', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/lessons/kids')
    await waitForHydration(page)
    await pastHero(page)
    await settle(page)
    await expect(bar(page)).toHaveCount(0)
  })
})

test.describe('never two modals at once', () => {
  test('a chooser opened before the welcome popup keeps it waiting until it closes', async ({
    page,
  }) => {
    await openOnClock(page, '/')
    await page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS - 1000)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Book an Intro Lesson' })
      .click()
    // The chooser is a React.lazy dialog: React reveals it on a short timer of its own.
    await page.clock.runFor(500)
    await expect(page.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeVisible()
    await page.clock.runFor(1000)
    await settle(page)
    await expect(dialogs(page)).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: POPUPS.homeWelcome.title })).toBeVisible()
    await expect(dialogs(page)).toHaveCount(1)
  })

  test('exit intent does not open over the Training Hub popup', async ({ page }) => {
    await openOnClock(page, '/train')
    await page.clock.runFor(TRAINING_HUB_POPUP_DELAY_MS)
    await expect(page.getByRole('dialog', { name: POPUPS.trainingHub.title })).toBeVisible()
    await page.clock.runFor(EXIT_INTENT_MIN_DWELL_MS)
    await page.mouse.move(400, 200)
    await page.mouse.move(400, -10, { steps: 5 })
    await settle(page)
    await expect(dialogs(page)).toHaveCount(1)
  })
})
