/**
 * Model-based tests of the overlays that are no modals: the floating promo card (dismissal stored or
 * not) and the mobile booking bar, and how the overlay charts start from the page at hydration.
 * Events, fakes, what must hold after each path, and full coverage.
 */
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { mobileBookingBarMachine } from '../../machines/mobile-booking-bar.machine'
import { promoCardMachine } from '../../machines/promo-card.machine'
import { selectBookingBarShown } from '../../machines/overlay.selectors'
import { PHONE_LAYOUT_BELOW_PX, PROMO_CARD_SCROLL_OFFSET_PX } from '../../machines/timings'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

describe('promo card chart', () => {
  type Snapshot = SnapshotFrom<typeof promoCardMachine>
  const recorder = new CoverageRecorder()
  const provided = (dismissedBefore: boolean, remembered: string[]) =>
    promoCardMachine.provide({
      actions: { rememberDismissal: (_, params) => void remembered.push(params.path) },
      guards: { isDismissedHere: () => dismissedBefore },
    })
  const events: ModelEvent<typeof promoCardMachine>[] = [
    { type: 'page.scroll', y: 0 },
    { type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX },
    { type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX + 1 },
    { type: 'promo.dismiss' },
    { type: 'overlay.busy' },
    { type: 'overlay.free' },
  ]
  let pathCount = 0

  describe.each([false, true])('dismissed on this path before: %s', (dismissedBefore) => {
    const paths = edgeCoveringPaths(provided(dismissedBefore, []), {
      events,
      input: { path: '/faqs' },
    })
    pathCount += paths.length
    it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
      const remembered: string[] = []
      const { actor } = await replayAsync(provided(dismissedBefore, remembered), path, {
        input: { path: '/faqs' },
        recorder,
      })
      const snapshot: Snapshot = actor.getSnapshot()
      // Dismissed here before: the card never shows on this path.
      if (dismissedBefore) expect(snapshot.hasTag('shown')).toBe(false)
      // The card shows exactly while scrolled past 400 px and nothing else interrupts (it starts
      // held until the host says nothing does), until dismissed.
      const lastScroll = [...path.events].reverse().find((e) => e.type === 'page.scroll')
      const lastOverlay = [...path.events].reverse().find((e) => e.type.startsWith('overlay.'))
      const dismissed = path.events.some((e) => e.type === 'promo.dismiss') && !dismissedBefore
      if (!dismissedBefore && !snapshot.matches('dismissed'))
        expect(snapshot.hasTag('shown')).toBe(
          lastScroll?.type === 'page.scroll' &&
            lastScroll.y > PROMO_CARD_SCROLL_OFFSET_PX &&
            lastOverlay?.type === 'overlay.free',
        )
      // One interruption at a time: never shown after the host said something else interrupts.
      if (lastOverlay?.type !== 'overlay.free') expect(snapshot.hasTag('shown')).toBe(false)
      // A dismissal is remembered once, for this path.
      expect(remembered).toEqual(snapshot.matches('dismissed') && dismissed ? ['/faqs'] : [])
    })
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(promoCardMachine, recorder, { task, paths: pathCount })
  })
})

describe('mobile booking bar chart', () => {
  type Snapshot = SnapshotFrom<typeof mobileBookingBarMachine>
  const recorder = new CoverageRecorder()
  const provided = (scrolls: number[]) =>
    mobileBookingBarMachine.provide({
      actions: { scrollToBooking: () => void scrolls.push(1) },
    })
  const events: ModelEvent<typeof mobileBookingBarMachine>[] = [
    { type: 'viewport.resize', width: 375 },
    { type: 'viewport.resize', width: PHONE_LAYOUT_BELOW_PX - 1 },
    { type: 'viewport.resize', width: PHONE_LAYOUT_BELOW_PX },
    { type: 'viewport.resize', width: 1024 },
    { type: 'hero.leave' },
    { type: 'hero.enter' },
    { type: 'booking.enter' },
    { type: 'booking.leave' },
    { type: 'bar.book' },
  ]
  const paths = edgeCoveringPaths(provided([]), { events })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const scrolls: number[] = []
    const { actor, beforeLastStep } = await replayAsync(provided(scrolls), path, { recorder })
    const snapshot: Snapshot = actor.getSnapshot()
    const lastWidth = [...path.events].reverse().find((e) => e.type === 'viewport.resize')
    const lastHero = [...path.events].reverse().find((e) => e.type.startsWith('hero.'))
    const lastBooking = [...path.events].reverse().find((e) => e.type.startsWith('booking.'))
    const narrow = lastWidth?.type === 'viewport.resize' && lastWidth.width < PHONE_LAYOUT_BELOW_PX
    expect(selectBookingBarShown(snapshot)).toBe(
      narrow && lastHero?.type === 'hero.leave' && lastBooking?.type !== 'booking.enter',
    )
    // The bar scrolls to the widget only when it is on screen.
    if (path.events.at(-1)?.type === 'bar.book')
      expect(scrolls.length).toBe(selectBookingBarShown(beforeLastStep) ? 1 : 0)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(mobileBookingBarMachine, recorder, { task, paths: paths.length })
  })
})

