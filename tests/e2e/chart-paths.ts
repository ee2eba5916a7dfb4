import type { Page, Route } from '@playwright/test'
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate'
import { expect } from './fixtures'
import { waitForHydration } from './before-hydration'
import type { ChartPath, ChartStep, ModelEvent } from '../machines/paths'

/**
 * Paths from a chart, replayed in the browser.
 *
 * `pathsInto` (tests/machines/paths.ts) walks a funnel's chart with `xstate/graph` and gives a path for
 * every way into the states a predicate picks (each result, each failed save, by each backend answer).
 * `replayInBrowser` plays one such path on the real page against the preview server:
 *
 * - a visitor event (`form.submit`, `answer.select`...) goes to `model.act`, which does what a visitor
 *   does for it (fill, click);
 * - a backend answer (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) answers the oldest save
 *   request the page has made and not yet had answered, through `model.respond` (let it through to the
 *   local backend, fulfil 409/500, or abort it);
 * - a named delay (`xstate.after.<delay>.<state>`) advances Playwright's clock by that delay's value in
 *   the chart's `setup({ delays })`, which reads `machines/timings.ts`; a save request still held then
 *   stays unanswered, as a backend that never answers;
 * - after every step `model.expectState` checks what the page shows for the chart's snapshot.
 *
 * At the end no save request may be left that the path did not expect. When a chart changes, the paths
 * change with it: nothing is recorded, so there is nothing to regenerate by hand.
 */
export interface BrowserModel<TMachine extends AnyStateMachine, TVars> {
  /** The page the funnel lives on. */
  url: string
  /** The save requests to hold, e.g. '**\/rest/v1/quiz_submissions*'; only POSTs are held. */
  saves: string | RegExp
  /** Per-path values, e.g. a fresh e-mail, so paths stay independent against one database. */
  vars: () => TVars
  /** Does what a visitor does for a chart event. */
  act: (page: Page, event: ModelEvent<TMachine>, vars: TVars) => Promise<void>
  /** Answers a held save request as the backend answer of the step says. */
  respond: (route: Route, event: ModelEvent<TMachine>, vars: TVars) => Promise<void>
  /** Checks what the page shows in this snapshot (after the step, if any, that led to it). */
  expectState: (
    page: Page,
    state: SnapshotFrom<TMachine>,
    step: ChartStep<TMachine> | null,
    vars: TVars,
  ) => Promise<void>
}

const ANSWER = /^xstate\.(done|error)\.actor\./
const DELAY = /^xstate\.after\.([^.]+)\./

export async function replayInBrowser<TMachine extends AnyStateMachine, TVars>(
  page: Page,
  machine: TMachine,
  path: ChartPath<TMachine>,
  model: BrowserModel<TMachine, TVars>,
): Promise<TVars> {
  const vars = model.vars()
  const held: Route[] = []
  await page.route(model.saves, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    held.push(route)
  })
  await page.clock.install()
  await page.goto(model.url)
  await waitForHydration(page)
  // Time moves only when the path says so (a chart with a short delay, such as the level quiz's
  // auto-advance, would otherwise move on by itself between two steps).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await model.expectState(page, path.start, null, vars)

  for (const step of path.steps) {
    const type = (step.event as EventObject).type
    const delay = DELAY.exec(type)
    if (ANSWER.test(type)) {
      await expect
        .poll(() => held.length, { message: `a save request for ${type}` })
        .toBeGreaterThan(0)
      await model.respond(held.shift()!, step.event, vars)
    } else if (delay) {
      const ms = machine.implementations.delays?.[delay[1]!]
      if (typeof ms !== 'number')
        throw new Error(`Delay ${delay[1]} must be a named number in setup({ delays })`)
      await page.clock.runFor(ms)
      held.length = 0
    } else {
      await model.act(page, step.event, vars)
    }
    await model.expectState(page, step.state, step, vars)
  }
  expect(
    held.map((r) => r.request().postData()),
    'save requests the path did not expect',
  ).toEqual([])
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  return vars
}
