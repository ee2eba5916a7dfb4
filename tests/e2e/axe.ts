import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules every page and dialog is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's WCAG A/AA violations on the page as it stands (or inside `include`), one readable line
 * each: rule, impact, what it asks for and the first offending elements, so a failure names its fix.
 * axe runs with its default result types: `resultTypes: ['violations']` would be faster, but rules
 * that compare nodes after the run (landmark-unique) then see a cut list of passes and report two
 * unnamed asides of an article as duplicate landmarks when the full run finds none.
 * axe runs in the page itself (`setLegacyMode`): the default opens a blank page for every run to merge
 * per-frame results, which took more than half of each run's time (measured side by side on /about at
 * three widths: 84.5 s against 38.8 s for six runs each, the same results). What that mode gives up is
 * cross-origin frames, and our pages have none of their own (the booking widget's frame is the
 * scheduling service's page, not ours).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode()
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  )
}
