/**
 * The mails the site promises, end to end in Chromium with the real SMTP sink (issue 20): the
 * study plan's mail repeats the plan on screen, exactly once; a newsletter sign-up asks to confirm,
 * the link confirms it on our page and the welcome follows; a mail's unsubscribe link stops every
 * later mail; the contact message reaches the business inbox with the visitor's text.
 */
import type { Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { LOCAL_CONTACT_INBOX } from '../../supabase/local/mail'
import { rowsFor, uniqueEmail } from './db'
import { expect, test } from './fixtures'
import { linkIn, mailSource, mailsTo, waitForMails } from './mail'
import { fillPlan, planForm } from './tool-forms'

async function generatePlan(page: Page, email: string) {
  await page.goto('/study-plan')
  await fillPlan(page, { email })
  await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
  await expect(page.getByText('We have also emailed this plan to')).toBeVisible()
}

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

test('newsletter: sign-up -> confirmation mail -> confirmed on our page -> welcome', async ({
  page,
}) => {
  const email = uniqueEmail('opt-in')
  await page.goto('/faqs')
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("You've been subscribed to the product's newsletter!")).toBeVisible()

  const [confirmation] = await waitForMails(email)
  expect(confirmation!.subject).toBe('Please confirm your e-mail for Checkmate Tutors')
  expect(await mailsTo(email)).toHaveLength(1) // nothing else before the confirmation
  const raw = await mailSource(confirmation!)
  expect(raw).toMatch(
    /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?token=/m,
  )
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)

  await page.goto(linkIn(confirmation!, `${baseURL}/confirm-email?token=`))
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-mail' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail is confirmed.' }),
  ).toBeVisible()

  const mails = await waitForMails(email, 2)
  expect(mails.map((m) => m.subject)).toEqual([
    'Please confirm your e-mail for Checkmate Tutors',
    'Welcome to the Checkmate Tutors newsletter',
  ])
})

test("a mail's unsubscribe link: one click on our page, then no further mail", async ({ page }) => {
  const email = uniqueEmail('unsub')
  await generatePlan(page, email)
  const [mail] = await waitForMails(email)
  await page.goto(linkIn(mail!, `${baseURL}/unsubscribe?token=`))
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: "You're unsubscribed." })).toBeVisible()

  // Another plan for that address is stored, but mailed to nobody; one for another address is.
  await generatePlan(page, email)
  await expect.poll(async () => (await rowsFor('study_plans', email)).length).toBe(2)
  const other = uniqueEmail('unsub-marker')
  await generatePlan(page, other)
  await waitForMails(other)
  expect(await mailsTo(email)).toHaveLength(1)
})

test('a confirmation link that is not ours says so, and changes nothing', async ({ page }) => {
  await page.goto('/confirm-email?token=not.ours')
  await expect(page.getByRole('status')).toHaveText(/This confirmation link is not valid\./)
  await page.goto('/confirm-email')
  await expect(page.getByRole('status')).toHaveText(/This confirmation link is not valid\./)
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
