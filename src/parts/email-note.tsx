import styled from 'styled-components'
import {
  EMAIL_NOTE_LINK,
  EMAIL_NOTE_START,
  EMAIL_NOTES,
  type EmailUse,
} from '../content/email-notes'
import { colors, fontSize } from '../ui/theme'
import { VisuallyHidden } from '../ui/visually-hidden'

/**
 * The line under an e-mail field: what this form's address is used for, and a link to /privacy.
 * The field names it in `aria-describedby` (`id`), so a screen reader reads it with the field.
 *
 * The link opens the privacy page in a new tab: a visitor on a quiz's e-mail step or halfway
 * through a form keeps what they answered and typed. A plain anchor, not the router's link, so a
 * form renders it without a router (and before hydration it works the same).
 */
export function EmailNote({ id, use }: { id: string; use: EmailUse }) {
  return (
    <Note id={id}>
      {EMAIL_NOTE_START} {EMAIL_NOTES[use]}.{' '}
      <a href="/privacy" target="_blank" rel="noopener">
        {EMAIL_NOTE_LINK}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </Note>
  )
}

const Note = styled.p`
  /* In a form row (field and button side by side) the line takes a row of its own. */
  flex: 1 1 100%;
  margin: 0;
  color: ${colors.muted};
  font-size: ${fontSize.sm};
  font-weight: 400;
  line-height: 1.4;
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }
`
