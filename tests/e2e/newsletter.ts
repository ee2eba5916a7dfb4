import type { Page } from '@playwright/test'
import { MESSAGES } from '../../src/content/messages'
import { expect } from './fixtures'
import { waitForHydration } from './before-hydration'

/**
 * A visitor signs up on /faqs's newsletter block while the backend refuses the save: the spec's
 * failure text shows and the e-mail stays typed. Returns the block.
 */
export async function newsletterSignUpFails(page: Page, email: string) {
  await page.goto('/faqs')
  await waitForHydration(page)
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText(MESSAGES.newsletter.errorFallback)).toBeVisible()
  await expect(block.getByRole('textbox', { name: 'Email address' })).toHaveValue(email)
  return block
}
