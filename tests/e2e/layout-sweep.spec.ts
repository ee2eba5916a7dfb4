import type { Page } from '@playwright/test'
import { HOME_WELCOME_POPUP_DELAY_MS, PHONE_LAYOUT_BELOW_PX } from '../../machines/timings'
import {
  GUTTER_PX,
  NAV_FULL_ROW_MIN_PX,
  NAVBAR_HEIGHT_PX,
  PROMO_BAR_MAX_HEIGHT_PX,
} from '../../src/ui/layout-metrics'
import { MAIL_PAGE_PATHS } from '../../src/content/mail-pages'
import { PAGE_PATHS } from '../../src/content/pages'
import { waitForHydration } from './before-hydration'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'

/**
 * Every route at every width from a 320 px phone to a 1920 px desktop (ARCHITECTURE.md "Budgets",
 * layout): the navbar is one row of 64 px (full, or brand + Menu button), its brand is never cut and
 * no label in it wraps; no control's label wraps mid-label or is cut; the page never scrolls sideways;
 * every block keeps its 16 px side gutter (full-bleed bands aside); no grid of cards leaves a lone card
 * on its last row (from a tablet's width up, no wrapping row of cards either). One page load per
 * route, then the viewport walks through the widths and the page is measured in place: geometry, not
 * pixels, so it holds on any machine.
 */
export const SWEEP_WIDTHS = [320, 360, 390, 414, 600, 768, 820, 912, 1024, 1180, 1280, 1440, 1920]

/**
 * Tablet, laptop and desktop: at these widths a wrapping flex row of cards is held to the card-grid
 * rule as a grid is (at every width).
 */
const CARD_ROW_WIDTHS = [820, 1024, 1366]

/** The widths each route is measured at: the sweep's and the card rows'. */
const ROUTE_WIDTHS = [...new Set([...SWEEP_WIDTHS, ...CARD_ROW_WIDTHS])].sort((a, b) => a - b)

/** A small laptop (or an iPad in landscape): from here up every page shows its full navbar row. */
const LAPTOP_MIN_PX = 1024

/** A control label of at most this many characters must sit on one line. Longer texts (quiz answers) may wrap. */
const SHORT_LABEL_CHARS = 32

interface Findings {
  problems: string[]
  /** Width the full navbar row needs (brand, gaps, links, button, gutters). */
  rowNeedsPx: number
  collapsed: boolean
}

