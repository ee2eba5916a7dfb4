/**
 * Visual regression checks: `toHaveScreenshot` of every route at phone (390),
 * tablet (820) and desktop (1366 px) width, of each funnel's first question and its result, and of
 * each overlay, against the baselines committed in visual.spec.ts-snapshots/. A failure writes the
 * expected, actual and diff images into test-results/ (docs/testing.md); after an intended
 * change, `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` (after
 * `npm run build:local`) rewrites the baselines.
 *
 * Determinism on Debian's Chromium, on a busy machine:
 * - one fixed date (START) on Playwright's clock, paused: dates ("next live class"), countdowns,
 *   rotating testimonials and toasts stand still; timed popups open only when the test runs the clock;
 * - Math.random seeded (the level quizzes draw their questions, the opening recommender its pick);
 * - the brand typeface in use on every screenshot (see `brandFont`), checked on the rendered text;
 * - no request leaves the machine (the scheduling service's script fails at once: its fallback card);
 * - animations disabled and the caret hidden in every screenshot; nothing masked.
 *
 * Speed: one page load per route; the viewport then takes the three widths in place (the layout
 * sweep does the same). Routes and flows are separate tests, shared by Playwright's two workers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import {
  EXIT_INTENT_MIN_DWELL_MS,
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  LEVEL_QUIZ_AUTO_ADVANCE_MS,
  PROMO_CARD_SCROLL_OFFSET_PX,
  TRAINING_HUB_POPUP_DELAY_MS,
} from '../../machines/timings'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { BRAND_FONT_KEY } from '../../src/startup/before-hydration'
import { MAIL_PAGE_PATHS } from '../../src/content/mail-pages'
import { EXIT_INTENT, MOBILE_BOOKING_BAR, POPUPS, PROMO_CARD } from '../../src/content/overlays'
import { PAGE_PATHS } from '../../src/content/pages'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { CHESS_STYLES } from '../../src/content/chess-styles'
import { waitForHydration } from './before-hydration'
import { uniqueEmail } from './db'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'
import { levelQuestionOnScreen } from './quiz-helpers'
import { fillOpening, fillPlan, openingForm, planForm } from './tool-forms'

/** The one date every page sees: Monday 23 November 2026, 10:00 UTC. */
const START = Date.parse('2026-11-23T10:00:00Z')

const DEVICES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1366, height: 768 },
} as const
type Device = keyof typeof DEVICES
const ALL: Device[] = ['desktop', 'tablet', 'phone']

/** Every route: the spec's pages, the two pages our mails link to, and the 404 page. */
const ROUTES = [...PAGE_PATHS, ...MAIL_PAGE_PATHS, '/no-such-page']

/** 'home', 'lessons-kids', 'articles-chess-tips', ... */
const slug = (route: string) => route.replace(/^\//, '').replace(/\//g, '-') || 'home'

/**
 * The brand typeface as the page declares it (the prerendered `<style id="brand-font">`) and its file
 * from the build. The page's own face is `font-display: optional`: a page view whose file arrived
 * more than ~100 ms after the first paint keeps the fallback for good (no page preloads it:).
 * On this machine that was most page views even with a preload and the file answered from memory by
 * a route (measured: 1 of 10), and the
 * preview server sends `Cache-Control: no-cache`, so a primed HTTP cache still waits for a round
 * trip. So each page gets the same file, with the same descriptors, as a FontFace made from its
 * bytes before the document is parsed: loaded at once, it is what a visitor whose font came in time
 * sees, on a page view after the first (the note that the file is cached is set, so the body asks
 * for Inter: src/services/brand-font.ts). `expectBrandFont` checks the text is really drawn with it.
 */
function brandFont() {
  const html = readFileSync(path.join('dist', 'index.html'), 'utf8')
  const css = /<style id="brand-font">([\s\S]*?)<\/style>/.exec(html)?.[1]
  const face = css?.split('@font-face').find((rule) => /font-family:\s*'Inter';/.test(rule))
  const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face ?? '')?.[1]
  const url = /url\(([^)]+\.woff2)\)/.exec(face ?? '')?.[1]
  if (!face || !url) throw new Error('dist/index.html has no brand font face: npm run build:local')
  return {
    base64: readFileSync(path.join('dist', url)).toString('base64'),
    weight: descriptor('font-weight')!,
    style: descriptor('font-style')!,
    unicodeRange: descriptor('unicode-range')!,
    storageKey: BRAND_FONT_KEY,
  }
}
const BRAND_FONT = brandFont()

