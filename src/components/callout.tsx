import styled from 'styled-components'
import { colors } from './theme'

/** A centred, tinted block: newsletter sign-ups, the cheat sheet offer. */
export const Callout = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  margin: 2rem auto;
  max-width: 1100px;
  padding: 2rem 1rem;
  border-radius: 12px;
  background: ${colors.surfaceAlt};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`