/** Runs in the page: every rule above, as a list of readable problems. */
function measure({
  gutter,
  barHeight,
  shortLabel,
  flexRows,
}: {
  gutter: number
  barHeight: number
  shortLabel: number
  /** Wrapping flex rows of cards count as card grids too (CARD_ROW_WIDTHS). */
  flexRows: boolean
}): Findings {
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`
  }
  const visible = (el: Element) => {
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.display === 'none') return false
    const r = el.getBoundingClientRect()
    // Visually hidden text (a 1 px clipped box) is for screen readers only.
    return r.width > 1 && r.height > 1
  }
  const clips = new Map<Element, boolean>()
  const clipsOverflow = (a: Element) => {
    let c = clips.get(a)
    if (c === undefined) {
      const s = getComputedStyle(a)
      c = s.overflowX !== 'visible' || s.clipPath !== 'none'
      clips.set(a, c)
    }
    return c
  }
  /** The element's box clipped by every ancestor that hides overflow (carousels), or null when hidden. */
  const clippedRect = (el: Element) => {
    const r = el.getBoundingClientRect()
    let left = r.left
    let right = r.right
    let top = r.top
    let bottom = r.bottom
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (clipsOverflow(a)) {
        const ar = a.getBoundingClientRect()
        left = Math.max(left, ar.left)
        right = Math.min(right, ar.right)
        top = Math.max(top, ar.top)
        bottom = Math.min(bottom, ar.bottom)
      }
    }
    return right - left < 1 || bottom - top < 1 ? null : { left, right }
  }
  /** How many lines the element's visible text runs over. */
  const lines = (el: Element) => {
    const tops = new Set<number>()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!(n.textContent ?? '').trim() || !visible(n.parentElement!)) continue
      const range = document.createRange()
      range.selectNodeContents(n)
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
    }
    // Rects of one line differ in top by a pixel or two (inline icons, mixed sizes).
    const sorted = [...tops].sort((a, b) => a - b)
    let count = sorted.length ? 1 : 0
    for (let i = 1; i < sorted.length; i++) if (sorted[i]! - sorted[i - 1]! > 4) count++
    return count
  }

  // The page never scrolls sideways.
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > vw) problems.push(`page is ${scrollWidth} px wide in a ${vw} px viewport`)

  // The navbar: one row of its height; full row or collapsed, never squeezed.
  const nav = document.querySelector('nav[aria-label="Main"]')!
  const inner = nav.firstElementChild as HTMLElement
  const navRect = nav.getBoundingClientRect()
  if (Math.round(navRect.height) !== barHeight) problems.push(`navbar is ${navRect.height} px high`)
  if (inner.scrollWidth > inner.clientWidth)
    problems.push(`navbar row overflows (${inner.scrollWidth} > ${inner.clientWidth})`)
  const brand = inner.querySelector('a')!
  if (brand.scrollWidth > brand.clientWidth || lines(brand) !== 1)
    problems.push(`brand is cut or wrapped: ${describe(brand)}`)
  const toggle = inner.querySelector('button[aria-controls="main-menu"]')!
  const collapsed = visible(toggle)
  const menu = document.getElementById('main-menu')!
  const rowItems = [...inner.children].filter(visible)
  if (!collapsed) {
    for (const item of menu.querySelectorAll('a, button')) {
      if (!visible(item)) continue
      const r = item.getBoundingClientRect()
      if (lines(item) !== 1) problems.push(`nav label wraps: ${describe(item)}`)
      if (r.top < navRect.top || r.bottom > navRect.bottom)
        problems.push(`nav item sticks out of the bar: ${describe(item)}`)
    }
  } else if (lines(toggle) !== 1) problems.push(`menu button wraps`)
  for (const item of rowItems) {
    const r = item.getBoundingClientRect()
    if (r.left < gutter - 0.5 || r.right > vw - gutter + 0.5)
      problems.push(`nav item outside the gutters: ${describe(item)}`)
  }
  // What the full row would need: its items at their natural widths, the gaps, the gutters.
  const gap = parseFloat(getComputedStyle(inner).columnGap) || 0
  const menuGap = parseFloat(getComputedStyle(menu).columnGap) || 0
  const menuNatural = [...menu.children].reduce(
    (sum, li, i) => sum + li.getBoundingClientRect().width + (i ? menuGap : 0),
    0,
  )
  const rowNeedsPx = collapsed
    ? 0
    : Math.ceil(brand.getBoundingClientRect().width + gap + menuNatural + 2 * gutter)

  // Controls: short labels on one line, never cut; every control inside the viewport.
  const main = document.querySelector('main')!
  const controls = main.querySelectorAll(
    'button, [role="button"], input, select, textarea, a[class]',
  )
  for (const el of controls) {
    if (!visible(el) || el.closest('[aria-hidden="true"]')) continue
    const box = clippedRect(el)
    if (!box) continue
    if (box.left < -0.5 || box.right > vw + 0.5)
      problems.push(`control outside the viewport: ${describe(el)}`)
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ')
    const s = getComputedStyle(el)
    const buttonLike =
      el.tagName === 'BUTTON' ||
      el.getAttribute('role') === 'button' ||
      (el.tagName === 'A' &&
        s.display !== 'inline' &&
        (s.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(s.borderTopWidth) > 0))
    // A disclosure's question (accordion) is a sentence, not a label: it may wrap.
    if (!buttonLike || !text || text.length > shortLabel || el.hasAttribute('aria-expanded'))
      continue
    if (lines(el) > 1) problems.push(`label wraps: ${describe(el)}`)
    const h = el as HTMLElement
    if (s.overflowX !== 'visible' && h.scrollWidth > h.clientWidth + 1)
      problems.push(`label cut: ${describe(el)}`)
  }

  // Gutters: every visible box and every piece of text in <main> keeps 16 px from both edges,
  // unless it is a full-bleed band (as wide as the viewport).
  for (const el of main.querySelectorAll('*')) {
    // Cheap first: only boxes that reach into a gutter and are not full-bleed can fail.
    const r = el.getBoundingClientRect()
    if (r.width >= vw - 0.5 || (r.left >= gutter - 0.5 && r.right <= vw - gutter + 0.5)) continue
    if (!visible(el) || el.closest('[aria-hidden="true"]')) continue
    const s = getComputedStyle(el)
    if (s.position === 'fixed') continue
    const hasBox =
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      s.backgroundImage !== 'none' ||
      parseFloat(s.borderLeftWidth) > 0 ||
      parseFloat(s.borderRightWidth) > 0
    const hasText = [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
    )
    if (!hasBox && !hasText && el.tagName !== 'svg' && el.tagName !== 'IMG') continue
    const box = clippedRect(el)
    if (!box) continue
    if (box.right - box.left >= vw - 0.5) continue
    if (box.left < gutter - 0.5 || box.right > vw - gutter + 0.5)
      problems.push(
        `no ${gutter} px gutter (${Math.round(box.left)}..${Math.round(vw - box.right)}): ${describe(el)}`,
      )
  }
  // A full-bleed band is square: a rounded, bordered box as wide as the viewport is a card that lost
  // its gutters (it runs edge to edge).
  for (const el of main.querySelectorAll('*')) {
    if (el.getBoundingClientRect().width < vw - 0.5 || !visible(el)) continue
    const s = getComputedStyle(el)
    // A box that must be this wide (the scheduling widget's 320 px minimum, spec) fills a 320 px phone.
    if (parseFloat(s.minWidth) >= vw - 0.5) continue
    if (parseFloat(s.borderTopLeftRadius) > 0 && parseFloat(s.borderLeftWidth) > 0)
      problems.push(`card runs edge to edge: ${describe(el)}`)
  }

  // Card grids (the design system's rule, src/ui/card-grid.tsx): a grid of more than one
  // column never leaves a lone card on its last row. A card grid is a grid of two or more boxed items
  // (a border, a background or a shadow), controls and pill-shaped chips aside; from a tablet's width
  // up (CARD_ROW_WIDTHS), a wrapping flex row of them too.
  const boxed = (el: Element) => {
    const s = getComputedStyle(el)
    return (
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      s.boxShadow !== 'none' ||
      parseFloat(s.borderTopWidth) > 0 ||
      parseFloat(s.borderLeftWidth) > 0
    )
  }
  for (const el of main.querySelectorAll('*')) {
    const s = getComputedStyle(el)
    const grid = s.display === 'grid' || s.display === 'inline-grid'
    const row =
      flexRows && (s.display === 'flex' || s.display === 'inline-flex') && s.flexWrap === 'wrap'
    if ((!grid && !row) || !visible(el)) continue
    const items = [...el.children].filter(
      (c) => visible(c) && getComputedStyle(c).position !== 'absolute',
    )
    if (items.length < 2) continue
    const pill = (c: Element) =>
      parseFloat(getComputedStyle(c).borderTopLeftRadius) >= c.getBoundingClientRect().height / 2
    if (
      !items.every(
        (c) => boxed(c) && !pill(c) && !c.matches('a, button, input, select, textarea, label'),
      )
    )
      continue
    const rows: number[] = []
    let lastTop = Number.NEGATIVE_INFINITY
    for (const c of items) {
      const top = Math.round(c.getBoundingClientRect().top)
      if (Math.abs(top - lastTop) > 2) rows.push(0)
      rows[rows.length - 1]!++
      lastTop = top
    }
    const columns = Math.max(...rows)
    if (columns > 1 && rows.at(-1) === 1) {
      const label =
        el.getAttribute('aria-label') ?? el.closest('section')?.querySelector('h2, h3')?.textContent
      problems.push(
        `lone card on the last row (${rows.join('+')})${label ? ` in "${label.trim().slice(0, 60)}"` : ''}: ${describe(el)}`,
      )
    }
  }

  // The lesson-length trio: side by side, the numbers share one baseline (same top).
  for (const trio of main.querySelectorAll('[aria-label="Lesson lengths"]')) {
    const cards = [...trio.children].filter(visible)
    const tops = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)))
    if (cards.length < 2 || tops.size !== 1) continue
    const numberTops = cards.map((c) =>
      Math.round(c.firstElementChild!.getBoundingClientRect().top),
    )
    if (Math.max(...numberTops) - Math.min(...numberTops) > 1)
      problems.push(`lesson lengths do not line up (number tops ${numberTops.join(', ')})`)
  }
  return { problems: [...new Set(problems)], rowNeedsPx, collapsed }
}

/** Measures one width in the page: the resize laid out (one frame when scripts run), then every rule. */
async function measureAt(page: Page, width: number, scripts: boolean): Promise<Findings> {
  await page.setViewportSize({ width, height: 900 })
  const options = {
    gutter: GUTTER_PX,
    barHeight: NAVBAR_HEIGHT_PX,
    shortLabel: SHORT_LABEL_CHARS,
    flexRows: CARD_ROW_WIDTHS.includes(width),
  }
  // One round trip: a frame lets resize listeners (React) re-render (only when scripts run: without
  // them no frame callback fires), then the measuring forces layout and checks every rule.
  const frame = scripts ? 'await new Promise((r) => requestAnimationFrame(r));' : ''
  return (await page.evaluate(
    `(async () => { ${frame} return (${measure.toString()})(${JSON.stringify(options)}) })()`,
  )) as Findings
}

async function sweep(page: Page, path: string, scripts = true): Promise<string[]> {
  const home = path === '/'
  const breakpoint = home ? NAV_FULL_ROW_MIN_PX.home : NAV_FULL_ROW_MIN_PX.other
  const report: string[] = []
  // What the full row needs at the narrowest width that shows it (the links' gap opens up on wider
  // screens, so each width's need is checked against that width too).
  let rowNeedsPx = 0
  for (const width of ROUTE_WIDTHS) {
    const found = await measureAt(page, width, scripts)
    for (const p of found.problems) report.push(`${path} ${width}px: ${p}`)
    if (found.collapsed !== width < breakpoint)
      report.push(
        `${path} ${width}px: navbar ${found.collapsed ? 'collapsed' : 'full'} (breakpoint ${breakpoint})`,
      )
    if (!found.collapsed && found.rowNeedsPx > width)
      report.push(`${path} ${width}px: the full row needs ${found.rowNeedsPx} px`)
    if (!found.collapsed && rowNeedsPx === 0) rowNeedsPx = found.rowNeedsPx
    // From a small laptop up, every page (home included) shows its full bar, booking button and all.
    if (width >= LAPTOP_MIN_PX && found.collapsed)
      report.push(`${path} ${width}px: the booking button is folded into the menu`)
  }
  // The breakpoint is the measured need, not a guess: never below it, at most 32 px of slack above.
  if (rowNeedsPx > breakpoint || rowNeedsPx < breakpoint - 32)
    report.push(`${path}: the full row needs ${rowNeedsPx} px, the breakpoint is ${breakpoint} px`)
  return report
}

/*
 * Speed (the sweep must stay a short part of the suite on a busy two-core machine): one browser page
 * per test that visits several routes; per route one load, then the viewport walks the widths and one
 * page.evaluate per width measures everything. No trace (a DOM snapshot per step costs more than the
 * measuring); a failure reports every problem as text. Routes are dealt round-robin into a few tests so
 * Playwright's two workers share them.
 */
// The pages a mail links to, with a token: as a visitor arrives, their button shown.
const ROUTES = [
  ...PAGE_PATHS,
  ...MAIL_PAGE_PATHS.map((path) => `${path}?token=layout.sweep`),
  '/no-such-page',
]
const GROUPS = 4
/** Per route: one load plus 13 measured widths, with room for a machine shared by five agents. */
const PER_ROUTE_MS = 20_000

test.describe.configure({ mode: 'parallel' })
test.use({ trace: 'off' })
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

for (let g = 0; g < GROUPS; g++) {
  const paths = ROUTES.filter((_, i) => i % GROUPS === g)
  test(`${paths.join(' ')} hold at ${ROUTE_WIDTHS.join(', ')} px`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(paths.length * PER_ROUTE_MS)
    const report: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      report.push(...(await sweep(page, path)))
      // The 404 page logs the bad path (spec §2).
      if (path === '/no-such-page') consoleErrors.splice(0)
    }
    expect(report, 'layout problems').toEqual([])
  })
}

// What a visitor sees before the scripts run: the prerendered HTML and its inline CSS alone.
test.describe('before hydration (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false })
  const paths = ['/', '/about', '/lessons/kids']
  test(`${paths.join(' ')} hold at every width`, async ({ page }) => {
    test.setTimeout(paths.length * PER_ROUTE_MS)
    const report: string[] = []
    for (const path of paths) {
      await page.goto(path)
      report.push(...(await sweep(page, path, false)))
    }
    expect(report, 'layout problems before hydration').toEqual([])
  })
})

/*
 * One interruption at a time, at every width of the sweep: a first-time visitor on the home page
 * scrolls down before the welcome popup is due. While the popup is due or open, and while the lesson
 * chooser is open, the floating promo card does not show; it shows once nothing else does. On phones
 * it is a compact bar: at most PROMO_BAR_MAX_HEIGHT_PX high, within the side gutters. Timers run on
 * Playwright's clock.
 */
test.describe('one interruption at a time', () => {
  const START = new Date('2026-11-23T10:00:00').getTime()
  // The spec's words (src/content/site.ts reads the build's environment, so not imported here).
  const BOOK_INTRO_LESSON = 'Book an Intro Lesson'
  const LESSON_TYPE_MODAL_TITLE = 'Choose Your Lesson Type'
  const card = (page: Page) => page.getByRole('complementary', { name: 'Intro session offer' })
  const dialog = (page: Page) => page.getByRole('dialog')
  /** Lets the page run what is pending (React renders in a MessageChannel task, not on the clock). */
  const settle = (page: Page) =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(null)
          channel.port2.postMessage(null)
        }),
    )

  test(`the promo card waits for the home page's dialogs at ${SWEEP_WIDTHS.join(', ')} px`, async ({
    browser,
  }) => {
    test.setTimeout(SWEEP_WIDTHS.length * PER_ROUTE_MS)
    const report: string[] = []
    for (const width of SWEEP_WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      await page.clock.install({ time: START })
      await page.clock.pauseAt(START + 60_000)
      await page.goto('/')
      await waitForHydration(page)
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
      await settle(page)
      // The welcome popup is due: the card waits for it, then for its closing.
      await page.clock.runFor(HOME_WELCOME_POPUP_DELAY_MS)
      await expect(dialog(page)).toBeVisible()
      await settle(page)
      if (await card(page).isVisible()) report.push(`${width}px: promo card with the welcome popup`)
      await dialog(page).getByRole('button', { name: 'Maybe Later' }).click()
      await expect(card(page)).toBeVisible()
      const box = (await card(page).boundingBox())!
      if (width < PHONE_LAYOUT_BELOW_PX) {
        if (box.height > PROMO_BAR_MAX_HEIGHT_PX + 0.5)
          report.push(`${width}px: promo bar is ${Math.round(box.height)} px high`)
        if (box.x < GUTTER_PX - 0.5 || box.x + box.width > width - GUTTER_PX + 0.5)
          report.push(`${width}px: promo bar outside the gutters`)
      }
      // The visitor opens the lesson chooser: the card steps aside until it closes. (Time flows
      // again: React reveals the chooser's lazily loaded dialog on a timer.)
      await page.clock.resume()
      const nav = page.getByRole('navigation', { name: 'Main' })
      const menu = nav.getByRole('button', { name: 'Menu' })
      if (await menu.isVisible()) await menu.click()
      await nav.getByRole('button', { name: BOOK_INTRO_LESSON }).click()
      await expect(page.getByRole('dialog', { name: LESSON_TYPE_MODAL_TITLE })).toBeVisible()
      try {
        await expect(card(page)).toBeHidden({ timeout: 3000 })
      } catch {
        report.push(`${width}px: promo card with the lesson chooser`)
      }
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toHaveCount(0)
      await expect(card(page)).toBeVisible()
      await context.close()
    }
    expect(report, 'two interruptions at once, or a tall promo bar').toEqual([])
  })
})
