import styled from 'styled-components'
import { colors, controlLabel, NARROW_PX, radius, roles, space, TAP_TARGET_PX } from './theme'

/** The red call-to-action button ('Book an Intro Lesson' and friends). */
export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_TARGET_PX}px;
  padding: ${space.tight} 1.2rem;
  border: 0;
  border-radius: ${radius.md};
  background: ${roles.action};
  color: ${roles.onAction};
  font: inherit;
  font-weight: 600;
  ${controlLabel}
  cursor: pointer;
  &:hover {
    background: ${colors.redDark};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`

/** The quiet navy-outlined button: carousel and move-stepper controls, filter chips. */
export const OutlineButton = styled.button`
  min-height: ${TAP_TARGET_PX}px;
  padding: 0 0.9rem;
  border: 2px solid ${colors.navy};
  border-radius: ${radius.md};
  background: ${colors.surface};
  color: ${colors.navy};
  font: inherit;
  font-weight: 600;
  /* A label stays on one line; a 320 px phone gets the smaller size (theme.ts controlLabel). */
  white-space: nowrap;
  @media (max-width: ${NARROW_PX.xs}px) {
    font-size: 0.9375rem;
  }
  cursor: pointer;
`
