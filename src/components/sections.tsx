import { useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled, { css } from 'styled-components'
import type { Fact, InfoCard, PageLink, Picture, ProcessStep, TeamMember } from '../content/blocks'
import { colors, mobile } from './theme'

/*
 * Presentational building blocks of the sales pages (home, about, contact, FAQs, careers, the
 * lesson pages). No state: interactive parts (carousel, accordion, forms, booking buttons) are
 * passed in as children. Every section is labelled by its heading.
 */

const WIDTH = '1100px'

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
  padding: 3rem 1rem;
  ${mobile} {
    padding: 2rem 1rem;
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
    gap: 2.5rem;
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
  gap: 1rem;
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
  max-width: 700px;
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
  gap: 0.75rem;
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
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border: 2px solid ${colors.red};
  border-radius: 8px;
  background: ${colors.red};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
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
  padding: 3.5rem 1rem;
  &[data-tone='alt'] {
    background: ${colors.surfaceAlt};
  }
  ${mobile} {
    padding: 2.5rem 1rem;
  }
`

const Inner = styled.div`
  display: grid;
  gap: 2rem;
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
  gap: 0.75rem;
  max-width: 760px;
  margin: 0 auto;
  text-align: center;
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
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
  max-width: 760px;
  margin: 0 auto;
  font-size: 1.05rem;
  p {
    margin: 0 0 1rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`

// ---------------------------------------------------------------------------------------------
// Cards, steps, facts

const grid = (min: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** Cards with a heading and a sentence or two, in a responsive grid (a list). */
export function CardGrid({
  cards,
  headingLevel = 3,
}: {
  cards: ReadonlyArray<InfoCard>
  headingLevel?: 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <CardList>
      {cards.map((card) => (
        <CardItem key={card.title}>
          {card.icon && <Icon aria-hidden="true">{card.icon}</Icon>}
          <Heading>{card.title}</Heading>
          <p>{card.text}</p>
        </CardItem>
      ))}
    </CardList>
  )
}

const CardList = styled.ul`
  ${grid('300px')}
`

const cardBox = css`
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
`

const CardItem = styled.li`
  ${cardBox}
  h3, h4 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.75rem;
  border-radius: 50%;
  background: ${colors.navy};
  color: #fff;
  font-size: 1.8rem;
  line-height: 1;
`

/** A numbered process: an ordered list of steps, each with its heading. */
export function Steps({
  steps,
  headingLevel = 3,
}: {
  steps: ReadonlyArray<ProcessStep>
  headingLevel?: 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <StepList>
      {steps.map((step, i) => (
        <StepItem key={step.title}>
          <StepNumber aria-hidden="true">{i + 1}</StepNumber>
          <Heading>{step.title}</Heading>
          <p>{step.text}</p>
        </StepItem>
      ))}
    </StepList>
  )
}

const StepList = styled.ol`
  ${grid('240px')}
`

const StepItem = styled.li`
  ${cardBox}
  text-align: center;
  h3,
  h4 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin: 0 auto 0.75rem;
  border-radius: 50%;
  background: ${colors.red};
  color: #fff;
  font-size: 1.4rem;
  font-weight: 700;
`

/** Short facts shown big, each over its label (a description list). */
export function FactGrid({ facts }: { facts: ReadonlyArray<Fact> }) {
  return (
    <FactList>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </FactList>
  )
}

const FactList = styled.dl`
  ${grid('300px')}
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 0.25rem;
    ${cardBox}
    text-align: center;
  }
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    color: ${colors.navy};
    font-size: 1.6rem;
    font-weight: 700;
    line-height: 1.2;
  }
`

/** Label and value rows (a description list): contact details, job terms. */
export function DetailList({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: ReactNode }>
}) {
  return (
    <Details>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </Details>
  )
}

const Details = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${colors.muted};
  }
  a {
    color: ${colors.navy};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

/** A bulleted list with check marks (requirements, benefits). */
export function CheckList({ items }: { items: ReadonlyArray<string> }) {
  return (
    <Checks>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Checks>
  )
}

const Checks = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 1.9rem;
  }
  li::before {
    content: '✓' / '';
    position: absolute;
    left: 0;
    top: 0.05rem;
    display: grid;
    place-items: center;
    width: 1.35rem;
    height: 1.35rem;
    border-radius: 50%;
    background: ${colors.navy};
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
  }
`

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
  gap: 0.75rem;
  align-content: start;
  ${cardBox}
  h2, h3 {
    margin: 0;
    font-size: 1.25rem;
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
          <Link to={link.to}>{link.label}</Link>
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
    min-height: 44px;
    color: ${colors.navy};
    font-weight: 600;
  }
  &[data-variant='cards'] {
    ${grid('240px')}
    li {
      ${cardBox}
      padding: 1rem 1.25rem;
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
  gap: 1rem;
  max-width: ${WIDTH};
  margin: 3rem auto;
  padding: 2.5rem 1.5rem;
  border-radius: 16px;
  background: ${colors.navy};
  color: #fff;
  text-align: center;
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    max-width: 640px;
    margin: 0;
  }
  *:focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  ${mobile} {
    margin: 2rem 1rem;
  }
`

// ---------------------------------------------------------------------------------------------
// People

/** A local picture with its size set (no layout shift); lazy unless it is above the fold. */
export function Img({
  picture,
  alt,
  eager = false,
  className,
}: {
  picture: Picture
  alt: string
  eager?: boolean
  className?: string
}) {
  return (
    <img
      className={className}
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  )
}

/**
 * A person's profile: portrait, name (a heading), role, credentials and a bio (the founder, a
 * coach). The portrait is decorative (alt=""): the name beside it says who it is.
 */
export function Profile({
  name,
  role,
  image,
  credentials = [],
  headingLevel = 3,
  eager = false,
  children,
}: {
  name: string
  role: string
  image: Picture
  credentials?: ReadonlyArray<string>
  headingLevel?: 2 | 3
  /** Load the portrait at once (it is near the top of the page). */
  eager?: boolean
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ProfileBox>
      <Portrait picture={image} alt="" eager={eager} />
      <div>
        <Heading>{name}</Heading>
        <Role>{role}</Role>
        {credentials.length > 0 && (
          <Badges aria-label="Credentials">
            {credentials.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Badges>
        )}
        <Prose>{children}</Prose>
      </div>
    </ProfileBox>
  )
}

const ProfileBox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: 2rem;
  max-width: 900px;
  margin: 0 auto;
  h2,
  h3 {
    margin: 0;
    font-size: 1.5rem;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    text-align: center;
    ${Prose} {
      text-align: left;
    }
  }
`

const Portrait = styled(Img)`
  border-radius: 50%;
`

const Role = styled.p`
  margin: 0.25rem 0 0.75rem;
  color: ${colors.muted};
  font-weight: 600;
`

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  ${mobile} {
    justify-content: center;
  }
  li {
    padding: 0.25rem 0.75rem;
    border-radius: 999px;
    background: ${colors.navy};
    color: #fff;
    font-size: 0.9rem;
    font-weight: 600;
  }
`

/** The teaching team: one card per member with a portrait (lazy, decorative), name, title and bio. */
export function TeamGrid({ members }: { members: ReadonlyArray<TeamMember> }) {
  return (
    <TeamList>
      {members.map((member) => (
        <li key={member.name}>
          <Portrait picture={member.image} alt="" />
          <h3>{member.name}</h3>
          <Role>{member.title}</Role>
          <p>{member.bio}</p>
        </li>
      ))}
    </TeamList>
  )
}

const TeamList = styled.ul`
  ${grid('220px')}
  li {
    ${cardBox}
    text-align: center;
  }
  h3 {
    margin: 0.75rem 0 0;
    font-size: 1.15rem;
  }
  p:last-child {
    margin: 0;
    color: ${colors.muted};
  }
`
