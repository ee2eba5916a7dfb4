import { createFileRoute } from '@tanstack/react-router'
import { MailLinkPage } from '../features/mail-link/mail-link-page'
import { mailPageHead, mailLinkSearch } from './-page-head'

/** The confirmation link of our mails (issue 20: double opt-in). */
export const Route = createFileRoute('/confirm-email')({
  head: () => mailPageHead('/confirm-email'),
  validateSearch: mailLinkSearch,
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const { token } = Route.useSearch()
  return <MailLinkPage path="/confirm-email" token={token ?? ''} />
}
