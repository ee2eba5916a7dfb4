import type { ReactNode } from 'react'
import { m, useReducedMotion } from 'framer-motion'
import { MOTION, MotionRoot } from './motion'

/*
 * A result arriving like a reward: the score ring fills to its percentage and the outcome (level,
 * style) settles in. Loaded lazily by result-parts.tsx once a result shows; until it has arrived the
 * result is drawn still, at its final state.
 */

/** The score ring's coloured arc, drawn from empty to `fraction` of the circle. */
export function RingFill({
  fraction,
  ...circle
}: { fraction: number } & Omit<React.SVGProps<SVGCircleElement>, 'ref' | 'style'>) {
  const reduce = useReducedMotion()
  return (
    <MotionRoot>
      <m.circle
        {...(circle as object)}
        initial={reduce ? false : { pathLength: 0 }}
        animate={{ pathLength: fraction }}
        transition={{ duration: MOTION.reward, ease: MOTION.ease, delay: 0.1 }}
      />
    </MotionRoot>
  )
}

/** The outcome (a level, a style's card) rising into place with a small, springy scale. */
export function Arrive({ children }: { children: ReactNode }) {
  return (
    <MotionRoot>
      <m.div
        initial={{ scale: 0.94, y: 8 }}
        animate={{ scale: 1, y: 0 }}
        transition={{ type: 'spring', stiffness: 260, damping: 22 }}
      >
        {children}
      </m.div>
    </MotionRoot>
  )
}
