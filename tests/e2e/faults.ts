import type { APIResponse, Locator, Page, Route } from '@playwright/test'
import { LEAD_SAVE_TIMEOUT_MS } from '../../machines/timings'
import type { SubscribeMessages, ToastText } from '../../src/content/messages'
import { waitForHydration } from './before-hydration'
import { rowsFor } from './db'
import { expect, test } from './fixtures'

/**
 * Fault injection for the forms that write a lead. `backendFor(page, table)` puts a
 * switch between the page and the backend for one table's inserts; `runFaults(page, form)` plays,
 * on one page and in one go, every fault the backend can throw at a form:
 *
 *   409 / 23505 (where the form stays after it) -> the duplicate text, the values kept
 *   500 with a message                           -> the spec's failure text (never the server's), the values kept, no row
 *   offline (the request fails to connect)       -> the same, with the fallback text
 *   no answer within the time limit              -> the same; the request is abandoned, no row
 *   an answer after the time limit, the insert having landed -> the same, and one row there
 *   then the backend answers again: the retry    -> the saved outcome, and exactly one row
 *
 * After each fault the button is enabled again and the toasts are let go (Playwright's clock), so
 * the next fault's toast is its own. The page runs on Playwright's paused clock (`openOnClock`):
 * time moves only when a step says, and the time limit is `LEAD_SAVE_TIMEOUT_MS` of machines/timings.ts.
 */

/** Installed at this time and paused a minute later, before the page exists (no timer is due). */
const START = new Date('2026-11-23T10:00:00').getTime()

/** react-hot-toast keeps an error toast 4 s, then takes 1 s to remove it: past both. */
const TOAST_GONE_MS = 6000

/** The server message of the injected 500. */
export const SERVER_MESSAGE = 'The database is under maintenance'

/**
 * Opens `path` on Playwright's clock, installed and paused before the page loads (as the overlay
 * specs do), and waits until the page is live. Nothing timed happens until a test runs the clock.
 */
export async function openOnClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 60_000)
  await page.goto(path)
  await waitForHydration(page)
}

export type Fault = '409' | '500' | 'offline' | 'timeout' | 'lateLanding'
type Mode = Fault | 'through'

export interface Backend {
  /** How the next insert is answered (it stays so until changed). */
  mode: Mode
  /** Inserts the page has sent. */
  readonly posts: Array<Record<string, unknown>>
  /** Waits until an insert is held (timeout, lateLanding) and, for lateLanding, has landed. */
  held(): Promise<void>
  /** Answers the held late landing now, after the page has given up on it. */
  answerLate(): Promise<void>
}

/** Switches the answers to the page's inserts into `table` (GETs and others go through). */
export async function backendFor(page: Page, table: string): Promise<Backend> {
  let heldRoute: Route | null = null
  let landed: { route: Route; response: APIResponse } | null = null
  const posts: Array<Record<string, unknown>> = []
  const backend: Backend = {
    mode: 'through',
    posts,
    async held() {
      await expect
        .poll(() => (backend.mode === 'lateLanding' ? landed !== null : heldRoute !== null), {
          message: `an insert into ${table} held by the backend`,
        })
        .toBe(true)
    },
    async answerLate() {
      if (!landed) throw new Error('no late landing to answer')
      const { route, response } = landed
      landed = null
      // The page aborted the request at its time limit: the answer reaches nobody.
      await route.fulfill({ response }).catch(() => {})
    },
  }
  await page.route(`**/rest/v1/${table}*`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    posts.push(route.request().postDataJSON() as Record<string, unknown>)
    switch (backend.mode) {
      case 'through':
        return route.continue()
      case '409':
        return route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '23505',
            message: `duplicate key value violates unique constraint "${table}_email_key"`,
            details: null,
            hint: null,
          }),
        })
      case '500':
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: SERVER_MESSAGE, details: null }),
        })
      case 'offline':
        return route.abort('internetdisconnected')
      case 'timeout':
        heldRoute = route // never answered
        return
      case 'lateLanding':
        // The insert reaches the database now; its answer is held past the page's time limit.
        landed = { route, response: await route.fetch() }
        return
    }
  })
  return backend
}

