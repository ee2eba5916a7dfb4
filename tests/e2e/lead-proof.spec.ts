import { expect, test } from './fixtures'
import { waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'

/**
 * Every lead's proof of work is searched in a worker (src/services/lead-proof.ts
 * `solveOffMainThread`), so a tap or a keystroke never waits behind the search: the page's Content
 * Security Policy lets the worker start, the worker ends once it has answered, and the lead it
 * paid for is stored (the database refuses a lead without a valid proof).
 */
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

test('a sign-up gets its proof of work from a worker that ends once it answers', async ({
  page,
}) => {
  const email = uniqueEmail('proof-worker')
  await page.goto('/faqs')
  await waitForHydration(page)
  const block = page.getByRole('region', { name: 'Newsletter' })
  const field = block.getByRole('textbox', { name: 'Email address' })
  // Heard from the moment it starts, so its end cannot come before the listener.
  const started = new Promise<{ url: string; ended: Promise<void> }>((resolve) =>
    page.once('worker', (worker) =>
      resolve({
        url: worker.url(),
        ended: new Promise((ended) => worker.once('close', () => ended())),
      }),
    ),
  )
  // Starting to fill the form in is what asks for the proof.
  await field.fill(email)
  const worker = await started
  expect(new URL(worker.url).pathname).toMatch(/^\/assets\/lead-proof\.worker-[\w-]+\.js$/)
  await worker.ended
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText("You've been subscribed to Checkmate Tutors' newsletter!"),
  ).toBeVisible()
  expect(await rowsFor('newsletter_subscribers', email)).toMatchObject([
    { email, source: 'faqs_newsletter' },
  ])
})
