/**
 * The sales pages (items 1-5): home, about, contact, FAQs and careers. Each page's sections
 * in order, the home testimonial carousel, the FAQ accordions, the contact form, the booking
 * buttons, the careers Interest Form and a newsletter sign-up per page, some of it used before
 * hydration (`actBeforeHydration`).
 */
import type { Locator, Page, Request } from '@playwright/test'
import { ABOUT_FAQS, OUR_STORY } from '../../src/content/about'
import { FOUNDER, TEAM } from '../../src/content/people'
import { HIRING_STEPS } from '../../src/content/careers-page'
import { SITE_FAQS } from '../../src/content/faqs'
import { FAQS_PAGE_LINKS } from '../../src/content/faqs-page'
import { HOME_FAQS, HOME_PROCESS, HOME_TESTIMONIALS } from '../../src/content/home'
import { PAGES } from '../../src/content/pages'
import { expect, test } from './fixtures'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'
import { expectLessonLengths } from './prices'

// These tests are about the page, not its timed popups: they start as a returning subscriber, for whom
// no popup opens a few seconds in over what they click (tests/e2e/overlays.spec.ts tests the popups).
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

/** The h2 headings of the page's main content, in document order (hidden ones excluded). */
function sectionHeadings(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2 })
}

/** Every request the page makes to the backend (but the funnel analytics' batches). */
function backendCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.includes('/rest/v1/') && !url.includes('/rest/v1/funnel_events')) calls.push(request)
  })
  return calls
}

const chooser = (page: Page) => page.getByRole('dialog', { name: 'Choose Your Lesson Type' })

// ---------------------------------------------------------------------------------------------
// Home

test.describe('home', () => {
  test('shows every section of spec §2 in order, with the anchors the navbar targets', async ({
    page,
  }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/'].heading)
    await expect(main.getByRole('link', { name: 'Lessons for Kids' })).toHaveAttribute(
      'href',
      '/lessons/kids',
    )
    await expect(main.getByRole('link', { name: 'Lessons for Adults' })).toHaveAttribute(
      'href',
      '/lessons/adults',
    )
    await expect(main).toContainText('free 20-minute assessment')

    await expect(sectionHeadings(page)).toHaveText([
      'Why Choose Checkmate Tutors',
      'How It Works',
      'Lesson Lengths and Price',
      'What Our Students Say',
      'Frequently Asked Questions',
      'Ready to Make Your First Move?',
      'Get Weekly Chess Tips',
    ])
    await expectLessonLengths(page.getByRole('region', { name: 'Lesson Lengths and Price' }))
    for (const [id, name] of [
      ['about', 'Why Choose Checkmate Tutors'],
      ['process', 'How It Works'],
      ['testimonials', 'What Our Students Say'],
      ['faqs', 'Frequently Asked Questions'],
    ] as const) {
      await expect(page.getByRole('region', { name, exact: true })).toHaveAttribute('id', id)
    }

    const steps = page.locator('#process ol > li')
    await expect(steps).toHaveCount(3)
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      HOME_PROCESS.map((s) => s.title),
    )
    await expect(page.locator('#process')).toContainText('Free Assessment')
    await expect(page.locator('#process')).toContainText('Meet Your Master')
    await expect(page.locator('#process')).toContainText('Start Lessons')

    await expect(page.locator('#faqs').getByRole('link', { name: 'See all FAQs' })).toHaveAttribute(
      'href',
      '/faqs',
    )
    // Every image reserves its box (no layout shift) and says what it is, or nothing.
    for (const img of await main.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
      await expect(img).toHaveAttribute('alt')
    }
  })

  test('the testimonial carousel: 8 slides, next and previous wrap around, dots jump', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
    const slide = carousel.getByRole('group') // only the shown slide is exposed
    const next = carousel.getByRole('button', { name: 'Next testimonial' })
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' })
    const dot = (n: number) => carousel.getByRole('button', { name: `Show testimonial ${n}` })
    const expectShowing = async (n: number) => {
      await expect(slide).toHaveAccessibleName(`${n} of 8`)
      await expect(slide).toContainText(HOME_TESTIMONIALS[n - 1]!.author)
      await expect(dot(n)).toHaveAttribute('aria-current', 'true')
      await expect(carousel.locator('[aria-current]')).toHaveCount(1)
    }

    await expect(carousel.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(8)
    await expectShowing(1)
    await previous.click()
    await expectShowing(8) // wraps from 1 back to 8
    await next.click()
    await expectShowing(1) // wraps from 8 on to 1
    await next.click()
    await expectShowing(2)
    await dot(6).click()
    await expectShowing(6)
    await dot(8).click()
    await expectShowing(8)
    await next.click()
    await expectShowing(1)
    await previous.click()
    await previous.click()
    await expectShowing(7)
  })

  test('carousel arrows tapped before hydration are replayed in order', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
    await actBeforeHydration(page, '/', async () => {
      await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
      await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
      await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    })
    await expect(carousel.getByRole('group')).toHaveAccessibleName('8 of 8')
    await expect(carousel.getByRole('button', { name: 'Show testimonial 8' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('a carousel dot tapped before hydration shows its slide', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
    await actBeforeHydration(page, '/', () =>
      carousel.getByRole('button', { name: 'Show testimonial 4' }).click(),
    )
    await expect(carousel.getByRole('group')).toHaveAccessibleName('4 of 8')
    await expect(carousel.getByRole('group')).toContainText(HOME_TESTIMONIALS[3]!.text)
  })

  test('the FAQ accordion: one open at a time, the open one closes, keys move focus', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await checkAccordion(page.locator('#faqs'), HOME_FAQS)
  })

  test('the closing call to action opens the lesson-type chooser', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('button', { name: 'Book Your Free Assessment' }).click()
    await expect(chooser(page)).toBeVisible()
    await chooser(page).getByRole('link', { name: 'Lessons for Adults' }).click()
    await expect(page).toHaveURL('/lessons/adults')
  })

  test('newsletter sign-up stores the e-mail with source home_newsletter', async ({ page }) => {
    const email = uniqueEmail('home')
    await page.goto('/')
    await waitForHydration(page)
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByRole('textbox', { name: 'Email address' }).fill(email)
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText("You've been subscribed to our newsletter!")).toBeVisible()
    await expect(block.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
    expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
      { email, source: 'home_newsletter' },
    ])
  })
})

