import { forwardRef, type ReactNode } from 'react'
import styled from 'styled-components'
import type { QuizPosition } from '../../domain/quiz'
import { ChessDiagram } from '../../ui/chess-diagram'
import { colors, QUIZ_CARD_PX, radius, space } from '../../ui/theme'

/**
 * One quiz question: optional tags (category, difficulty), the question as the card's heading
 * (focusable, so a quiz can move focus to it when the question changes), the position as a
 * ChessDiagram when the question is about one, then the options and feedback (`children`).
 * Shared by every quiz.
 */
export const QuizQuestionCard = forwardRef<
  HTMLHeadingElement,
  {
    question: string
    tags?: readonly string[]
    position?: QuizPosition
    children?: ReactNode
  }
>(function QuizQuestionCard({ question, tags, position, children }, ref) {
  return (
    <Card>
      {tags && tags.length > 0 && (
        <Tags aria-label="Question tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
      <h2 ref={ref} tabIndex={-1}>
        {question}
      </h2>
      {position && (
        <ChessDiagram
          fen={position.fen}
          caption={position.caption}
          highlights={position.highlights}
          arrows={position.arrows}
          size={320}
        />
      )}
      {children}
    </Card>
  )
})

/** The white card every quiz step sits in (question, form, results). */
export const QuizCard = styled.section`
  max-width: ${QUIZ_CARD_PX}px;
  margin: 0 auto;
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.question};
  background: ${colors.surface};
  box-shadow: 0 4px 14px rgba(17, 24, 39, 0.06);
  h2 {
    margin: 0 0 ${space[4]};
    font-size: 1.35rem;
  }
  h2:focus {
    outline: none;
  }
`

const Card = QuizCard

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0 0 ${space[3]};
  padding: 0;
  list-style: none;
  li {
    padding: 0.15rem ${space.tight};
    border-radius: ${radius.pill};
    background: ${colors.surfaceAlt};
    color: ${colors.navy};
    font-size: 0.85rem;
    font-weight: 600;
  }
`
