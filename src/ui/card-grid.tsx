import type { ReactNode } from 'react'
import styled from 'styled-components'
import { columnSteps } from '../domain/card-columns'
import { space } from './theme'

/** The gap between cards (space.card, 1.25rem) in px, for the column steps. */
const CARD_GAP_PX = 20

/**
 * The frame of every card grid on the site (the design system's rule, src/domain/card-columns.ts):
 * the grid inside (its one child: a list or a block of cards, laid out as a grid) gets the column
 * count that leaves no card alone on its last row at the width it has: 4 cards make 2 x 2 on a
 * tablet, 5 make 3 + 2. The frame is a size container, so the grid counts its own width (a grid in a
 * narrow column steps down earlier than one across the page), and the steps are plain CSS: right in
 * the prerendered page, before hydration. `minPx`: the narrowest a card may be.
 */
export function CardColumns({
  count,
  minPx,
  children,
}: {
  count: number
  minPx: number
  children: ReactNode
}) {
  return (
    <Frame $count={count} $minPx={minPx}>
      {children}
    </Frame>
  )
}

const Frame = styled.div<{ $count: number; $minPx: number }>`
  container-type: inline-size;
  && > * {
    display: grid;
    gap: ${space.card};
  }
  ${({ $count, $minPx }) =>
    columnSteps($count, $minPx, CARD_GAP_PX)
      .map(({ fromPx, columns }) => {
        const rule = `&& > * { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }`
        return fromPx === 0 ? rule : `@container (min-width: ${fromPx}px) { ${rule} }`
      })
      .join('\n')}
`
