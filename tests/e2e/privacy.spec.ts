/**
 * Privacy in the browser: the /privacy page (reached from the footer); the "Delete my data" page a
 * mail's erase link opens (only the button's click POSTs the token, before hydration too; every
 * answer of the `erase-data` function, faked with page.route, then once for real from a mail in
 * the sink); axe on the delete page at three widths (/privacy is in tests/e2e/a11y.spec.ts with
 * every route); the line under every e-mail field of the forms that appear only in the browser
 * (the quizzes' e-mail steps, the popups, the cards under a result: the prerendered ones are
 * checked in tests/prerender); and the study plan's "Parent's e-mail" for a child's plan.
 */
import type { Page, Request } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  LEVEL_QUIZ_AUTO_ADVANCE_MS,
} from '../../machines/timings'
import { PRIVACY_CONTACT_EMAIL } from '../../src/content/business'
import { EMAIL_NOTE_LINK, EMAIL_NOTE_START, EMAIL_NOTES } from '../../src/content/email-notes'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { MAIL_PAGES } from '../../src/content/mail-pages'
import { POPUPS, WEEKLY_LESSONS_BUTTON } from '../../src/content/overlays'
import { PAGES } from '../../src/content/pages'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { openOnClock } from './faults'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { linkIn, waitForMails } from './mail'
import { asReturningSubscriber } from './overlays'
import { levelQuestionOnScreen } from './quiz-helpers'
import { fillPlan, planForm } from './tool-forms'

const TEXT = MAIL_PAGES['/delete-my-data']
const ERASE = '/functions/v1/erase-data'
const TOKEN = 'eyJhY3Rpb24iOiJlcmFzZSJ9.c2lnbmF0dXJl'
const LINK = `/delete-my-data?token=${TOKEN}`
const WIDTHS = [390, 820, 1366] as const

const button = (page: Page) => page.getByRole('button', { name: TEXT.action })
const status = (page: Page) => page.getByRole('status')

/** Every request the page makes to the erase-data function. */
function eraseCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ERASE) calls.push(request)
  })
  return calls
}

/** The function answers `status` with `body`, as the real one would (or the network fails). */
async function fakeErase(page: Page, answer: { status: number; body: object } | 'offline') {
  await page.unroute(`**${ERASE}`)
  await page.route(`**${ERASE}`, (route) =>
    answer === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body),
        }),
  )
}

function expectOnePost(calls: Request[]) {
  expect(calls).toHaveLength(1)
  expect(calls[0]!.method()).toBe('POST')
  expect(calls[0]!.headers()['content-type']).toBe('application/json')
  expect(calls[0]!.postDataJSON()).toEqual({ token: TOKEN })
}

test.describe('/privacy', () => {
  test.beforeEach(({ page }) => asReturningSubscriber(page))

  test("the footer's Privacy link opens it; it says what each form keeps and how to erase it", async ({
    page,
  }) => {
    await page.goto('/faqs')
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/privacy'].heading)
    await expect(page).toHaveTitle(PAGES['/privacy'].title)
    const forms = page.getByRole('region', { name: 'Form by Form' })
    for (const name of [
      'Newsletter, weekly class and cheat sheet',
      'Chess knowledge quiz',
      'Study plan generator',
      'Contact form',
    ])
      await expect(forms.getByRole('heading', { level: 3, name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Children' })).toContainText(
      'For a learner under 13, the form asks for a parent’s e-mail address instead',
    )
    const details = page.getByRole('region', { name: 'The Details' })
    for (const name of ['Why we may use it', 'Other copies, and how long they last', 'Your rights'])
      await expect(details.getByRole('heading', { level: 3, name })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: PRIVACY_CONTACT_EMAIL }).first(),
    ).toHaveAttribute('href', `mailto:${PRIVACY_CONTACT_EMAIL}`)
  })
})