/**
 * An overlay starts from the page as it is when it hydrates, not from a blank page. Its
 * host reports the browser's current state first (the scroll offset, the width, where the hero is),
 * as the chart's first events; a visitor who scrolled before hydration sees the overlay at once.
 */
describe('the overlay charts start from the page at hydration', () => {
  const promoCard = (dismissedBefore: boolean) =>
    createActor(promoCardMachine.provide({ guards: { isDismissedHere: () => dismissedBefore } }), {
      input: { path: '/' },
    }).start()

  it.each([
    { y: 0, dismissedBefore: false, shown: false },
    { y: PROMO_CARD_SCROLL_OFFSET_PX, dismissedBefore: false, shown: false },
    { y: PROMO_CARD_SCROLL_OFFSET_PX + 500, dismissedBefore: false, shown: true },
    { y: PROMO_CARD_SCROLL_OFFSET_PX + 500, dismissedBefore: true, shown: false },
  ])(
    'promo card: hydrated at $y px, dismissed here before: $dismissedBefore -> shown: $shown',
    ({ y, dismissedBefore, shown }) => {
      const actor = promoCard(dismissedBefore)
      actor.send({ type: 'overlay.free' })
      actor.send({ type: 'page.scroll', y })
      expect(actor.getSnapshot().hasTag('shown')).toBe(shown)
      if (dismissedBefore) expect(actor.getSnapshot().value).toBe('dismissed')
    },
  )

  it("promo card: with a visitor's own offset (an experiment's arm), shows past that offset", () => {
    const offsetPx = PROMO_CARD_SCROLL_OFFSET_PX + 300
    const actor = createActor(promoCardMachine, { input: { path: '/', offsetPx } }).start()
    actor.send({ type: 'overlay.free' })
    actor.send({ type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX + 1 })
    expect(actor.getSnapshot().hasTag('shown')).toBe(false)
    actor.send({ type: 'page.scroll', y: offsetPx })
    expect(actor.getSnapshot().hasTag('shown')).toBe(false)
    actor.send({ type: 'page.scroll', y: offsetPx + 1 })
    expect(actor.getSnapshot().hasTag('shown')).toBe(true)
  })

  it('promo card: steps aside while a dialog shows or is due, and comes back after', () => {
    const actor = promoCard(false)
    actor.send({ type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX + 500 })
    // Until the coordinator runs and says nothing interrupts, the card waits.
    expect(actor.getSnapshot().hasTag('shown')).toBe(false)
    actor.send({ type: 'overlay.free' })
    expect(actor.getSnapshot().hasTag('shown')).toBe(true)
    actor.send({ type: 'overlay.busy' })
    expect(actor.getSnapshot().hasTag('shown')).toBe(false)
    actor.send({ type: 'page.scroll', y: 0 })
    actor.send({ type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX + 500 })
    expect(actor.getSnapshot().hasTag('shown')).toBe(false)
    actor.send({ type: 'overlay.free' })
    expect(actor.getSnapshot().hasTag('shown')).toBe(true)
  })

  const bar = () => createActor(mobileBookingBarMachine).start()
  const barShown = (actor: ReturnType<typeof bar>) => selectBookingBarShown(actor.getSnapshot())

  it.each([
    { width: 390, heroPassed: true, shown: true },
    { width: 390, heroPassed: false, shown: false },
    { width: PHONE_LAYOUT_BELOW_PX, heroPassed: true, shown: false },
  ])(
    'booking bar: hydrated at $width px, hero already scrolled past: $heroPassed -> shown: $shown',
    ({ width, heroPassed, shown }) => {
      // Whichever the host measures first.
      for (const order of ['width first', 'hero first']) {
        const actor = bar()
        const measures = [
          { type: 'viewport.resize', width } as const,
          { type: heroPassed ? 'hero.leave' : 'hero.enter' } as const,
        ]
        for (const event of order === 'width first' ? measures : measures.reverse())
          actor.send(event)
        expect(barShown(actor), order).toBe(shown)
      }
    },
  )

  it('booking bar: steps aside while the booking widget is in view, and comes back after', () => {
    const actor = bar()
    actor.send({ type: 'viewport.resize', width: 390 })
    actor.send({ type: 'hero.leave' })
    expect(barShown(actor)).toBe(true)
    actor.send({ type: 'booking.enter' })
    expect(barShown(actor)).toBe(false)
    actor.send({ type: 'booking.leave' })
    expect(barShown(actor)).toBe(true)
  })
})
