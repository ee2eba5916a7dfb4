/**
 * Model-based tests of the overlays that are no modals: the floating promo card (dismissal stored or
 * not) and the mobile booking bar, and how the overlay charts start from the page at hydration.
 * Events, fakes, a reference written from the spec that each path's outcome must equal, and full
 * coverage.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { mobileBookingBarMachine } from '../../machines/mobile-booking-bar.machine'
import { promoCardMachine, type PromoCardEvent } from '../../machines/promo-card.machine'
import { selectBookingBarShown, selectPromoShown } from '../../machines/overlay.selectors'
import { PHONE_LAYOUT_BELOW_PX, PROMO_CARD_SCROLL_OFFSET_PX } from '../../machines/timings'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

describe('promo card chart', () => {
  type Event = ModelEvent<typeof promoCardMachine>
  const PATH = '/faqs'
  const recorder = new CoverageRecorder()
  const provided = (dismissedBefore: boolean, remembered: string[]) =>
    promoCardMachine.provide({
      actions: { rememberDismissal: (_, params) => void remembered.push(params.path) },
      guards: { isDismissedHere: () => dismissedBefore },
    })
  const events: Event[] = [
    { type: 'page.scroll', y: 0 },
    { type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX },
    { type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX + 1 },
    { type: 'promo.dismiss' },
    { type: 'overlay.busy' },
    { type: 'overlay.free' },
  ]
  /**
   * Sent after each path: nothing interrupts any more, and the page is scrolled past the offset. A
   * card not dismissed shows now; a dismissed one stays away. So a dismissal is seen, not read.
   */
  const PROBE: PromoCardEvent[] = [
    { type: 'overlay.free' },
    { type: 'page.scroll', y: PROMO_CARD_SCROLL_OFFSET_PX + 1 },
  ]

  /**
   * The spec's rules (§2 "Overlays", §9): the card shows while the page is scrolled more than
   * 400 px, nothing else interrupts (one interruption at a time; held until the host first says
   * nothing does) and it is not dismissed on this path (now, remembered once for the path, or on an
   * earlier visit). Folds `events` into what the visitor sees; reads nothing of the chart.
   */
  function specView(dismissedBefore: boolean, events: readonly Event[]) {
    let past = false
    let busy = true
    let dismissed = false
    const remembered: string[] = []
    for (const event of events) {
      const shown: boolean = past && !busy && !dismissed
      if (event.type === 'page.scroll') past = event.y > PROMO_CARD_SCROLL_OFFSET_PX
      if (event.type === 'overlay.busy') busy = true
      if (event.type === 'overlay.free') busy = false
      if (event.type === 'promo.dismiss' && shown) remembered.push(PATH)
      dismissed ||= (event.type === 'promo.dismiss' && shown) || (past && dismissedBefore)
    }
    return { shown: past && !busy && !dismissed, remembered }
  }
  let pathCount = 0

  describe.each([false, true])('dismissed on this path before: %s', (dismissedBefore) => {
    const paths = edgeCoveringPaths(provided(dismissedBefore, []), {
      events,
      input: { path: PATH },
    })
    pathCount += paths.length
    it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
      const remembered: string[] = []
      const { actor } = await replayAsync(provided(dismissedBefore, remembered), path, {
        input: { path: PATH },
        recorder,
      })
      const seen = () => ({
        shown: selectPromoShown(actor.getSnapshot()),
        remembered: [...remembered],
      })
      const afterPath = seen()
      for (const event of PROBE) actor.send(event)
      expect({ afterPath, afterProbe: seen() }).toEqual({
        afterPath: specView(dismissedBefore, path.events),
        afterProbe: specView(dismissedBefore, [...path.events, ...PROBE]),
      })
    })
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(promoCardMachine, recorder, { task, paths: pathCount })
  })
})

describe('mobile booking bar chart', () => {
  type Event = ModelEvent<typeof mobileBookingBarMachine>
  const recorder = new CoverageRecorder()
  const provided = (scrolls: number[]) =>
    mobileBookingBarMachine.provide({
      actions: { scrollToBooking: () => void scrolls.push(1) },
    })
  const events: Event[] = [
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

  /**
   * The spec's rule (§4 "Mobile sticky booking bar", §9): the bar shows only below 768 px wide,
   * after the hero is scrolled past, and (ours) not while the scheduling widget it leads to is in
   * view; its button scrolls to the widget, once per tap while it shows. Reads nothing of the chart.
   */
  function specView(events: readonly Event[]) {
    let narrow = false
    let heroPassed = false
    let bookingInView = false
    let scrolls = 0
    for (const event of events) {
      const shown = narrow && heroPassed && !bookingInView
      if (event.type === 'viewport.resize') narrow = event.width < PHONE_LAYOUT_BELOW_PX
      if (event.type.startsWith('hero.')) heroPassed = event.type === 'hero.leave'
      if (event.type.startsWith('booking.')) bookingInView = event.type === 'booking.enter'
      scrolls += event.type === 'bar.book' && shown ? 1 : 0
    }
    return { shown: narrow && heroPassed && !bookingInView, scrolls }
  }

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const scrolls: number[] = []
    const { actor } = await replayAsync(provided(scrolls), path, { recorder })
    expect({ shown: selectBookingBarShown(actor.getSnapshot()), scrolls: scrolls.length }).toEqual(
      specView(path.events),
    )
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
      // Dismissed here before: scrolling back up and down again, nothing interrupting, still away.
      actor.send({ type: 'page.scroll', y: 0 })
      actor.send({ type: 'page.scroll', y })
      expect(actor.getSnapshot().hasTag('shown')).toBe(shown)
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
