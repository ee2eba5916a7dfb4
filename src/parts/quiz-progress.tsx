import styled from 'styled-components'
import { colors, QUIZ_CARD_PX, radius, space } from '../ui/theme'

/**
 * A quiz's progress: 'Question 3 of 10', the percentage, and a bar that is an accessible
 * progressbar (role, value, min, max and a spoken value text). Shared by every quiz.
 */
export function QuizProgress({
  current,
  total,
  label = 'Quiz progress',
}: {
  /** The question on screen, counted from 1. */
  current: number
  total: number
  /** The progressbar's accessible name. */
  label?: string
}) {
  const percent = total > 0 ? Math.round((current * 100) / total) : 0
  const text = `Question ${current} of ${total}`
  return (
    <Wrap>
      <Row>
        <span>{text}</span>
        <span>{percent}% Complete</span>
      </Row>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} (${percent}%)`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Wrap>
  )
}

/** As wide as the question card under it. */
const Wrap = styled.div`
  display: grid;
  gap: 0.4rem;
  max-width: ${QUIZ_CARD_PX}px;
  margin: 0 auto ${space.card};
`

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[4]};
  color: ${colors.muted};
  font-size: 0.95rem;
  font-weight: 600;
`

const Track = styled.div`
  height: 10px;
  border-radius: ${radius.pill};
  background: ${colors.surfaceAlt};
  border: 1px solid ${colors.border};
  overflow: hidden;
`

const Fill = styled.div`
  height: 100%;
  background: ${colors.red};
  @media (prefers-reduced-motion: no-preference) {
    transition: width 0.3s ease;
  }
`
