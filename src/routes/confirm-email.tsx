import { createFileRoute } from '@tanstack/react-router'
import { MailLinkPage } from '../features/mail-link/mail-link-page'
import { mailPageHead } from '../pages/page-head'

/** The confirmation link of our mails (double opt-in). */
export const Route = createFileRoute('/confirm-email')({
  loader: () => mailPageHead('/confirm-email'),
  head: ({ loaderData }) => loaderData ?? {},
  // `?token=` of the mail's link: a string, or nothing.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search['token'] === 'string' ? { token: search['token'] } : {},
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const { token } = Route.useSearch()
  return <MailLinkPage path="/confirm-email" token={token ?? ''} />
}
