import { useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import type { PageLink } from '../content/blocks'
import { Actions, cardBox, grid, WIDTH } from '../ui/sections'
import { pagePath } from './page-path'
import {
  colors,
  COLUMN_PX,
  fontSize,
  GUTTER_PX,
  mobile,
  radius,
  roles,
  space,
  TAP_TARGET_PX,
} from '../ui/theme'

/* Panels, page links and the closing call to action of the sales pages (see sections.tsx). */

// ---------------------------------------------------------------------------------------------
// Panels and links

/** A bordered box labelled by its heading (the contact page's side cards). */
export function Panel({
  heading,
  headingLevel = 2,
  children,
}: {
  heading: string
  headingLevel?: 2 | 3
  children: ReactNode
}) {
  const headingId = `${useId()}-heading`
  const Heading = `h${headingLevel}` as const
  return (
    <PanelBox aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </PanelBox>
  )
}

const PanelBox = styled.section`
  display: grid;
  gap: ${space[3]};
  align-content: start;
  ${cardBox}
  h2, h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
`

/** Links to the site's pages: a grid of cards (with their line of text) or a plain list. */
export function PageLinks({
  links,
  variant = 'cards',
}: {
  links: ReadonlyArray<PageLink>
  variant?: 'cards' | 'list'
}) {
  return (
    <LinkList data-variant={variant}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={pagePath(link.to)}>{link.label}</Link>
          {variant === 'cards' && link.text && <p>{link.text}</p>}
        </li>
      ))}
    </LinkList>
  )
}

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    color: ${colors.navy};
    font-weight: 600;
  }
  &[data-variant='cards'] {
    ${grid('240px')}
    li {
      ${cardBox}
      padding: ${space[4]} 1.25rem;
    }
    a {
      font-size: 1.1rem;
    }
    p {
      margin: 0;
      color: ${colors.muted};
    }
  }
  &[data-variant='list'] {
    display: grid;
  }
`

/** The closing call to action: a navy band with a heading, a line and its buttons. */
export function CtaBand({
  heading,
  text,
  children,
}: {
  heading: string
  text: ReactNode
  children: ReactNode
}) {
  const headingId = `${useId()}-heading`
  return (
    <NavyBand aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{text}</p>
      <Actions>{children}</Actions>
    </NavyBand>
  )
}

/** The navy call-to-action band (CtaBand, the lesson pages' Limited Slots). */
export const NavyBand = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[4]};
  /* A card with the side gutters at every width (never edge to edge between phone and desktop). */
  width: calc(100% - ${2 * GUTTER_PX}px);
  max-width: ${WIDTH};
  margin: ${space[7]} auto;
  padding: ${space.section} ${space[5]};
  border-radius: ${radius.xl};
  background: ${colors.navy};
  color: ${roles.onDark};
  text-align: center;
  h2 {
    margin: 0;
    font-size: clamp(${fontSize.xl}, 3vw, ${fontSize.xxl});
  }
  p {
    max-width: ${COLUMN_PX.narrow}px;
    margin: 0;
  }
  *:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  ${mobile} {
    margin: ${space[6]} auto;
  }
`
