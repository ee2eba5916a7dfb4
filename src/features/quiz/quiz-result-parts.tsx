import styled, { keyframes } from 'styled-components'
import { Arrive } from '../../parts/result/result-column'
import { colors, fontSize, radius, roles, space } from '../../ui/theme'

/*
 * The quizzes' own result parts: the score ring and the split by topic. The parts that the tools'
 * results share with them are in src/parts/result/.
 */

const RING_R = 52
const RING_C = 2 * Math.PI * RING_R

/*
 * The ring fills from empty as the result arrives: a CSS animation, which runs on the compositor and
 * ends at the ring's own value, so a screenshot, a paused test clock or a visitor who prefers reduced
 * motion always sees the filled ring.
 */
const ringFill = keyframes`
  from {
    stroke-dasharray: 0 ${RING_C};
  }
`
const RingArc = styled.circle`
  animation: ${ringFill} 0.7s cubic-bezier(0.22, 1, 0.36, 1) 0.1s backwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

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
  const arc = {
    'data-ring': 'score',
    cx: 60,
    cy: 60,
    r: RING_R,
    fill: 'none',
    stroke: shown >= 60 ? roles.success : roles.action,
    strokeWidth: 12,
    strokeLinecap: 'round' as const,
    transform: 'rotate(-90 60 60)',
  }
  return (
    <Arrive>
      <Outcome>
        <svg aria-hidden="true" viewBox="0 0 120 120" width="120" height="120">
          <circle cx="60" cy="60" r={RING_R} fill="none" stroke={colors.border} strokeWidth="12" />
          <RingArc {...arc} strokeDasharray={`${(RING_C * shown) / 100} ${RING_C}`} />
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
    </Arrive>
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

/**
 * How a result splits by topic ('Tactics: 2 of 3 correct'), each line with a bar filled to its share:
 * the eye finds the strong and the weak topics before reading a number. The bars are pictures of the
 * text beside them, hidden from screen readers.
 */
export function TopicScores({
  rows,
}: {
  /** `tone` is the topic's verdict in the result (a strength, an area to work on), decided there. */
  rows: readonly {
    topic: string
    right: number
    total: number
    tone: 'strength' | 'grow' | 'neutral'
  }[]
}) {
  return (
    <Topics>
      {rows.map(({ topic, right, total, tone }) => {
        const share = total > 0 ? Math.round((right / total) * 100) : 0
        return (
          <li key={topic} data-tone={tone}>
            <span>
              {topic}: <strong>{right}</strong> of {total} correct
            </span>
            <TopicBar aria-hidden="true">
              <span style={{ width: `${share}%` }} />
            </TopicBar>
          </li>
        )
      })}
    </Topics>
  )
}

const Topics = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
    gap: ${space[2]} ${space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: ${space[1]};
    font-size: ${fontSize.base};
  }
  li[data-tone='strength'] span[aria-hidden] > span {
    background: ${roles.success};
  }
  li[data-tone='grow'] span[aria-hidden] > span {
    background: ${roles.badgeHot};
  }
`

const TopicBar = styled.span`
  display: block;
  height: ${space[2]};
  border-radius: ${radius.pill};
  background: ${colors.border};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${colors.navy};
  }
`
