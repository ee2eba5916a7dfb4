import styled from 'styled-components'
import { LinkButton } from './sections'
import { colors, radius, roles, space } from './theme'

/*
 * What makes a result screen feel like a reward: a picture of the outcome first (a score ring, a
 * level badge, an emblem) and a clear next step last (the intro session, or lessons matched to it).
 * The spec's own result texts stay where they are; these only frame them.
 */

const RING_R = 52
const RING_C = 2 * Math.PI * RING_R

/**
 * A score as a ring filled to its percentage, with the score line beside it ('7 / 10 (70%)'). The
 * ring is a picture of the line next to it: hidden from screen readers.
 */
export function ScoreRing({
  score,
  total,
  percent,
}: {
  score: number
  total: number
  percent: number
}) {
  const shown = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <Outcome>
      <svg aria-hidden="true" viewBox="0 0 120 120" width="120" height="120">
        <circle cx="60" cy="60" r={RING_R} fill="none" stroke={colors.border} strokeWidth="12" />
        <circle
          data-ring="score"
          cx="60"
          cy="60"
          r={RING_R}
          fill="none"
          stroke={shown >= 60 ? roles.success : roles.action}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(RING_C * shown) / 100} ${RING_C}`}
          transform="rotate(-90 60 60)"
        />
        <text
          x="60"
          y="60"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize="26"
          fontWeight="800"
          fill={colors.navy}
        >
          {shown}%
        </text>
      </svg>
      <ScoreLine>
        {score} / {total} <small>({shown}%)</small>
      </ScoreLine>
    </Outcome>
  )
}

/**
 * The result's next step: one sentence and the two lesson pages (kids, adults), or only the one that
 * matches what the visitor told us (`match`).
 */
export function NextStep({
  heading = 'Your Next Step',
  text = 'Book a 20-minute intro session with a titled master and get a plan built on this result.',
  match,
}: {
  heading?: string
  text?: string
  match?: 'kids' | 'adults'
}) {
  return (
    <Next aria-label={heading}>
      <h3>{heading}</h3>
      <p>{text}</p>
      <NextLinks>
        {match !== 'adults' && <LinkButton to="/lessons/kids">Intro Session for Kids</LinkButton>}
        {match !== 'kids' && (
          <LinkButton to="/lessons/adults" $variant={match ? undefined : 'outline'}>
            Intro Session for Adults
          </LinkButton>
        )}
      </NextLinks>
    </Next>
  )
}

const Outcome = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]} ${space[5]};
  margin: ${space[4]} 0;
  svg {
    flex: none;
  }
`

/** The score line of a result: '7 / 10 (70%)'. */
const ScoreLine = styled.p`
  margin: 0;
  font-size: 2.25rem;
  font-weight: 800;
  line-height: 1.2;
  color: ${colors.navy};
  small {
    font-size: 1.1rem;
    color: ${colors.muted};
  }
`

const Next = styled.section`
  margin-top: ${space[5]};
  padding: ${space[5]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  h3 {
    margin: 0 0 ${space[2]};
  }
  p {
    margin: 0 0 ${space[4]};
  }
`

const NextLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`
