import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { CardColumns } from '../../ui/card-grid'
import { BOOKING_ANCHOR, type LessonLandingContent } from '../../content/lessons'
import { titleOf } from '../../content/titles'
import { BookLink, Section } from './lesson-landing-parts'
import { LessonLengths } from './lesson-lengths'
import { PersonPortrait, PORTRAIT_PX, ProfileLinks } from '../../parts/person-portrait'
import { BadgeRow, PortraitWithBadges, TitleBadge } from '../../parts/title-badge'
import {
  AVATAR_PX,
  colors,
  COLUMN_PX,
  CONTAINER_PX,
  fontSize,
  mobile,
  NARROW_PX,
  radius,
  roles,
  space,
  TAP_TARGET_PX,
} from '../../ui/theme'

/** Who and what: the benefits cards, the coach and Step 1 (the $1 intro session). */

export function LessonBenefits({ benefits }: Pick<LessonLandingContent, 'benefits'>) {
  return (
    <Section aria-labelledby="lesson-benefits">
      <h2 id="lesson-benefits">{benefits.heading}</h2>
      <CardColumns count={benefits.items.length} minPx={230}>
        <Cards>
          {benefits.items.map((item) => (
            <Card key={item.title}>
              <Icon aria-hidden="true">{item.icon}</Icon>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </Cards>
      </CardColumns>
    </Section>
  )
}

/** 'FM Marcus Ellery' -> 'Marcus': the name after the title. */
const firstName = (name: string) => name.split(/\s+/)[1] ?? name

export function LessonCoach({ coach }: Pick<LessonLandingContent, 'coach'>) {
  const { person } = coach
  return (
    <Section aria-labelledby="lesson-coach" data-tone="alt">
      <h2 id="lesson-coach">{coach.heading}</h2>
      <Coach>
        <PortraitWithBadges>
          <PersonPortrait person={person} size={PORTRAIT_PX.coach} />
          <BadgeRow>
            <TitleBadge code={titleOf(person.name)} />
          </BadgeRow>
        </PortraitWithBadges>
        <div>
          <h3>{person.name}</h3>
          <CoachTitle>{person.title}</CoachTitle>
          {person.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Facts aria-label={`About ${person.name}`}>
            {person.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </Facts>
          <ProfileLinks profiles={person.profiles} />
          <TeamLink to="/about" hash={person.id}>
            {firstName(person.name)} on our team page
          </TeamLink>
        </div>
      </Coach>
    </Section>
  )
}

export function LessonStepOne({ stepOne }: Pick<LessonLandingContent, 'stepOne'>) {
  return (
    <Section aria-labelledby="lesson-step-one">
      <StepOne>
        <StepBadge aria-hidden="true">1</StepBadge>
        <div>
          <h2 id="lesson-step-one">{stepOne.heading}</h2>
          {stepOne.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <BookLink href={`#${BOOKING_ANCHOR}`}>{stepOne.bookLabel}</BookLink>
        </div>
      </StepOne>
    </Section>
  )
}

/** After the intro session: the regular lessons' lengths and price at a glance. */
export function LessonPrices() {
  return (
    <Section aria-labelledby="lesson-prices">
      <h2 id="lesson-prices">Regular Lessons after Step 1</h2>
      <LessonLengths />
    </Section>
  )
}

const Cards = styled.ul`
  display: grid;
  max-width: ${CONTAINER_PX}px;
  margin: 0 auto;
  gap: ${space.card};
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  h3 {
    margin: ${space[2]} 0;
    font-size: ${fontSize.cardTitle};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Icon = styled.span`
  display: block;
  font-size: ${fontSize.xxl};
  line-height: 1;
  color: ${colors.navy};
`

const Coach = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[6]};
  align-items: start;
  max-width: ${COLUMN_PX.wide}px;
  margin: 0 auto;
  h3 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 ${space[3]};
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`

/* The coach is one of the team on /about: the link goes to their card there. */
const TeamLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  margin-top: ${space[2]};
  color: ${colors.navy};
  font-weight: 700;
`

const CoachTitle = styled.p`
  && {
    color: ${colors.muted};
    font-weight: 600;
  }
`

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space[1]} ${space[3]};
    border: 1px solid ${colors.navy};
    border-radius: ${radius.pill};
    background: ${colors.surface};
    font-size: 0.95rem;
  }
`

const StepOne = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[5]};
  max-width: ${COLUMN_PX.faq}px;
  margin: 0 auto;
  padding: ${space[6]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.xl};
  h2 {
    margin: 0 0 ${space[4]};
    font-size: clamp(${fontSize.xl}, 3vw, ${fontSize.xxl});
  }
  p {
    margin: 0 0 ${space[4]};
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${space[5]};
  }
  @media (max-width: ${NARROW_PX.sm}px) {
    padding: ${space[5]} ${space[3]};
  }
`

const StepBadge = styled.span`
  display: grid;
  place-items: center;
  width: ${AVATAR_PX}px;
  height: ${AVATAR_PX}px;
  border-radius: 50%;
  background: ${colors.navy};
  color: ${roles.onDark};
  font-size: ${fontSize.xxl};
  font-weight: 800;
`
