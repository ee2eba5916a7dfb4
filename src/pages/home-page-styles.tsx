import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors, mobile, radius, space, TAP_TARGET_PX } from '../ui/theme'

/** The styled pieces of the home page (/), which the route composes. */

export const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[2]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
  [data-aside] & {
    justify-content: flex-start;
    ${mobile} {
      justify-content: center;
    }
  }
  li {
    padding: ${space[1]} ${space[3]};
    border: 1px solid ${colors.border};
    border-radius: ${radius.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    font-size: 0.95rem;
    font-weight: 600;
  }
`

export const AllFaqs = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  color: ${colors.navy};
  font-weight: 700;
`
