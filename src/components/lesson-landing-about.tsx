import styled from 'styled-components'
import { BOOKING_ANCHOR, type LessonLandingContent } from '../content/lessons'
import { titleOf } from '../content/titles'
import { BookLink, Section } from './lesson-landing-parts'
import { LessonLengths } from './lesson-lengths'
import { BadgeRow, PortraitWithBadges, TitleBadge } from './title-badge'
import { colors, CONTAINER_PX, mobile } from './theme'

/** Who and what: the benefits cards, the coach and Step 1 (the $1 intro session). */

export function LessonBenefits({ benefits }: Pick<LessonLandingContent, 'benefits'>) {
  return (
    <Section aria-labelledby="lesson-benefits">
      <h2 id="lesson-benefits">{benefits.heading}</h2>
      <Cards>
        {benefits.items.map((item) => (
          <Card key={item.title}>
            <Icon aria-hidden="true">{item.icon}</Icon>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </Cards>
    </Section>
  )
}

export function LessonCoach({ coach }: Pick<LessonLandingContent, 'coach'>) {
  return (
    <Section aria-labelledby="lesson-coach" data-tone="alt">
      <h2 id="lesson-coach">{coach.heading}</h2>
      <Coach>
        <PortraitWithBadges>
          <CoachPhoto
            src={coach.photo.src}
            alt={coach.photo.alt}
            width={coach.photo.width}
            height={coach.photo.height}
            loading="lazy"
            decoding="async"
          />
          <BadgeRow>
            <TitleBadge code={titleOf(coach.name)} />
          </BadgeRow>
        </PortraitWithBadges>
        <div>
          <h3>{coach.name}</h3>
          <CoachTitle>{coach.title}</CoachTitle>
          {coach.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Facts aria-label={`About ${coach.name}`}>
            {coach.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </Facts>
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
  grid-template-columns: repeat(auto-fit, minmax(230px, 1fr));
  gap: 1.25rem;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  h3 {
    margin: 0.5rem 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Icon = styled.span`
  display: block;
  font-size: 2rem;
  line-height: 1;
  color: ${colors.navy};
`

const Coach = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2rem;
  align-items: start;
  max-width: 900px;
  margin: 0 auto;
  h3 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`

/** Fixed box: a missing photo never moves the text. */
const CoachPhoto = styled.img`
  display: block;
  width: 160px;
  height: 160px;
  border-radius: 50%;
  background: ${colors.border};
  object-fit: cover;
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
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.25rem 0.75rem;
    border: 1px solid ${colors.navy};
    border-radius: 999px;
    background: ${colors.surface};
    font-size: 0.95rem;
  }
`

const StepOne = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1.5rem;
  max-width: 860px;
  margin: 0 auto;
  padding: 2rem;
  border: 2px solid ${colors.navy};
  border-radius: 16px;
  h2 {
    margin: 0 0 1rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0 0 1rem;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 1.5rem;
  }
  @media (max-width: 399px) {
    padding: 1.5rem 0.75rem;
  }
`

const StepBadge = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${colors.navy};
  color: #fff;
  font-size: 2rem;
  font-weight: 800;
`
