/**
 * The mails the site promises, end to end in Chromium with the real SMTP sink: the
 * study plan's mail repeats the plan on screen, exactly once; a newsletter sign-up asks to confirm,
 * opening the link confirms nothing (a mail scanner opens it too), the click on our page does and
 * the welcome follows; a mail's unsubscribe link stops every later mail; the contact message
 * reaches the business inbox with the visitor's text.
 */
import type { Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { LOCAL_CONTACT_INBOX } from '../../supabase/local/edge-functions'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { expect, test } from './fixtures'
import { linkIn, mailSource, mailsTo, waitForMails, type SinkMail } from './mail'
import { fillPlan, planForm } from './tool-forms'
import { LIST_CONSENT_LINE, LIST_CONSENT_MAIL_LINE } from '../../src/content/children'

/** Makes a plan for `email`; the page says it was emailed, or (`mailed: false`) that it was not. */
async function generatePlan(page: Page, email: string, mailed = true, ageGroup?: string) {
  await page.goto('/study-plan')
  await fillPlan(page, { email, ...(ageGroup ? { ageGroup } : {}) })
  await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
  const note = page.getByRole('status').filter({ hasText: email })
  await expect(note).toHaveText(
    mailed
      ? `We have also emailed this plan to ${email}.`
      : new RegExp(`^We are not emailing this plan to ${email.replace(/[.+]/g, '\\$&')} now: `),
  )
}

test("a child's study plan: the mail draws the page's week, carries no lesson offer, and is signed by the founder", async ({
  page,
}) => {
  const email = uniqueEmail('plan-child')
  await generatePlan(page, email, true, 'Child (under 12)')
  const week = page.getByRole('list', { name: 'Your week' }).getByRole('listitem')
  const days = await week.evaluateAll((items) =>
    items.map((li) => `${li.firstElementChild!.textContent} ${li.getAttribute('data-day')}`),
  )
  expect(days).toHaveLength(7)
  const studyDays = days.filter((d) => d.endsWith(' study')).map((d) => d.split(' ')[0]!)
  // The page's own next step goes to the kids' page, and so does the mail.
  await expect(page.getByRole('link', { name: 'Intro Session for Kids' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Intro Session for Adults' })).toHaveCount(0)

  const [mail] = await waitForMails(email)
  const studyLine = /Study on ([^;.]+)/.exec(mail!.text)![1]!
  expect(studyLine.split(/, | and /)).toEqual(studyDays)
  const cell = { study: 'Study', optional: 'Extra', rest: 'Rest' } as Record<string, string>
  for (const day of days) {
    const [name, kind] = day.split(' ')
    expect(mail!.html).toMatch(new RegExp(`<strong>${name}</strong><br/?>${cell[kind!]}`))
  }
  // A result mailed to an address nobody confirmed (and a parent's, for a child) carries no lesson offer.
  expect(mail!.text).not.toMatch(/\/lessons\//)
  expect(mail!.html).not.toMatch(/\/lessons\//)
  expect(mail!.text).toMatch(
    /Best wishes,\n+WFM Anna Kovacs\n+Founder and Head Coach, Checkmate Tutors/,
  )
  // The name typed on the form is never in the mail.
  expect(mail!.text).not.toContain('Sam Player')
  expect(mail!.html).not.toContain('Sam Player')
})

/** Signs `email` up for the newsletter on /faqs and returns its confirmation mail. */
async function signUpForNewsletter(page: Page, email: string): Promise<SinkMail> {
  await page.goto('/faqs')
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
  ).toBeVisible()
  const [confirmation] = await waitForMails(email)
  expect(confirmation!.subject).toBe('Please confirm your e-mail for Checkmate Tutors')
  return confirmation!
}

/** Every request the page makes to the confirm-email function, with its method and body. */
function confirmCalls(page: Page): Array<{ method: string; body: string | null }> {
  const calls: Array<{ method: string; body: string | null }> = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/functions/v1/confirm-email')
      calls.push({ method: request.method(), body: request.postData() })
  })
  return calls
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

test('a study plan: exactly one mail, whose plan is the one on screen', async ({ page }) => {
  const email = uniqueEmail('plan-mail')
  await generatePlan(page, email)
  const title = (await page.locator('#plan-title').textContent())!.trim()
  const result = page.getByRole('region', { name: title })
  const schedule = (await result.locator('dd').nth(0).textContent())!.trim()
  const focus = (await result.locator('dd').nth(1).textContent())!.trim()
  // The activities' list under its heading (the week grid above is a list too).
  const activities = (await result.locator('h3 + ol > li').allTextContents()).map((a) => a.trim())
  expect(activities).toHaveLength(4)

  const [mail] = await waitForMails(email)
  expect(mail!.subject).toBe(`Your study plan: ${title}`)
  for (const line of [
    title.toUpperCase(),
    schedule,
    focus,
    ...activities.map((a, i) => `${i + 1}. ${a}`),
  ])
    expect(mail!.text).toContain(line)
  for (const part of [title, schedule, focus, ...activities]) expect(mail!.html).toContain(part)

  // Later mails to the same address arrive; the plan is never sent twice.
  await page.goto('/faqs')
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await waitForMails(email, 2)
  expect(
    (await mailsTo(email)).filter((m) => m.subject.startsWith('Your study plan')),
  ).toHaveLength(1)
})

test('newsletter: sign-up -> confirmation mail -> opening the link confirms nothing -> the click confirms -> welcome', async ({
  page,
}) => {
  const email = uniqueEmail('opt-in')
  const confirmation = await signUpForNewsletter(page, email)
  expect(await mailsTo(email)).toHaveLength(1) // nothing else before the confirmation
  const raw = await mailSource(confirmation)
  expect(raw).toMatch(
    /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?token=/m,
  )
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)

  // What a mail scanner does: load the link and let the page run. Nothing is asked of the server.
  const calls = confirmCalls(page)
  const link = linkIn(confirmation, `${baseURL}/confirm-email?token=`)
  await page.goto(link)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-mail' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(
    'Click the button below to confirm your e-mail address.',
  )
  // The click is the consent: who may give it is said beside the button, and in the mail.
  await expect(page.getByRole('button', { name: 'Confirm My E-mail' })).toHaveAccessibleDescription(
    LIST_CONSENT_LINE,
  )
  expect(confirmation.text.replace(/\s+/g, ' ')).toContain(LIST_CONSENT_MAIL_LINE)
  expect(calls).toEqual([])
  expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([{ confirmed_at: null }])
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
    'Please confirm your e-mail for Checkmate Tutors',
  ])

  // The person's click confirms: one POST with the token in its JSON body.
  await page.getByRole('button', { name: 'Confirm My E-mail' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail is confirmed.' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm My E-mail' })).toHaveCount(0)
  expect(calls).toHaveLength(1)
  expect(calls[0]!.method).toBe('POST')
  expect(JSON.parse(calls[0]!.body!)).toEqual({ token: tokenOf(link) })
  expect(page.url()).toBe(link)
  expect((await rowsFor('newsletter_subscribers', email))[0]!['confirmed_at']).not.toBeNull()

  const mails = await waitForMails(email, 2)
  expect(mails.map((m) => m.subject)).toEqual([
    'Please confirm your e-mail for Checkmate Tutors',
    'Welcome to the Checkmate Tutors newsletter',
  ])
})

