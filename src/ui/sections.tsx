import { useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled, { css } from 'styled-components'
import {
  colors,
  COLUMN_PX,
  CONTAINER_PX,
  controlLabel,
  fontSize,
  mobile,
  radius,
  roles,
  space,
  TAP_TARGET_PX,
} from './theme'

/*
 * Presentational building blocks of the sales pages (home, about, contact, FAQs, careers, the
 * lesson pages). No state: interactive parts (carousel, accordion, forms, booking buttons) are
 * passed in as children. Every section is labelled by its heading.
 */

export const WIDTH = `${CONTAINER_PX}px`

// ---------------------------------------------------------------------------------------------
// Hero

export interface PageHeroProps {
  /** The page's one h1. */
  heading: string
  /** A short line above the heading. */
  eyebrow?: string
  intro?: ReactNode
  /** Above everything, e.g. a `<Breadcrumb>`. */
  breadcrumb?: ReactNode
  /** Buttons and links under the intro. */
  actions?: ReactNode
  /** Beside the text on wide screens, above the fold: an illustration (load it eagerly). */
  aside?: ReactNode
}

/** A page's hero band: breadcrumb, eyebrow, h1, intro, actions, and an optional illustration. */
export function PageHero({ heading, eyebrow, intro, breadcrumb, actions, aside }: PageHeroProps) {
  return (
    <HeroBand>
      <HeroInner data-aside={aside ? '' : undefined}>
        <HeroText>
          {breadcrumb}
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{heading}</h1>
          {intro && <HeroIntro>{intro}</HeroIntro>}
          {actions && <Actions>{actions}</Actions>}
        </HeroText>
        {aside && <HeroAside>{aside}</HeroAside>}
      </HeroInner>
    </HeroBand>
  )
}

const HeroBand = styled.header`
  background: ${colors.surfaceAlt};
  padding: ${space[7]} ${space[4]};
  ${mobile} {
    padding: ${space[6]} ${space[4]};
  }
`

const HeroInner = styled.div`
  max-width: ${WIDTH};
  margin: 0 auto;
  text-align: center;
  &[data-aside] {
    display: grid;
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: center;
    gap: ${space.section};
    text-align: left;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
      text-align: center;
    }
  }
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4vw, 2.8rem);
  }
`

const HeroText = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: center;
  [data-aside] > & {
    justify-items: start;
    ${mobile} {
      justify-items: center;
    }
  }
`

const Eyebrow = styled.p`
  margin: 0;
  color: ${colors.red};
  font-weight: 700;
  letter-spacing: 0.02em;
`

const HeroIntro = styled.div`
  max-width: ${COLUMN_PX.lead}px;
  margin: 0 auto;
  color: ${colors.muted};
  font-size: 1.1rem;
  [data-aside] & {
    margin: 0;
  }
  p {
    margin: 0;
  }
`

const HeroAside = styled.div`
  display: grid;
  justify-items: center;
  ${mobile} {
    display: none;
  }
`

/** A row of buttons and links that wraps on small screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[3]};
  [data-aside] & {
    justify-content: flex-start;
    ${mobile} {
      justify-content: center;
    }
  }
`

// ---------------------------------------------------------------------------------------------
// Links that look like buttons

const buttonLook = css<{ $variant?: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_TARGET_PX}px;
  padding: ${space.tight} 1.2rem;
  border: 2px solid ${roles.action};
  border-radius: ${radius.md};
  background: ${roles.action};
  color: ${roles.onAction};
  font-weight: 600;
  ${controlLabel}
  &:hover {
    background: ${colors.redDark};
    border-color: ${colors.redDark};
  }
  ${({ $variant }) =>
    $variant === 'outline' &&
    css`
      border-color: currentColor;
      background: transparent;
      color: inherit;
      &:hover {
        background: rgba(127, 127, 127, 0.12);
        border-color: currentColor;
      }
    `}
`

/** A router link that looks like the red button (or an outlined one with `$variant="outline"`). */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonLook}
`

/** A plain anchor (new tab, mailto) with the same look as `LinkButton`. */
export const AnchorButton = styled.a<{ $variant?: 'primary' | 'outline' }>`
  ${buttonLook}
`

// ---------------------------------------------------------------------------------------------
// Section

export interface SectionProps {
  /** The anchor other pages link to (home's `about`, `process`, ...). */
  id?: string
  /** The section's h2, which labels it. */
  heading: string
  intro?: ReactNode
  /** `alt` gives the band the tinted background, to tell neighbouring sections apart. */
  tone?: 'plain' | 'alt'
  children?: ReactNode
}

/** A full-width band with a centred column, labelled by its h2. */
export function Section({ id, heading, intro, tone = 'plain', children }: SectionProps) {
  const autoId = useId()
  const headingId = `${id ?? autoId}-heading`
  return (
    <Band id={id} aria-labelledby={headingId} data-tone={tone}>
      <Inner>
        <SectionHead>
          <h2 id={headingId}>{heading}</h2>
          {intro && <div>{intro}</div>}
        </SectionHead>
        {children}
      </Inner>
    </Band>
  )
}

const Band = styled.section`
  padding: 3.5rem ${space[4]};
  &[data-tone='alt'] {
    background: ${colors.surfaceAlt};
  }
  ${mobile} {
    padding: ${space.section} ${space[4]};
  }
`

const Inner = styled.div`
  display: grid;
  gap: ${space[6]};
  max-width: ${WIDTH};
  margin: 0 auto;
  /* Children centred with auto margins (the accordion, the carousel) keep their full width. */
  > * {
    width: 100%;
    min-width: 0;
  }
`

const SectionHead = styled.div`
  display: grid;
  gap: ${space[3]};
  max-width: ${COLUMN_PX.reading}px;
  margin: 0 auto;
  text-align: center;
  h2 {
    margin: 0;
    font-size: clamp(${fontSize.xl}, 3vw, ${fontSize.xxl});
  }
  div {
    color: ${colors.muted};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`

/** Running text in a section: paragraphs in a readable column. */
export const Prose = styled.div`
  max-width: ${COLUMN_PX.reading}px;
  margin: 0 auto;
  font-size: 1.05rem;
  p {
    margin: 0 0 ${space[4]};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

// ---------------------------------------------------------------------------------------------
// Shared by the section files (section-lists.tsx, section-panels.tsx, section-people.tsx)

export const grid = (min: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));
  gap: ${space.card};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** The look of a card: padded, bordered, rounded. */
export const cardBox = css`
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
`
