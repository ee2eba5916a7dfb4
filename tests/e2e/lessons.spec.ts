/**
 * The intro-session landing pages /lessons/kids and /lessons/adults (spec §2 item 6):
 * sections in order, book links that scroll to the scheduling widget, the widget loaded and failed,
 * the rotating testimonial carousel, the FAQ accordion, Limited Slots, the next Thursday, photos
 * (kids) and none (adults), images that fail, sign-ups stored with their source, and everything
 * interactive used before hydration. Timers run on Playwright's clock; nothing sleeps.
 */
import type { Locator, Page } from '@playwright/test'
import { TESTIMONIAL_ROTATE_MS } from '../../machines/timings'
import { ADULTS_LESSONS, KIDS_LESSONS, type LessonLandingContent } from '../../src/content/lessons'
import { PAGES } from '../../src/content/pages'
import { initialsOf } from '../../src/domain/person-initials'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { expect, test } from './fixtures'
import { expectLessonLengths } from './prices'

interface LessonPage {
  path: '/lessons/kids' | '/lessons/adults'
  content: LessonLandingContent
  newsletterSource: string
  /** The Limited Slots promise, spec §2. */
  slots: RegExp
  photos: boolean
  /** Blocks only this page has, between the booking section and the newsletter. */
  extraHeadings: string[]
}

const LESSON_PAGES: LessonPage[] = [
  {
    path: '/lessons/kids',
    content: KIDS_LESSONS,
    newsletterSource: 'kids_lessons_newsletter',
    slots: /only 3 new students per week for kids/i,
    photos: true,
    extraHeadings: [],
  },
  {
    path: '/lessons/adults',
    content: ADULTS_LESSONS,
    newsletterSource: 'adults_lessons_newsletter',
    slots: /only 3 new adult students per week/i,
    photos: false,
    extraHeadings: ['Join Our Free Weekly Master Class'],
  },
]

/**
 * SCHEDULING_SCRIPT_URL and SCHEDULING_EVENT_URL of src/content/site.ts, which cannot be imported
 * here (it reads import.meta.env). A drift fails the tests below: the stub would not apply.
 */
const SCHEDULING_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js'
const SCHEDULING_EVENT_URL = 'https://calendly.com/checkmate-tutors/1-hour-lesson'

/** The calendar the scheduling service would draw, stubbed: there is no internet here. */
const CALENDLY_STUB =
  'window.Calendly={initInlineWidget:function(o){var f=document.createElement("iframe");f.title="Booking calendar";o.parentElement.appendChild(f)}}'

const stubSchedulingScript = (page: Page) =>
  page.route(SCHEDULING_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: CALENDLY_STUB }),
  )
const failSchedulingScript = (page: Page) =>
  page.route(SCHEDULING_SCRIPT_URL, (route) => route.abort('internetdisconnected'))

const IMAGES = /\.(svg|png|jpe?g|webp|avif|gif)(\?.*)?$/

/** The carousel, its slides (hidden ones included), arrows and dots. */
function carousel(page: Page) {
  const region = page.getByRole('region', { name: 'Testimonials' })
  return {
    region,
    slides: region.locator('[aria-roledescription="slide"]'),
    next: region.getByRole('button', { name: 'Next testimonial' }),
    previous: region.getByRole('button', { name: 'Previous testimonial' }),
    dots: region.getByRole('button', { name: /^Show testimonial \d+$/ }),
    dot: (n: number) => region.getByRole('button', { name: `Show testimonial ${n}`, exact: true }),
  }
}

/** Slide `n` (1-based) shows, with its quote, and its dot is the current one. */
async function expectSlide(page: Page, content: LessonLandingContent, n: number) {
  const { region, dots, dot } = carousel(page)
  await expect(dot(n)).toHaveAttribute('aria-current', 'true')
  await expect(dots.and(page.locator('[aria-current="true"]'))).toHaveCount(1)
  await expect(region.getByText(content.testimonials.items[n - 1]!.text)).toBeVisible()
}

