import styled from 'styled-components'
import { NEXT_SESSION_LABEL } from '../content/lessons'
import { NextSessionDate } from './next-session'
import { colors, controlLabel } from './theme'

/** What the lesson landing's blocks share: the book link, the next-session line and the page band. */

/** 'Next available session: Thursday, November 26' (the prerender says 'Thursday'; the date fills in once hydrated). */
export function NextSession() {
  return (
    <NextSessionLine>
      {NEXT_SESSION_LABEL}{' '}
      <strong>
        <NextSessionDate />
      </strong>
    </NextSessionLine>
  )
}

/** The red primary button, as a link to the booking section. */
export const BookLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.7rem 1.5rem;
  border-radius: 8px;
  background: ${colors.red};
  color: #fff;
  font-size: clamp(1rem, 4.4vw, 1.1rem);
  font-weight: 700;
  ${controlLabel}
  &:hover {
    background: ${colors.redDark};
  }
`

/**
 * The date has a line of its own: the prerender says 'Thursday' and hydration fills in the date,
 * so on a narrow screen a date sharing the label's line could wrap and push the page down.
 */
const NextSessionLine = styled.p`
  margin: 0;
  font-size: 1rem;
  strong {
    display: block;
    font-size: 1.15rem;
  }
`

/** A band of the page; each block inside sets its own width and is centred. */
export const Section = styled.section`
  padding: 3rem 1rem;
  > h2 {
    margin: 0 auto 1.75rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
    text-align: center;
  }
  &[data-tone='alt'] {
    background: ${colors.surfaceAlt};
  }
`
