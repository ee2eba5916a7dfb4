import styled from 'styled-components'
import { colors, CONTAINER_PX, fontSize, GUTTER_PX, radius, space } from './theme'

/** A centred, tinted block: newsletter sign-ups, the cheat sheet offer. */
export const Callout = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${space[3]};
  /* Its own side gutters on a phone, like every other card. */
  width: calc(100% - ${2 * GUTTER_PX}px);
  max-width: ${CONTAINER_PX}px;
  /* As a grid or flex item, never wider than its track (the e-mail input's intrinsic width would
     widen the whole page column on a 320 px phone). */
  min-width: 0;
  margin: ${space[6]} auto;
  padding: ${space[6]} ${space[4]};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`
