import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { EmailField, EmailFormRow } from '../../parts/email-form'
import { EmailNote } from '../../parts/email-note'
import { QuizProgress } from '../../parts/quiz-progress'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { colors, QUIZ_CARD_PX, radius, roles, space } from '../../ui/theme'
import { paintFirst } from '../../startup/yield-to-main'
import { CHESS_STYLES, type StyleDefinition } from '../../content/chess-styles'
import { STYLE_INSIGHTS, STYLE_QUESTIONS } from '../../content/style-quiz'
import { formText } from '../../domain/form-answers'
import { styleInsights } from '../../domain/style-scoring'
import { StyleResult } from './style-result'
import { useStyleQuiz } from './use-style-quiz'

export interface StyleQuizProps {
  /** The share buttons for the revealed style (the share feature, composed by the route). */
  share: (style: StyleDefinition) => ReactNode
  /** Under the result: the weekly class sign-up card. */
  afterResult: ReactNode
}

/**
 * The chess style quiz: ten questions (answer buttons are `type="button"`, so a tap made before
 * hydration is replayed), the e-mail gate (a React form action, so a submit made before hydration is
 * replayed too), then the result. The first question is in the prerendered HTML.
 */
export function StyleQuiz({ share, afterResult }: StyleQuizProps) {
  const quiz = useStyleQuiz()
  const noteId = useId()
  // Each new question, the gate and the result take focus (sending the gate stays on the gate).
  const headingRef = useFocusOnChange<HTMLHeadingElement>(
    quiz.step === 'quiz'
      ? `q${quiz.current.index}`
      : quiz.step === 'submitting'
        ? 'email'
        : quiz.step,
  )

  if (quiz.step === 'result' && quiz.result) {
    const style = CHESS_STYLES[quiz.result.styleId]
    return (
      <StyleResult
        style={style}
        result={quiz.result}
        insights={styleInsights(STYLE_QUESTIONS, quiz.answers, STYLE_INSIGHTS, style.id)}
        headingRef={headingRef}
        share={share(style)}
        onRetake={quiz.retake}
        after={afterResult}
      />
    )
  }

  if (quiz.step === 'email' || quiz.step === 'submitting') {
    return (
      <Panel aria-labelledby="style-gate-heading">
        <h2 id="style-gate-heading" ref={headingRef} tabIndex={-1}>
          Your Chess Style is Ready!
        </h2>
        <p>
          Enter your email to reveal your chess style, the famous players who share it and your
          personal improvement plan.
        </p>
        <EmailFormRow
          aria-label="Reveal your chess style"
          action={paintFirst((data) => quiz.reveal(formText(data, 'email')))}
        >
          <EmailField disabled={quiz.busy} required={false} aria-describedby={noteId} />
          <PrimaryButton type="submit" disabled={quiz.busy} aria-busy={quiz.busy}>
            {quiz.busy ? 'Revealing...' : 'Reveal My Chess Style'}
          </PrimaryButton>
          <EmailNote id={noteId} use="styleQuiz" />
        </EmailFormRow>
      </Panel>
    )
  }

  const { index, question } = quiz.current
  // Counted as every quiz counts: 'Question 1 of 10' is 10% of the way (the question on screen).
  const { total } = quiz.progress
  return (
    <>
      {/* Above the card, as wide as it, as on every quiz (inside the card's grid it shrank to a stub). */}
      <QuizProgress current={index + 1} total={total} />
      <Panel aria-labelledby="style-question-heading">
        <h2 id="style-question-heading" ref={headingRef} tabIndex={-1}>
          {question.question}
        </h2>
        {/* Keyed by question: a tap queued before hydration on an answer of a question already
          answered finds its button gone and is dropped, instead of answering the next question. */}
        <Answers key={question.id}>
          {question.answers.map((answer, i) => (
            <li key={answer.text}>
              <AnswerButton type="button" onClick={() => quiz.answer(index, i)}>
                <Letter aria-hidden="true">{String.fromCharCode(65 + i)}</Letter>
                {answer.text}
              </AnswerButton>
            </li>
          ))}
        </Answers>
      </Panel>
    </>
  )
}

/* As wide as the other quizzes' question card, so the progress bar above lines up with it. */
const Panel = styled.section`
  display: grid;
  gap: ${space[4]};
  max-width: ${QUIZ_CARD_PX}px;
  margin: 0 auto;
  padding: 1.75rem ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Answers = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const AnswerButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  width: 100%;
  min-height: 52px;
  padding: ${space[3]} ${space[4]};
  border: 2px solid ${colors.border};
  border-radius: ${radius.card};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${colors.navy};
    background: ${colors.surfaceAlt};
  }
`

const Letter = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${space[6]};
  height: ${space[6]};
  border-radius: 50%;
  background: ${colors.navy};
  color: ${roles.onDark};
  font-weight: 700;
`
