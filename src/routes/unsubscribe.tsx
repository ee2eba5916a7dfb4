import { createFileRoute } from '@tanstack/react-router'
import { MailLinkPage } from '../features/mail-link/mail-link-page'
import { mailPageHead } from '../pages/page-head'

/** The unsubscribe link of every mail we send. */
export const Route = createFileRoute('/unsubscribe')({
  loader: () => mailPageHead('/unsubscribe'),
  head: ({ loaderData }) => loaderData ?? {},
  // `?token=` of the mail's link: a string, or nothing.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search['token'] === 'string' ? { token: search['token'] } : {},
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const { token } = Route.useSearch()
  return <MailLinkPage path="/unsubscribe" token={token ?? ''} />
}
