import type { ReactNode } from 'react'
import styled from 'styled-components'
import { EmailForm } from '../../parts/email-form'
import { QuizOptionList } from './quiz-option-list'
import { QuizProgress } from '../../parts/quiz-progress'
import { QuizCard, QuizQuestionCard } from './quiz-question-card'
import { colors, space } from '../../ui/theme'
import { LEVEL_CATEGORY_NAMES, LEVEL_TEXTS } from '../../content/level-quiz'
import {
  categoryStrengths,
  categoryTotals,
  LEVEL_LABELS,
  levelFor,
  percentOf,
} from '../../domain/quiz'
import { QuizBelowResults } from './quiz-below-results'
import { ResultList } from './quiz-parts'
import { NextStep } from '../../parts/result/next-step'
import { ResultColumn } from '../../parts/result/result-column'
import { ScoreRing, TopicScores } from './quiz-result-parts'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { useLevelQuiz } from './use-quiz'

/**
 * The level quiz (/chess-level-quiz and /chess-level): renders the level quiz chart. A new set of
 * 10 questions is drawn on every visit; nothing is stored, so a reload or Back starts afresh.
 */
export function LevelQuiz({
  share,
  signup,
}: {
  share: (title: string) => ReactNode
  signup: ReactNode
}) {
  const { step, question, total, questions, current, chosen, marks, email, busy, ...quiz } =
    useLevelQuiz()
  const focusRef = useFocusOnChange<HTMLHeadingElement>(step === 'quiz' ? `q${current}` : step)

  if (step === 'email')
    return (
      <QuizCard aria-labelledby="level-contact">
        <h2 id="level-contact" ref={focusRef} tabIndex={-1}>
          Your Results Are Ready!
        </h2>
        <p>Enter your email to see your chess level.</p>
        <EmailForm
          formLabel="Level quiz email"
          note="levelQuiz"
          email={email}
          busy={busy}
          onChange={quiz.change}
          onSubmit={quiz.submit}
          buttonLabel="See My Level"
          busyLabel="Submitting..."
          reportBlank
        />
      </QuizCard>
    )

  if (step === 'result') {
    const score = marks.reduce<number>((n, m) => n + m, 0)
    const percent = percentOf(score, questions.length)
    const level = levelFor(percent)
    const marked = questions.map((q, i) => ({ category: q.category, correct: marks[i] ?? 0 }))
    const { strengths, weaknesses } = categoryStrengths(marked)
    return (
      <ResultColumn>
        <QuizCard aria-labelledby="level-result">
          <h2 id="level-result" ref={focusRef} tabIndex={-1}>
            Your Chess Level: {LEVEL_LABELS[level]}
          </h2>
          <ScoreRing score={score} total={questions.length} percent={percent} />
          <h3>Insights</h3>
          <TopicScores
            rows={categoryTotals(marked).map(({ category, right, all }) => ({
              topic: LEVEL_CATEGORY_NAMES[category],
              right,
              total: all,
              tone: strengths.includes(category)
                ? 'strength'
                : weaknesses.includes(category)
                  ? 'grow'
                  : 'neutral',
            }))}
          />
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
          <h3>Our Recommendation</h3>
          <p>{LEVEL_TEXTS[level].recommendation}</p>
          <NextStep />
        </QuizCard>
        <QuizBelowResults
          share={share(`My chess level is ${LEVEL_LABELS[level]}! Find your chess level here!`)}
          signup={signup}
          retry={{ href: '/chess-level', label: 'Retake Quiz' }}
          back={{ label: 'Back to Training Hub' }}
        />
      </ResultColumn>
    )
  }

  return (
    <>
      <QuizProgress current={current + 1} total={total} />
      <QuizQuestionCard ref={focusRef} question={question.question} position={question.position}>
        <QuizOptionList
          label={question.question}
          options={question.options}
          chosen={chosen}
          locked={chosen !== null}
          onChoose={(index) => quiz.answer(index)}
        />
        {chosen !== null && (
          <Hint role="status">
            {current === total - 1 ? 'Answer saved.' : 'Answer saved. Next question...'}
          </Hint>
        )}
      </QuizQuestionCard>
    </>
  )
}

const Hint = styled.p`
  margin: ${space[4]} 0 0;
  color: ${colors.muted};
`
