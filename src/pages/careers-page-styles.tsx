import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors, COLUMN_PX, radius, roles, space, TAP_TARGET_PX } from '../ui/theme'

/** The styled pieces of the careers page (/careers), which the route composes. */

export const Terms = styled.div`
  max-width: ${COLUMN_PX.reading}px;
  margin: 0 auto;
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  dl {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  }
`

export const ContactLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  color: ${roles.onDark};
  font-weight: 600;
`
