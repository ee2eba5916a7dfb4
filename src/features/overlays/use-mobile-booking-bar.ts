import { useEffect } from 'react'
import {
  BOOKING_BAR_SHOWN_BEFORE,
  selectBookingBarShown,
} from '../../../machines/overlay.selectors'
import { inspect } from '../../services/inspector'
import { useChart, useChartSelector } from '../../startup/chart'

/** The bar's chart with its effect: scrolling to the booking section (`#targetId`). */
const loadBookingBar = (targetId: string) => () =>
  import('../../../machines/mobile-booking-bar.machine').then(({ mobileBookingBarMachine }) =>
    mobileBookingBarMachine.provide({
      actions: {
        scrollToBooking: () => {
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
          document
            .getElementById(targetId)
            ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
        },
      },
    }),
  )

/** The hero's box has scrolled out of view upwards. */
const isAbove = (box: { bottom: number }) => box.bottom <= 0

/**
 * The booking bar's chart: whether it shows (hidden until the chart runs) and its tap. The viewport
 * width (on resize) and whether the hero (`heroSelector`) has scrolled out of view upwards and
 * whether the scheduling widget (`#targetId`) is in view (IntersectionObservers) reach the chart as
 * events. The width and the hero are also measured once at start, so a page scrolled past the hero
 * before hydration shows the bar at once.
 */
export function useMobileBookingBar(targetId: string, heroSelector: string) {
  // useChart keeps the first render's chart: the page's booking section does not change under it.
  const chart = useChart(loadBookingBar(targetId), { inspect })
  const shown = useChartSelector(chart, selectBookingBarShown, BOOKING_BAR_SHOWN_BEFORE)

  useEffect(() => {
    const onResize = () => chart.send({ type: 'viewport.resize', width: window.innerWidth })
    onResize()
    window.addEventListener('resize', onResize)
    const hero = document.querySelector(heroSelector)
    if (hero)
      chart.send({ type: isAbove(hero.getBoundingClientRect()) ? 'hero.leave' : 'hero.enter' })
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      const passed = !entry.isIntersecting && isAbove(entry.boundingClientRect)
      chart.send({ type: passed ? 'hero.leave' : 'hero.enter' })
    })
    if (hero) observer.observe(hero)
    const booking = document.getElementById(targetId)
    const bookingObserver = new IntersectionObserver(([entry]) => {
      if (entry) chart.send({ type: entry.isIntersecting ? 'booking.enter' : 'booking.leave' })
    })
    if (booking) bookingObserver.observe(booking)
    return () => {
      window.removeEventListener('resize', onResize)
      observer.disconnect()
      bookingObserver.disconnect()
    }
  }, [chart, heroSelector, targetId])

  return { shown, book: () => chart.send({ type: 'bar.book' }) }
}
