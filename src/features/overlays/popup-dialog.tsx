import type { ReactNode } from 'react'
import styled from 'styled-components'
import { OutlineButton } from '../../ui/button'
import { EmailFormRow } from '../../parts/email-form'
import { Modal } from '../../ui/modal'
import { colors, space } from '../../ui/theme'

/**
 * The body of a sign-up popup: the shared accessible Modal (focus moved in and given back, Escape
 * and x close it, labelled by its heading), one line of copy, the sign-up form and, where the popup
 * has one, 'Maybe Later'. After a sign-up that closes by itself, the thank-you note replaces the form.
 * Loaded lazily (see dialogs.ts).
 */
export default function PopupDialog({
  title,
  text,
  onClose,
  form,
  maybeLater = false,
  thanks,
  note,
}: {
  title: string
  text: ReactNode
  /** Under the copy: the weekly class's next date in the visitor's clock. */
  note?: ReactNode
  onClose: () => void
  form: ReactNode
  maybeLater?: boolean
  /** Shown instead of the form once signed up (the popup then closes by itself). */
  thanks?: string | null
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <Body>
        <p>{text}</p>
        {note}
        {thanks ? <Thanks role="status">{thanks}</Thanks> : form}
        {maybeLater && !thanks ? (
          <OutlineButton type="button" onClick={onClose}>
            Maybe Later
          </OutlineButton>
        ) : null}
      </Body>
    </Modal>
  )
}

/**
 * One column at every width: the copy, the field, the submit button and 'Maybe Later' each span the
 * dialog (at 440 px the form's field and button would not share a row, and the button would sit
 * centred under the field with 'Maybe Later' hanging left below it).
 */
const Body = styled.div`
  display: grid;
  gap: ${space[3]};
  ${EmailFormRow} {
    max-width: none;
    > button {
      flex: 1 1 100%;
    }
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Thanks = styled.p`
  && {
    color: ${colors.ink};
    font-weight: 600;
  }
`
