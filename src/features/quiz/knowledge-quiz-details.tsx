import { useId, type FormEvent, type Ref } from 'react'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { EmailField } from '../../parts/email-form'
import { EmailNote } from '../../parts/email-note'
import { QuizCard } from './quiz-question-card'
import { colors, fontSize, radius, space, TAP_TARGET_PX } from '../../ui/theme'
import { useTypedBeforeHydration } from '../../startup/use-typed-before-hydration'
import { formText } from '../../domain/form-answers'
import { AGE_BANDS, isChildBand } from '../../domain/children'
import { AGE_BAND_LABELS, AGE_QUESTION, PARENT_EMAIL_LINE } from '../../content/children'
import { EMAIL_LABELS } from '../../content/study-plans'
import { paintFirst } from '../../startup/yield-to-main'

/**
 * 'Almost Done!': how old the learner is, then name and e-mail, submitted through a form action
 * (works before hydration). For a learner under 13 the name field goes (a name typed before is not
 * sent) and the e-mail field asks for the parent's, with a line saying what the parent gets.
 */
export function DetailsForm({
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
