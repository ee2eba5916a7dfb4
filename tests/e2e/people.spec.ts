import { ADULTS_COACH, FOUNDER, KIDS_COACH, TEAM, type Person } from '../../src/content/people'
import { initialsOf } from '../../src/domain/person-initials'
import { axeViolations } from './axe'
import { waitForHydration } from './before-hydration'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'

/**
 * The people a parent can check (src/content/people.ts): on /about and the lesson pages, every
 * founder and coach shows a photo once the business gives one and their initials until then, in a
 * box reserved before anything loads; no blank silhouette or cartoon is left; nothing shifts; axe
 * finds nothing at phone, tablet and desktop width.
 */

const PAGES_WITH_PEOPLE: ReadonlyArray<{
  path: string
  people: ReadonlyArray<{ person: Person; size: number }>
}> = [
  {
    path: '/about',
    people: [{ person: FOUNDER, size: 200 }, ...TEAM.map((person) => ({ person, size: 120 }))],
  },
  { path: '/lessons/kids', people: [{ person: KIDS_COACH, size: 160 }] },
  { path: '/lessons/adults', people: [{ person: ADULTS_COACH, size: 160 }] },
]

const WIDTHS = [390, 820, 1366] as const
/** The portraits of before: a silhouette per team member, a cartoon per lesson page's coach. */
const OLD_PORTRAITS = 'img[src*="/images/team/"], img[src*="/images/lessons/coach-"]'

test.beforeEach(async ({ page }) => {
  await asReturningSubscriber(page)
  // No internet here: the lesson pages' booking calendar fails at once, as it may for a visitor.
  await page.route('https://assets.calendly.com/**', (route) => route.abort('internetdisconnected'))
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
})

for (const { path, people } of PAGES_WITH_PEOPLE) {
  test(`${path}: each person shows a photo or their initials, sized, with no shift; axe finds nothing`, async ({
    page,
  }) => {
    // Three widths, each with a full page of axe on the busy two-core machine.
    test.slow()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await waitForHydration(page)
      const main = page.getByRole('main')
      await expect(main.locator(OLD_PORTRAITS)).toHaveCount(0)

      for (const { person, size } of people) {
        const portrait = main.getByRole('img', { name: person.name, exact: true })
        await portrait.scrollIntoViewIfNeeded()
        await expect(portrait, `${person.name} at ${width} px`).toBeVisible()
        // A photo when the business has given one; its initials on a colour until then.
        expect(await portrait.evaluate((el) => el.tagName)).toBe(person.photo ? 'IMG' : 'SPAN')
        await expect(portrait).toHaveText(person.photo ? '' : initialsOf(person.name))
        expect(await portrait.boundingBox(), `${person.name}'s box at ${width} px`).toMatchObject({
          width: size,
          height: size,
        })
        // A coloured disc, never a blank (transparent or white) one; axe checks the contrast.
        const fill = await portrait.evaluate((el) => getComputedStyle(el).backgroundColor)
        expect(fill).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(255, 255, 255\)$/)
      }

      expect(
        await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
        `layout shifts on ${path} at ${width} px`,
      ).toEqual([])

      expect(await axeViolations(page), `axe on ${path} at ${width} px`).toEqual([])
    }
  })
}

test('the old silhouettes and cartoons are gone from the site', async ({ request }) => {
  for (const file of [
    '/images/team/anna-kovacs.svg',
    '/images/team/andrei-volkan.svg',
    '/images/lessons/coach-kids.svg',
    '/images/lessons/coach-adults.svg',
  ]) {
    const response = await request.get(file)
    expect(response.headers()['content-type'] ?? '', file).not.toContain('image/svg')
  }
})

/** One roster: each lesson page's coach is on the team on /about, and their link leads to the card. */
for (const [path, coach] of [
  ['/lessons/kids', KIDS_COACH],
  ['/lessons/adults', ADULTS_COACH],
] as const) {
  test(`${path}: the coach is one of the team on /about, and the link leads to their card`, async ({
    page,
  }) => {
    expect(TEAM.map((member) => member.id)).toContain(coach.id)
    await page.goto(path)
    await waitForHydration(page)
    const first = coach.name.split(' ')[1]!
    await page.getByRole('link', { name: `${first} on our team page` }).click()
    await expect(page).toHaveURL(new RegExp(`/about#${coach.id}$`))
    const card = page.locator(`#${coach.id}`)
    await expect(card.getByRole('heading', { name: coach.name, level: 3 })).toBeVisible()
    await expect(card).toBeInViewport()
    // One calm monogram style: every person's disc in the brand's navy, the founder's too.
    const fills = await page
      .getByRole('main')
      .locator('[data-monogram]')
      .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).backgroundColor))])
    expect(fills).toEqual(['rgb(30, 41, 59)'])
  })
}
