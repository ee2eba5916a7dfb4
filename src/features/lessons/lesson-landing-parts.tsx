import styled from 'styled-components'
import { NEXT_SESSION_LABEL } from '../../content/lessons'
import { NextSessionDate } from './next-session'
import {
  colors,
  controlLabel,
  fontSize,
  radius,
  roles,
  space,
  TAP_TARGET_LARGE_PX,
} from '../../ui/theme'

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
  min-height: ${TAP_TARGET_LARGE_PX}px;
  padding: 0.7rem ${space[5]};
  border-radius: ${radius.md};
  background: ${colors.red};
  color: ${roles.onDark};
  font-size: clamp(${fontSize.base}, 4.4vw, 1.1rem);
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
  font-size: ${fontSize.base};
  strong {
    display: block;
    font-size: ${fontSize.cardTitle};
  }
`

/** A band of the page; each block inside sets its own width and is centred. */
export const Section = styled.section`
  padding: ${space[7]} ${space[4]};
  > h2 {
    margin: 0 auto 1.75rem;
    font-size: clamp(${fontSize.xl}, 3vw, ${fontSize.xxl});
    text-align: center;
  }
  &[data-tone='alt'] {
    background: ${colors.surfaceAlt};
  }
`