/** A toast of the spec's catalogue: its exact title and its exact text, in one toast. */
export function toast(page: Page, { title, description }: ToastText, role: 'alert' | 'status') {
  return page
    .getByRole(role)
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) })
}

/** Every toast on screen (react-hot-toast's live regions holding our title and text). */
const allToasts = (page: Page) =>
  page
    .locator('[role="alert"][aria-live], [role="status"][aria-live]')
    .filter({ has: page.locator('strong') })

/** Lets every toast on screen run out (on the paused clock), so the next one is the next step's. */
export async function letToastsGo(page: Page): Promise<void> {
  // react-hot-toast pauses a toast's timers while the pointer is over it, and a click may leave the
  // pointer where the toast then appears (top centre): move it to the bottom-left corner first.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1)
  // A toast's removal timer is set by a React effect after its dismissal timer fired, i.e. after
  // `runFor` returned: run the clock again until none is left.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(TOAST_GONE_MS)
        return allToasts(page).count()
      },
      { message: 'toasts still on screen' },
    )
    .toBe(0)
}

/** One form that writes a lead, as a visitor meets it. */
export interface FaultForm {
  /** The table its insert goes to, and the e-mail whose rows are counted there. */
  table: string
  email: string
  /** Fills every field, once. */
  fill(): Promise<void>
  /** The submit button in its idle state (its label then). */
  button: Locator
  /** Every value the visitor typed or chose is still there. */
  expectKept(): Promise<void>
  /** The failure toast for a 500 with a server message, and for no usable answer at all. */
  failure: { server: ToastText; noAnswer: ToastText }
  /** The duplicate toast, on forms that stay open after one (409 / 23505). */
  duplicate?: ToastText
  /** What the visitor sees once the insert is saved. */
  expectSaved(): Promise<void>
}

/** The failure and duplicate toasts of a subscribe variant (spec §8). */
export function subscribeTexts(m: SubscribeMessages) {
  return {
    failure: {
      // A visitor reads the spec's words, never a server's text (it goes to the console).
      server: { title: m.errorTitle, description: m.errorFallback },
      noAnswer: { title: m.errorTitle, description: m.errorFallback },
    },
    duplicate: m.duplicate,
  }
}

const FAULTS: Array<Exclude<Fault, '409'>> = ['500', 'offline', 'timeout', 'lateLanding']

/**
 * Every fault in turn on one filled form, then the retry once the backend answers again: exactly
 * one row, however many attempts reached the database.
 */
export async function runFaults(page: Page, form: FaultForm): Promise<Backend> {
  const backend = await backendFor(page, form.table)
  await form.fill()
  const rows = () => rowsFor(form.table, form.email)
  const submitFails = async (fault: Fault, said: ToastText, rowsAfter: number) => {
    await test.step(`${form.table}: ${fault}`, async () => {
      backend.mode = fault
      await form.button.click()
      if (fault === 'timeout' || fault === 'lateLanding') {
        await backend.held()
        await expect(form.button).toBeDisabled()
        await page.clock.runFor(LEAD_SAVE_TIMEOUT_MS)
      }
      await expect(toast(page, said, 'alert')).toBeVisible()
      await expect(page.getByText(SERVER_MESSAGE)).toHaveCount(0)
      await form.expectKept()
      await expect(form.button).toBeEnabled()
      expect(await rows(), `rows in ${form.table} after ${fault}`).toHaveLength(rowsAfter)
      if (fault === 'lateLanding') await backend.answerLate()
      await letToastsGo(page)
    })
  }
  if (form.duplicate) await submitFails('409', form.duplicate, 0)
  for (const fault of FAULTS)
    await submitFails(
      fault,
      fault === '500' ? form.failure.server : form.failure.noAnswer,
      fault === 'lateLanding' ? 1 : 0,
    )
  backend.mode = 'through'
  await form.button.click()
  await form.expectSaved()
  expect(await rows(), `rows in ${form.table} after the retry`).toHaveLength(1)
  expect(backend.posts.length, 'one insert per attempt').toBe(
    FAULTS.length + 1 + (form.duplicate ? 1 : 0),
  )
  await page.unroute(`**/rest/v1/${form.table}*`)
  return backend
}
