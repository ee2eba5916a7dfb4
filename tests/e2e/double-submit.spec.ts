/**
 * Double and rapid submits: a double click, Enter pressed over and over, Enter
 * held down (the keyboard's auto-repeat: trusted keydowns with `repeat: true`, sent through the
 * DevTools protocol as a real keyboard sends them), and two tabs or two browsers submitting the same
 * e-mail to the same list at the same moment. One row per intended submission, one insert per
 * submission; the second tab hears the spec's duplicate text.
 */
import type { Browser, Locator, Page, Route } from '@playwright/test'
import { MESSAGES, type SubscribeMessages } from '../../src/content/messages'
import { POPUPS, WEEKLY_LESSONS_BUTTON } from '../../src/content/overlays'
import { baseURL } from '../../playwright.config'
import { waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { backendFor, letToastsGo, openOnClock, toast } from './faults'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'
import { fillOpening, fillPlan } from './tool-forms'

test.beforeEach(({ page }) => asReturningSubscriber(page))

/** Enter held down in the focused field: one keydown, then `repeats` auto-repeated ones, at once. */
async function holdEnter(page: Page, repeats: number) {
  const cdp = await page.context().newCDPSession(page)
  const key = {
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
    nativeVirtualKeyCode: 13,
    text: '\r',
    unmodifiedText: '\r',
  }
  await Promise.all(
    Array.from({ length: repeats + 1 }, (_, i) =>
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', autoRepeat: i > 0, ...key }),
    ),
  )
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key })
  await cdp.detach()
}

/** Counts the keydowns the page saw, and how many of them were auto-repeats. */
async function countKeydowns(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { keydowns: { all: number; repeats: number } }
    w.keydowns = { all: 0, repeats: 0 }
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter') return
        w.keydowns.all++
        if (e.repeat) w.keydowns.repeats++
      },
      true,
    )
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { keydowns: { all: number; repeats: number } }).keydowns,
    )
}

const RAPID = {
  'a double click': async (_page: Page, _input: Locator, button: Locator) => button.dblclick(),
  'Enter pressed ten times': async (page: Page, input: Locator) => {
    await input.focus()
    for (let i = 0; i < 10; i++) await page.keyboard.press('Enter')
  },
  'Enter held down (20 auto-repeats)': async (page: Page, input: Locator) => {
    await input.focus()
    const seen = await countKeydowns(page)
    await holdEnter(page, 20)
    expect(await seen()).toEqual({ all: 21, repeats: 20 })
  },
} satisfies Record<string, (page: Page, input: Locator, button: Locator) => Promise<void>>

/** One rapid submit on a sign-up form: one insert, one row, the success toast. */
async function rapidOnce(
  page: Page,
  o: { scope: Locator; table: string; source: string; messages: SubscribeMessages },
  how: keyof typeof RAPID,
) {
  await test.step(`${o.source}: ${how}`, async () => {
    const backend = await backendFor(page, o.table)
    const email = uniqueEmail(`rapid-${o.source}`)
    const input = o.scope.getByRole('textbox', { name: 'Email address' })
    await input.fill(email)
    await RAPID[how](page, input, o.scope.locator('button[type="submit"]'))
    await expect(toast(page, o.messages.success, 'status')).toBeVisible()
    expect(backend.posts).toEqual([{ email, source: o.source }])
    expect(await rowsFor(o.table, email)).toMatchObject([{ email, source: o.source }])
    await page.unroute(`**/rest/v1/${o.table}*`)
    await letToastsGo(page)
  })
}

test('newsletter block (/faqs): a double click, Enter ten times, Enter held: one row each', async ({
  page,
}) => {
  await openOnClock(page, '/faqs')
  const form = {
    scope: page.getByRole('region', { name: 'Newsletter' }),
    table: 'newsletter_subscribers',
    source: 'faqs_newsletter',
    messages: MESSAGES.newsletter,
  }
  for (const how of Object.keys(RAPID) as Array<keyof typeof RAPID>)
    await rapidOnce(page, form, how)
})

test('weekly class card, cheat-sheet form and the hub popup: Enter held, double clicks', async ({
  page,
}) => {
  await openOnClock(page, '/lessons/adults')
  await rapidOnce(
    page,
    {
      scope: page.getByRole('region', { name: 'Join Our Free Weekly Master Class' }),
      table: 'weekly_live_lessons',
      source: 'free_weekly_strategy_session',
      messages: MESSAGES.weeklyCard,
    },
    'Enter held down (20 auto-repeats)',
  )
  await page.goto('/learn')
  await waitForHydration(page)
  await rapidOnce(
    page,
    {
      scope: page.getByRole('form', { name: 'Free tactics cheat sheet' }),
      table: 'free_tactics_cheat_sheet',
      source: 'learn_cheat_sheet',
      messages: MESSAGES.cheatSheet,
    },
    'a double click',
  )
  await page.goto('/train')
  await waitForHydration(page)
  await page.getByRole('button', { name: WEEKLY_LESSONS_BUTTON }).click()
  await rapidOnce(
    page,
    {
      scope: page.getByRole('dialog', { name: POPUPS.trainingHub.title }),
      table: 'weekly_live_lessons',
      source: POPUPS.trainingHub.source,
      messages: MESSAGES.weeklyPopup,
    },
    'a double click',
  )
})

