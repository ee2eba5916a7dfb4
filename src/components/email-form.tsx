import { useId, type InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { EMAIL_MAX_LENGTH } from '../domain/email'
import { PrimaryButton } from './button'
import { colors } from './theme'
import { VisuallyHidden } from './visually-hidden'

export interface EmailFormProps {
  email: string
  busy: boolean
  onChange: (value: string) => void
  onSubmit: () => void
  buttonLabel: string
  busyLabel: string
  /** Accessible name of the form, e.g. 'Newsletter sign-up'. */
  formLabel: string
  inputLabel?: string
  placeholder?: string
  /** Let the machine report a blank e-mail instead of the browser (the subscribe card). */
  reportBlank?: boolean
  tone?: 'light' | 'dark'
}

/** The e-mail input and button every sign-up renders; the state comes from the subscribe machine. */
export function EmailForm({
  email,
  busy,
  onChange,
  onSubmit,
  buttonLabel,
  busyLabel,
  formLabel,
  inputLabel = 'Email address',
  placeholder = 'Enter your email',
  reportBlank = false,
  tone = 'light',
}: EmailFormProps) {
  return (
    <EmailFormRow
      aria-label={formLabel}
      noValidate={reportBlank}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <EmailField
        label={inputLabel}
        placeholder={placeholder}
        value={email}
        disabled={busy}
        data-tone={tone}
        onChange={(event) => onChange(event.target.value)}
      />
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : buttonLabel}
      </PrimaryButton>
    </EmailFormRow>
  )
}

/** The labelled e-mail input every e-mail form uses: type email, required, at most 100 characters. */
export function EmailField({
  label = 'Email address',
  placeholder = 'Enter your email',
  ...props
}: { label?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const id = useId()
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={placeholder}
        {...props}
      />
    </>
  )
}

export const EmailFormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  width: 100%;
  max-width: 520px;
`

const Input = styled.input`
  flex: 1 1 220px;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.muted};
  border-radius: 8px;
  font: inherit;
  color: ${colors.ink};
  background: #fff;
  &:disabled {
    background: ${colors.surfaceAlt};
  }
`
