import { useId } from 'react'
import { ABOUT_NEWSLETTER_SUCCESS } from '../../content/messages'
import { PrimaryButton } from '../../ui/button'
import { EmailField, EmailFormRow } from '../../parts/email-form'
import { EmailNote } from '../../parts/email-note'
import { showToast } from '../../ui/toasts'

/**
 * The About page's newsletter form: by the spec it makes no call; it only welcomes the visitor.
 * A form action (replayed if submitted before hydration); React clears the field after it.
 */
export function AboutNewsletterForm() {
  const noteId = useId()
  return (
    <EmailFormRow
      aria-label="Newsletter sign-up"
      action={() => showToast({ tone: 'success', ...ABOUT_NEWSLETTER_SUCCESS })}
    >
      <EmailField aria-describedby={noteId} />
      <PrimaryButton type="submit">Subscribe</PrimaryButton>
      <EmailNote id={noteId} use="newsletter" />
    </EmailFormRow>
  )
}
