import { useId, type InputHTMLAttributes, type Ref } from 'react'
import styled from 'styled-components'
import type { EmailUse } from '../content/email-notes'
import { EMAIL_MAX_LENGTH } from '../domain/email'
import { formText } from '../domain/form-answers'
import { PrimaryButton } from '../ui/button'
import { EmailNote } from './email-note'
import { colors, NARROW_PX, radius, space, TAP_TARGET_PX } from '../ui/theme'
import { useTypedBeforeHydration } from '../startup/use-typed-before-hydration'
import { paintFirst } from '../startup/yield-to-main'
import { VisuallyHidden } from '../ui/visually-hidden'

export interface EmailFormProps {
  email: string
  busy: boolean
  onChange: (value: string) => void
  /** Called with the e-mail the form held when it was submitted. */
  onSubmit: (email: string) => void
  buttonLabel: string
  busyLabel: string
  /** Accessible name of the form, e.g. 'Newsletter sign-up'. */
  formLabel: string
  /** What the address is for: the line under the form (src/content/email-notes.ts). */
  note: EmailUse
  inputLabel?: string
  placeholder?: string
  /** Let the machine report a blank e-mail instead of the browser (the subscribe card). */
  reportBlank?: boolean
  tone?: 'light' | 'dark'
}

/**
 * The e-mail input and button every sign-up renders, and under them the line saying what the
 * address is for; the state comes from the subscribe machine.
 *
 * The form uses a React 19 form action, never `onSubmit`: the prerendered HTML then carries a
 * non-navigating action, and a submit made before hydration is captured by React's inline replay
 * script and delivered once the page is interactive. The e-mail never lands in the URL.
 */
export function EmailForm({
  email,
  busy,
  onChange,
  onSubmit,
  buttonLabel,
  busyLabel,
  formLabel,
  note,
  inputLabel = 'Email address',
  placeholder = 'Enter your email',
  reportBlank = false,
  tone = 'light',
}: EmailFormProps) {
  const noteId = useId()
  return (
    <EmailFormRow
      aria-label={formLabel}
      noValidate={reportBlank}
      action={paintFirst((data) => onSubmit(formText(data, 'email')))}
    >
      <EmailField
        label={inputLabel}
        placeholder={placeholder}
        value={email}
        disabled={busy}
        data-tone={tone}
        aria-describedby={noteId}
        onValueChange={onChange}
      />
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : buttonLabel}
      </PrimaryButton>
      <EmailNote id={noteId} use={note} />
    </EmailFormRow>
  )
}

/**
 * The labelled e-mail input every e-mail form uses: type email, required, at most 100 characters.
 * Controlled (`value` + `onValueChange`) or, without them, uncontrolled. The form renders its
 * `EmailNote` where its layout wants it and gives its id as `aria-describedby`.
 */
export function EmailField({
  label = 'Email address',
  labelVisible = false,
  placeholder = 'Enter your email',
  value,
  onValueChange,
  ...props
}: {
  label?: string
  /** Show the label above the field (forms whose other fields have visible labels). */
  labelVisible?: boolean
  value?: string
  onValueChange?: (value: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value' | 'onChange'>) {
  const id = useId()
  const ref = useTypedBeforeHydration<HTMLInputElement>(value ?? '', onValueChange)
  return (
    <>
      {labelVisible ? (
        <label htmlFor={id}>{label}</label>
      ) : (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      )}
      <Input
        ref={ref as Ref<HTMLInputElement>}
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={placeholder}
        value={value}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
        {...props}
      />
    </>
  )
}

export const EmailFormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[2]};
  width: 100%;
  max-width: 520px;
  /* On a phone the button takes its own full-width row rather than hanging left under the field. */
  @media (max-width: ${NARROW_PX.md}px) {
    > button {
      flex: 1 1 100%;
    }
  }
`

const Input = styled.input`
  flex: 1 1 220px;
  /* Never wider than the row (its intrinsic width would push a narrow card open). */
  min-width: 0;
  min-height: ${TAP_TARGET_PX}px;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.muted};
  border-radius: ${radius.md};
  font: inherit;
  color: ${colors.ink};
  background: ${colors.surface};
  &:disabled {
    background: ${colors.surfaceAlt};
  }
`
