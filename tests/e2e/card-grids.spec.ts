/**
 * The card-grid rule (docs/design-system.md, src/ui/card-grid.tsx) on /train after 'Show
 * More Tools' (its seven cards) at tablet, laptop and desktop width: a grid of cards with more than
 * one column never leaves a lone card on its last row. A card grid here is a grid, or a wrapping flex
 * row, with two or more boxed children (a border, a background or a shadow), controls and pill-shaped
 * chips aside. Every route as it loads is held to the same rule in the layout sweep's page loads
 * (tests/e2e/layout-sweep.spec.ts), at these widths among its others.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'

const WIDTHS = [820, 1024, 1366] as const

/** Every lone card at the current width, described. */
function loneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
    }
    const boxed = (el: Element) => {
      const s = getComputedStyle(el)
      return (
        s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        s.boxShadow !== 'none' ||
        parseFloat(s.borderTopWidth) > 0 ||
        parseFloat(s.borderLeftWidth) > 0
      )
    }
    const pill = (c: Element) =>
      parseFloat(getComputedStyle(c).borderTopLeftRadius) >= c.getBoundingClientRect().height / 2
    const found: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      const s = getComputedStyle(el)
      const isGrid = s.display === 'grid' || s.display === 'inline-grid'
      const isWrap = (s.display === 'flex' || s.display === 'inline-flex') && s.flexWrap === 'wrap'
      if ((!isGrid && !isWrap) || !visible(el)) continue
      const items = [...el.children].filter(
        (c) => visible(c) && getComputedStyle(c).position !== 'absolute',
      )
      if (items.length < 2) continue
      const cards = (c: Element) =>
        boxed(c) && !pill(c) && !c.matches('a, button, input, select, textarea, label')
      if (!items.every(cards)) continue
      const rows: number[] = []
      let lastTop = Number.NEGATIVE_INFINITY
      for (const c of items) {
        const top = Math.round(c.getBoundingClientRect().top)
        if (Math.abs(top - lastTop) > 2) rows.push(0)
        rows[rows.length - 1]!++
        lastTop = top
      }
      if (Math.max(...rows) > 1 && rows.at(-1) === 1) {
        const label =
          el.getAttribute('aria-label') ??
          el.closest('section')?.querySelector('h2, h3')?.textContent ??
          el.tagName.toLowerCase()
        found.push(`lone card (${rows.join('+')}) in "${label.trim().slice(0, 60)}"`)
      }
    }
    return found
  })
}

async function sweep(page: Page, label: string): Promise<string[]> {
  const report: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
    for (const problem of await loneCards(page)) report.push(`${label} ${width}px: ${problem}`)
  }
  return report
}

// No timed popup over the grid.
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

test("/train after 'Show More Tools': no lone card", async ({ page }) => {
  await page.goto('/train')
  await page.getByRole('button', { name: 'Show More Tools' }).click()
  const grid = page.getByRole('list', { name: 'Training tools' })
  await expect(grid.getByRole('heading', { name: 'Endgame Puzzles' })).toBeVisible()
  expect(await sweep(page, '/train (all tools)')).toEqual([])
})
