import type { ReactNode } from 'react'
import styled from 'styled-components'
import { CardColumns } from '../ui/card-grid'
import type { Fact, InfoCard, ProcessStep } from '../content/blocks'
import { NextClassLine } from './next-class'
import { cardBox, grid } from '../ui/sections'
import { colors, fontSize, roles, space } from '../ui/theme'

/* Lists of the sales pages (sections.tsx holds the hero, buttons and sections): cards, steps, facts. */

// ---------------------------------------------------------------------------------------------
// Cards, steps, facts

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
    <CardColumns count={cards.length} minPx={300}>
      <CardList>
        {cards.map((card) => (
          <CardItem key={card.title}>
            {card.icon && <Icon aria-hidden="true">{card.icon}</Icon>}
            <Heading>{card.title}</Heading>
            <p>{card.text}</p>
            {card.weeklyClass ? <NextClassLine /> : null}
          </CardItem>
        ))}
      </CardList>
    </CardColumns>
  )
}

const CardList = styled.ul`
  ${grid('300px')}
`

const CardItem = styled.li`
  ${cardBox}
  h3, h4 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.cardTitle};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: ${space[7]};
  height: ${space[7]};
  margin-bottom: ${space[3]};
  border-radius: 50%;
  background: ${colors.navy};
  color: ${roles.onDark};
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
    <CardColumns count={steps.length} minPx={240}>
      <StepList>
        {steps.map((step, i) => (
          <StepItem key={step.title}>
            <StepNumber aria-hidden="true">{i + 1}</StepNumber>
            <Heading>{step.title}</Heading>
            <p>{step.text}</p>
          </StepItem>
        ))}
      </StepList>
    </CardColumns>
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
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.cardTitle};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: ${space[7]};
  height: ${space[7]};
  margin: 0 auto ${space[3]};
  border-radius: 50%;
  background: ${colors.red};
  color: ${roles.onDark};
  font-size: 1.4rem;
  font-weight: 700;
`

/** Short facts shown big, each over its label (a description list). */
export function FactGrid({ facts }: { facts: ReadonlyArray<Fact> }) {
  return (
    <CardColumns count={facts.length} minPx={300}>
      <FactList>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </FactList>
    </CardColumns>
  )
}

const FactList = styled.dl`
  ${grid('300px')}
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${space[1]};
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
  gap: ${space[3]};
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
  gap: ${space.tight};
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
    color: ${roles.onDark};
    font-size: 0.8rem;
    font-weight: 700;
  }
`
