import { Fragment, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { colors, COLUMN_PX, space } from '../../ui/theme'
import { paintFirst } from '../../startup/yield-to-main'
import { PRIVACY_CONTACT_EMAIL } from '../../content/business'
import { MAIL_PAGES, type MailPagePath } from '../../content/mail-pages'
import { LIST_CONSENT_LINE } from '../../content/children'
import { useMailLink } from './use-mail-link'

/** The privacy address, where a message names it, as a link that opens a new mail to it. */
function withMailto(text: string): ReactNode {
  const parts = text.split(PRIVACY_CONTACT_EMAIL)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>
      )}
    </Fragment>
  ))
}

/**
 * A page a mail links to. Opening it asks nothing of the server (a mail scanner opens links too):
 * it shows its button, and only the visitor's click confirms, unsubscribes or erases. The button is a
 * form's submit with a React form action, so a click before hydration is queued and replayed
 * once the page is live; the form has no field, so nothing of the link could reach a URL. The
 * first render never depends on the token (the prerendered page has none), so hydration matches;
 * the token reaches the chart with its events.
 */
export function MailLinkPage({ path, token }: { path: MailPagePath; token: string }) {
  const text = MAIL_PAGES[path]
  const { step, showsButton, follow } = useMailLink(path, token)

  const message =
    step === 'waiting' ? text.waiting : step === 'following' ? text.working : text.outcomes[step]
  return (
    <Page aria-labelledby="mail-link-heading">
      <h1 id="mail-link-heading">{text.heading}</h1>
      <p role="status" aria-live="polite" data-state={step}>
        {withMailto(message)}
      </p>
      {showsButton && (
        <ButtonForm action={paintFirst(follow)}>
          <PrimaryButton
            type="submit"
            aria-describedby={path === '/confirm-email' ? 'list-consent' : undefined}
          >
            {text.action}
          </PrimaryButton>
        </ButtonForm>
      )}
      {/* The confirming click is the consent to a list: who may give it is said beside it. */}
      {showsButton && path === '/confirm-email' && <p id="list-consent">{LIST_CONSENT_LINE}</p>}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </Page>
  )
}

/** The form only carries the submit: the button lays out as if it stood alone. */
const ButtonForm = styled.form`
  display: contents;
`

const Page = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[4]};
  max-width: ${COLUMN_PX.narrow}px;
  margin: 0 auto;
  padding: ${space[8]} ${space[4]};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  p {
    margin: 0;
    color: ${colors.ink};
  }
  a {
    color: ${colors.red};
    font-weight: 600;
    /* The address breaks rather than widening the column on a 320 px phone. */
    overflow-wrap: anywhere;
  }
`
