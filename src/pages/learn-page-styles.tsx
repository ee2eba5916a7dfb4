import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors, TAP_TARGET_PX } from '../ui/theme'

/** The styled pieces of the learn page (/learn), which the route composes. */

export const QuizLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  color: ${colors.navy};
  font-weight: 700;
`

export const Centred = styled.div`
  display: flex;
  justify-content: center;
  a {
    color: ${colors.navy};
    font-weight: 700;
  }
`

export const FormRow = styled.div`
  display: grid;
  justify-items: center;
`
