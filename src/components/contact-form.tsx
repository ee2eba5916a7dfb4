import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import styled from 'styled-components'
import { contactFormMachine } from '../../machines/contact-form.machine'
import { CONTACT_SUBJECT_MAX_LENGTH } from '../domain/contact'
import { EMAIL_MAX_LENGTH } from '../domain/email'
import { PrimaryButton } from './button'
import { colors } from './theme'
import { useMachineToasts } from './toasts'

/**
 * The contact form (spec §2 /contact): name, email, subject, message, all required, e-mail checked by
 * the browser. By the spec it is never stored: it thanks the visitor and clears. A React form
 * action, so a submit before hydration is replayed, never sent as a GET; React resets the
 * (uncontrolled) fields after it.
 *
 * `defaultSubject` prefills the subject (a link's `?subject=`, e.g. the careers page's Interest
 * Form). It is used once: after a send every field clears, the subject too.
 */
export function ContactForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const actor = useActorRef(contactFormMachine)
  useMachineToasts(actor)
  // The field's default, not its value: the field stays uncontrolled (text typed before hydration
  // is kept). Emptied by the send, so React's reset after the action clears it.
  const [subjectDefault, setSubjectDefault] = useState(defaultSubject)
  return (
    <Form
      aria-label="Contact form"
      action={() => {
        actor.send({ type: 'form.send' })
        setSubjectDefault('')
      }}
      onInput={() => actor.send({ type: 'form.edit' })}
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
        <input
          name="subject"
          type="text"
          required
          maxLength={CONTACT_SUBJECT_MAX_LENGTH}
          defaultValue={subjectDefault}
        />
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
