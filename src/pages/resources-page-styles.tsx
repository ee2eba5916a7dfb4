import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors, controlLabel, fontSize, radius, roles, space, TAP_TARGET_PX } from '../ui/theme'

/** The styled pieces of the resources page (/resources), which the route composes. */

/** A card of the grid: its button sits on the card's bottom line, level with its neighbours'. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  h2 {
    margin: 0;
    font-size: ${fontSize.title};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

export const Action = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  margin-top: auto;
  border-radius: ${radius.md};
  background: ${roles.action};
  color: ${roles.onAction};
  font-weight: 700;
  ${controlLabel}
`

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space[4]};
  margin-top: ${space[6]};
`

export const Tile = styled(Link)`
  display: grid;
  gap: ${space[1]};
  padding: ${space.card};
  border-radius: ${radius.lg};
  background: ${colors.navy};
  color: ${roles.onDark};
  text-decoration: none;
  strong {
    font-size: ${fontSize.cardTitle};
  }
`
