import type { Page } from '@playwright/test'

/**
 * A returning visitor who has already signed up (an e-mail and the flags of the popups' sources
 * stored, as the site stores them after a sign-up): no timed popup and no /articles modal opens for
 * them (spec §2). Tests that are about something else on those pages start as this visitor, so a
 * popup opening a few seconds in does not cover what they click.
 */
export async function asReturningSubscriber(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const stored: Record<string, string> = {
      user_email: 'returning@example.com',
      email_subscribed_welcome_popup: 'true',
      email_subscribed_weekly_live_lessons: 'true',
      email_subscribed_training_hub_popup: 'true',
      email_subscribed_weekly_live_lessons_articles: 'true',
    }
    // Only what is not there yet: what a test's own sign-up stored survives a reload.
    for (const [key, value] of Object.entries(stored))
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
  })
}