/**
 * The shared accordion as a visitor uses it: all closed; a click opens one and closes the other;
 * a click on the open one closes it; Arrow Down/Up (wrapping), Home and End move the focus.
 */
async function checkAccordion(scope: Locator, items: ReadonlyArray<{ question: string }>) {
  const questions = scope.locator('[data-accordion-question]')
  await expect(questions).toContainText(items.map((i) => i.question)) // each with its +/- sign
  const question = (i: number) => questions.nth(i)
  const answer = (i: number) => scope.getByRole('region', { name: items[i]!.question })
  const last = items.length - 1

  for (let i = 0; i <= last; i++) {
    await expect(question(i)).toHaveAttribute('aria-expanded', 'false')
    await expect(answer(i)).toBeHidden()
  }

  await question(0).click()
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(answer(0)).toBeVisible()
  await question(2).click()
  await expect(question(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(answer(2)).toBeVisible()
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(answer(0)).toBeHidden()
  await question(2).click()
  await expect(question(2)).toHaveAttribute('aria-expanded', 'false')
  await expect(scope.locator('[data-accordion-question][aria-expanded="true"]')).toHaveCount(0)

  await question(0).focus()
  await question(0).press('ArrowDown')
  await expect(question(1)).toBeFocused()
  await question(1).press('ArrowUp')
  await expect(question(0)).toBeFocused()
  await question(0).press('ArrowUp')
  await expect(question(last)).toBeFocused()
  await question(last).press('ArrowDown')
  await expect(question(0)).toBeFocused()
  await question(0).press('End')
  await expect(question(last)).toBeFocused()
  await question(last).press('Home')
  await expect(question(0)).toBeFocused()
  // Moving the focus opens nothing; Enter opens the focused question.
  await expect(scope.locator('[data-accordion-question][aria-expanded="true"]')).toHaveCount(0)
  await question(0).press('Enter')
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true')
}

// ---------------------------------------------------------------------------------------------
// About

test.describe('about', () => {
  test('founder, quick facts, team, why-choose, story, FAQ and newsletter, in order', async ({
    page,
  }) => {
    await page.goto('/about')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/about'].heading)
    await expect(sectionHeadings(page)).toHaveText([
      'Meet Our Founder',
      'Quick Facts',
      'Meet the Team',
      'Why Choose Us',
      'Our Story',
      'Questions About Us',
      'Our Newsletter',
    ])
    const founder = page.getByRole('region', { name: 'Meet Our Founder' })
    await expect(founder.getByRole('heading', { level: 3 })).toHaveText('WFM Anna Kovacs')
    await expect(founder).toContainText('Woman FIDE Master')
    await expect(founder).toContainText('Certified Public Accountant')
    await expect(founder).toContainText('leads our team of titled masters')

    const team = page.getByRole('region', { name: 'Meet the Team' })
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(TEAM.map((m) => m.name))
    // Title badges on the portraits: each coach's title from the name, the founder's WFM and CPA.
    await expect(team.locator('abbr')).toHaveText(TEAM.map((m) => m.name.split(' ')[0]!))
    await expect(team.locator('abbr').first()).toHaveAttribute('title', 'Grandmaster')
    await expect(founder.locator('abbr')).toHaveText(['WFM', 'CPA'])
    // Each member's face: a photo once given, until then their monogram, named by the name.
    for (const member of TEAM)
      await expect(team.getByRole('img', { name: member.name })).toBeVisible()
    await expect(main).toContainText('free 20-minute assessment')
    await checkAccordion(page.getByRole('region', { name: 'Questions About Us' }), ABOUT_FAQS)
  })

  test("'Book an Intro Lesson' opens the chooser, and choosing a type goes there", async ({
    page,
  }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('button', { name: 'Book an Intro Lesson' }).click()
    await expect(chooser(page)).toBeVisible()
    await chooser(page).getByRole('link', { name: 'Lessons for Kids' }).click()
    await expect(page).toHaveURL('/lessons/kids')
    await expect(chooser(page)).toBeHidden()
  })

  test('the newsletter form only welcomes the visitor: a toast, no call', async ({ page }) => {
    const calls = backendCalls(page)
    await page.goto('/about')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('about'))
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText("Welcome to Checkmate Tutors' Newsletter!")).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
    expect(calls).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Contact

test.describe('contact', () => {
  test('hero with breadcrumb, the form, and the four side cards', async ({ page }) => {
    await page.goto('/contact')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.locator('ol > li')).toHaveText(['Home', 'Contact'])
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Contact')
    await expect(crumbs.getByRole('link')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch')

    await expect(sectionHeadings(page)).toHaveText([
      'Send Us a Message',
      'Contact Information',
      'Office Hours',
      'Quick Links',
      'Common Questions',
    ])
    const form = page.getByRole('form', { name: 'Contact form' })
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form.getByRole('textbox', { name })).toHaveAttribute('required', '')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible()

    const info = page.getByRole('region', { name: 'Contact Information' })
    await expect(info.getByRole('link', { name: /@checkmatetutors\.com$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )
    await expect(info).toContainText('Available during lesson hours')
    await expect(info).toContainText('Online worldwide')
    const hours = page.getByRole('region', { name: 'Office Hours' })
    await expect(hours).toContainText('within 24 hours')
    await expect(hours).toContainText('Flexible scheduling')
    const links = page.getByRole('region', { name: 'Quick Links' }).getByRole('link')
    await expect(links.first()).toBeVisible()
    const questions = page.getByRole('region', { name: 'Common Questions' })
    await expect(questions).toContainText('$30/session')
    await expect(questions).toContainText('All ages')
    await expect(questions).toContainText('titled masters (FM, IM, GM)')
  })

  test('the browser blocks an empty or malformed send; a full one thanks, clears, calls nothing', async ({
    page,
  }) => {
    const calls = backendCalls(page)
    await page.goto('/contact')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    const field = (name: string) => form.getByRole('textbox', { name })
    const send = form.getByRole('button', { name: 'Send Message' })

    await send.click()
    // The browser's required check stops the send at the first empty field: nothing is thanked.
    await expect(field('Name')).toBeFocused()
    expect(await field('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    )
    await field('Name').fill('Ada Parent')
    await field('Email').fill('not-an-email')
    await field('Subject').fill('Lessons for my son')
    await field('Message').fill('He is 9 and loves chess.')
    await send.click()
    await expect(field('Email')).toBeFocused()
    expect(await field('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    )
    await expect(page.getByText('Message Sent!')).toHaveCount(0)
    await expect(field('Name')).toHaveValue('Ada Parent')

    await field('Email').fill('ada@example.com')
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/contact')) sent.push(request.postDataJSON())
    })
    await send.click()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    // The message went to the contact function once, with what was typed.
    expect(sent).toEqual([
      {
        name: 'Ada Parent',
        email: 'ada@example.com',
        subject: 'Lessons for my son',
        message: 'He is 9 and loves chess.',
      },
    ])
    await expect(
      page.getByText("Thank you for your message. We'll get back to you soon!"),
    ).toBeVisible()
    // Once, counted while the toast shows (it leaves after its few seconds, before a slow check ends).
    await expect(page.getByText('Message Sent!')).toHaveCount(1)
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      await expect(field(name)).toHaveValue('')
    expect(new URL(page.url()).search).toBe('')
    expect(calls).toEqual([])
  })

  test('a message sent before hydration is thanked once and the fields clear', async ({ page }) => {
    const calls = backendCalls(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await actBeforeHydration(page, '/contact', async () => {
      await form.getByRole('textbox', { name: 'Name' }).fill('Sam Student')
      await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com')
      await form.getByRole('textbox', { name: 'Subject' }).fill('Evening lessons')
      await form.getByRole('textbox', { name: 'Message' }).fill('Do you teach at 8 PM?')
      await form.getByRole('button', { name: 'Send Message' }).click()
    })
    // Once, counted while the toast shows (it leaves after its few seconds, before a slow check ends).
    await expect(page.getByText('Message Sent!')).toHaveCount(1)
    await expect(page.getByText('Message Sent!')).toBeVisible()
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form.getByRole('textbox', { name })).toHaveValue('')
    expect(new URL(page.url()).search).toBe('')
    expect(calls).toEqual([])
  })

  test('?subject= prefills the subject; a send clears it with the rest', async ({ page }) => {
    await page.goto('/contact?subject=Instructor%20application')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Instructor application',
    )
    await form.getByRole('textbox', { name: 'Name' }).fill('Nadia Coach')
    await form.getByRole('textbox', { name: 'Email' }).fill('nadia@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('I am an IM and would like to teach.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form.getByRole('textbox', { name })).toHaveValue('')
  })
})

// ---------------------------------------------------------------------------------------------
// FAQs

test.describe('faqs', () => {
  test('nine questions, the links of spec §2, booking and the newsletter, in order', async ({
    page,
  }) => {
    await page.goto('/faqs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/faqs'].heading)
    await expect(sectionHeadings(page)).toHaveText([
      'Lessons, Prices and Scheduling',
      'Explore More',
      'Ready for Your First Lesson?',
      'Get Weekly Chess Tips',
    ])
    const main = page.getByRole('main')
    await expect(main.locator('[data-accordion-question]')).toHaveCount(9)
    const explore = page.getByRole('region', { name: 'Explore More' })
    for (const link of FAQS_PAGE_LINKS)
      await expect(explore.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.to,
      )
    expect(FAQS_PAGE_LINKS.map((l) => l.to)).toEqual([
      '/lessons/kids',
      '/lessons/adults',
      '/find-your-level',
      '/opening-recommender',
      '/study-plan',
      '/articles',
      '/contact',
      '/about',
    ])
  })

  test('the accordion: one open at a time, the open one closes, keys move focus', async ({
    page,
  }) => {
    await page.goto('/faqs')
    await waitForHydration(page)
    await checkAccordion(
      page.getByRole('region', { name: 'Lessons, Prices and Scheduling' }),
      SITE_FAQS,
    )
  })

  test('a question clicked before hydration opens once the page is live', async ({ page }) => {
    const main = page.getByRole('main')
    await actBeforeHydration(page, '/faqs', () =>
      main.getByRole('button', { name: SITE_FAQS[3]!.question }).click(),
    )
    await expect(main.getByRole('button', { name: SITE_FAQS[3]!.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(main.getByRole('region', { name: SITE_FAQS[3]!.question })).toContainText(
      SITE_FAQS[3]!.answer,
    )
  })

  test("'Book a Lesson' opens the chooser, before hydration too", async ({ page }) => {
    const book = page.getByRole('main').getByRole('button', { name: 'Book a Lesson' })
    await actBeforeHydration(page, '/faqs', () => book.click())
    await expect(chooser(page)).toBeVisible()
    await chooser(page).getByRole('button', { name: 'Close' }).click()
    await expect(chooser(page)).toBeHidden()
    await book.click()
    await chooser(page).getByRole('link', { name: 'Lessons for Kids' }).click()
    await expect(page).toHaveURL('/lessons/kids')
  })

  test('newsletter sign-up stores the e-mail with source faqs_newsletter', async ({ page }) => {
    const email = uniqueEmail('faqs-page')
    await page.goto('/faqs')
    await waitForHydration(page)
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByRole('textbox', { name: 'Email address' }).fill(email)
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeVisible()
    expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
      { email, source: 'faqs_newsletter' },
    ])
  })
})

// ---------------------------------------------------------------------------------------------
// Careers

test.describe('careers', () => {
  test("the role, requirements, benefits and hiring process, with spec §9's terms", async ({
    page,
  }) => {
    await page.goto('/careers')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/careers'].heading)
    await expect(sectionHeadings(page)).toHaveText([
      'The Job at a Glance',
      'About the Role',
      'Requirements',
      'Benefits',
      'Hiring Process',
      'Interested?',
    ])
    for (const term of [
      '30 USD per hour',
      'Independent contractor',
      'Flexible',
      'Paid twice monthly',
      '2-3 weeks',
    ])
      await expect(page.getByRole('region', { name: 'The Job at a Glance' })).toContainText(term)
    await expect(page.getByRole('region', { name: 'Requirements' })).toContainText(
      'FIDE Master (FM), International Master (IM) or Grandmaster (GM)',
    )
    const steps = page.getByRole('region', { name: 'Hiring Process' }).locator('ol > li')
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      HIRING_STEPS.map((s) => s.title),
    )
    await expect(steps.nth(1)).toContainText('30-minute video interview')
    await expect(main.getByRole('link', { name: 'Questions? Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('the Interest Form opens the contact page in a new tab, subject prefilled', async ({
    page,
  }) => {
    await page.goto('/careers')
    await waitForHydration(page)
    const link = page.getByRole('main').getByRole('link', { name: 'Interest Form' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    const href = new URL((await link.getAttribute('href'))!, page.url())
    expect(href.pathname).toBe('/contact')
    expect(href.searchParams.get('subject')).toBe('Instructor application')

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Get in Touch')
    await expect(
      tab.getByRole('form', { name: 'Contact form' }).getByRole('textbox', { name: 'Subject' }),
    ).toHaveValue('Instructor application')
    await expect(page).toHaveURL('/careers')
    await tab.close()
  })
})

// ---------------------------------------------------------------------------------------------
// The prerendered HTML

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each page shows its whole content from the prerendered HTML', async ({ page }) => {
    await page.goto('/')
    for (const t of HOME_TESTIMONIALS)
      await expect(page.locator('#testimonials')).toContainText(t.text)
    for (const f of HOME_FAQS) await expect(page.locator('#faqs')).toContainText(f.answer)
    await page.goto('/about')
    for (const text of [...FOUNDER.bio, ...OUR_STORY, ...TEAM.flatMap((m) => m.bio)])
      await expect(page.getByRole('main')).toContainText(text)
    await page.goto('/faqs')
    for (const f of SITE_FAQS) await expect(page.getByRole('main')).toContainText(f.answer)
    await page.goto('/careers')
    for (const step of HIRING_STEPS)
      await expect(page.getByRole('main')).toContainText(step.description)
    await page.goto('/contact')
    await expect(page.getByRole('main')).toContainText('Online worldwide')
  })
})

// ---------------------------------------------------------------------------------------------
// Small screens

test.describe('on a 320 px screen (WCAG reflow width)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const path of ['/', '/about', '/contact', '/faqs', '/careers'] as const) {
    test(`${path} has no sideways scrolling`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
    })
  }
})
