/**
 * Hydration reuses the prerendered CSS (Total Blocking Time): every styled component has the same
 * id in the prerender and in the browser (vite.config.ts, oxc's styledComponents transform), so
 * styled-components finds each component's rules already in the page and neither runs stylis again
 * nor inserts a second copy. Without stable ids the browser numbered components in its own module
 * order and re-injected about half the rules of every page under new class names.
 */
import { waitForHydration } from './before-hydration'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'

// No timed popup may render its own (new) rules while the check runs.
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

for (const path of ['/', '/articles/english-opening', '/quiz', '/chess-level']) {
  test(`${path}: hydration adds no CSS rule the prerendered page did not have`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const prerendered = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')),
    )
    await page.goto(path)
    await waitForHydration(page)
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-styled]')].flatMap((style) =>
        [...(style as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
      ),
    )
    expect(rules.length, 'the page has styled-components rules').toBeGreaterThan(20)
    const added = rules.filter((rule) => {
      const name = /\.([a-zA-Z][\w-]*)/.exec(rule)?.[1]
      return name !== undefined && !prerendered.has(name)
    })
    expect(added, 'rules for class names the prerendered page does not use').toEqual([])
  })
}
