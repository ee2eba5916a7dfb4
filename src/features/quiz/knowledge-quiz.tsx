import { type ReactNode } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { QuizOptionList } from './quiz-option-list'
import { QuizProgress } from '../../parts/quiz-progress'
import { QuizCard, QuizQuestionCard } from './quiz-question-card'
import { colors, radius, roles, space } from '../../ui/theme'
import {
  KNOWLEDGE_BAND_MESSAGES,
  KNOWLEDGE_CATEGORY_NAMES,
  KNOWLEDGE_QUESTIONS,
  LEARNING_PATHS,
} from '../../content/knowledge-quiz'
import {
  categoryStrengths,
  knowledgeBand,
  learningPath,
  optionLetter,
  percentOf,
} from '../../domain/quiz'
import { QuizBelowResults } from './quiz-below-results'
import { ResultList } from './quiz-parts'
import { NextStep } from '../../parts/result/next-step'
import { ResultColumn } from '../../parts/result/result-column'
import { ScoreRing } from './quiz-result-parts'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { useKnowledgeQuiz } from './use-knowledge-quiz'
import { DetailsForm } from './knowledge-quiz-details'

const QUESTIONS = KNOWLEDGE_QUESTIONS

/**
 * The knowledge quiz (/quiz): renders the knowledge quiz chart. Nothing is stored between visits: a
 * reload or coming back starts at question 1 (the quiz is short, and the results need the save).
 */
export function KnowledgeQuiz({
  share,
  signup,
}: {
  /** The share buttons for the result line. */
  share: (title: string) => ReactNode
  /** The weekly class sign-up card. */
  signup: ReactNode
}) {
  const { step, current, chosen, marks, details, busy, ...quiz } = useKnowledgeQuiz()
  const focusRef = useFocusOnChange<HTMLHeadingElement>(
    step === 'question' || step === 'feedback' ? `q${current}` : step,
  )
  // The answer's feedback after the paint that shows the option pressed (INP of the answer).
  const feedback = useShownAfterPaint(step === 'feedback')

  if (step === 'email')
    return (
      <DetailsForm
        headingRef={focusRef}
        age={details.age}
        name={details.name}
        email={details.email}
        busy={busy}
        onChange={quiz.change}
        onSubmit={quiz.submit}
      />
    )

  if (step === 'result') {
    const score = marks.reduce<number>((n, m) => n + m, 0)
    const percent = percentOf(score, QUESTIONS.length)
    const { strengths, weaknesses } = categoryStrengths(
      QUESTIONS.map((q, i) => ({ category: q.category, correct: marks[i] ?? 0 })),
    )
    const path = LEARNING_PATHS[learningPath(percent)]
    return (
      <ResultColumn>
        <QuizCard aria-labelledby="quiz-results">
          <h2 id="quiz-results" ref={focusRef} tabIndex={-1}>
            Your Results
          </h2>
          <ScoreRing score={score} total={QUESTIONS.length} percent={percent} />
          <p>{KNOWLEDGE_BAND_MESSAGES[knowledgeBand(percent)]}</p>
          <ResultList
            heading="Your Strengths"
            kind="strength"
            items={strengths.map((c) => KNOWLEDGE_CATEGORY_NAMES[c])}
            empty="Keep practising: no category reached 75% yet."
          />
          <ResultList
            heading="Areas for Improvement"
            kind="grow"
            items={weaknesses.map((c) => KNOWLEDGE_CATEGORY_NAMES[c])}
            empty="No weak areas: every category was at 50% or better."
          />
          <h3>Your Learning Path: {path.title}</h3>
          <ol>
            {path.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <NextStep />
        </QuizCard>
        <QuizBelowResults
          share={share(
            `I scored ${score}/${QUESTIONS.length} on the Chess Knowledge Quiz! Test your chess knowledge here!`,
          )}
          signup={signup}
          retry={{ href: '/quiz', label: 'Retry Quiz' }}
          back={{ label: 'Explore the Training Hub' }}
        />
      </ResultColumn>
    )
  }

  const question = QUESTIONS[current]!
  const answeredRight = chosen === question.correct
  return (
    <>
      <QuizProgress current={current + 1} total={QUESTIONS.length} />
      <QuizQuestionCard ref={focusRef} question={question.question} position={question.position}>
        <QuizOptionList
          label={question.question}
          options={question.options}
          chosen={chosen}
          locked={step === 'feedback'}
          correct={feedback ? question.correct : undefined}
          onChoose={(index) => quiz.answer(index)}
        />
        {feedback && (
          <Feedback role="status" data-correct={answeredRight}>
            <strong>{answeredRight ? 'Correct!' : 'Incorrect'}</strong>
            {!answeredRight && (
              <p>
                The correct answer is {optionLetter(question.correct)}:{' '}
                {question.options[question.correct]}
              </p>
            )}
            <p>{question.explanation}</p>
          </Feedback>
        )}
        {feedback && (
          <Next>
            <PrimaryButton type="button" onClick={quiz.next}>
              {current === QUESTIONS.length - 1 ? 'Finish Quiz' : 'Next Question'}
            </PrimaryButton>
          </Next>
        )}
      </QuizQuestionCard>
    </>
  )
}
const Feedback = styled.div`
  margin-top: ${space[4]};
  padding: ${space[4]};
  border-radius: ${radius.card};
  background: ${colors.surfaceAlt};
  &[data-correct='true'] strong {
    color: ${roles.success};
  }
  &[data-correct='false'] strong {
    color: ${colors.red};
  }
  p {
    margin: 0.4rem 0 0;
  }
`

const Next = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space[4]};
`

/**
 * The fields are the chart's: React's automatic reset of the form after its action (which would
 * uncheck the age answer a refused or failed submit keeps) is cancelled, as in the tools' forms.
 */
