import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { EmailForm } from '../../parts/email-form'
import { QuizOptionList } from './quiz-option-list'
import { QuizProgress } from '../../parts/quiz-progress'
import { QuizCard, QuizQuestionCard } from './quiz-question-card'
import { AnchorButton } from '../../ui/sections'
import { colors, space } from '../../ui/theme'
import {
  DIFFICULTY_NAMES,
  IMPROVED_RECOMMENDATIONS,
  LEVEL_CATEGORY_NAMES,
  LEVEL_TEXTS,
} from '../../content/level-quiz'
import {
  categoryStrengths,
  categoryTotals,
  improvedTier,
  LEVEL_LABELS,
  levelFor,
  percentOf,
  type LevelCategory,
} from '../../domain/quiz'
import { QuizBelowResults } from './quiz-below-results'
import { ResultList } from './quiz-parts'
import { NextStep } from '../../parts/result/next-step'
import { ResultColumn } from '../../parts/result/result-column'
import { ScoreRing, TopicScores } from './quiz-result-parts'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { useLevelQuiz, type LevelQuizKind } from './use-quiz'

/** What the spec words differently on the two quizzes' screens (spec §2). */
const VIEWS = {
  level: {
    id: 'level',
    email: {
      id: 'level-contact',
      heading: 'Your Results Are Ready!',
      text: 'Enter your email to see your chess level.',
      formLabel: 'Level quiz email',
      button: 'See My Level',
    },
    result: 'Your Chess Level:',
    retake: '/chess-level',
  },
  improved: {
    id: 'improved',
    email: {
      id: 'improved-email',
      heading: 'See Your Chess Level',
      text: 'Enter your email to see your level, strengths and personal recommendations.',
      formLabel: 'Level assessment email',
      button: 'Show My Results',
    },
    result: 'Your Level:',
    retake: '/improved-chess-level-quiz',
  },
} as const

/**
 * A level quiz (/chess-level-quiz and /chess-level: `level`; /find-your-level and
 * /improved-chess-level-quiz: `improved`): renders its chart. Every visit starts fresh (spec §4):
 * the chart draws a new question set when the page mounts and nothing of a quiz is stored, so a
 * reload or Back never resumes an old one. The level quiz moves on by itself after an answer; the
 * improved one shows the question's tags and waits for 'Next Question'.
 */
export function LevelQuiz({
  kind,
  share,
  signup,
}: {
  kind: LevelQuizKind
  share: (title: string) => ReactNode
  signup: ReactNode
}) {
  const view = VIEWS[kind]
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
  } = useLevelQuiz(kind)
  const focusRef = useFocusOnChange<HTMLHeadingElement>(step === 'quiz' ? `q${current}` : step)

  if (step === 'inconsistent')
    return (
      <QuizCard aria-labelledby={`${view.id}-inconsistent`}>
        <h2 id={`${view.id}-inconsistent`} ref={focusRef} tabIndex={-1}>
          Quiz data inconsistency detected
        </h2>
        <p>Please retake the quiz from scratch.</p>
        <AnchorButton href={view.retake}>Retake Quiz</AnchorButton>
      </QuizCard>
    )

  if (step === 'email')
    return (
      <QuizCard aria-labelledby={view.email.id}>
        <h2 id={view.email.id} ref={focusRef} tabIndex={-1}>
          {view.email.heading}
        </h2>
        <p>{view.email.text}</p>
        <EmailForm
          formLabel={view.email.formLabel}
          note="levelQuiz"
          email={email}
          busy={busy}
          onChange={quiz.change}
          onSubmit={quiz.submit}
          buttonLabel={view.email.button}
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
    const lists = (
      <>
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
      </>
    )
    return (
      <ResultColumn>
        <QuizCard aria-labelledby={`${view.id}-result`}>
          <h2 id={`${view.id}-result`} ref={focusRef} tabIndex={-1}>
            {view.result} {LEVEL_LABELS[level]}
          </h2>
          <ScoreRing score={score} total={questions.length} percent={percent} />
          {kind === 'level' ? (
            <>
              <h3>Insights</h3>
              <TopicScores rows={topicRows(marked, strengths, weaknesses)} />
              {lists}
              <h3>Our Recommendation</h3>
              <p>{LEVEL_TEXTS[level].recommendation}</p>
            </>
          ) : (
            <>
              <p>{LEVEL_TEXTS[level].description}</p>
              {lists}
              <ResultList
                heading="Recommendations"
                kind="tip"
                items={IMPROVED_RECOMMENDATIONS[improvedTier(percent)]}
                empty=""
              />
            </>
          )}
          <NextStep />
        </QuizCard>
        <QuizBelowResults
          share={share(`My chess level is ${LEVEL_LABELS[level]}! Find your chess level here!`)}
          signup={signup}
          retry={{ href: view.retake, label: 'Retake Quiz' }}
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
        tags={
          kind === 'improved'
            ? [LEVEL_CATEGORY_NAMES[question.category], DIFFICULTY_NAMES[question.difficulty]]
            : undefined
        }
      >
        <QuizOptionList
          label={question.question}
          options={question.options}
          chosen={chosen}
          locked={chosen !== null}
          onChoose={(index) => quiz.answer(index)}
        />
        {kind === 'level' && chosen !== null && (
          <Hint role="status">{last ? 'Answer saved.' : 'Answer saved. Next question...'}</Hint>
        )}
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

/** The level quiz's insights: right answers per category, toned as strength or area to grow. */
function topicRows(
  marked: Array<{ category: LevelCategory; correct: 0 | 1 }>,
  strengths: readonly LevelCategory[],
  weaknesses: readonly LevelCategory[],
) {
  return categoryTotals(marked).map(({ category, right, all }) => ({
    topic: LEVEL_CATEGORY_NAMES[category],
    right,
    total: all,
    tone: strengths.includes(category)
      ? ('strength' as const)
      : weaknesses.includes(category)
        ? ('grow' as const)
        : ('neutral' as const),
  }))
}

const Hint = styled.p`
  margin: ${space[4]} 0 0;
  color: ${colors.muted};
`

const Next = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space[4]};
`
