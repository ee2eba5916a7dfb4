import type { Page, Route } from '@playwright/test'
import { expect } from './fixtures'
import { HYDRATED_ATTRIBUTE } from '../../src/domain/before-hydration'

/** The site's own JavaScript (the entry and its chunks); the HTML and CSS still arrive at once. */
const SITE_SCRIPTS = /\/assets\/[^?]+\.js(\?.*)?$/

/**
 * "Act before hydration", as an impatient visitor on a phone does: opens `path` with the site's
 * scripts held back, so the prerendered page shows but React has not hydrated it; runs `act`
 * (checking the page really was not hydrated meanwhile); then lets the scripts through and waits
 * until React has hydrated (`<html data-hydrated>`). What `act` did must then take effect.
 *
 *   await actBeforeHydration(page, '/faqs', () => input.fill('me@example.com'))
 */
export async function actBeforeHydration(
  page: Page,
  path: string,
  act: () => Promise<unknown>,
): Promise<void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    await released
    await route.continue()
  }
  await page.route(SITE_SCRIPTS, hold)
  try {
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await act()
    await expect(
      page.locator('html'),
      'the page hydrated while scripts were held',
    ).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
  } finally {
    release()
  }
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
  await page.unroute(SITE_SCRIPTS, hold)
}

/** Waits until React has hydrated the page (for tests that must act on a live page). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
}
