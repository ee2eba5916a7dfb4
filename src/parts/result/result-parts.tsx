import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import styled, { keyframes } from 'styled-components'
import { LinkButton } from '../../ui/sections'
import { colors, COLUMN_PX, fontSize, iconSize, radius, roles, space } from '../../ui/theme'

/*
 * What makes a result screen feel like a reward: a picture of the outcome first (a score ring, a
 * level badge, an emblem) and a clear next step last (the intro session, or lessons matched to it).
 * The spec's own result texts stay where they are; these only frame them.
 */

/**
 * Every result page's one column: the result card and all that follows it (share row, lessons
 * banner, links, sign-up card) take its full width, so a result reads as one piece rather than a
 * stack of blocks of different widths.
 */
export const ResultColumn = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  width: 100%;
  max-width: ${COLUMN_PX.result}px;
  margin-inline: auto;
  /* The column gives the width: a block's own max-width, side margins or phone gutters do not. */
  && > * {
    width: auto;
    max-width: none;
    margin-inline: 0;
  }
`

/**
 * A titled set of small cards, each with an icon (strengths, areas to work on, reasons): a result
 * the eye can take in at once instead of a bare list. `icon` is one icon for every card or one per
 * card (in order); the icons are pictures of the text beside them, hidden from screen readers.
 */
export function ResultCards({
  heading,
  items,
  icon,
  tone = 'neutral',
  empty,
}: {
  heading: string
  items: readonly ReactNode[]
  icon: LucideIcon | readonly LucideIcon[]
  tone?: 'strength' | 'grow' | 'neutral'
  empty?: string
}) {
  return (
    <CardsBlock>
      <h3>{heading}</h3>
      {items.length > 0 ? (
        <Cards data-tone={tone}>
          {items.map((item, i) => {
            const Icon = Array.isArray(icon)
              ? (icon as readonly LucideIcon[])[i % icon.length]!
              : (icon as LucideIcon)
            return (
              <li key={i}>
                <Icon aria-hidden="true" focusable="false" strokeWidth={2} />
                <span>{item}</span>
              </li>
            )
          })}
        </Cards>
      ) : (
        empty && <p>{empty}</p>
      )}
    </CardsBlock>
  )
}

const CardsBlock = styled.div`
  h3 {
    margin: ${space[4]} 0 ${space[2]};
  }
  > p {
    margin: 0;
  }
`

const Cards = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${space[3]};
    padding: ${space[3]} ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radius.card};
    background: ${colors.surfaceAlt};
    font-size: ${fontSize.base};
    line-height: 1.4;
  }
  svg {
    flex: none;
    width: ${iconSize.inline};
    height: ${iconSize.inline};
    margin-top: 0.1rem;
    color: ${colors.navy};
  }
  &[data-tone='strength'] svg {
    color: ${roles.success};
  }
  &[data-tone='grow'] svg {
    color: ${roles.badgeHot};
  }
`

/*
 * A result's outcome arrives like a reward (a fading glow): a CSS animation (on the compositor, unaffected by a
 * paused test clock, skipped by screenshots and by a visitor who prefers reduced motion), so what a
 * test or a visitor measures once the result shows is always its final place and size.
 */
const settle = keyframes`
  from {
    box-shadow: 0 0 0 6px rgba(22, 101, 52, 0.28);
  }
  to {
    box-shadow: 0 0 0 0 rgba(22, 101, 52, 0);
  }
`
const ArriveBox = styled.div`
  border-radius: ${radius.lg};
  animation: ${settle} 0.9s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

/**
 * The outcome of a result (its level, its style) arriving with a glow that fades: nothing moves, so
 * its place, its size and the page's scroll are final from the first frame.
 */
export function Arrive({ children }: { children: ReactNode }) {
  return <ArriveBox>{children}</ArriveBox>
}

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

/**
 * A tool's result card (the study plan, the opening): a bordered column that shrinks to the screen,
 * its kicker line (the first paragraph) in red above the title.
 */
export const ToolResult = styled.section`
  display: grid;
  /* One column that shrinks to the screen (a long word or a nowrap row never widens the card). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[4]};
  max-width: ${COLUMN_PX.reading}px;
  margin: 0 auto;
  padding: ${space[5]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.lg};
  > p:first-child {
    margin: 0;
    color: ${colors.red};
    font-weight: 700;
  }
  h2,
  h3 {
    margin: 0;
  }
`

/**
 * Steps to take, in order (a plan's weekly activities, an opening's next steps): numbered cards, so a
 * parent sees a short programme rather than a bare list. Still an ordered list to a screen reader,
 * named by the heading above it.
 */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </Steps>
  )
}

const Steps = styled.ol`
  && {
    display: grid;
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${space[3]};
    padding: ${space[3]} ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radius.card};
    background: ${colors.surfaceAlt};
    line-height: 1.4;
    counter-increment: step;
  }
  /* The step's number is the list's own counter, drawn as a badge. */
  li::before {
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: ${space[5]};
    height: ${space[5]};
    border-radius: 50%;
    background: ${colors.navy};
    color: ${roles.onDark};
    font-size: ${fontSize.sm};
    font-weight: 700;
  }
`

/** The line under a tool's result that says where it was e-mailed. */
export const EmailedNote = styled.p`
  margin: 0;
  /* A long e-mail address breaks rather than widening the card on a phone. */
  overflow-wrap: anywhere;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  background: ${colors.surfaceAlt};
`

/** A result's secondary actions: retake, and back to where the visitor came from. */
export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]};
  a {
    font-weight: 700;
    color: ${colors.navy};
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
