import type { ReactNode } from 'react'
import styled from 'styled-components'
import { colors, COLUMN_PX, CONTAINER_PX, GUTTER_PX, space } from './theme'

/** A page's hero heading and its content column. */
export function PageShell({
  heading,
  intro,
  children,
}: {
  heading: string
  intro?: string
  children?: ReactNode
}) {
  return (
    <>
      <Hero>
        <h1>{heading}</h1>
        {intro && <p>{intro}</p>}
      </Hero>
      {children && <Content>{children}</Content>}
    </>
  )
}

const Hero = styled.header`
  padding: ${space[7]} ${space[4]} ${space[6]};
  background: ${colors.surfaceAlt};
  text-align: center;
  h1 {
    margin: 0 auto;
    max-width: ${COLUMN_PX.wide}px;
    font-size: clamp(1.8rem, 4vw, 2.8rem);
  }
  p {
    max-width: ${COLUMN_PX.lead}px;
    margin: ${space[4]} auto 0;
    color: ${colors.muted};
    font-size: 1.1rem;
  }
`

export const Content = styled.div`
  max-width: ${CONTAINER_PX + 2 * GUTTER_PX}px;
  margin: 0 auto;
  padding: ${space[6]} ${GUTTER_PX}px ${space[7]};
`
