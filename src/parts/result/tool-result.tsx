import styled from 'styled-components'
import { colors, COLUMN_PX, fontSize, radius, roles, space } from '../../ui/theme'

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
