import { useId, type FormEvent, type ReactNode, type Ref } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { EmailField } from '../../parts/email-form'
import { EmailNote } from '../../parts/email-note'
import { QuizOptionList } from './quiz-option-list'
import { QuizProgress } from '../../parts/quiz-progress'
import { QuizCard, QuizQuestionCard } from './quiz-question-card'
import { colors, fontSize, radius, roles, space, TAP_TARGET_PX } from '../../ui/theme'
import { useTypedBeforeHydration } from '../../startup/use-typed-before-hydration'
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
import { formText } from '../../domain/form-answers'
import { AGE_BANDS, isChildBand } from '../../domain/children'
import { AGE_BAND_LABELS, AGE_QUESTION, PARENT_EMAIL_LINE } from '../../content/children'
import { EMAIL_LABELS } from '../../content/study-plans'
import { QuizBelowResults } from './quiz-below-results'
import { ResultList } from './quiz-parts'
import { NextStep } from '../../parts/result/next-step'
import { ResultColumn } from '../../parts/result/result-column'
import { ScoreRing } from './quiz-result-parts'
import { paintFirst } from '../../startup/yield-to-main'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { useFocusOnChange } from '../../ui/use-focus-on-change'
import { useKnowledgeQuiz } from './use-knowledge-quiz'

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

/**
 * 'Almost Done!': how old the learner is, then name and e-mail, submitted through a form action
 * (works before hydration). For a learner under 13 the name field goes (a name typed before is not
 * sent) and the e-mail field asks for the parent's, with a line saying what the parent gets.
 */
function DetailsForm({
  headingRef,
  age,
  name,
  email,
  busy,
  onChange,
  onSubmit,
}: {
  headingRef: Ref<HTMLHeadingElement>
  age: string
  name: string
  email: string
  busy: boolean
  onChange: (field: 'age' | 'name' | 'email', value: string) => void
  onSubmit: (details: { age: string; name: string; email: string }) => void
}) {
  const nameId = useId()
  const noteId = useId()
  const parentId = useId()
  const ageId = useId()
  const nameRef = useTypedBeforeHydration<HTMLInputElement>(name, (v) => onChange('name', v))
  const child = isChildBand(age)
  return (
    <QuizCard aria-labelledby="quiz-details">
      <h2 id="quiz-details" ref={headingRef} tabIndex={-1}>
        Almost Done!
      </h2>
      <p>
        {child
          ? "Enter a parent's e-mail to see the results and the personal learning path."
          : 'Enter your name and email to see your results and your personal learning path.'}
      </p>
      <Form
        aria-label="Quiz details"
        noValidate
        action={paintFirst((data) =>
          onSubmit({
            age: formText(data, 'age'),
            name: formText(data, 'name'),
            email: formText(data, 'email'),
          }),
        )}
      >
        <AgeQuestion role="radiogroup" aria-labelledby={ageId} aria-required="true" disabled={busy}>
          <legend id={ageId}>{AGE_QUESTION}</legend>
          {AGE_BANDS.map((band) => (
            <label key={band}>
              <input
                type="radio"
                name="age"
                value={band}
                required
                checked={age === band}
                onChange={() => onChange('age', band)}
              />
              {AGE_BAND_LABELS[band]}
            </label>
          ))}
        </AgeQuestion>
        {!child && (
          <>
            <label htmlFor={nameId}>Your name</label>
            <NameInput
              ref={nameRef}
              id={nameId}
              name="name"
              autoComplete="name"
              maxLength={100}
              value={name}
              disabled={busy}
              onChange={(e) => onChange('name', e.target.value)}
            />
          </>
        )}
        <EmailField
          labelVisible
          label={child ? EMAIL_LABELS.child : undefined}
          value={email}
          disabled={busy}
          placeholder="you@example.com"
          aria-describedby={child ? `${parentId} ${noteId}` : noteId}
          onValueChange={(v) => onChange('email', v)}
        />
        {child && <ParentLine id={parentId}>{PARENT_EMAIL_LINE}</ParentLine>}
        <EmailNote id={noteId} use="knowledgeQuiz" />
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting...' : 'See My Results'}
        </PrimaryButton>
      </Form>
    </QuizCard>
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
const Form = styled.form.attrs({
  onReset: (event: FormEvent<HTMLFormElement>) => event.preventDefault(),
})`
  display: grid;
  gap: ${space.tight};
  max-width: 420px;
  label {
    font-weight: 600;
  }
`

/** The age question: three radios on one row where they fit, each a full tap target. */
const AgeQuestion = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  margin: 0 0 ${space[2]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space[1]};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: ${TAP_TARGET_PX}px;
    font-weight: 400;
    cursor: pointer;
  }
  input {
    width: ${space[5]};
    height: ${space[5]};
    margin: 0;
    accent-color: ${colors.navy};
  }
`

const ParentLine = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
`

const NameInput = styled.input`
  min-height: ${TAP_TARGET_PX}px;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.muted};
  border-radius: ${radius.md};
  font: inherit;
`
