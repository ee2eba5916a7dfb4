/**
 * Nothing a visitor does before hydration is lost (ARCHITECTURE.md "Before hydration"). Each test
 * acts on the prerendered page while the site's scripts are held back (`actBeforeHydration`), then
 * lets them through and checks the act took effect once the page is interactive.
 */
import type { Page, Request } from '@playwright/test'
import { PAGE_PATHS } from '../../src/content/pages'
import { expect, test } from './fixtures'
import { actBeforeHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'

/** Every request the page makes to the backend (but the funnel analytics' batches). */
function backendCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.includes('/rest/v1/') && !url.includes('/rest/v1/funnel_events')) calls.push(request)
  })
  return calls
}

const SIGN_UPS = [
  {
    name: 'newsletter block',
    path: '/faqs',
    form: (page: Page) => page.getByRole('region', { name: 'Newsletter' }),
    button: 'Subscribe',
    table: 'newsletter_subscribers',
    source: 'faqs_newsletter',
    toast: "You've been subscribed to Checkmate Tutors' newsletter!",
  },
  {
    name: 'home newsletter',
    path: '/',
    form: (page: Page) => page.getByRole('region', { name: 'Newsletter' }),
    button: 'Subscribe',
    table: 'newsletter_subscribers',
    source: 'home_newsletter',
    toast: "You've been subscribed to our newsletter!",
  },
  {
    name: 'weekly class card',
    path: '/lessons/adults',
    form: (page: Page) => page.getByRole('region', { name: 'Join Our Free Weekly Master Class' }),
    button: 'Join Free Class',
    table: 'weekly_live_lessons',
    source: 'free_weekly_strategy_session',
    toast: "You're subscribed to our Weekly Master Class!",
  },
  {
    name: 'cheat-sheet form',
    path: '/learn',
    form: (page: Page) => page.getByRole('form', { name: 'Free tactics cheat sheet' }),
    button: 'Get Cheat Sheet',
    table: 'free_tactics_cheat_sheet',
    source: 'learn_cheat_sheet',
    toast: "You'll receive your free tactics cheat sheet via email!",
  },
] as const

for (const signUp of SIGN_UPS) {
  test(`${signUp.name} (${signUp.path}): a submit before hydration is delivered once, never as a GET`, async ({
    page,
  }) => {
    // About the form, not the page's timed popup: a returning subscriber, for whom none opens.
    await asReturningSubscriber(page)
    const email = uniqueEmail('early')
    const calls = backendCalls(page)
    const form = signUp.form(page)
    await actBeforeHydration(page, signUp.path, async () => {
      await form.getByRole('textbox', { name: 'Email address' }).fill(email)
      await form.getByRole('button', { name: signUp.button }).click()
    })
    await expect(page.getByText(signUp.toast)).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    expect(page.url()).not.toContain(encodeURIComponent(email))
    // The row first: a success toast must mean the row landed, whatever the request log
    // says; then exactly one request carried it.
    expect(await rowsFor(signUp.table, email)).toMatchObject([{ email, source: signUp.source }])
    expect(calls.map((c) => c.postDataJSON())).toEqual([{ email, source: signUp.source }])
  })
}

test('a double click and Enter before hydration still store one row', async ({ page }) => {
  // The /articles modal opens here once hydrated (the focus left the field for the button): the
  // replayed submit still goes through once, under it.
  const email = uniqueEmail('early-double')
  const block = page.getByRole('region', { name: 'Newsletter' })
  const input = block.getByRole('textbox', { name: 'Email address' })
  await actBeforeHydration(page, '/articles', async () => {
    await input.fill(email)
    await input.press('Enter')
    await block.getByRole('button', { name: 'Subscribe' }).dblclick()
  })
  await expect(
    page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
  ).toBeVisible()
  await expect(input).toHaveValue('')
  expect(new URL(page.url()).search).toBe('')
  expect(await rowsFor('newsletter_subscribers', email)).toHaveLength(1)
})

test('text typed before hydration stays, and is what a later submit sends', async ({ page }) => {
  await asReturningSubscriber(page) // no Training Hub popup over the form 2 s in
  const email = uniqueEmail('typed')
  const block = page.getByRole('region', { name: 'Newsletter' })
  const input = block.getByRole('textbox', { name: 'Email address' })
  await actBeforeHydration(page, '/train', () => input.fill(email))
  await expect(input).toHaveValue(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
  ).toBeVisible()
  expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
    { email, source: 'training_hub' },
  ])
})

test('the About newsletter form and the contact form: early submits toast and clear, with no call', async ({
  page,
}) => {
  const calls = backendCalls(page)
  const about = page.getByRole('form', { name: 'Newsletter sign-up' })
  await actBeforeHydration(page, '/about', async () => {
    await about.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com')
    await about.getByRole('button', { name: 'Subscribe' }).click()
  })
  await expect(page.getByText("Welcome to Checkmate Tutors' Newsletter!")).toBeVisible()
  await expect(about.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  expect(new URL(page.url()).search).toBe('')

  const contact = page.getByRole('form', { name: 'Contact form' })
  await actBeforeHydration(page, '/contact', async () => {
    await contact.getByRole('textbox', { name: 'Name' }).fill('Ada Parent')
    await contact.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await contact.getByRole('textbox', { name: 'Subject' }).fill('Lessons for my son')
    await contact.getByRole('textbox', { name: 'Message' }).fill('He is 9 and loves chess.')
    await contact.getByRole('button', { name: 'Send Message' }).click()
  })
  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(
    page.getByText("Thank you for your message. We'll get back to you soon!"),
  ).toBeVisible()
  for (const name of ['Name', 'Email', 'Subject', 'Message'])
    await expect(contact.getByRole('textbox', { name })).toHaveValue('')
  expect(new URL(page.url()).search).toBe('')
  expect(calls).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('the menu button tapped before hydration opens the menu', async ({ page }) => {
    await asReturningSubscriber(page) // no welcome popup over the open menu 3 s in
    const nav = page.getByRole('navigation', { name: 'Main' })
    await actBeforeHydration(page, '/', () => nav.getByRole('button', { name: 'Menu' }).tap())
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(nav.getByRole('link', { name: 'Training Hub' })).toBeVisible()
  })
})

test("the About page's own booking button tapped before hydration opens the chooser", async ({
  page,
}) => {
  await actBeforeHydration(page, '/about', () =>
    page.getByRole('main').getByRole('button', { name: 'Book an Intro Lesson' }).click(),
  )
  await expect(page.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeVisible()
})

test.describe('every prerendered page', () => {
  for (const path of PAGE_PATHS) {
    test(`${path}: typed e-mails stay and the booking button works when used before hydration`, async ({
      page,
    }) => {
      const fields = page.locator('input[type="email"]')
      const typed: string[] = []
      await actBeforeHydration(page, path, async () => {
        for (let i = 0; i < (await fields.count()); i++) {
          typed.push(`early${i}@example.com`)
          await fields.nth(i).fill(typed[i]!)
        }
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Book an Intro Lesson' })
          .click()
      })
      await expect(page.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeVisible()
      for (const [i, value] of typed.entries()) await expect(fields.nth(i)).toHaveValue(value)
    })
  }
})
