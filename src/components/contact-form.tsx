import styled from 'styled-components'
import { CONTACT_SUCCESS } from '../content/messages'
import { EMAIL_MAX_LENGTH } from '../domain/email'
import { PrimaryButton } from './button'
import { colors } from './theme'
import { showToast } from './toasts'

/**
 * The contact form (spec §2 /contact): name, email, subject, message, all required, e-mail checked by
 * the browser. By the spec it is never stored: it thanks the visitor and clears. A form action, so
 * a submit before hydration is replayed, never sent as a GET; React resets the fields after it.
 */
export function ContactForm() {
  return (
    <Form
      aria-label="Contact form"
      action={() => showToast({ tone: 'success', ...CONTACT_SUCCESS })}
    >
      <label>
        Name
        <input name="name" type="text" autoComplete="name" required maxLength={100} />
      </label>
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
        />
      </label>
      <label>
        Subject
        <input name="subject" type="text" required maxLength={200} />
      </label>
      <label>
        Message
        <textarea name="message" required rows={6} maxLength={5000} />
      </label>
      <PrimaryButton type="submit">Send Message</PrimaryButton>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 640px;
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }
  input,
  textarea {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.muted};
    border-radius: 8px;
    font: inherit;
    font-weight: 400;
  }
  button {
    justify-self: start;
  }
`
