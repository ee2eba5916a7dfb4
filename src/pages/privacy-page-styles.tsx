import styled from 'styled-components'
import { cardBox, Prose } from '../ui/sections'
import { colors, fontSize, space } from '../ui/theme'

/** The styled pieces of the privacy page (/privacy), which the route composes. */

export const Text = styled(Prose)`
  width: 100%;
  a {
    color: ${colors.navy};
    font-weight: 600;
    /* The address breaks rather than widening the column on a 320 px phone. */
    overflow-wrap: anywhere;
  }
`

export const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
`

export const TermList = styled.dl`
  display: grid;
  gap: ${space[1]};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${space[2]};
  }
`

export const Card = styled.article`
  ${cardBox}
  h3 {
    margin: 0 0 ${space[1]};
    font-size: ${fontSize.cardTitle};
  }
  dl {
    display: grid;
    gap: ${space[1]};
    margin: ${space[3]} 0 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${space[2]};
    color: ${colors.muted};
  }
  dd:last-child {
    margin-bottom: 0;
  }
`

export const Where = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: ${fontSize.sm};
`
