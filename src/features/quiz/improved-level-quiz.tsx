import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { EmailForm } from '../../parts/email-form'
import { QuizOptionList } from './quiz-option-list'
import { QuizProgress } from '../../parts/quiz-progress'
import { QuizCard, QuizQuestionCard } from './quiz-question-card'
import { AnchorButton } from '../../ui/sections'
import {
  DIFFICULTY_NAMES,
  IMPROVED_RECOMMENDATIONS,
  LEVEL_CATEGORY_NAMES,
  LEVEL_TEXTS,
} from '../../content/level-quiz'
import {
  categoryStrengths,
  improvedTier,
  LEVEL_LABELS,
  levelFor,
  percentOf,
} from '../../domain/quiz'
import { QuizBelowResults } from './quiz-below-results'
import { ResultList } from './quiz-parts'
import { NextStep } from '../../parts/result/next-step'
import { ResultColumn } from '../../parts/result/result-column'
import { ScoreRing } from './quiz-result-parts'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { useImprovedLevelQuiz } from './use-quiz'
import { space } from '../../ui/theme'

const RETAKE = '/improved-chess-level-quiz'

/**
 * The improved level quiz (/find-your-level and /improved-chess-level-quiz): renders its chart.
 * Every visit starts fresh (spec §4): the chart draws a new question set when the page mounts and
 * nothing of a quiz is stored, so a reload or Back never resumes an old one.
 */
export function ImprovedLevelQuiz({
  share,
  signup,
}: {
  share: (title: string) => ReactNode
  signup: ReactNode
}) {
  const {
    step,
    question,
    total,
    questions,
    current,
    chosen,
    canGoOn,
    marks,
    email,
    busy,
    ...quiz
  } = useImprovedLevelQuiz()
  const focusRef = useFocusOnChange<HTMLHeadingElement>(step === 'quiz' ? `q${current}` : step)

  if (step === 'inconsistent')
    return (
      <QuizCard aria-labelledby="improved-inconsistent">
        <h2 id="improved-inconsistent" ref={focusRef} tabIndex={-1}>
          Quiz data inconsistency detected
        </h2>
        <p>Please retake the quiz from scratch.</p>
        <AnchorButton href={RETAKE}>Retake Quiz</AnchorButton>
      </QuizCard>
    )

  if (step === 'email')
    return (
      <QuizCard aria-labelledby="improved-email">
        <h2 id="improved-email" ref={focusRef} tabIndex={-1}>
          See Your Chess Level
        </h2>
        <p>Enter your email to see your level, strengths and personal recommendations.</p>
        <EmailForm
          formLabel="Level assessment email"
          note="levelQuiz"
          email={email}
          busy={busy}
          onChange={quiz.change}
          onSubmit={quiz.submit}
          buttonLabel="Show My Results"
          busyLabel="Submitting..."
          reportBlank
        />
      </QuizCard>
    )

  if (step === 'result') {
    const score = marks.reduce<number>((n, m) => n + m, 0)
    const percent = percentOf(score, questions.length)
    const level = levelFor(percent)
    const { strengths, weaknesses } = categoryStrengths(
      questions.map((q, i) => ({ category: q.category, correct: marks[i] ?? 0 })),
    )
    return (
      <ResultColumn>
        <QuizCard aria-labelledby="improved-result">
          <h2 id="improved-result" ref={focusRef} tabIndex={-1}>
            Your Level: {LEVEL_LABELS[level]}
          </h2>
          <ScoreRing score={score} total={questions.length} percent={percent} />
          <p>{LEVEL_TEXTS[level].description}</p>
          <ResultList
            heading="Strengths"
            kind="strength"
            items={strengths.map((c) => LEVEL_CATEGORY_NAMES[c])}
            empty="No category reached 75% yet."
          />
          <ResultList
            heading="Areas to Work On"
            kind="grow"
            items={weaknesses.map((c) => LEVEL_CATEGORY_NAMES[c])}
            empty="Every category was at 50% or better."
          />
          <ResultList
            heading="Recommendations"
            kind="tip"
            items={IMPROVED_RECOMMENDATIONS[improvedTier(percent)]}
            empty=""
          />
          <NextStep />
        </QuizCard>
        <QuizBelowResults
          share={share(`My chess level is ${LEVEL_LABELS[level]}! Find your chess level here!`)}
          signup={signup}
          retry={{ href: RETAKE, label: 'Retake Quiz' }}
          back={{ label: 'Back to Training Hub' }}
        />
      </ResultColumn>
    )
  }

  const last = current === total - 1
  return (
    <>
      <QuizProgress current={current + 1} total={total} />
      <QuizQuestionCard
        ref={focusRef}
        question={question.question}
        position={question.position}
        tags={[LEVEL_CATEGORY_NAMES[question.category], DIFFICULTY_NAMES[question.difficulty]]}
      >
        <QuizOptionList
          label={question.question}
          options={question.options}
          chosen={chosen}
          locked={chosen !== null}
          onChoose={(index) => quiz.answer(index)}
        />
        {canGoOn && (
          <Next>
            <PrimaryButton type="button" onClick={quiz.next}>
              {last ? 'Continue' : 'Next Question'}
            </PrimaryButton>
          </Next>
        )}
      </QuizQuestionCard>
    </>
  )
}

const Next = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space[4]};
`
