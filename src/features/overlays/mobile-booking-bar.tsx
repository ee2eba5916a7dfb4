import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { PhoneBarRoom } from '../../ui/phone-bar-room'
import { useHydrated } from '../../startup/use-hydrated'
import {
  BOOKING_BAR_SHOWN_BEFORE,
  selectBookingBarShown,
} from '../../../machines/overlay.selectors'
import { MOBILE_BOOKING_BAR } from '../../content/overlays'
import { inspect } from '../../services/inspector'
import { space } from '../../ui/theme'
import { useChart, useChartSelector } from '../../startup/chart'

/**
 * The fixed bottom booking bar of /lessons/kids. The viewport width (on resize) and whether the hero
 * (`heroSelector`) has scrolled out of view upwards and whether the scheduling widget (`#targetId`)
 * is in view (IntersectionObservers) reach the chart as events; the bar scrolls to the widget and
 * steps aside while the widget is in view. The width and the hero are also measured once at start,
 * so a page scrolled past the hero before hydration shows the bar at once.
 */
export function MobileBookingBar({
  targetId,
  heroSelector,
}: {
  targetId: string
  heroSelector: string
}) {
  const [load] = useState(
    () => () =>
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
      ),
  )
  const chart = useChart(load, { inspect })
  const shown = useChartSelector(chart, selectBookingBarShown, BOOKING_BAR_SHOWN_BEFORE)
  const hydrated = useHydrated()

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

  if (!hydrated || !shown) return null
  return (
    <Bar aria-label="Book an intro session">
      <PhoneBarRoom />
      <PrimaryButton type="button" onClick={() => chart.send({ type: 'bar.book' })}>
        {MOBILE_BOOKING_BAR}
      </PrimaryButton>
    </Bar>
  )
}

/** The hero's box has scrolled out of view upwards. */
const isAbove = (box: { bottom: number }) => box.bottom <= 0

/** Fixed to the bottom edge: it covers, never pushes, the page (CLS 0). */
const Bar = styled.aside`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 900;
  display: flex;
  justify-content: center;
  padding: ${space[3]} ${space[4]};
  background: rgba(255, 255, 255, 0.97);
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.15);
  button {
    width: 100%;
    max-width: 480px;
  }
`