test('the tools: Enter held in the e-mail field stores one row', async ({ page }) => {
  await openOnClock(page, '/study-plan')
  const planEmail = uniqueEmail('rapid-plan')
  await fillPlan(page, {
    email: planEmail,
    experience: 'Beginner',
    hoursPerWeek: '1-2',
    goal: 'Learn basics',
    ageGroup: 'Adult (18+)',
  })
  await holdEnter(page, 20)
  await expect(page.getByRole('heading', { level: 2, name: 'Foundation Builder' })).toBeVisible()
  expect(await rowsFor('study_plans', planEmail)).toHaveLength(1)

  await page.goto('/opening-recommender')
  await waitForHydration(page)
  const openingEmail = uniqueEmail('rapid-opening')
  await fillOpening(page, {
    email: openingEmail,
    ratingLevel: 'beginner',
    studyTime: 'slow',
    openingStyle: 'aggressive',
    playFormat: 'rapid',
    opponentStrategy: 'solid',
  })
  await holdEnter(page, 20)
  await expect(page.getByRole('button', { name: 'Retry Quiz' })).toBeVisible()
  expect(await rowsFor('opening_recommender', openingEmail)).toHaveLength(1)
})

/**
 * Two tabs submit the same e-mail to the same list; both inserts are held until both are sent, then
 * let through together: the database keeps one, one tab says saved, the other the duplicate text.
 */
async function sameEmailTwice(
  pages: [Page, Page],
  o: {
    path: string
    scope: (page: Page) => Locator
    table: string
    source: string
    messages: SubscribeMessages
  },
) {
  const email = uniqueEmail(`tabs-${o.source}`)
  const held: Route[] = []
  for (const page of pages) {
    await asReturningSubscriber(page)
    await openOnClock(page, o.path)
    await page.route(`**/rest/v1/${o.table}*`, (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      held.push(route)
    })
  }
  for (const page of pages) {
    await o.scope(page).getByRole('textbox', { name: 'Email address' }).fill(email)
    await o.scope(page).locator('button[type="submit"]').click()
  }
  await expect.poll(() => held.length).toBe(2)
  await Promise.all(held.map((route) => route.continue()))

  const outcome = async (page: Page) => {
    const saved = toast(page, o.messages.success, 'status')
    const duplicate = toast(page, o.messages.duplicate, 'alert')
    await expect(saved.or(duplicate)).toBeVisible()
    return (await saved.isVisible()) ? 'saved' : 'duplicate'
  }
  const outcomes = await Promise.all(pages.map(outcome))
  expect([...outcomes].sort()).toEqual(['duplicate', 'saved'])
  expect(await rowsFor(o.table, email)).toMatchObject([{ email, source: o.source }])
  const byOutcome = outcomes[0] === 'saved' ? pages : ([pages[1], pages[0]] as const)
  return { email, saved: byOutcome[0], duplicate: byOutcome[1] }
}

test('two tabs of one browser: the same e-mail on the newsletter, one row', async ({
  page,
  context,
}) => {
  const scope = (p: Page) => p.getByRole('region', { name: 'Newsletter' })
  const { email, saved, duplicate } = await sameEmailTwice([page, await context.newPage()], {
    path: '/faqs',
    scope,
    table: 'newsletter_subscribers',
    source: 'faqs_newsletter',
    messages: MESSAGES.newsletter,
  })
  await expect(scope(saved).getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  // The tab told 'Already Subscribed' keeps the e-mail, and its button (spec §4 "Email forms").
  await expect(scope(duplicate).getByRole('textbox', { name: 'Email address' })).toHaveValue(email)
  await expect(scope(duplicate).getByRole('button', { name: 'Subscribe' })).toBeEnabled()
})

test('two browsers: the same e-mail on the weekly class card, one row', async ({
  browser,
}: {
  browser: Browser
}) => {
  const contexts = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })]
  try {
    const pages = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page]
    const scope = (p: Page) => p.getByRole('region', { name: 'Join Our Free Weekly Master Class' })
    const { duplicate } = await sameEmailTwice(pages, {
      path: '/lessons/adults',
      scope,
      table: 'weekly_live_lessons',
      source: 'free_weekly_strategy_session',
      messages: MESSAGES.weeklyCard,
    })
    await expect(scope(duplicate).getByRole('status')).toHaveText(
      "You're already on the list for the class.",
    )
  } finally {
    await Promise.all(contexts.map((c) => c.close()))
  }
})
