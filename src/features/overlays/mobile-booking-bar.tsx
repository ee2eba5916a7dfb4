import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import styled from 'styled-components'
import { mobileBookingBarMachine } from '../../../machines/mobile-booking-bar.machine'
import { PrimaryButton } from '../../ui/button'
import { useHydrated } from '../../startup/use-hydrated'
import { MOBILE_BOOKING_BAR } from '../../content/overlays'
import { inspect } from '../../services/inspector'
import { space } from '../../ui/theme'

/**
 * The fixed bottom booking bar of /lessons/kids. The viewport width (on resize) and whether the hero
 * (`heroSelector`) has scrolled out of view upwards (an IntersectionObserver) reach the chart as
 * events; the bar scrolls to the scheduling widget (`#targetId`). Both are also measured once at
 * start, so a page scrolled past the hero before hydration shows the bar at once.
 */
export function MobileBookingBar({
  targetId,
  heroSelector,
}: {
  targetId: string
  heroSelector: string
}) {
  const [logic] = useState(() =>
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
  const actor = useActorRef(logic, { inspect })
  const shown = useSelector(actor, (s) => s.matches({ viewport: 'narrow', hero: 'passed' }))
  const hydrated = useHydrated()

  useEffect(() => {
    const onResize = () => actor.send({ type: 'viewport.resize', width: window.innerWidth })
    onResize()
    window.addEventListener('resize', onResize)
    const hero = document.querySelector(heroSelector)
    if (hero)
      actor.send({ type: isAbove(hero.getBoundingClientRect()) ? 'hero.leave' : 'hero.enter' })
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      const passed = !entry.isIntersecting && isAbove(entry.boundingClientRect)
      actor.send({ type: passed ? 'hero.leave' : 'hero.enter' })
    })
    if (hero) observer.observe(hero)
    return () => {
      window.removeEventListener('resize', onResize)
      observer.disconnect()
    }
  }, [actor, heroSelector])

  if (!hydrated || !shown) return null
  return (
    <Bar aria-label="Book an intro session">
      <PrimaryButton type="button" onClick={() => actor.send({ type: 'bar.book' })}>
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
