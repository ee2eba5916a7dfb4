/**
 * The weekly class in the visitor's own clock, in Chromium set to three time zones on a fixed day
 * (Monday November 30, 2026, 10 AM in New York: the next class is Saturday December 5, 7 PM EST,
 * which is 00:00 UTC on December 6):
 *
 * - the prerendered pages carry the spec's "Every Saturday at 7 PM EST" and nothing else: no line,
 *   no date (the build cannot know the visitor's zone or today);
 * - once the page is live the line says the next class in the visitor's zone, on every page and
 *   overlay that shows the class time;
 * - the line fills room reserved from the first paint: no layout shift (measured with the Layout
 *   Instability API in a viewport tall enough to hold the whole page, so a shift anywhere counts),
 *   and each line's box is as tall as in the page without JavaScript;
 * - after a sign-up, "Add to calendar" offers Google Calendar (from the next Saturday) and the
 *   site's .ics, which holds no join link.
 */
import type { Page } from '@playwright/test'
import { WEEKLY_LESSONS_BUTTON, POPUPS } from '../../src/content/overlays'
import { MESSAGES } from '../../src/content/messages'
import { WEEKLY_CLASS } from '../../src/content/weekly-class'
import { POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS } from '../../machines/timings'
import { waitForHydration } from './before-hydration'
import { uniqueEmail } from './db'
import { expect, test } from './fixtures'

const NOW = Date.parse('2026-11-30T15:00:00Z')
const SPEC_TEXT = 'Saturday at 7 PM EST'

/** Worked out by hand: PST is UTC-8, Kolkata UTC+5:30, New York on EST (UTC-5). */
const ZONES = [
  {
    zone: 'America/Los_Angeles',
    line: 'Next class: Saturday, December 5, 4:00 PM your time (Los Angeles)',
  },
  { zone: 'America/New_York', line: 'Next class: Saturday, December 5' },
  { zone: 'Asia/Kolkata', line: 'Next class: Sunday, December 6, 5:30 AM your time (Kolkata)' },
] as const

/** The pages that show the class time as they load (the overlays and the FAQ answer come later). */
const PAGES = ['/', '/about', '/train', '/lessons/adults'] as const

/** Tall enough to hold each page whole: a shift anywhere in it is a shift in the viewport. */
const TALL = { width: 390, height: 9000 }

const lines = (page: Page) =>
  page.locator('main [data-next-class], [role="dialog"] [data-next-class]')

/** Collects every layout shift from the page's start (none follows an input in these tests). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number
        sources?: Array<{ node?: Node | null }>
      }>)
        w.__shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node),
          ),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const shifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts,
  )

/** Two frames of the page's own work (React renders in a MessageChannel task, not a timer). */
const settle = (page: Page) =>
  page.evaluate(async () => {
    const tick = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    await tick()
    await tick()
  })

/** Where every section of the page and the footer are, to the pixel. */
const boxes = (page: Page) =>
  page.locator('main section, footer').evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect()
      return [Math.round(r.top), Math.round(r.height)]
    }),
  )

/** The height of every line box in document order. */
const lineHeights = (page: Page) =>
  lines(page).evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height))

test.describe('the prerendered pages', () => {
  for (const path of [...PAGES, '/faqs']) {
    test(`${path} has the spec's text only`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(html).toContain(SPEC_TEXT)
      expect(html).not.toContain('Next class')
      expect(html).not.toMatch(/your time/)
      expect(html).not.toContain('Add to calendar')
    })
  }
})

