import styled from 'styled-components'
import { colors, TAP_TARGET_PX } from './theme'

/** The round 44 px button of a single symbol (x) that closes a dialog or dismisses a card. */
export const RoundIconButton = styled.button`
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 0;
  border-radius: 50%;
  background: ${colors.surfaceAlt};
  color: ${colors.ink};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
`
