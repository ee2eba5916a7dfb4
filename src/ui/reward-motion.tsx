import type { ReactNode } from 'react'
import { m } from 'framer-motion'
import { MotionRoot } from './motion'

/*
 * A result arriving like a reward: the outcome (level, style, plan, opening) settles in (the score
 * ring fills by a CSS animation of its own, result-parts.tsx). Loaded lazily by result-parts.tsx once a result shows; until it has arrived the
 * result is drawn still, at its final state.
 */

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
