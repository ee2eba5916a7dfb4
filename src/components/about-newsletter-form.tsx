import { useId } from 'react'
import styled from 'styled-components'
import { ABOUT_NEWSLETTER_SUCCESS } from '../content/messages'
import { EMAIL_MAX_LENGTH } from '../domain/email'
import { PrimaryButton } from './button'
import { showToast } from './toasts'
import { VisuallyHidden } from './visually-hidden'

/** The About page's newsletter form: by the spec it makes no call; it only welcomes the visitor. */
export function AboutNewsletterForm() {
  const id = useId()
  return (
    <Form
      aria-label="Newsletter sign-up"
      onSubmit={(event) => {
        event.preventDefault()
        showToast({ tone: 'success', ...ABOUT_NEWSLETTER_SUCCESS })
        event.currentTarget.reset()
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        Email address
      </VisuallyHidden>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        placeholder="Enter your email"
      />
      <PrimaryButton type="submit">Subscribe</PrimaryButton>
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  max-width: 520px;
  input {
    flex: 1 1 220px;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid #4b5563;
    border-radius: 8px;
    font: inherit;
  }
`
