import styled from 'styled-components'
import { container } from '../ui/theme'

/** The styled pieces of the lessons/adults page (/lessons/adults), which the route composes. */

export const Gutters = styled.div`
  ${container}
`