test('the confirm button clicked before the page is live: confirmed once it is, never by a GET', async ({
  page,
}) => {
  const email = uniqueEmail('opt-in-early')
  const confirmation = await signUpForNewsletter(page, email)
  const link = linkIn(confirmation, `${baseURL}/confirm-email?token=`)
  const calls = confirmCalls(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await actBeforeHydration(page, link, async () => {
    // The prerendered page already says who may confirm.
    await expect(page.getByText(LIST_CONSENT_LINE)).toBeVisible()
    await page.getByRole('button', { name: 'Confirm My E-mail' }).click()
  })
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail is confirmed.' }),
  ).toBeVisible()
  expect(calls).toEqual([{ method: 'POST', body: JSON.stringify({ token: tokenOf(link) }) }])
  // The page was loaded once, by the link; the click never navigated.
  expect(documents).toEqual([link])
  expect(page.url()).toBe(link)
  expect((await rowsFor('newsletter_subscribers', email))[0]!['confirmed_at']).not.toBeNull()
})

test("a mail's unsubscribe link: one click on our page, then no further mail", async ({ page }) => {
  const email = uniqueEmail('unsub')
  await generatePlan(page, email)
  const [mail] = await waitForMails(email)
  await page.goto(linkIn(mail!, `${baseURL}/unsubscribe?token=`))
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: "You're unsubscribed." })).toBeVisible()

  // Another plan for that address is stored, but mailed to nobody, and the page says so instead
  // of "emailed"; one for another address is mailed.
  await generatePlan(page, email, false)
  await expect.poll(async () => (await rowsFor('study_plans', email)).length).toBe(2)
  const other = uniqueEmail('unsub-marker')
  await generatePlan(page, other)
  await waitForMails(other)
  expect(await mailsTo(email)).toHaveLength(1)
})

test('a confirmation link that is not ours says so on the click; one with no token at once', async ({
  page,
}) => {
  const calls = confirmCalls(page)
  await page.goto('/confirm-email?token=not.ours')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Confirm My E-mail' }).click()
  await expect(page.getByRole('status')).toHaveText(/This confirmation link is not valid\./)
  expect(calls).toHaveLength(1)

  await page.goto('/confirm-email')
  await waitForHydration(page)
  await expect(page.getByRole('status')).toHaveText(/This confirmation link is not valid\./)
  await expect(page.getByRole('button', { name: 'Confirm My E-mail' })).toHaveCount(0)
  expect(calls).toHaveLength(1)
})

test('the contact message reaches the business inbox, reply-to the visitor', async ({ page }) => {
  const email = uniqueEmail('contact')
  const text = `Hello! My son is 8. Do you have Saturday slots? (${email})`
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Priya Shah')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Subject' }).fill('Lessons for my son')
  await form.getByRole('textbox', { name: 'Message' }).fill(text)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')

  await expect
    .poll(
      async () => (await mailsTo(LOCAL_CONTACT_INBOX)).filter((m) => m.text.includes(text)).length,
      {
        timeout: 60_000,
      },
    )
    .toBe(1)
  const mail = (await mailsTo(LOCAL_CONTACT_INBOX)).find((m) => m.text.includes(text))!
  expect(mail.subject).toBe('Contact form: Lessons for my son')
  expect(await mailSource(mail)).toContain(`Reply-To: ${email}`)
})

test('a contact message that cannot be sent keeps every field and says so', async ({ page }) => {
  await page.goto('/contact')
  await page.route('**/functions/v1/contact', (route) => route.fulfill({ status: 500, body: '{}' }))
  const form = page.getByRole('form', { name: 'Contact form' })
  const values = {
    Name: 'Priya Shah',
    Email: uniqueEmail('contact-fail'),
    Subject: 'Hi',
    Message: 'Hello there',
  }
  for (const [name, value] of Object.entries(values))
    await form.getByRole('textbox', { name }).fill(value)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Not Sent')).toBeVisible()
  for (const [name, value] of Object.entries(values))
    await expect(form.getByRole('textbox', { name })).toHaveValue(value)
})
