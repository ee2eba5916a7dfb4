import { createFileRoute } from '@tanstack/react-router'
import { MailLinkPage } from '../features/mail-link/mail-link-page'
import { mailPageHead, mailLinkSearch } from './-page-head'

/** The unsubscribe link of every mail we send (issue 20). */
export const Route = createFileRoute('/unsubscribe')({
  head: () => mailPageHead('/unsubscribe'),
  validateSearch: mailLinkSearch,
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const { token } = Route.useSearch()
  return <MailLinkPage path="/unsubscribe" token={token ?? ''} />
}
