import styled from 'styled-components'
import { colors } from './theme'

/** The round 44 px button of a single symbol (x) that closes a dialog or dismisses a card. */
export const RoundIconButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${colors.surfaceAlt};
  color: ${colors.ink};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
`
