import type { Locator } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The lesson-length trio (spec §9): 30, 45 'Most popular' and 60 'Standard'
 * minutes, and the one price line 'from $30 per session'. No price per length.
 */
export async function expectLessonLengths(scope: Locator): Promise<void> {
  const lengths = scope.getByRole('list', { name: 'Lesson lengths' }).getByRole('listitem')
  await expect(lengths).toHaveText([
    /^30 minutes$/,
    /^45 minutes\s*Most popular$/,
    /^60 minutes\s*Standard$/,
  ])
  await expect(scope).toContainText('from $30 per session')
  await expect(scope.getByText(/\$\d/)).toHaveCount(1)
}
