import type { ReactNode } from 'react'
import { LazyMotion, MotionConfig } from 'framer-motion'

/*
 * Motion on this site: framer-motion's small `m` components inside `LazyMotion`, whose features load
 * on demand. Only modules that are themselves loaded lazily (a dialog, a result's reveal, a carousel's
 * slide once the visitor moves it) import this file, so no page's start-up chunks carry any of it
 * (tests/bundle/no-motion-at-startup.test.ts). Only transform and opacity move: no layout shift.
 */

const loadFeatures = () => import('./motion-features').then((module) => module.default)

/** Durations (s) and easing of the site's few movements. */
export const MOTION = {
  /** A dialog or a slide coming in. */
  enter: 0.2,
  /** A dialog going away: quicker than it came. */
  leave: 0.14,
  ease: [0.22, 1, 0.36, 1] as [number, number, number, number],
} as const

/**
 * Everything that moves sits inside this: the features load lazily, and `reducedMotion="user"`
 * turns transforms off for a visitor who prefers reduced motion (opacity still fades).
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  )
}
