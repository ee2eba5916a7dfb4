import type { ReactNode } from 'react'
import { m } from 'framer-motion'
import { MOTION, MotionRoot } from './motion'

/**
 * The slide that has just become current sliding in from the side it came from (`from`: 1 from the
 * right after Next, -1 from the left after Previous). Transform only: the slides share
 * one grid cell, so nothing around the carousel moves. Loaded by carousel.tsx once the visitor
 * reaches for the controls.
 */
export function SlideIn({ from, children }: { from: 1 | -1; children: ReactNode }) {
  return (
    <MotionRoot>
      <m.div
        initial={{ x: from * 32 }}
        animate={{ x: 0 }}
        transition={{ duration: MOTION.enter + 0.1, ease: MOTION.ease }}
      >
        {children}
      </m.div>
    </MotionRoot>
  )
}
