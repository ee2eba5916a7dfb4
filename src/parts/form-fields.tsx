import { useId, type FormEvent, type Ref } from 'react'
import styled from 'styled-components'
import type { EmailUse } from '../content/email-notes'
import { EmailNote } from './email-note'
import { colors, COLUMN_PX, fontSize, NARROW_PX, radius, space, TAP_TARGET_PX } from '../ui/theme'
import { useTypedBeforeHydration } from '../startup/use-typed-before-hydration'

/** One choice of a dropdown: the value submitted, and what the visitor reads. */
export interface SelectOption {
  value: string
  label: string
}

/**
 * A labelled dropdown of the tools' forms. It starts on a placeholder that cannot be chosen
 * (disabled, empty value), so only the given options can be selected; left on it, the form submits
 * no value for the field. Controlled by the chart's answers; a choice made before hydration is
 * handed to `onValueChange` once hydrated (and the submit reads the form data anyway).
 */
export function SelectField({
  label,
  name,
  placeholder,
  options,
  value,
  onValueChange,
  disabled,
  hint,
}: {
  label: string
  name: string
  placeholder: string
  options: ReadonlyArray<string | SelectOption>
  value: string
  onValueChange: (value: string) => void
  disabled?: boolean
  /** A line under the dropdown that helps choose (it describes the dropdown). */
  hint?: string
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, onValueChange)
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        ref={ref as Ref<HTMLSelectElement>}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-required="true"
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          )
        })}
      </select>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  )
}

/**
 * A labelled text or e-mail input of the tools' forms, controlled by the chart's answers. An e-mail
 * field gets its `note` under it (what the address is for), which describes the input.
 */
export function TextField({
  label,
  name,
  type = 'text',
  placeholder,
  value,
  onValueChange,
  maxLength,
  autoComplete,
  disabled,
  note,
  line,
}: {
  label: string
  name: string
  type?: 'text' | 'email'
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  maxLength: number
  autoComplete?: string
  disabled?: boolean
  note?: EmailUse
  /** A line under the field, before its note: what happens with what is typed. */
  line?: string
}) {
  const id = useId()
  const noteId = `${id}-note`
  const lineId = `${id}-line`
  const describedBy = [line ? lineId : '', note ? noteId : ''].filter(Boolean).join(' ')
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onValueChange)
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref as Ref<HTMLInputElement>}
        id={id}
        name={name}
        type={type}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required="true"
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {line && <Line id={lineId}>{line}</Line>}
      {note && <EmailNote id={noteId} use={note} />}
    </Field>
  )
}

const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: ${fontSize.sm};
`

const Line = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
`

const Field = styled.div`
  display: grid;
  /* A neighbour in the same row that is taller (the e-mail field with its line) leaves the extra
     height under this field, not inside its control. */
  align-content: start;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  select,
  input {
    min-height: ${TAP_TARGET_PX}px;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${colors.muted};
    border-radius: ${radius.md};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
  }
  select:disabled,
  input:disabled {
    background: ${colors.surfaceAlt};
  }
`

/**
 * The tools' form: fields in a responsive grid, the button under them. Its fields are controlled by
 * a chart, which keeps the answers after a refused or failed submit, so React's automatic reset of
 * the form after a form action (which would put every dropdown back on its placeholder) is
 * cancelled.
 */
export const ToolForm = styled.form.attrs({
  onReset: (event: FormEvent<HTMLFormElement>) => event.preventDefault(),
})`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${space[4]} ${space[5]};
  max-width: ${COLUMN_PX.reading}px;
  margin: 0 auto;
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
  /* Phones: the form's fields and its longest button label ('Get My Opening Recommendation') need
     the whole column; the page's own gutters frame it. */
  @media (max-width: ${NARROW_PX.sm}px) {
    padding: 0;
    border: 0;
  }
`