test('/privacy: the form cards leave no card alone on their last row, from phone to wide desktop', async ({
  page,
}) => {
  await page.goto('/privacy')
  const cards = page.getByRole('region', { name: 'Form by Form' }).getByRole('listitem')
  for (const width of [390, 820, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length)
    const columns = Math.max(...rows)
    expect(columns === 1 || rows.at(-1)! > 1, `${width} px: rows ${rows.join('+')}`).toBe(true)
  }
})

test.describe('/delete-my-data (the function faked)', () => {
  test('opening the link asks nothing: the page says what will be deleted and shows its one button', async ({
    page,
  }) => {
    const calls = eraseCalls(page)
    await fakeErase(page, { status: 200, body: { status: 'erased' } })
    await page.goto(LINK)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.heading)
    await expect(status(page)).toHaveText(TEXT.waiting)
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(1)
    await expect(button(page)).toBeVisible()
    expect(calls).toEqual([])
  })

  test('the click POSTs the token as JSON once; 200 erased: done, and the button is gone', async ({
    page,
  }) => {
    const calls = eraseCalls(page)
    await fakeErase(page, { status: 200, body: { status: 'erased' } })
    await page.goto(LINK)
    await waitForHydration(page)
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.done)
    await expect(button(page)).toHaveCount(0)
    expectOnePost(calls)
    expect(page.url()).toBe(`${baseURL}${LINK}`)
  })

  test('410 expired: the link has expired, write to the privacy address', async ({ page }) => {
    const calls = eraseCalls(page)
    await fakeErase(page, { status: 410, body: { error: 'expired' } })
    await page.goto(LINK)
    await waitForHydration(page)
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.expired)
    await expect(status(page).getByRole('link', { name: PRIVACY_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${PRIVACY_CONTACT_EMAIL}`,
    )
    await expect(button(page)).toHaveCount(0)
    expectOnePost(calls)
  })

  test('once erased, this browser forgets too: the address, the flags, unsent forms, the tab number; not before', async ({
    page,
  }) => {
    await fakeErase(page, { status: 410, body: { error: 'expired' } })
    await page.goto(LINK)
    await waitForHydration(page)
    const kept = {
      user_email: 'parent@example.com',
      user_email_saved_at: String(Date.now()),
      email_subscribed_newsletter: 'true',
      email_subscribed_welcome_popup: 'true',
      'lead_outbox:one': '{"id":"one"}',
      experiment_visitor: 'an-old-id',
      'promo_dismissed_/articles': 'true',
    }
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
      sessionStorage.setItem('funnel_tab', 'a-tab-number')
    }, kept)
    const stored = () =>
      page.evaluate(() => ({
        local: Object.keys(localStorage).sort(),
        tab: sessionStorage.getItem('funnel_tab'),
      }))
    // A link that did nothing leaves the device as it was.
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.expired)
    expect(await stored()).toEqual({ local: Object.keys(kept).sort(), tab: 'a-tab-number' })

    await fakeErase(page, { status: 200, body: { status: 'erased' } })
    await page.goto(LINK)
    await waitForHydration(page)
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.done)
    // Only the promo card's dismissal stays: it says nothing about anyone.
    await expect.poll(stored).toEqual({ local: ['promo_dismissed_/articles'], tab: null })
  })

  for (const error of ['invalid_token', 'missing_token'])
    test(`400 ${error}: the link is not valid`, async ({ page }) => {
      const calls = eraseCalls(page)
      await fakeErase(page, { status: 400, body: { error } })
      await page.goto(LINK)
      await waitForHydration(page)
      await button(page).click()
      await expect(status(page)).toHaveText(TEXT.outcomes.invalid)
      await expect(button(page)).toHaveCount(0)
      expectOnePost(calls)
    })

  test('a server error or no network: try again, and the retry erases', async ({ page }) => {
    const calls = eraseCalls(page)
    await fakeErase(page, { status: 500, body: { error: 'internal' } })
    await page.goto(LINK)
    await waitForHydration(page)
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.failed)
    await fakeErase(page, 'offline')
    // The failure reads as before, so wait for the request itself to fail: the route is swapped
    // next, and a request still on its way would then reach the real function.
    const offline = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === ERASE)
    await button(page).click()
    await offline
    await expect(status(page)).toHaveText(TEXT.outcomes.failed)
    await fakeErase(page, { status: 200, body: { status: 'erased' } })
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.done)
    expect(calls.map((c) => c.postDataJSON())).toEqual([
      { token: TOKEN },
      { token: TOKEN },
      { token: TOKEN },
    ])
  })

  test('a link without a token is not valid at once, with no button and no request', async ({
    page,
  }) => {
    const calls = eraseCalls(page)
    await page.goto('/delete-my-data')
    await waitForHydration(page)
    await expect(status(page)).toHaveText(TEXT.outcomes.invalid)
    await expect(button(page)).toHaveCount(0)
    expect(calls).toEqual([])
  })

  test('the button clicked before the page is live: erased once it is, never by a GET', async ({
    page,
  }) => {
    const calls = eraseCalls(page)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await fakeErase(page, { status: 200, body: { status: 'erased' } })
    await actBeforeHydration(page, LINK, () => button(page).click())
    await expect(status(page)).toHaveText(TEXT.outcomes.done)
    expectOnePost(calls)
    // The page was loaded once, by the link; the click never navigated.
    expect(documents).toEqual([`${baseURL}${LINK}`])
  })

  test('axe finds no WCAG 2 A/AA violation at phone, tablet and desktop width, before and after', async ({
    page,
  }) => {
    test.slow()
    await fakeErase(page, { status: 410, body: { error: 'expired' } })
    await page.goto(LINK)
    await waitForHydration(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([])
    }
    // The expired answer, with its mail link.
    await button(page).click()
    await expect(status(page)).toHaveText(TEXT.outcomes.expired)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await axeViolations(page), `axe on the expired answer at ${width} px`).toEqual([])
    }
  })
})

// The real `erase-data` function, from a real mail's link: the rows for the address are gone.
test("a mail's erase link, clicked on our page: every row for the address is gone", async ({
  page,
}) => {
  const email = uniqueEmail('erase')
  await asReturningSubscriber(page)
  await page.goto('/faqs')
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect.poll(() => rowsFor('newsletter_subscribers', email)).toHaveLength(1)
  const [mail] = await waitForMails(email)
  const link = linkIn(mail!, `${baseURL}/delete-my-data?token=`)

  const calls = eraseCalls(page)
  await page.goto(link)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(calls).toEqual([])
  expect(await rowsFor('newsletter_subscribers', email)).toHaveLength(1)
  await button(page).click()
  await expect(status(page)).toHaveText(TEXT.outcomes.done)
  expect(calls).toHaveLength(1)
  expect(await rowsFor('newsletter_subscribers', email)).toEqual([])
})

/**
 * Every visible e-mail field on the page has its line under it: described by it (aria-describedby),
 * saying what the address is for, with a link to /privacy. Returns how many fields there were.
 */
async function expectEveryEmailFieldNoted(page: Page, where: string): Promise<number> {
  const notes = await page.locator('input[type="email"]:visible').evaluateAll((inputs) =>
    inputs.map((input) => {
      const note = document.getElementById(input.getAttribute('aria-describedby') ?? '')
      return {
        text: (note?.textContent ?? '').replace(/\s+/g, ' ').replace(' (opens in a new tab)', ''),
        href: note?.querySelector('a')?.getAttribute('href') ?? null,
        visible: note ? note.getBoundingClientRect().height > 0 : false,
      }
    }),
  )
  const sentences = Object.values(EMAIL_NOTES).map(
    (use) => `${EMAIL_NOTE_START} ${use}. ${EMAIL_NOTE_LINK}`,
  )
  expect(notes.length, `${where}: e-mail fields`).toBeGreaterThan(0)
  for (const note of notes) {
    expect(sentences, where).toContain(note.text)
    expect(note.href, where).toBe('/privacy')
    expect(note.visible, `${where}: the line shows`).toBe(true)
  }
  return notes.length
}

test.describe('the line under every e-mail field of the steps the browser adds', () => {
  // The popups' own tests open them on the clock; here as elsewhere, one page per test.
  test('the home welcome popup, and its Privacy link opens the privacy page in a new tab', async ({
    page,
    context,
  }) => {
    await openOnClock(page, '/')
    await page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS)
    const dialog = page.getByRole('dialog', { name: POPUPS.homeWelcome.title })
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription(
      new RegExp(`^${EMAIL_NOTE_START} ${EMAIL_NOTES.cheatSheet}\\. Privacy`),
    )
    await expectEveryEmailFieldNoted(page, 'home with its welcome popup')
    const opened = context.waitForEvent('page')
    await dialog.getByRole('link', { name: /^Privacy/ }).click()
    const privacy = await opened
    await expect(privacy.getByRole('heading', { level: 1 })).toHaveText(PAGES['/privacy'].heading)
    // The popup and what the visitor typed stay where they were.
    await expect(dialog).toBeVisible()
  })

  test('the /learn popup', async ({ page }) => {
    await openOnClock(page, '/learn')
    await page.clock.runFor(LEARN_POPUP_DELAY_MS)
    await expect(page.getByRole('dialog', { name: POPUPS.learn.title })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, '/learn with its popup')).toBe(3)
  })

  test('the Training Hub popup', async ({ page }) => {
    await asReturningSubscriber(page)
    await openOnClock(page, '/train')
    await page.getByRole('button', { name: WEEKLY_LESSONS_BUTTON }).click()
    await expect(page.getByRole('dialog', { name: POPUPS.trainingHub.title })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, '/train with its popup')).toBe(2)
  })

  test('the /articles modal', async ({ page }) => {
    await openOnClock(page, '/articles')
    await expect(page.getByRole('dialog', { name: POPUPS.articlesWeekly.title })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, '/articles with its modal')).toBe(2)
  })

  test('the knowledge quiz: its details form, then the weekly class card under the results', async ({
    page,
  }) => {
    await asReturningSubscriber(page)
    await openOnClock(page, '/quiz')
    for (let i = 0; i < KNOWLEDGE_QUESTIONS.length; i++) {
      await page
        .getByRole('group', { name: KNOWLEDGE_QUESTIONS[i]!.question })
        .getByRole('button')
        .first()
        .click()
      await page.getByRole('button', { name: i === 9 ? 'Finish Quiz' : 'Next Question' }).click()
    }
    await expect(page.getByRole('heading', { name: 'Almost Done!' })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, 'the quiz details')).toBe(1)
    await page.getByRole('radio', { name: '16 or older' }).check()
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ann Player')
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('note-quiz'))
    await page.getByRole('button', { name: 'See My Results' }).click()
    await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, 'under the quiz results')).toBe(1)
  })

  test('the level quiz: its e-mail step', async ({ page }) => {
    await asReturningSubscriber(page)
    await openOnClock(page, '/chess-level-quiz')
    for (let i = 0; i < 10; i++) {
      const q = await levelQuestionOnScreen(page)
      await page.getByRole('group', { name: q.question }).getByRole('button').first().click()
      await page.clock.runFor(LEVEL_QUIZ_AUTO_ADVANCE_MS)
    }
    await expect(page.getByRole('form', { name: 'Level quiz email' })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, 'the level quiz')).toBe(1)
  })

  test('the improved level quiz: its e-mail step', async ({ page }) => {
    await asReturningSubscriber(page)
    await openOnClock(page, '/find-your-level')
    for (let i = 0; i < 10; i++) {
      const q = await levelQuestionOnScreen(page)
      await page.getByRole('group', { name: q.question }).getByRole('button').first().click()
      await page.getByRole('button', { name: i === 9 ? 'Continue' : 'Next Question' }).click()
    }
    await expect(page.getByRole('form', { name: 'Level assessment email' })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, 'the improved level quiz')).toBe(1)
  })

  test('the style quiz: its e-mail gate', async ({ page }) => {
    await asReturningSubscriber(page)
    await openOnClock(page, '/chess-style')
    for (const [n, q] of STYLE_QUESTIONS.entries()) {
      await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible()
      await page.getByRole('button', { name: q.answers[0]!.text }).click()
    }
    await expect(page.getByRole('heading', { name: 'Your Chess Style is Ready!' })).toBeVisible()
    expect(await expectEveryEmailFieldNoted(page, 'the style quiz gate')).toBe(1)
  })
})

test.describe("the study plan: a child's plan asks for a parent's e-mail", () => {
  test.beforeEach(({ page }) => asReturningSubscriber(page))

  test("the label reads Parent's e-mail for a child, the usual label otherwise; the plan is made", async ({
    page,
  }) => {
    await page.goto('/study-plan')
    await waitForHydration(page)
    const form = planForm(page)
    const field = form.locator('input[type="email"]')
    await expect(field).toHaveAccessibleName('Email address')
    await form.getByLabel('Age group').selectOption('Child (under 12)')
    await expect(field).toHaveAccessibleName("Parent's e-mail")
    await expect(form.getByText("Parent's e-mail", { exact: true })).toBeVisible()
    await form.getByLabel('Age group').selectOption('Adult (18+)')
    await expect(field).toHaveAccessibleName('Email address')

    const email = uniqueEmail('parent')
    await fillPlan(page, { email, ageGroup: 'Adult (18+)' })
    await form.getByLabel('Age group').selectOption('Child (under 12)')
    await expect(form.getByLabel("Parent's e-mail")).toHaveValue(email)
    await form.getByRole('button', { name: 'Generate My Study Plan!' }).click()
    await expect(page.getByText('We have also emailed this plan to')).toBeVisible()
    // No child's name: the one typed for the adult's plan is not sent.
    expect(await rowsFor('study_plans', email)).toMatchObject([
      { email, age_group: 'Child (under 12)', name: 'Quiz Taker', for_child: true },
    ])
  })

  test('a child chosen before hydration: the label follows once the page is live', async ({
    page,
  }) => {
    const form = planForm(page)
    await actBeforeHydration(page, '/study-plan', () =>
      form.getByLabel('Age group').selectOption('Child (under 12)'),
    )
    await expect(form.locator('input[type="email"]')).toHaveAccessibleName("Parent's e-mail")
  })

  test("a child's plan sent before hydration: the name field hides at once, no name is stored, the mail has no offer", async ({
    page,
  }) => {
    const email = uniqueEmail('parent-early')
    const form = planForm(page)
    await actBeforeHydration(page, '/study-plan', async () => {
      await form.getByLabel('Experience level').selectOption('Beginner')
      await form.getByLabel('Hours per week').selectOption('1-2')
      await form.getByLabel('Main goal').selectOption('Learn basics')
      await form.getByLabel('Your name').fill('Timmy Child')
      await form.getByLabel('Age group').selectOption('Child (under 12)')
      // The page's CSS hides the name before the chart runs.
      await expect(form.getByLabel('Your name')).toBeHidden()
      await form.locator('input[type="email"]').fill(email)
      await form.getByRole('button', { name: 'Generate My Study Plan!' }).click()
    })
    await expect(page.getByText('We have also emailed this plan to')).toBeVisible()
    const rows = await rowsFor('study_plans', email)
    expect(rows).toMatchObject([{ name: 'Quiz Taker', for_child: true }])
    expect(JSON.stringify(rows)).not.toContain('Timmy')
    const [mail] = await waitForMails(email)
    expect(mail!.text).not.toMatch(/intro lesson|free assessment|\/lessons/i)
    expect(mail!.text).not.toContain('Timmy')
  })
})
