import type { ReactNode } from 'react'
import styled, { keyframes } from 'styled-components'
import { COLUMN_PX, radius } from '../../ui/theme'

/*
 * What makes a result screen feel like a reward: a picture of the outcome first (a score ring, a
 * level badge, an emblem) and a clear next step last (the intro session, or lessons matched to it).
 * The spec's own result texts stay where they are; these only frame them.
 */

/**
 * Every result page's one column: the result card and all that follows it (share row, lessons
 * banner, links, sign-up card) take its full width, so a result reads as one piece rather than a
 * stack of blocks of different widths.
 */
export const ResultColumn = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  width: 100%;
  max-width: ${COLUMN_PX.result}px;
  margin-inline: auto;
  /* The column gives the width: a block's own max-width, side margins or phone gutters do not. */
  && > * {
    width: auto;
    max-width: none;
    margin-inline: 0;
  }
`

/*
 * A result's outcome arrives like a reward (a fading glow): a CSS animation (on the compositor, unaffected by a
 * paused test clock, skipped by screenshots and by a visitor who prefers reduced motion), so what a
 * test or a visitor measures once the result shows is always its final place and size.
 */
const settle = keyframes`
  from {
    box-shadow: 0 0 0 6px rgba(22, 101, 52, 0.28);
  }
  to {
    box-shadow: 0 0 0 0 rgba(22, 101, 52, 0);
  }
`
const ArriveBox = styled.div`
  border-radius: ${radius.lg};
  animation: ${settle} 0.9s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

/**
 * The outcome of a result (its level, its style) arriving with a glow that fades: nothing moves, so
 * its place, its size and the page's scroll are final from the first frame.
 */
export function Arrive({ children }: { children: ReactNode }) {
  return <ArriveBox>{children}</ArriveBox>
}