/** Before any page script: the brand face, and Math.random seeded (mulberry32). */
async function deterministic(page: Page) {
  await page.addInitScript((font) => {
    // A returning visitor's page view: the note that the file is cached (src/services/brand-font.ts).
    try {
      sessionStorage.setItem(font.storageKey, '1')
    } catch {
      // about:blank has no storage
    }
    const bytes = Uint8Array.from(atob(font.base64), (c) => c.charCodeAt(0))
    document.fonts.add(
      new FontFace('Inter', bytes, {
        weight: font.weight,
        style: font.style,
        unicodeRange: font.unicodeRange,
      }),
    )
    let seed = 26
    Math.random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }, BRAND_FONT)
  // The scheduling service's script (and anything else off this machine) fails at once, as offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.abort('internetdisconnected'),
  )
  // Installed at START and paused a minute later, before any page opens: no timer is due, so the
  // pause never asks for a time already past, however slowly a busy machine gets there.
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 60_000)
}

/**
 * The text of `selector` is drawn with the brand typeface: what the renderer used for it (Chrome
 * DevTools Protocol), not only what loaded. One DevTools session per page, reused across its routes.
 */
async function brandFontCheck(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  return async (selector: string) => {
    // The face made from the file's bytes (above), not the page's own `optional` one, which no
    // page preloads any more and which the renderer may still be fetching.
    const loaded = await page.evaluate(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    )
    expect(loaded, 'Inter loaded').toBe(true)
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    expect(nodeId, `${selector} on the page`).toBeGreaterThan(0)
    // Polled: the renderer reports the fonts of laid-out text only, and on a busy host the text can
    // be in the document a frame before it is laid out (then the list is empty, not wrong).
    await expect
      .poll(
        async () => {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
          return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`)[0]
        },
        { message: `the first font drawing ${selector}` },
      )
      .toBe('Inter (web font)')
  }
}

/**
 * Lets the page run what a resize or a click queued (React renders in a MessageChannel task, which
 * the paused clock does not hold back), then waits for the images in view to be decoded.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const tick = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    await tick()
    await tick()
    await document.fonts.ready
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect()
      return r.bottom > 0 && r.top < innerHeight && r.width > 0
    })
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)))
  })
}

/** Every screenshot: CSS animations and transitions finished, no text caret. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide' } as const

/** The viewport at `device`'s size, the page settled, and its screenshot against `name`-`device`. */
async function shot(page: Page, name: string, device: Device) {
  await page.setViewportSize(DEVICES[device])
  await settle(page)
  await expect(page).toHaveScreenshot(`${name}-${device}.png`, SCREENSHOT)
}

async function shots(page: Page, name: string, devices: Device[] = ALL) {
  for (const device of devices) await shot(page, name, device)
}

test.describe.configure({ mode: 'parallel' })
test.use({
  viewport: DEVICES.desktop,
  timezoneId: 'UTC',
  locale: 'en-US',
  // A trace records a DOM snapshot per step: slower than the screenshots themselves. A failure
  // leaves the expected, actual and diff images instead.
  trace: 'off',
})
test.beforeEach(({ page }) => deterministic(page))

/*
 * Routes are dealt round-robin into a few tests, one browser page each (a new context per route
 * cost more than its screenshots on a busy machine), so Playwright's two workers share them.
 */
const GROUPS = 6
/** Per route: one load and three screenshots, with room for a machine shared by five agents. */
const PER_ROUTE_MS = 30_000

test.describe('routes', () => {
  // No timed popup over the page (they have their own screenshots below).
  test.beforeEach(({ page }) => asReturningSubscriber(page))
  for (let g = 0; g < GROUPS; g++) {
    const routes = ROUTES.filter((_, i) => i % GROUPS === g)
    test(`${routes.join(' ')} at phone, tablet and desktop width`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(routes.length * PER_ROUTE_MS)
      const brandFontIn = await brandFontCheck(page)
      for (const route of routes) {
        await page.setViewportSize(DEVICES.desktop)
        await page.goto(route)
        await waitForHydration(page)
        if (route === '/no-such-page') {
          // The 404 page logs the bad path (spec §2): expected, so taken off the unexpected errors.
          const logged = `404 Error: User attempted to access non-existent route: ${route}`
          await expect.poll(() => consoleErrors).toContain(logged)
          consoleErrors.splice(consoleErrors.indexOf(logged), 1)
        }
        await brandFontIn('h1')
        await shots(page, slug(route))
      }
    })
  }
})

/**
 * Funnel screens and overlays: at phone width only. All three widths took the whole set past four
 * minutes on this busy two-core machine (routes alone about two and a half); the routes above keep
 * all three.
 */
const FLOW: Device[] = ['phone']

/**
 * Scrolls so that `selector`'s top sits just under the sticky navbar at every width: a result
 * screen is shown from its picture down, wherever the page left the scroll.
 */
async function scrollToTop(target: Locator) {
  await target.evaluate((el) => {
    // Room below the page's end, so the scroll is never cut short where the page ends: otherwise the
    // result's position would hang on the height of whatever follows it (a block that loads later).
    document.body.style.paddingBottom = `${window.innerHeight}px`
    const top = el.getBoundingClientRect().top + window.scrollY - 80
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' })
  })
}

/**
 * A funnel's first screen (its first question, or the tool's form) is its route as it opens: the
 * route's own baselines above, compared again here before the funnel is played.
 */
async function firstScreen(page: Page, route: string) {
  for (const device of FLOW) await shot(page, slug(route), device)
}

/** The screenshots of a result: per width, the result's top just under the navbar. */
async function resultShots(page: Page, name: string, target: Locator) {
  for (const device of FLOW) {
    await page.setViewportSize(DEVICES[device])
    await settle(page)
    // The app may still move the page (a result scrolled into view as it shows): scroll until the
    // result's top stays just under the navbar.
    await expect
      .poll(async () => {
        await scrollToTop(target)
        return target.evaluate((el) => Math.round(el.getBoundingClientRect().top))
      })
      .toBe(80)
    await shot(page, name, device)
  }
}

/**
 * The address typed into the two tools, whose results print it. Not random, so nothing is masked:
 * every `playwright test` run starts its server on a fresh in-memory database (playwright.config.ts),
 * these two tables have no unique e-mail, and each address is saved once per run.
 */
const shownEmail = (tool: string) => `visual-${tool}@example.com`

test.describe('funnels: the first question and the result', () => {
  test.beforeEach(({ page }) => asReturningSubscriber(page))
  // A whole quiz played and saved (with its proof of work) on a busy two-core machine.
  test.beforeEach(() => test.slow())

  test('knowledge quiz (/quiz)', async ({ page }) => {
    const brandFontIn = await brandFontCheck(page)
    await page.goto('/quiz')
    await waitForHydration(page)
    await expect(
      page.getByRole('heading', { name: KNOWLEDGE_QUESTIONS[0]!.question }),
    ).toBeVisible()
    await brandFontIn('h1')
    await firstScreen(page, '/quiz')
    for (const [i, q] of KNOWLEDGE_QUESTIONS.entries()) {
      const pick = i < 8 ? q.correct : (q.correct + 1) % 4
      await page.getByRole('group', { name: q.question }).getByRole('button').nth(pick).click()
      await expect(page.getByRole('status').filter({ hasText: q.explanation })).toBeVisible()
      await page.getByRole('button', { name: i === 9 ? 'Finish Quiz' : 'Next Question' }).click()
    }
    await page.getByRole('radio', { name: '16 or older' }).check()
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ann Player')
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('visual-kq'))
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible()
    await expect(page.getByText('8 / 10')).toBeVisible()
    await resultShots(page, 'quiz-result', page.getByRole('heading', { name: 'Your Results' }))
  })

  for (const [route, name] of [
    ['/chess-level-quiz', 'level-quiz'],
    ['/find-your-level', 'improved-level-quiz'],
  ] as const) {
    test(`${name === 'level-quiz' ? 'level quiz' : 'improved level quiz'} (${route})`, async ({
      page,
    }) => {
      const brandFontIn = await brandFontCheck(page)
      await page.goto(route)
      await waitForHydration(page)
      await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible()
      await brandFontIn('h1')
      await firstScreen(page, route)
      // Seven right, then wrong: an intermediate result.
      for (let i = 0; i < 10; i++) {
        await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible()
        const q = await levelQuestionOnScreen(page)
        const pick = i < 7 ? q.correctAnswer : (q.correctAnswer + 1) % 4
        await page.getByRole('group', { name: q.question }).getByRole('button').nth(pick).click()
        if (name === 'level-quiz') await page.clock.runFor(LEVEL_QUIZ_AUTO_ADVANCE_MS)
        else
          await page.getByRole('button', { name: i === 9 ? 'Continue' : 'Next Question' }).click()
      }
      const email = page.getByRole('textbox', { name: 'Email address' })
      await email.fill(uniqueEmail(`visual-${name}`))
      await page
        .getByRole('button', { name: name === 'level-quiz' ? 'See My Level' : 'Show My Results' })
        .click()
      const heading = page.getByRole('heading', {
        name: name === 'level-quiz' ? /^Your Chess Level: / : /^Your Level: /,
      })
      await expect(heading).toBeVisible()
      await resultShots(page, `${name}-result`, heading)
    })
  }

  test('style quiz (/chess-style)', async ({ page }) => {
    const brandFontIn = await brandFontCheck(page)
    await page.goto('/chess-style')
    await waitForHydration(page)
    await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible()
    await brandFontIn('h1')
    await firstScreen(page, '/chess-style')
    for (const [n, question] of STYLE_QUESTIONS.entries()) {
      await expect(page.getByText(`Question ${n + 1} of 10`, { exact: true })).toBeVisible()
      await page.getByRole('button', { name: question.answers[0]!.text }).click()
    }
    await expect(page.getByRole('heading', { name: 'Your Chess Style is Ready!' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('visual-style'))
    await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
    const heading = page.getByRole('heading', { level: 2, name: CHESS_STYLES.tactician.title })
    await expect(heading).toBeVisible()
    await resultShots(page, 'style-quiz-result', heading)
  })

  test('study plan (/study-plan)', async ({ page }) => {
    const brandFontIn = await brandFontCheck(page)
    await page.goto('/study-plan')
    await waitForHydration(page)
    await brandFontIn('h1')
    await firstScreen(page, '/study-plan')
    const email = shownEmail('plan')
    await fillPlan(page, {
      email,
      experience: 'Intermediate',
      hoursPerWeek: '3-5',
    })
    await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
    const result = page.getByRole('region', { name: STUDY_PLANS['Intermediate']!['3-5']!.title })
    await expect(result.getByRole('list', { name: 'Your week' })).toBeVisible()
    await expect(result.getByText(email, { exact: true })).toBeVisible()
    await resultShots(page, 'study-plan-result', result)
  })

  test('opening recommender (/opening-recommender)', async ({ page }) => {
    const brandFontIn = await brandFontCheck(page)
    await page.goto('/opening-recommender')
    await waitForHydration(page)
    await brandFontIn('h1')
    await firstScreen(page, '/opening-recommender')
    const email = shownEmail('opening')
    await fillOpening(page, { email })
    await openingForm(page).getByRole('button', { name: 'Get My Opening Recommendation' }).click()
    const title = page.getByRole('main').getByRole('heading', { level: 2 }).first()
    await expect(page.getByRole('region', { name: 'Your Next Step' })).toBeVisible()
    const result = page.getByRole('region', { name: (await title.textContent())! })
    await expect(result.getByText(email, { exact: true })).toBeVisible()
    await resultShots(page, 'opening-recommender-result', result)
  })
})

test.describe('overlays', () => {
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

  /** Opens `route` live on the paused clock; the brand font checked on its heading. */
  async function open(page: Page, route: string) {
    const brandFontIn = await brandFontCheck(page)
    await page.goto(route)
    await waitForHydration(page)
    return brandFontIn
  }

  /** Runs the clock to a timed popup's delay; focus-trap moves focus in on the next tick. */
  async function popupAfter(page: Page, ms: number, name: string) {
    await page.clock.runFor(ms)
    await expect(dialog(page, name)).toBeVisible()
    await page.clock.runFor(1)
    await expect(dialog(page, name).getByRole('button', { name: 'Close' })).toBeFocused()
  }

  /**
   * The weekly class's next date fills in when the browser is next idle after the dialog mounts
   * (src/parts/next-class.tsx): the paused clock lets that idle period come.
   */
  async function nextClassIn(page: Page, name: string) {
    await page.clock.runFor(100)
    await expect(dialog(page, name).locator('[data-next-class]')).toContainText('Next class:')
  }

  test('home welcome popup', async ({ page }) => {
    const brandFontIn = await open(page, '/')
    await popupAfter(page, HOME_WELCOME_POPUP_DELAY_MS, POPUPS.homeWelcome.title)
    await brandFontIn('[role="dialog"] h2')
    await shots(page, 'overlay-home-welcome', FLOW)
  })

  test('/learn weekly lessons popup', async ({ page }) => {
    const brandFontIn = await open(page, '/learn')
    await popupAfter(page, LEARN_POPUP_DELAY_MS, POPUPS.learn.title)
    await nextClassIn(page, POPUPS.learn.title)
    await brandFontIn('[role="dialog"] h2')
    await shots(page, 'overlay-learn-weekly', FLOW)
  })

  test('Training Hub weekly lessons popup', async ({ page }) => {
    const brandFontIn = await open(page, '/train')
    await popupAfter(page, TRAINING_HUB_POPUP_DELAY_MS, POPUPS.trainingHub.title)
    await nextClassIn(page, POPUPS.trainingHub.title)
    await brandFontIn('[role="dialog"] h2')
    await shots(page, 'overlay-train-weekly', FLOW)
  })

  test('/articles weekly lessons modal', async ({ page }) => {
    const brandFontIn = await open(page, '/articles')
    await expect(dialog(page, POPUPS.articlesWeekly.title)).toBeVisible()
    await page.clock.runFor(1)
    await nextClassIn(page, POPUPS.articlesWeekly.title)
    await brandFontIn('[role="dialog"] h2')
    await shots(page, 'overlay-articles-weekly', FLOW)
  })

  test('exit intent', async ({ page }) => {
    const brandFontIn = await open(page, '/faqs')
    await page.clock.runFor(EXIT_INTENT_MIN_DWELL_MS)
    await page.mouse.move(400, 200)
    await page.mouse.move(400, -10, { steps: 5 })
    await expect(dialog(page, EXIT_INTENT.title)).toBeVisible()
    await page.clock.runFor(1)
    await brandFontIn('[role="dialog"] h2')
    await shots(page, 'overlay-exit-intent', FLOW)
  })

  test.describe('as a returning subscriber', () => {
    test.beforeEach(({ page }) => asReturningSubscriber(page))

    test('lesson type chooser', async ({ page }) => {
      const brandFontIn = await open(page, '/about')
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Book an Intro Lesson' })
        .click()
      // The chooser is a React.lazy dialog: React reveals it on a short timer of its own.
      await page.clock.runFor(500)
      await expect(dialog(page, 'Choose Your Lesson Type')).toBeVisible()
      await page.clock.runFor(1)
      await brandFontIn('[role="dialog"] h2')
      await shots(page, 'overlay-lesson-type', FLOW)
    })

    test('floating promo card (/faqs, scrolled)', async ({ page }) => {
      const brandFontIn = await open(page, '/faqs')
      await page.setViewportSize(DEVICES.phone)
      await page.evaluate(
        (top) => window.scrollTo({ top, behavior: 'instant' }),
        PROMO_CARD_SCROLL_OFFSET_PX + 100,
      )
      const card = page.getByRole('complementary', { name: 'Intro session offer' })
      // Visible, not only in the DOM: the renderer reports the fonts of laid-out text only, and on a
      // busy host the card's text can be in the document a frame before it is laid out.
      await expect(card).toBeVisible()
      await expect(card).toContainText(PROMO_CARD.text)
      await brandFontIn('aside[aria-label="Intro session offer"] p')
      await shot(page, 'overlay-promo-card', 'phone')
    })

    test('mobile booking bar (/lessons/kids, past the hero)', async ({ page }) => {
      const brandFontIn = await open(page, '/lessons/kids')
      await page.setViewportSize(DEVICES.phone)
      await page.evaluate(() => {
        const hero = document.querySelector('[data-landing-hero]')!
        window.scrollTo({
          top: hero.getBoundingClientRect().bottom + window.scrollY + 50,
          behavior: 'instant',
        })
      })
      await expect(page.getByRole('button', { name: MOBILE_BOOKING_BAR })).toBeVisible()
      await brandFontIn('h1')
      await shot(page, 'overlay-mobile-booking-bar', 'phone')
    })
  })
})

test.describe('a deliberate CSS change', () => {
  test.beforeEach(({ page }) => asReturningSubscriber(page))

  test('fails against the route baseline, with the differing pixels and a diff image', async ({
    page,
  }) => {
    const name = 'about-desktop.png'
    const baseline = test.info().snapshotPath(name, { kind: 'screenshot' })
    const folder = path.dirname(baseline)
    expect(existsSync(baseline), `${baseline} is committed`).toBe(true)
    const committed = readFileSync(baseline)
    await page.goto('/about')
    await waitForHydration(page)
    // As the page is, it matches its baseline: what fails below is the change, nothing else.
    await expect(page).toHaveScreenshot(name, SCREENSHOT)

    await page.addStyleTag({ content: 'h1{letter-spacing:2px}' })
    await settle(page)
    if (['all', 'changed'].includes(test.info().config.updateSnapshots)) {
      // --update-snapshots would take the changed page for the new baseline; the negated form
      // compares without ever writing.
      await expect(page).not.toHaveScreenshot(name, SCREENSHOT)
    } else {
      const failure = await expect(page)
        .toHaveScreenshot(name, { ...SCREENSHOT, timeout: 5000 })
        .then(
          () => null,
          (error: unknown) => error as Error,
        )
      expect(failure, 'the changed page matched the baseline').not.toBeNull()
      // eslint-disable-next-line no-control-regex
      const message = failure!.message.replace(/\u001b\[[0-9;]*m/g, '')
      expect(message).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/)
      // The expected, actual and diff images are attached, in this test's folder under test-results.
      const diff = test.info().attachments.find((a) => /-diff(\.png)?$/.test(a.name))?.path
      expect(diff, 'the diff image').toBeDefined()
      expect(path.resolve(diff!).startsWith(test.info().outputDir + path.sep), diff).toBe(true)
      expect(existsSync(diff!), diff).toBe(true)
    }
    // Nothing written next to the baselines: the baseline as it was, no actual or diff image.
    expect(readFileSync(baseline).equals(committed), 'the baseline is unchanged').toBe(true)
    expect(
      readdirSync(folder).filter((f) => /-(actual|diff|expected|previous)\.png$/.test(f)),
    ).toEqual([])
  })
})