for (const { zone, line } of ZONES) {
  test.describe(`in ${zone}`, () => {
    test.use({ timezoneId: zone, locale: 'en-US' })

    test('the line gives the next class in this zone after hydration, without a layout shift', async ({
      page,
      browser,
    }) => {
      // Heights of the reserved lines in the page as it is before any script (JavaScript off).
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        timezoneId: zone,
        viewport: TALL,
      })
      const plain = await noScript.newPage()
      // The line is computed when the browser is next idle, which Playwright's paused clock holds
      // back: the page is measured live and settled, then the clock lets the line fill in, and
      // whatever moves then moved because of it.
      await page.clock.install({ time: NOW })
      await page.clock.pauseAt(NOW + 60_000)
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.abort('internetdisconnected'),
      )
      await page.setViewportSize(TALL)
      await recordShifts(page)
      for (const path of PAGES) {
        await plain.goto(path)
        await expect(lines(plain).first()).toBeAttached()
        await expect(lines(plain).first()).toHaveText('')
        const reserved = await lineHeights(plain)

        await page.goto(path)
        await waitForHydration(page)
        await settle(page)
        const count = await lines(page).count()
        expect(count, path).toBeGreaterThan(0)
        for (let i = 0; i < count; i++) await expect(lines(page).nth(i), path).toHaveText('')
        const before = { shifts: (await shifts(page)).length, boxes: await boxes(page) }

        await page.clock.runFor(100)
        for (let i = 0; i < count; i++) await expect(lines(page).nth(i), path).toHaveText(line)
        await settle(page)
        expect(await lineHeights(page), `${path}: each line as tall as reserved`).toEqual(reserved)
        expect(await boxes(page), `${path}: every box where it was`).toEqual(before.boxes)
        expect((await shifts(page)).slice(before.shifts), `${path}: layout shifts`).toEqual([])
      }
      await noScript.close()
    })

    test('the /learn popup, the Training Hub popup, the /articles modal and the /faqs answer', async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW)
      // Timers run in real time on a fixed date: the popups open at their delay after load.
      await page.goto('/learn')
      const learn = page.getByRole('dialog', { name: POPUPS.learn.title })
      await expect(learn.locator('[data-next-class]')).toHaveText(line)

      // The hub popup opens by itself, as /learn's does; a click on the hub's button would race it.
      await page.goto('/train')
      const hub = page.getByRole('dialog', { name: POPUPS.trainingHub.title })
      await expect(hub.locator('[data-next-class]')).toHaveText(line)

      await page.goto('/articles')
      const modal = page.getByRole('dialog', { name: POPUPS.articlesWeekly.title })
      await expect(modal.locator('[data-next-class]')).toHaveText(line)

      await page.goto('/faqs')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Do you offer anything free?' }).click()
      const answer = page.getByRole('region', { name: 'Do you offer anything free?' })
      await expect(answer).toContainText(SPEC_TEXT)
      await expect(answer.locator('[data-next-class]')).toHaveText(line)
    })
  })
}

test.describe('Add to calendar', () => {
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' })

  test('after a sign-up on /lessons/adults: Google Calendar from the next Saturday, and the .ics', async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
      route.abort('internetdisconnected'),
    )
    await page.goto('/lessons/adults')
    await waitForHydration(page)
    const card = page.getByRole('region', { name: 'Join Our Free Weekly Master Class' })
    await expect(card.getByRole('link', { name: 'Google Calendar' })).toHaveCount(0)
    await card.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('weekly-cal'))
    await card.getByRole('button', { name: 'Join Free Class' }).click()
    await expect(card.getByRole('status')).toBeVisible()
    const google = new URL(
      (await card.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!,
    )
    expect(google.host).toBe('calendar.google.com')
    expect(google.searchParams.get('dates')).toBe('20261205T190000/20261205T193000')
    expect(google.searchParams.get('ctz')).toBe('America/New_York')
    expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SA')
    expect(google.searchParams.get('details')).toContain(WEEKLY_CLASS.joinNote)
    const ics = card.getByRole('link', { name: 'Apple, Outlook (.ics)' })
    expect(await ics.getAttribute('href')).toBe(WEEKLY_CLASS.calendarPath)

    const file = await request.get(WEEKLY_CLASS.calendarPath)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^text\/calendar/)
    const text = await file.text()
    expect(text).toContain('DTSTART;TZID=America/New_York:')
    expect(text).toContain('BEGIN:VTIMEZONE')
    expect(text).toContain(`UID:${WEEKLY_CLASS.uid}`)
    expect(text).not.toMatch(/meet\./)
  })

  test('after a sign-up in the Training Hub popup: the links under the success toast', async ({
    page,
  }) => {
    // A paused clock: the popup opens from the button, not from its own delay racing the click.
    await page.clock.install({ time: NOW })
    await page.clock.pauseAt(NOW + 60_000)
    await page.goto('/train')
    await waitForHydration(page)
    await page.getByRole('button', { name: WEEKLY_LESSONS_BUTTON }).click()
    const dialog = page.getByRole('dialog', { name: POPUPS.trainingHub.title })
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('weekly-toast'))
    await dialog.getByRole('button', { name: 'Sign Me Up' }).click()
    const toast = page
      .getByRole('status')
      .filter({ hasText: MESSAGES.weeklyPopup.success.description })
    await expect(toast).toBeVisible()
    const google = toast.getByRole('link', { name: 'Google Calendar' })
    expect(new URL((await google.getAttribute('href'))!).searchParams.get('dates')).toBe(
      '20261205T190000/20261205T193000',
    )
    await expect(toast.getByRole('link', { name: 'Apple, Outlook (.ics)' })).toHaveAttribute(
      'href',
      WEEKLY_CLASS.calendarPath,
    )
    // The popup closes by itself (spec: 2 s after success); the toast and its links stay.
    await expect(dialog).toBeVisible()
    await page.clock.runFor(POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS)
    await expect(dialog).toBeHidden()
    await expect(google).toBeVisible()
  })
})