const faqSection = (page: Page, content: LessonLandingContent) =>
  page.getByRole('region', { name: content.faqs.heading })

const bookingHeading = (page: Page, content: LessonLandingContent) =>
  page.getByRole('heading', { level: 2, name: content.booking.heading })

/** Where the booking section starts on the page (independent of the scroll position). */
const bookingTop = (page: Page) =>
  page.evaluate(() => document.getElementById('book')!.getBoundingClientRect().top + scrollY)

for (const lesson of LESSON_PAGES) {
  const { path, content } = lesson

  test.describe(path, () => {
    test('shows every section in order, each labelled by its heading', async ({ page }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[path].heading)
      await expect(page.locator('h1')).toHaveCount(1)

      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        content.benefits.heading,
        content.coach.heading,
        content.stepOne.heading,
        'Regular Lessons after Step 1',
        content.howItWorks.heading,
        content.testimonials.heading,
        content.faqs.heading,
        'Limited Slots',
        content.booking.heading,
        ...lesson.extraHeadings,
        content.newsletter.heading,
      ])
      for (const heading of [
        content.benefits.heading,
        content.coach.heading,
        content.stepOne.heading,
        'Regular Lessons after Step 1',
        content.howItWorks.heading,
        content.testimonials.heading,
        content.faqs.heading,
        'Limited Slots',
        content.booking.heading,
        ...lesson.extraHeadings,
      ])
        await expect(main.getByRole('region', { name: heading, exact: true })).toHaveCount(1)
      // Prices at a glance: the three lengths with their tags and one price line (spec §9).
      await expectLessonLengths(main.getByRole('region', { name: 'Regular Lessons after Step 1' }))

      await expect(main.getByRole('region', { name: 'Newsletter' })).toContainText(
        content.newsletter.heading,
      )

      // Hero: the $1, 20-minute intro session over video call, and the book button.
      const hero = main.locator('header')
      await expect(hero).toContainText('$1')
      await expect(hero).toContainText('20-minute intro session')
      await expect(hero).toContainText('video call')
      await expect(
        hero.getByRole('link', { name: 'Book Now - Just $1!', exact: true }),
      ).toBeVisible()
      await expect(hero.getByRole('img')).toHaveAttribute('alt', content.hero.image.alt)

      const benefits = main.getByRole('region', { name: content.benefits.heading })
      await expect(benefits.getByRole('listitem')).toHaveCount(content.benefits.items.length)
      const coach = main.getByRole('region', { name: content.coach.heading })
      await expect(coach.getByRole('heading', { level: 3 })).toHaveText(content.coach.person.name)
      await expect(coach.getByRole('img', { name: content.coach.person.name })).toBeVisible()
      // The coach's title as a badge on the portrait, written out on hover and for screen readers.
      await expect(coach.locator('abbr')).toHaveText(content.coach.person.name.split(' ')[0]!)
      const stepOne = main.getByRole('region', { name: content.stepOne.heading })
      await expect(stepOne).toContainText('Step 1')
      await expect(stepOne).toContainText('required before regular lessons')
      const steps = main.getByRole('region', { name: content.howItWorks.heading })
      await expect(steps.getByRole('listitem')).toHaveCount(3)
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
        content.howItWorks.steps.map((step, i) => `Step ${i + 1}: ${step.title}`),
      )
    })

    test("'Book Now - Just $1!' and every book link scroll the booking widget into view", async ({
      page,
    }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      await waitForHydration(page)
      const links = page.getByRole('main').locator('a[href="#book"]')
      await expect(links).toHaveText([
        'Book Now - Just $1!',
        content.stepOne.bookLabel,
        content.limitedSlots.bookLabel,
      ])
      for (const name of ['Book Now - Just $1!', content.limitedSlots.bookLabel]) {
        await page.evaluate(() => window.scrollTo(0, 0))
        await expect(bookingHeading(page, content)).not.toBeInViewport()
        await page.getByRole('link', { name, exact: true }).click()
        await expect(bookingHeading(page, content)).toBeInViewport()
        await expect(page.locator('#book')).toBeInViewport()
        await expect(page).toHaveURL(new RegExp(`${path}#book$`))
      }
    })

    test('the booking widget loads its script only near the viewport, then shows the calendar', async ({
      page,
    }) => {
      const requested: string[] = []
      page.on('request', (request) => {
        if (request.url() === SCHEDULING_SCRIPT_URL) requested.push(request.url())
      })
      await stubSchedulingScript(page)
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      expect(requested, 'the script waits until the section nears the viewport').toEqual([])

      await page.getByRole('link', { name: 'Book Now - Just $1!', exact: true }).click()
      const booking = page.getByRole('region', { name: content.booking.heading })
      await expect(booking.locator('iframe[title="Booking calendar"]')).toBeAttached()
      await expect(booking.getByRole('link', { name: 'Open the booking calendar' })).toHaveCount(0)
      expect(requested).toHaveLength(1)
      const box = await page.locator('#book [aria-busy]').boundingBox()
      expect(box?.height).toBe(700)
      expect(box?.width).toBeGreaterThanOrEqual(320)
    })

    test('a booking script that fails to load gives way to a plain booking link', async ({
      page,
    }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Book Now - Just $1!', exact: true }).click()
      const link = page
        .getByRole('region', { name: content.booking.heading })
        .getByRole('link', { name: 'Open the booking calendar' })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', SCHEDULING_EVENT_URL)
      // A compact card, not the calendar's 700 px box, with a way to /contact too.
      const region = page.getByRole('region', { name: content.booking.heading })
      await expect(region.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      )
      const card = await region
        .getByText('The booking calendar could not load here.')
        .locator('..')
        .boundingBox()
      expect(card!.height).toBeLessThan(300)
    })

    test('the testimonial carousel: 6 slides, arrows wrap both ways, dots jump', async ({
      page,
    }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      await waitForHydration(page)
      const { slides, dots, next, previous, dot } = carousel(page)
      await expect(slides).toHaveCount(6)
      await expect(dots).toHaveCount(6)
      await expectSlide(page, content, 1)

      for (const n of [2, 3, 4, 5, 6]) {
        await next.click()
        await expectSlide(page, content, n)
      }
      await next.click() // 6 -> 1
      await expectSlide(page, content, 1)
      await previous.click() // 1 -> 6
      await expectSlide(page, content, 6)
      await previous.click()
      await expectSlide(page, content, 5)
      await dot(3).click()
      await expectSlide(page, content, 3)
      await dot(1).click()
      await expectSlide(page, content, 1)
    })

    test('the carousel moves on every TESTIMONIAL_ROTATE_MS until a dot is clicked', async ({
      page,
    }) => {
      await failSchedulingScript(page)
      await page.clock.install()
      await page.goto(path)
      await waitForHydration(page)
      const { region, dot } = carousel(page)
      await expectSlide(page, content, 1)
      await expect(region.getByRole('button', { name: 'Pause' })).toBeVisible()
      await page.clock.runFor(TESTIMONIAL_ROTATE_MS)
      await expectSlide(page, content, 2)
      await page.clock.runFor(TESTIMONIAL_ROTATE_MS)
      await expectSlide(page, content, 3)

      await dot(5).click()
      await expectSlide(page, content, 5)
      await expect(region.getByRole('button', { name: 'Play' })).toBeVisible()
      await page.mouse.move(0, 0)
      await page.clock.runFor(TESTIMONIAL_ROTATE_MS * 3)
      await expectSlide(page, content, 5)
    })

    test('with reduced motion the carousel never moves by itself', async ({ page }) => {
      await failSchedulingScript(page)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.clock.install()
      await page.goto(path)
      await waitForHydration(page)
      await expectSlide(page, content, 1)
      await page.clock.runFor(TESTIMONIAL_ROTATE_MS * 3)
      await expectSlide(page, content, 1)
      await expect(carousel(page).region.getByRole('button', { name: 'Play' })).toBeVisible()
    })

    test('the FAQ accordion: 8 questions, one open at a time, collapsible, keyboard', async ({
      page,
    }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      await waitForHydration(page)
      const faqs = faqSection(page, content)
      const questions = faqs.getByRole('button')
      await expect(questions).toHaveCount(8)
      for (const [i, item] of content.faqs.items.entries()) {
        await expect(questions.nth(i)).toHaveAccessibleName(item.question)
        await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false')
      }

      const [first, second] = content.faqs.items
      const answer = (question: string) => faqs.getByRole('region', { name: question })
      await questions.nth(0).click()
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
      await expect(answer(first!.question)).toHaveText(first!.answer)
      await questions.nth(1).click()
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
      await expect(answer(first!.question)).toBeHidden()
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
      await expect(answer(second!.question)).toHaveText(second!.answer)
      await questions.nth(1).click()
      await expect(faqs.locator('[aria-expanded="true"]')).toHaveCount(0)

      await questions.nth(0).focus()
      await page.keyboard.press('ArrowDown')
      await expect(questions.nth(1)).toBeFocused()
      await page.keyboard.press('End')
      await expect(questions.nth(7)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(questions.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(questions.nth(7)).toBeFocused()
      await page.keyboard.press('Home')
      await expect(questions.nth(0)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Space')
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
    })

    test('links to /faqs', async ({ page }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      await waitForHydration(page)
      await faqSection(page, content).getByRole('link', { name: content.faqs.moreLabel }).click()
      await expect(page).toHaveURL(/\/faqs$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/faqs'].heading)
    })

    test('the Limited Slots block promises 3 new students a week', async ({ page }) => {
      await failSchedulingScript(page)
      await page.goto(path)
      const slots = page.getByRole('region', { name: 'Limited Slots', exact: true })
      await expect(slots).toContainText(lesson.slots)
      await expect(slots).toContainText('$1 intro session with 3 spots left')
      await expect(slots).toContainText('Next available session:')
    })

    test("'Next available session' is the next Thursday after today, in the visitor's calendar", async ({
      page,
    }) => {
      await failSchedulingScript(page)
      const hero = page.getByRole('main').locator('header')
      const slots = page.getByRole('region', { name: 'Limited Slots', exact: true })

      // Today a Thursday: next week's.
      await page.clock.setFixedTime(new Date('2026-11-26T10:00:00'))
      await page.goto(path)
      await waitForHydration(page)
      for (const block of [hero, slots]) {
        await expect(block).toContainText('Next available session: Thursday, December 3')
        await expect(block.locator('time')).toHaveAttribute('datetime', '2026-12-03')
      }

      // A Monday late in the evening: this week's.
      await page.clock.setFixedTime(new Date('2026-11-23T23:30:00'))
      await page.reload()
      await waitForHydration(page)
      await expect(hero).toContainText('Next available session: Thursday, November 26')
      await expect(slots.locator('time')).toHaveAttribute('datetime', '2026-11-26')

      // New Year's Eve, a Thursday: next year's.
      await page.clock.setFixedTime(new Date('2026-12-31T20:00:00'))
      await page.reload()
      await waitForHydration(page)
      await expect(hero).toContainText('Next available session: Thursday, January 7')
    })

    if (lesson.photos) {
      test('every testimonial has its photo slot (a photo once given, the monogram until then), the author and the role', async ({
        page,
      }) => {
        await failSchedulingScript(page)
        await page.goto(path)
        await waitForHydration(page)
        const { slides, dot } = carousel(page)
        await expect(slides).toHaveCount(6)
        for (const [i, item] of content.testimonials.items.entries()) {
          const slide = slides.nth(i)
          await expect(slide).toContainText(item.author)
          await expect(slide).toContainText(item.role)
          await dot(i + 1).click()
          const slot = slide.locator('[data-testimonial-photo]')
          await expect(slot).toBeVisible()
          // A slide mid-movement may sit on a fraction of a pixel.
          const box = (await slot.boundingBox())!
          expect([Math.round(box.width), Math.round(box.height)]).toEqual([64, 64])
          if (item.image) {
            const img = slot.locator('img')
            await expect(img).toHaveAttribute('alt', item.image.alt)
            await expect(img).toHaveAttribute('loading', 'lazy')
          } else {
            // No cartoon: the author's initials in the site's one monogram style.
            await expect(slot.locator('img')).toHaveCount(0)
            await expect(slot).toHaveText(initialsOf(item.author))
          }
        }
        await expect(slides.first()).toContainText('Parent of Maya, 9')
      })
    } else {
      test('testimonials have the author and role and no photo', async ({ page }) => {
        await failSchedulingScript(page)
        await page.goto(path)
        const { region, slides } = carousel(page)
        await expect(slides).toHaveCount(6)
        for (const [i, item] of content.testimonials.items.entries()) {
          await expect(slides.nth(i)).toContainText(item.author)
          await expect(slides.nth(i)).toContainText(item.role)
        }
        await expect(region.locator('img')).toHaveCount(0)
      })
    }

    test('with every image request aborted the page works and keeps its layout', async ({
      page,
    }) => {
      await failSchedulingScript(page)
      // Reference layout with the images.
      await page.goto(path)
      await waitForHydration(page)
      const withImages = await bookingTop(page)

      let aborted = 0
      await page.route(IMAGES, (route) => {
        aborted++
        return route.abort('failed')
      })
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { region, next, dot } = carousel(page)
      await region.scrollIntoViewIfNeeded()
      const coachPortrait = page.getByRole('img', { name: content.coach.person.name })
      await coachPortrait.scrollIntoViewIfNeeded()
      await expect.poll(() => aborted).toBeGreaterThan(0)

      // The hero picture failed but keeps its box; so does the coach's portrait.
      const failed = (img: Locator) =>
        img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)
      expect(await coachPortrait.boundingBox()).toMatchObject({ width: 160, height: 160 })
      const heroImage = page.getByRole('img', { name: content.hero.image.alt })
      await expect.poll(() => failed(heroImage)).toBe(true)
      expect(await heroImage.boundingBox()).toMatchObject({ width: 360, height: 270 })

      if (lesson.photos) {
        const photo = region.locator('[data-testimonial-photo]').first()
        if (content.testimonials.items[0]!.image)
          await expect.poll(() => failed(photo.locator('img'))).toBe(true)
        expect(await photo.boundingBox()).toMatchObject({ width: 64, height: 64 })
      }
      expect(await bookingTop(page), 'the page is laid out as with its images').toBe(withImages)

      // Nothing waits on the images: the carousel and the book link still work.
      await next.click()
      await expectSlide(page, content, 2)
      await dot(6).click()
      await expectSlide(page, content, 6)
      await page.getByRole('link', { name: 'Book Now - Just $1!', exact: true }).click()
      await expect(bookingHeading(page, content)).toBeInViewport()
    })

    test('no layout shift (and no sideways scroll) while the page loads, hydrates, fills in the date and the widget fails', async ({
      page,
    }) => {
      await failSchedulingScript(page)
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number[] }
        w.__shifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number
            hadRecentInput: boolean
          }>)
            if (!entry.hadRecentInput) w.__shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      for (const viewport of [
        { width: 320, height: 640 },
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport)
        await page.goto(path)
        await waitForHydration(page)
        await expect(page.getByRole('main').locator('header time')).toBeAttached()
        await page.locator('#book').scrollIntoViewIfNeeded()
        await expect(page.getByRole('link', { name: 'Open the booking calendar' })).toBeVisible()
        expect(
          await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
          `layout shifts at ${viewport.width} px`,
        ).toEqual([])
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `no sideways scrolling at ${viewport.width} px`,
        ).toBe(viewport.width)
      }
    })

    test('is complete without JavaScript: content, all slides, all answers, book links', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[path].heading)
      const main = page.getByRole('main')
      // The prerender never freezes the build day's date: it says only 'Thursday'.
      await expect(main.locator('header')).toContainText('Next available session: Thursday')
      await expect(main.locator('header time')).toHaveCount(0)
      await expect(carousel(page).slides).toHaveCount(6)
      for (const item of content.testimonials.items)
        await expect(carousel(page).region).toContainText(item.text)
      for (const item of content.faqs.items) {
        await expect(faqSection(page, content)).toContainText(item.question)
        await expect(faqSection(page, content)).toContainText(item.answer)
      }
      await page.getByRole('link', { name: 'Book Now - Just $1!', exact: true }).click()
      await expect(bookingHeading(page, content)).toBeInViewport()
      await context.close()
    })

    test('a newsletter sign-up is stored with the page source', async ({ page }) => {
      await failSchedulingScript(page)
      const email = uniqueEmail(lesson.newsletterSource)
      await page.goto(path)
      await waitForHydration(page)
      const block = page.getByRole('region', { name: 'Newsletter' })
      await block.getByRole('textbox', { name: 'Email address' }).fill(email)
      await block.getByRole('button', { name: 'Subscribe' }).click()
      await expect(
        page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
      ).toBeVisible()
      expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
        { email, source: lesson.newsletterSource },
      ])
    })

    test.describe('used before hydration', () => {
      test('the Previous arrow (wrapping to slide 6)', async ({ page }) => {
        await failSchedulingScript(page)
        await actBeforeHydration(page, path, () => carousel(page).previous.click())
        await expectSlide(page, content, 6)
      })

      test('a dot', async ({ page }) => {
        await failSchedulingScript(page)
        await actBeforeHydration(page, path, () => carousel(page).dot(4).click())
        await expectSlide(page, content, 4)
      })

      test('an accordion question', async ({ page }) => {
        await failSchedulingScript(page)
        const question = faqSection(page, content).getByRole('button', {
          name: content.faqs.items[2]!.question,
        })
        await actBeforeHydration(page, path, () => question.click())
        await expect(question).toHaveAttribute('aria-expanded', 'true')
        await expect(
          faqSection(page, content).getByRole('region', { name: content.faqs.items[2]!.question }),
        ).toHaveText(content.faqs.items[2]!.answer)
      })

      test("'Book Now - Just $1!'", async ({ page }) => {
        await failSchedulingScript(page)
        await actBeforeHydration(page, path, async () => {
          await page.getByRole('link', { name: 'Book Now - Just $1!', exact: true }).click()
          await expect(bookingHeading(page, content)).toBeInViewport()
        })
        await expect(bookingHeading(page, content)).toBeInViewport()
        await expect(page.getByRole('link', { name: 'Open the booking calendar' })).toBeVisible()
      })

      test('the newsletter form', async ({ page }) => {
        await failSchedulingScript(page)
        const email = uniqueEmail(`early-${lesson.newsletterSource}`)
        const block = page.getByRole('region', { name: 'Newsletter' })
        await actBeforeHydration(page, path, async () => {
          await block.getByRole('textbox', { name: 'Email address' }).fill(email)
          await block.getByRole('button', { name: 'Subscribe' }).click()
        })
        await expect(
          page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
        ).toBeVisible()
        expect(new URL(page.url()).search).toBe('')
        expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
          { email, source: lesson.newsletterSource },
        ])
      })
    })
  })
}

test('/lessons/adults: the free weekly group lesson sign-up is stored as free_weekly_strategy_session', async ({
  page,
}) => {
  await failSchedulingScript(page)
  const email = uniqueEmail('weekly-adults')
  await page.goto('/lessons/adults')
  await waitForHydration(page)
  const card = page.getByRole('region', { name: 'Join Our Free Weekly Master Class' })
  await card.getByRole('textbox', { name: 'Email address' }).fill(email)
  await card.getByRole('button', { name: 'Join Free Class' }).click()
  await expect(page.getByText("You're subscribed to our Weekly Master Class!")).toBeVisible()
  expect(await rowsFor('weekly_live_lessons', email)).toMatchObject([
    { email, source: 'free_weekly_strategy_session' },
  ])
})
