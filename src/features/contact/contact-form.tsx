import { useId } from 'react'
import styled from 'styled-components'
import { CONTACT_SUBJECT_MAX_LENGTH } from '../../domain/contact'
import { EMAIL_MAX_LENGTH } from '../../domain/email'
import { PrimaryButton } from '../../ui/button'
import { EmailNote } from '../../parts/email-note'
import { colors, COLUMN_PX, radius, space, TAP_TARGET_PX } from '../../ui/theme'
import { useContactForm } from './use-contact-form'

/**
 * The contact form (spec §2 /contact): name, email, subject, message, all required, e-mail checked by
 * the browser, so nothing is sent before the browser's own checks pass. The message goes to the
 * `contact` Edge Function, which stores it and mails the business inbox; once it
 * answers, the visitor is thanked and every field clears. A failed send shows a clear error and
 * keeps every field. A React form action, so a submit before hydration is replayed, never sent as a
 * GET; like every lead form's, it paints the tap before the chart's send (`yieldToMain`).
 *
 * The fields stay uncontrolled (text typed before hydration is kept): React resets them to their
 * defaults after each action, so the defaults follow what was sent, and a sent message starts a new
 * form. `defaultSubject` prefills the subject (a link's `?subject=`) until the first message is sent.
 */
export function ContactForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const { defaults, generation, busy, send, edit } = useContactForm(defaultSubject)
  const noteId = useId()
  return (
    <Form key={generation} aria-label="Contact form" aria-busy={busy} action={send} onInput={edit}>
      <label>
        Name
        <input
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={defaults.name}
        />
      </label>
      <EmailBlock>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={defaults.email}
            aria-describedby={noteId}
          />
        </label>
        <EmailNote id={noteId} use="contact" />
      </EmailBlock>
      <label>
        Subject
        <input
          name="subject"
          type="text"
          required
          maxLength={CONTACT_SUBJECT_MAX_LENGTH}
          defaultValue={defaults.subject}
        />
      </label>
      <label>
        Message
        <textarea
          name="message"
          required
          rows={6}
          maxLength={5000}
          defaultValue={defaults.message}
        />
      </label>
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send Message'}
      </PrimaryButton>
    </Form>
  )
}

/** The e-mail field and the line under it, as close together as a label and its field. */
const EmailBlock = styled.div`
  display: grid;
  gap: 0.35rem;
`

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
  max-width: ${COLUMN_PX.narrow}px;
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }
  input,
  textarea {
    min-height: ${TAP_TARGET_PX}px;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${colors.muted};
    border-radius: ${radius.md};
    font: inherit;
    font-weight: 400;
  }
  button {
    justify-self: start;
  }
`
