import { useEffect, useRef } from 'react'
import {
  INDEX_BEFORE,
  ROTATING_BEFORE,
  selectIndex,
  selectRotating,
} from '../../machines/carousel.selectors'
import { useChart, useChartSelector } from '../startup/chart'

const loadCarousel = () =>
  import('../../machines/carousel.machine').then((module) => module.carouselMachine)

/**
 * One carousel's chart over `count` slides: the slide shown and whether it moves on by itself (the
 * first, still, until the chart runs), the controls' events, and `region`, the element whose hover
 * or focus keeps an `autoRotate` carousel from starting.
 */
export function useCarousel(count: number, autoRotate: boolean) {
  const chart = useChart(loadCarousel, { input: { count } })
  const index = useChartSelector(chart, selectIndex, INDEX_BEFORE)
  const rotating = useChartSelector(chart, selectRotating, ROTATING_BEFORE)

  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    // Starts once the page is live, so the prerender and hydration agree (both still); not under
    // a pointer or with focus already inside (the mouseenter or focus before hydration that would
    // have paused it was never heard).
    const node = region.current
    const touched = node && (node.matches(':hover') || node.contains(document.activeElement))
    if (autoRotate && !touched && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
      chart.send({ type: 'carousel.play' })
  }, [chart, autoRotate])

  return {
    index,
    rotating,
    region,
    pause: () => chart.send({ type: 'carousel.pause' }),
    play: () => chart.send({ type: 'carousel.play' }),
    previous: () => chart.send({ type: 'carousel.previous' }),
    next: () => chart.send({ type: 'carousel.next' }),
    goTo: (index: number) => chart.send({ type: 'carousel.goTo', index }),
  }
}
