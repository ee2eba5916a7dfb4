import styled from 'styled-components'
import { colors, COLUMN_PX, fontSize, radius, roles, space } from '../ui/theme'

/** The styled pieces of the articles page (/articles), which the route composes. */

export const VideoCard = styled.article`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${space[2]};
  padding: ${space.card};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

export const Thumb = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${radius.md};
  background: ${colors.navy};
  color: ${roles.onDark};
  font-size: ${fontSize.xxl};
`

export const Duration = styled.span`
  position: absolute;
  right: ${space[2]};
  bottom: ${space[2]};
  padding: 0 0.4rem;
  border-radius: ${radius.xs};
  background: rgba(0, 0, 0, 0.75);
  font-size: 0.8rem;
`

export const Cta = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  max-width: ${COLUMN_PX.wide}px;
  margin: ${space[6]} auto ${space[7]};
  padding: ${space[6]} ${space[4]};
  text-align: center;
  h2,
  p {
    margin: 0;
  }
`
